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
import type { QueryOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** What every statistics kind takes (SPEC §7), as the generated client types it. */
export type StatisticsQuery = Omit<QueryOf<'/api/bookings/statistics/topCountries', 'get'>, 'export'>;

/** Under the bookings' keys: a change to any booking drops the statistics too. */
export const statisticsKey = [...resourceKeys('bookings').all, 'statistics'] as const;

/** `GET /api/bookings/statistics/topCountries`: the lead guests' countries. */
export const topCountriesCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topCountries', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topCountries', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topAgencies`: the agencies that bring the sales. */
export const topAgenciesCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topAgencies', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topAgencies', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topCustomers`: the guests who book the most. */
export const topCustomersCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topCustomers', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topCustomers', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topBookings`: the largest single sales. */
export const topBookingsCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topBookings', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topBookings', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topUsers`: the users who make the sales. */
export const topUsersCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topUsers', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topUsers', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topSalesAgents`: the sales agents (agencies of type employee). */
export const topSalesAgentsCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topSalesAgents', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topSalesAgents', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topRooms`: the rooms and cabins that earn the most. */
export const topRoomsCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topRooms', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topRooms', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topProducts`: the products sold with bookings and at the tills. */
export const topProductsCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topProducts', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topProducts', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topSupplements`: the supplements (add-ons) booked. */
export const topSupplementsCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topSupplements', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topSupplements', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/topProductCategories`: the product categories sold. */
export const topProductCategoriesCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/topProductCategories', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/topProductCategories', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/incomeByMonth`: each month's revenue, paid and open. */
export const incomeByMonthCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/incomeByMonth', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/incomeByMonth', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/statsByRepeater`: first stays and returning guests. */
export const repeatersCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/statsByRepeater', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/statsByRepeater', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/utilization`: room-nights sold over available, per month. */
export const utilizationCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/utilization', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/utilization', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/byVesselYear`: each departure's berths sold and load factor. */
export const tripLoadCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/byVesselYear', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/byVesselYear', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/statsByAge`: the guests by their age on arrival. */
export const agesCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/statsByAge', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/statsByAge', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/occupancyPerYear`: occupancy, ADR and RevPAR a year at a time. */
export const occupancyPerYearCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/occupancyPerYear', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/occupancyPerYear', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/pace`: the books against last year on the same day. */
export const paceCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/pace', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/pace', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/byItinerary`: each tour on a vessel beside the year before. */
export const itineraryLoadCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/byItinerary', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/byItinerary', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/bookingInfoStats`: the bookings by state, source, category and type. */
export const bookingInfoCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/bookingInfoStats', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/bookingInfoStats', { ...query, export: format }),
};

/** `GET /api/bookings/statistics/bookingCalculationStats`: the sales' calculations split by line. */
export const bookingCalculationCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/statistics/bookingCalculationStats', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/statistics/bookingCalculationStats', { ...query, export: format }),
};

/** `GET /api/bookings/report/finance`: per month the money received, refunded, sold and open. */
export const financeCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/report/finance', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/report/finance', { ...query, export: format }),
};

/** `GET /api/bookings/csvExport`: every booking of the period as a row. */
export const bookingsExportCalls = {
  load: (query: StatisticsQuery) => api.GET('/api/bookings/csvExport', { query }),
  download: (query: StatisticsQuery, format: ReportExport) =>
    api.download('/api/bookings/csvExport', { ...query, export: format }),
};

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
