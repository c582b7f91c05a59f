import { utilizationReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { utilizationCalls } from './statistics-api.ts';
import { StatisticsReportPage } from './statistics-report-page.tsx';

/** /stats/occupancy — how full the resorts were, month by month (room-nights sold over available), counted night by night. */
export function OccupancyStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage
      definition={utilizationReport}
      calls={utilizationCalls}
      title={t('routes.statsOccupancy')}
      intro={t('statistics.occupancy.intro')}
    />
  );
}
