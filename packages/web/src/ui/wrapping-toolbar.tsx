import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Rooms and room types offer nine filters, more than one toolbar row holds; without wrapping the
 * whole page scrolls sideways. A stopgap until the generic toolbar wraps (or ResourceList lets a
 * screen choose its filters): the toolbar row, found by its search box, may wrap here.
 */
const wrapToolbar = {
  '& .MuiStack-root:has(> .MuiTextField-root input[type="search"])': {
    flexWrap: 'wrap',
    gap: 1.5,
    '& > :not(style) ~ :not(style)': { ml: 0 },
  },
};

export function WrappingToolbar({ children }: { children: ReactNode }) {
  return <Box sx={wrapToolbar}>{children}</Box>;
}
