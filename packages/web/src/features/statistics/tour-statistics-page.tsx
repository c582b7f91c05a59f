import { RANGE_SPANS, tripLoadReport } from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { statisticsKey, tripLoadCalls } from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/tour — each departure of the period with its berths sold and load factor: how full the
 * liveaboard sailed, trip by trip; by departure day, so no date basis to switch.
 */
export function TourStatisticsPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const query = { from: params.period.from, to: params.period.to };
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={t('routes.statsTour')} subtitle={t('statistics.tour.intro')} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
      />
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <ReportView
        definition={tripLoadReport}
        {...tripLoadCalls}
        query={query}
        queryKey={statisticsKey}
        enabled={params.problem === null}
      />
    </Box>
  );
}
