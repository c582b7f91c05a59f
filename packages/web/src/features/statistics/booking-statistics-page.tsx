import {
  RANGE_SPANS,
  statsByAgeReport,
  statsByRepeaterReport,
  topAgenciesReport,
  topBookingsReport,
  topUsersReport,
  topSalesAgentsReport,
  topRoomsReport,
  topProductsReport,
  topSupplementsReport,
  topProductCategoriesReport,
  topCountriesReport,
  topCustomersReport,
} from '@seaberth/domain';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ReportParamsBar, ReportView, useReportParams } from '../../ui/report/index.ts';
import {
  agesCalls,
  repeatersCalls,
  statisticsKey,
  topAgenciesCalls,
  topBookingsCalls,
  topUsersCalls,
  topSalesAgentsCalls,
  topRoomsCalls,
  topProductsCalls,
  topSupplementsCalls,
  topProductCategoriesCalls,
  topCountriesCalls,
  topCustomersCalls,
} from './statistics-api.ts';

/** The server refuses a period of more nights than this (RANGE_SPANS.months); the screen says so first. */
const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/booking — who brings the sales and what sells: the lead guests' countries, the agencies, sales
 * agents, users and customers, the largest bookings, the rooms, and the products, supplements and
 * product categories sold, for a month,
 * a year or any period, counted by stay or by booking date. The period and the basis live in the
 * address, so a view can be bookmarked and shared.
 */
export function BookingStatisticsPage() {
  const { t } = useTranslation();
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const query = { from: params.period.from, to: params.period.to, basis: params.basis };
  const enabled = params.problem === null;
  const shared = { query, queryKey: statisticsKey, enabled };
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading title={t('routes.statsBooking')} subtitle={t('statistics.booking.intro')} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
        basis={params.basis}
        onBasis={params.setBasis}
      />
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Side by side only where both tables fit without scrolling.
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ReportView definition={topCountriesReport} {...topCountriesCalls} {...shared} />
        <ReportView definition={topAgenciesReport} {...topAgenciesCalls} {...shared} />
        <ReportView definition={topCustomersReport} {...topCustomersCalls} {...shared} />
        <ReportView definition={topBookingsReport} {...topBookingsCalls} {...shared} />
        <ReportView definition={topUsersReport} {...topUsersCalls} {...shared} />
        <ReportView definition={topSalesAgentsReport} {...topSalesAgentsCalls} {...shared} />
        <ReportView definition={topRoomsReport} {...topRoomsCalls} {...shared} />
        <ReportView definition={topProductsReport} {...topProductsCalls} {...shared} />
        <ReportView definition={topSupplementsReport} {...topSupplementsCalls} {...shared} />
        <ReportView definition={topProductCategoriesReport} {...topProductCategoriesCalls} {...shared} />
        <ReportView definition={statsByRepeaterReport} {...repeatersCalls} {...shared} />
        <ReportView definition={statsByAgeReport} {...agesCalls} {...shared} />
      </Box>
    </Box>
  );
}
