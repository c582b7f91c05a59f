import { tripLoadReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { tripLoadCalls } from './statistics-api.ts';
import { StatisticsReportPage } from './statistics-report-page.tsx';

/** /stats/tour — each departure of the period with its berths sold and load factor, by departure day. */
export function TourStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage
      definition={tripLoadReport}
      calls={tripLoadCalls}
      title={t('routes.statsTour')}
      intro={t('statistics.tour.intro')}
    />
  );
}
