import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthGrid, weekdayNames } from './month.ts';

export interface MonthGridProps {
  month: string;
  label: string;
  /** The content of one day's cell. */
  renderDay: (date: string) => ReactNode;
}

/**
 * Seven columns, Monday first, that shrink with the screen: on a phone each day is a seventh of
 * the width, so the cells hold a number and a short price, nothing that could overflow.
 */
export function MonthGrid({ month, label, renderDay }: MonthGridProps) {
  const { i18n } = useTranslation();
  const cells = monthGrid(month);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return (
    <Box role="grid" aria-label={label}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', mb: 0.5 }}>
        {weekdayNames(i18n.language).map((name) => (
          <Typography
            key={name}
            role="columnheader"
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {name}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 0.25, sm: 0.5 } }}>
        {weeks.map((week) => (
          <Box
            key={week.find(Boolean) ?? ''}
            role="row"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
              gap: { xs: 0.25, sm: 0.5 },
            }}
          >
            {week.map((date, index) =>
              date ? (
                <Box key={date} role="gridcell" sx={{ minWidth: 0 }}>
                  {renderDay(date)}
                </Box>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the padding before the first day has no identity
                <Box key={`pad-${index}`} role="gridcell" aria-hidden />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
