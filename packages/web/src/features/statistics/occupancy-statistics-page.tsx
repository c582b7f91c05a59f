import { occupancyPerYearReport, paceReport, utilizationReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ReportView } from '../../ui/report/index.ts';
import { occupancyPerYearCalls, paceCalls, utilizationCalls } from './statistics-api.ts';
import { StatisticsReportPage } from './statistics-report-page.tsx';

/**
 * /stats/occupancy — how full the resorts were and at what rate (occupancy, ADR, RevPAR by USALI)
 * month by month, how the period books against last year (the pace), and the last ten years side
 * by side.
 */
export function OccupancyStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage title={t('routes.statsOccupancy')} intro={t('statistics.occupancy.intro')}>
      {(shared) => (
        <>
          <ReportView definition={utilizationReport} {...utilizationCalls} {...shared} />
          <ReportView definition={paceReport} {...paceCalls} {...shared} />
          {/* Ten years to this year's end, whatever the period above. */}
          <ReportView
            definition={occupancyPerYearReport}
            {...occupancyPerYearCalls}
            query={{}}
            queryKey={shared.queryKey}
          />
        </>
      )}
    </StatisticsReportPage>
  );
}
