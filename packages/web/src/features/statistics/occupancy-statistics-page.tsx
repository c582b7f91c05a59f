import { occupancyPerYearReport, paceReport, RANGE_SPANS, utilizationReport } from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import { occupancyPerYearCalls, paceCalls, statisticsKey, utilizationCalls } from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/occupancy — how full the resorts were and at what rate (occupancy, ADR, RevPAR by USALI)
 * month by month, how the period books against last year (the pace), and the last ten years side
 * by side. The period lives in the address, so a view can be bookmarked and shared.
 */
export function OccupancyStatisticsPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const query = { from: params.period.from, to: params.period.to };
  const enabled = params.problem === null;
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReportView
          definition={utilizationReport}
          {...utilizationCalls}
          query={query}
          queryKey={statisticsKey}
          enabled={enabled}
        />
        <ReportView
          definition={paceReport}
          {...paceCalls}
          query={query}
          queryKey={statisticsKey}
          enabled={enabled}
        />
        {/* Ten years to this year's end, whatever the period above. */}
        <ReportView
          definition={occupancyPerYearReport}
          {...occupancyPerYearCalls}
          query={{}}
          queryKey={statisticsKey}
        />
      </Box>
    </Box>
  );
}
