import { Box, FormControl, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One field of two inputs (a period's two days, a position's two degrees): a group named by the
 * field's label, which a screen reader says on entering, the inputs side by side from small
 * screens up, and a line under them.
 */
export function FieldGroup({
  label,
  disabled,
  children,
  footer,
}: {
  label: string;
  disabled?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <FormControl component="fieldset" fullWidth disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
      {footer && (
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>
          {footer}
        </Box>
      )}
    </FormControl>
  );
}
