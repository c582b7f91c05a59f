import { RANGE_SPANS, utilizationReport } from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { statisticsKey, utilizationCalls } from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/occupancy — how full the resorts were, month by month, by the standard definition
 * (room-nights sold over available); counted night by night, so no date basis to switch.
 */
export function OccupancyStatisticsPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const query = { from: params.period.from, to: params.period.to };
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={t('routes.statsOccupancy')} subtitle={t('statistics.occupancy.intro')} />
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
        definition={utilizationReport}
        {...utilizationCalls}
        query={query}
        queryKey={statisticsKey}
        enabled={params.problem === null}
      />
    </Box>
  );
}
