import { addDays, DATE_FORMATS, formatDate } from '@seaberth/domain';
import {
  Box,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorToday } from '../../app/clock.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { MonthPager } from '../../app/month-pager.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { ScrollRegion } from '../../app/scroll-region.tsx';
import { useDiveOverview } from './dive-log-api.ts';

/** The month a day lies in, first to last day. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const next = addDays(`${day.slice(0, 7)}-28`, 4);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

const COUNTS = ['dives', 'divers', 'boats', 'sites', 'nitroxDives'] as const;

/** /dive/overview — the dive centre's month day by day: dives, divers, boats and sites. */
export function DiveOverviewPage() {
  const { t } = useTranslation();
  const today = operatorToday();
  const [period, setPeriod] = useState(() => monthOf(today));
  const overview = useDiveOverview(period);
  const data = overview.data;
  const label = `${formatDate(period.from, DATE_FORMATS.default)} – ${formatDate(period.to, DATE_FORMATS.default)}`;
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeading title={t('routes.diveOverview')} subtitle={t('diveLog.overview.intro')} />
      <Stack
        direction="row"
        spacing={1}
        // The month's name narrower on a phone, so the pager fits its 390 px.
        sx={{ alignItems: 'center', mb: 2, '& h2': { minWidth: { xs: 150, sm: 210 } } }}
      >
        <MonthPager
          label={label}
          onPrevious={() => setPeriod(monthOf(addDays(period.from, -1)))}
          onNext={() => setPeriod(monthOf(addDays(period.to, 1)))}
          onToday={() => setPeriod(monthOf(today))}
          atToday={period.from === monthOf(today).from}
          texts={{
            previous: t('diveLog.overview.previous'),
            next: t('diveLog.overview.next'),
            today: t('diveLog.overview.today'),
          }}
        />
      </Stack>
      {overview.isError && <LoadErrorAlert error={overview.error} onRetry={() => void overview.refetch()} />}
      <Paper variant="outlined">
        {overview.isFetching && <LinearProgress aria-label={t('diveLog.loading')} />}
        <ScrollRegion label={t('routes.diveOverview')}>
          <Table size="small" aria-label={t('routes.diveOverview')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('diveLog.fields.date')}</TableCell>
                {COUNTS.map((key) => (
                  <TableCell key={key} align="right">
                    {t(`diveLog.overview.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data && data.days.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('diveLog.overview.empty')}</TableCell>
                </TableRow>
              )}
              {data?.days.map((day) => (
                <TableRow key={day.date}>
                  <TableCell>{formatDate(day.date, DATE_FORMATS.default)}</TableCell>
                  {COUNTS.map((key) => (
                    <TableCell key={key} align="right">
                      {day[key]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            {data && data.days.length > 0 && (
              <TableFooter>
                <TableRow>
                  <TableCell>{t('diveLog.overview.total')}</TableCell>
                  {COUNTS.map((key) => (
                    <TableCell key={key} align="right">
                      {data.total[key]}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </ScrollRegion>
      </Paper>
    </Box>
  );
}
