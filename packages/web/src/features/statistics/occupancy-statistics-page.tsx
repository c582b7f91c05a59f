import { occupancyPerYearReport, paceReport, utilizationReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { occupancyPerYearCalls, paceCalls, utilizationCalls } from './statistics-api.ts';
import { STATISTICS_FILTERS } from './statistics-filters.tsx';
import { StatisticsReport, StatisticsReportPage } from './statistics-report-page.tsx';

/**
 * /stats/occupancy — how full the resorts were and at what rate (occupancy, ADR, RevPAR by USALI)
 * month by month, how the period books against last year (the pace), and the last ten years side
 * by side (whatever the period above).
 */
export function OccupancyStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage
      title={t('routes.statsOccupancy')}
      intro={t('statistics.occupancy.intro')}
      assetTypes={['resort']}
      filters={STATISTICS_FILTERS}
    >
      {(shared) => (
        <>
          <StatisticsReport definition={utilizationReport} calls={utilizationCalls} shared={shared} />
          <StatisticsReport definition={paceReport} calls={paceCalls} shared={shared} />
          <StatisticsReport
            definition={occupancyPerYearReport}
            calls={occupancyPerYearCalls}
            shared={shared}
            ownPeriod
          />
        </>
      )}
    </StatisticsReportPage>
  );
}
