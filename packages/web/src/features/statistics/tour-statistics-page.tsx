import { itineraryLoadReport, tripLoadReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { itineraryLoadCalls, tripLoadCalls } from './statistics-api.ts';
import { STATISTICS_FILTERS } from './statistics-filters.tsx';
import { StatisticsReport, StatisticsReportPage } from './statistics-report-page.tsx';

/**
 * /stats/tour — each departure of the period with its berths sold, load factor and revenue per
 * available berth-night, and each itinerary beside the same period a year earlier.
 */
export function TourStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage
      title={t('routes.statsTour')}
      intro={t('statistics.tour.intro')}
      assetTypes={['vessel']}
      filters={STATISTICS_FILTERS}
    >
      {(shared) => (
        <>
          <StatisticsReport definition={itineraryLoadReport} calls={itineraryLoadCalls} shared={shared} />
          <StatisticsReport definition={tripLoadReport} calls={tripLoadCalls} shared={shared} />
        </>
      )}
    </StatisticsReportPage>
  );
}
