import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** An icon button that says what it does, as a tooltip and to screen readers alike. */
export function IconAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
