import {
  type AnyReport,
  bookingCalculationStatsReport,
  bookingInfoStatsReport,
  bookingsExportReport,
  financeReport,
  incomeByMonthReport,
  itineraryLoadReport,
  occupancyPerYearReport,
  paceReport,
  type ReportExport,
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
  tripLoadReport,
  utilizationReport,
} from '@seaberth/domain';
import { api } from '../../api/client.ts';
import type { AnswerOf, PathOf, QueryOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** What every statistics kind takes (SPEC §7), as the generated client types it. */
export type StatisticsQuery = Omit<QueryOf<'/api/bookings/statistics/topCountries', 'get'>, 'export'>;

/** Under the bookings' keys: a change to any booking drops the statistics too. */
export const statisticsKey = [...resourceKeys('bookings').all, 'statistics'] as const;

/** Every statistics call takes the same query; its answer is the path's own report. */
const get = api.GET as <P extends PathOf<'get'>>(
  path: P,
  params: { query: StatisticsQuery },
) => Promise<AnswerOf<P, 'get'>>;

/** A statistics call: its answer for the screens, and the same figures as a CSV or XLSX file. */
function statisticsCalls<P extends PathOf<'get'>>(path: P) {
  return {
    load: (query: StatisticsQuery) => get(path, { query }),
    download: (query: StatisticsQuery, format: ReportExport) =>
      api.download(path, { ...query, export: format }),
  };
}

/** `GET /api/bookings/statistics/topCountries`: the lead guests' countries. */
export const topCountriesCalls = statisticsCalls('/api/bookings/statistics/topCountries');

/** `GET /api/bookings/statistics/topAgencies`: the agencies that bring the sales. */
export const topAgenciesCalls = statisticsCalls('/api/bookings/statistics/topAgencies');

/** `GET /api/bookings/statistics/topCustomers`: the guests who book the most. */
export const topCustomersCalls = statisticsCalls('/api/bookings/statistics/topCustomers');

/** `GET /api/bookings/statistics/topBookings`: the largest single sales. */
export const topBookingsCalls = statisticsCalls('/api/bookings/statistics/topBookings');

/** `GET /api/bookings/statistics/topUsers`: the users who make the sales. */
export const topUsersCalls = statisticsCalls('/api/bookings/statistics/topUsers');

/** `GET /api/bookings/statistics/topSalesAgents`: the sales agents (agencies of type employee). */
export const topSalesAgentsCalls = statisticsCalls('/api/bookings/statistics/topSalesAgents');

/** `GET /api/bookings/statistics/topRooms`: the rooms and cabins that earn the most. */
export const topRoomsCalls = statisticsCalls('/api/bookings/statistics/topRooms');

/** `GET /api/bookings/statistics/topProducts`: the products sold with bookings and at the tills. */
export const topProductsCalls = statisticsCalls('/api/bookings/statistics/topProducts');

/** `GET /api/bookings/statistics/topSupplements`: the supplements (add-ons) booked. */
export const topSupplementsCalls = statisticsCalls('/api/bookings/statistics/topSupplements');

/** `GET /api/bookings/statistics/topProductCategories`: the product categories sold. */
export const topProductCategoriesCalls = statisticsCalls('/api/bookings/statistics/topProductCategories');

/** `GET /api/bookings/statistics/incomeByMonth`: each month's revenue, paid and open. */
export const incomeByMonthCalls = statisticsCalls('/api/bookings/statistics/incomeByMonth');

/** `GET /api/bookings/statistics/statsByRepeater`: first stays and returning guests. */
export const repeatersCalls = statisticsCalls('/api/bookings/statistics/statsByRepeater');

/** `GET /api/bookings/statistics/utilization`: room-nights sold over available, per month. */
export const utilizationCalls = statisticsCalls('/api/bookings/statistics/utilization');

/** `GET /api/bookings/statistics/byVesselYear`: each departure's berths sold and load factor. */
export const tripLoadCalls = statisticsCalls('/api/bookings/statistics/byVesselYear');

/** `GET /api/bookings/statistics/statsByAge`: the guests by their age on arrival. */
export const agesCalls = statisticsCalls('/api/bookings/statistics/statsByAge');

/** `GET /api/bookings/statistics/occupancyPerYear`: occupancy, ADR and RevPAR a year at a time. */
export const occupancyPerYearCalls = statisticsCalls('/api/bookings/statistics/occupancyPerYear');

/** `GET /api/bookings/statistics/pace`: the books against last year on the same day. */
export const paceCalls = statisticsCalls('/api/bookings/statistics/pace');

/** `GET /api/bookings/statistics/byItinerary`: each tour on a vessel beside the year before. */
export const itineraryLoadCalls = statisticsCalls('/api/bookings/statistics/byItinerary');

/** `GET /api/bookings/statistics/bookingInfoStats`: the bookings by state, source, category and type. */
export const bookingInfoCalls = statisticsCalls('/api/bookings/statistics/bookingInfoStats');

/** `GET /api/bookings/statistics/bookingCalculationStats`: the sales' calculations split by line. */
export const bookingCalculationCalls = statisticsCalls('/api/bookings/statistics/bookingCalculationStats');

/** `GET /api/bookings/report/finance`: per month the money received, refunded, sold and open. */
export const financeCalls = statisticsCalls('/api/bookings/report/finance');

/** `GET /api/bookings/csvExport`: every booking of the period as a row. */
export const bookingsExportCalls = statisticsCalls('/api/bookings/csvExport');

/** Every statistics kind the product answers, with its calls: what /stats/export offers. */
export const STATISTICS_KINDS: readonly {
  definition: AnyReport;
  download: (query: StatisticsQuery, format: ReportExport) => Promise<void>;
}[] = [
  { definition: bookingsExportReport, download: bookingsExportCalls.download },
  { definition: incomeByMonthReport, download: incomeByMonthCalls.download },
  { definition: financeReport, download: financeCalls.download },
  { definition: bookingCalculationStatsReport, download: bookingCalculationCalls.download },
  { definition: utilizationReport, download: utilizationCalls.download },
  { definition: occupancyPerYearReport, download: occupancyPerYearCalls.download },
  { definition: paceReport, download: paceCalls.download },
  { definition: tripLoadReport, download: tripLoadCalls.download },
  { definition: itineraryLoadReport, download: itineraryLoadCalls.download },
  { definition: topCountriesReport, download: topCountriesCalls.download },
  { definition: topAgenciesReport, download: topAgenciesCalls.download },
  { definition: topCustomersReport, download: topCustomersCalls.download },
  { definition: topBookingsReport, download: topBookingsCalls.download },
  { definition: topUsersReport, download: topUsersCalls.download },
  { definition: topSalesAgentsReport, download: topSalesAgentsCalls.download },
  { definition: topRoomsReport, download: topRoomsCalls.download },
  { definition: topProductsReport, download: topProductsCalls.download },
  { definition: topSupplementsReport, download: topSupplementsCalls.download },
  { definition: topProductCategoriesReport, download: topProductCategoriesCalls.download },
  { definition: statsByRepeaterReport, download: repeatersCalls.download },
  { definition: statsByAgeReport, download: agesCalls.download },
  { definition: bookingInfoStatsReport, download: bookingInfoCalls.download },
];
