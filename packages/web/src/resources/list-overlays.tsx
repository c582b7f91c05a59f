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

/**
 * The grid's no-rows slot: says why the list is empty and offers the next step. It shows inside
 * the grid (role "grid"), where only rows may be: a row with one cell holds the message and the
 * button, so a screen reader finds it as the grid's content and the grid stays valid (WCAG 1.3.1,
 * 4.1.2). The message is a paragraph, not a heading, which a grid cannot hold either.
 */
export function EmptyListOverlay({ narrowed, message, hint, action }: EmptyListOverlayProps) {
  const Icon = narrowed ? SearchOffIcon : InboxOutlinedIcon;
  return (
    <Box
      role="row"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', p: 3 }}
    >
      <Stack role="gridcell" spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Icon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="subtitle1" component="p">
          {message}
        </Typography>
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
