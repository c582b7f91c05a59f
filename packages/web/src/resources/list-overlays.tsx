import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    /** The list has search or filters applied: "nothing matches" rather than "nothing yet". */
    narrowed?: boolean;
    message?: string;
    hint?: string;
    action?: ReactNode;
  }
}

export interface EmptyListOverlayProps {
  narrowed?: boolean;
  message?: string;
  hint?: string;
  action?: ReactNode;
}

/** The grid's no-rows slot: says why the list is empty and offers the next step. */
export function EmptyListOverlay({ narrowed, message, hint, action }: EmptyListOverlayProps) {
  const Icon = narrowed ? SearchOffIcon : InboxOutlinedIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', p: 3 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Icon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="subtitle1">{message}</Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
        {action}
      </Stack>
    </Box>
  );
}
