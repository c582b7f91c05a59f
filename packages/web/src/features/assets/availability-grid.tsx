import { addDays, addMonths, formatDate } from '@seaberth/domain';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availabilityRows, freeRoomsPerNight, nightColumns } from './availability-model.ts';
import { AvailabilityTable } from './availability-table.tsx';
import { StateLegend } from './state-legend.tsx';
import { useOccupancy } from './use-occupancy.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { MonthPager } from '../../app/month-pager.tsx';
import { operatorToday } from '../../app/clock.ts';

export interface AvailabilityGridProps {
  assetId: string;
  /** The first night shown; today by default. */
  initialFrom?: string;
}

/**
 * Every room of a resort or vessel over a month of nights, from one occupancy call. The month
 * runs from the chosen day to the same day a month later, so paging leaves no night out.
 */
export function AvailabilityGrid({ assetId, initialFrom }: AvailabilityGridProps) {
  const { t } = useTranslation();
  const today = operatorToday();
  const [from, setFrom] = useState(initialFrom ?? today);
  const to = addMonths(from, 1);
  const occupancy = useOccupancy(assetId, from, to);
  const answer = occupancy.data;

  const columns = useMemo(() => (answer ? nightColumns(answer.from, answer.to) : []), [answer]);
  const rows = useMemo(() => (answer ? availabilityRows(answer) : []), [answer]);
  const free = useMemo(() => freeRoomsPerNight(rows, columns.length), [rows, columns.length]);
  // The last night, not the departure morning: a month of nights reads "1 – 31 March".
  const range = `${formatDate(from)} – ${formatDate(addDays(to, -1))}`;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MonthPager
            label={range}
            onPrevious={() => setFrom(addMonths(from, -1))}
            onNext={() => setFrom(addMonths(from, 1))}
            onToday={() => setFrom(today)}
            atToday={from === today}
            texts={{
              previous: t('assets.availability.previousMonth'),
              next: t('assets.availability.nextMonth'),
              today: t('assets.availability.today'),
            }}
          />
        </Stack>
        <StateLegend />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('assets.availability.intro')}
      </Typography>
      <Box sx={{ minHeight: 4 }}>{occupancy.isFetching && <LinearProgress />}</Box>
      {occupancy.isError && !answer ? (
        <LoadErrorAlert error={occupancy.error} onRetry={() => occupancy.refetch()} />
      ) : answer && rows.length === 0 ? (
        <Alert severity="info">{t('assets.availability.noRooms')}</Alert>
      ) : answer ? (
        <AvailabilityTable
          label={t('assets.availability.label', { range })}
          columns={columns}
          rows={rows}
          freeCounts={free}
          today={today}
        />
      ) : null}
    </Stack>
  );
}
