import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The form's own page as a customer sees it: its name, the operator's description, then the
 * fields. The public page and the builder's preview both show it, so the preview is the real thing.
 */
export function FormSheet({
  name,
  description,
  headingLevel = 'h1',
  children,
}: {
  name: string;
  description: string;
  /** `h1` on the public page; the builder's preview sits under the editor's own heading. */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Typography variant="h4" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Paper>
  );
}
