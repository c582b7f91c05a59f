import {
  bookingInfoStatsReport,
  statsByAgeReport,
  statsByRepeaterReport,
  topAgenciesReport,
  topBookingsReport,
  topCountriesReport,
  topCustomersReport,
  topProductCategoriesReport,
  topProductsReport,
  topRoomsReport,
  topSalesAgentsReport,
  topSupplementsReport,
  topUsersReport,
} from '@seaberth/domain';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BookingActivityPanel } from './booking-activity.tsx';
import {
  agesCalls,
  bookingInfoCalls,
  repeatersCalls,
  topAgenciesCalls,
  topBookingsCalls,
  topCountriesCalls,
  topCustomersCalls,
  topProductCategoriesCalls,
  topProductsCalls,
  topRoomsCalls,
  topSalesAgentsCalls,
  topSupplementsCalls,
  topUsersCalls,
} from './statistics-api.ts';
import { STATISTICS_FILTERS } from './statistics-filters.tsx';
import { StatisticsReport, StatisticsReportPage } from './statistics-report-page.tsx';

/**
 * /stats/booking — who brings the sales and what sells: the lead guests' countries, the agencies,
 * sales agents, users and customers, the largest bookings, the rooms, and the products, supplements
 * and product categories sold, and the bookings by state, source, category and type, for a month, a year or any period, counted by stay or by booking
 * date. The period and the basis live in the address, so a view can be bookmarked and shared.
 */
export function BookingStatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsReportPage
      title={t('routes.statsBooking')}
      intro={t('statistics.booking.intro')}
      basis
      filters={STATISTICS_FILTERS}
      columns={2}
    >
      {(shared) => (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <BookingActivityPanel />
          </Box>
          <StatisticsReport definition={topCountriesReport} calls={topCountriesCalls} shared={shared} />
          <StatisticsReport definition={topAgenciesReport} calls={topAgenciesCalls} shared={shared} />
          <StatisticsReport definition={topCustomersReport} calls={topCustomersCalls} shared={shared} />
          <StatisticsReport definition={topBookingsReport} calls={topBookingsCalls} shared={shared} />
          <StatisticsReport definition={topUsersReport} calls={topUsersCalls} shared={shared} />
          <StatisticsReport definition={topSalesAgentsReport} calls={topSalesAgentsCalls} shared={shared} />
          <StatisticsReport definition={topRoomsReport} calls={topRoomsCalls} shared={shared} />
          <StatisticsReport definition={topProductsReport} calls={topProductsCalls} shared={shared} />
          <StatisticsReport definition={topSupplementsReport} calls={topSupplementsCalls} shared={shared} />
          <StatisticsReport
            definition={topProductCategoriesReport}
            calls={topProductCategoriesCalls}
            shared={shared}
          />
          <StatisticsReport definition={statsByRepeaterReport} calls={repeatersCalls} shared={shared} />
          <StatisticsReport definition={statsByAgeReport} calls={agesCalls} shared={shared} />
          <StatisticsReport definition={bookingInfoStatsReport} calls={bookingInfoCalls} shared={shared} />
        </>
      )}
    </StatisticsReportPage>
  );
}
