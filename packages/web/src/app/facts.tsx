import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label and value pairs in a row: the facts at the top of a trip or a booking. */
export function Facts({ facts, columns = 5 }: { facts: [string, ReactNode][]; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${columns}, auto)` },
        justifyContent: 'start',
        columnGap: 4,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
