import { Box, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one size of a page's title, so lists, forms, profile and start page read as one app. */
export const PAGE_HEADING_VARIANT = 'h2';

export interface PageHeadingProps {
  title: ReactNode;
  /** A sentence under the title: whose page it is, or what it is for. */
  subtitle?: ReactNode;
  /** Buttons at the right end of the title line (set password, …). */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

/** The page's `<h1>`, with an optional subtitle and actions beside it. */
export function PageHeading({ title, subtitle, actions, sx }: PageHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={[
        {
          mb: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          // Long titles and wide (German) buttons: the buttons move under the title instead of
          // squeezing it into a column of single words.
          flexWrap: 'wrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* In a column (phones) a flex basis would be a height: 20rem of blank under the title. */}
      <Box sx={{ minWidth: 0, flex: { xs: '0 0 auto', sm: '1 1 20rem' } }}>
        <Typography variant={PAGE_HEADING_VARIANT} component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ flex: '0 1 auto', maxWidth: '100%' }}>{actions}</Box>}
    </Stack>
  );
}
