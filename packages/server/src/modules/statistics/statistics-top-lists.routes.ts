import {
  type AnyReport,
  type ItemGroup,
  type Language,
  type ReportRow,
  reportPeriod,
  type StatisticsParams,
  topBookingsReport,
  topGroups,
  topItems,
  topProductCategoriesReport,
  topProductsReport,
  topRoomsReport,
  topSalesAgentsReport,
  topSupplementsReport,
  topUsersReport,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-language.ts';
import type { BookingService } from '../bookings/index.ts';
import { registerReport } from '../reports/index.ts';
import { OccupancyRepository } from './occupancy.repository.ts';
import { type ItemFilter, StatisticsProductsRepository } from './statistics-products.repository.ts';
import { StatisticsRepository } from './statistics.repository.ts';
import type { TopListRegistrar } from './statistics.routes.ts';

/** The entry of the bookings made without a signed-in user (online, imported). */
const ONLINE: Record<Language, string> = { en: 'Online', de: 'Online' };
/** The entry of the lines sold without a product category. */
const NO_CATEGORY: Record<Language, string> = { en: 'No category', de: 'Ohne Kategorie' };

/** An item list's definition: a report with the fields its entries' key and name go in. */
type ItemList = AnyReport & { entry: { key: string; label: string } };

/**
 * The top lists of issue 36 beyond countries, agencies and customers: users, sales agents, rooms,
 * the largest bookings, and what was sold (products, supplements, product categories).
 */
export function registerTopListRoutes(
  app: FastifyInstance,
  bookings: BookingService,
  shared: {
    topList: TopListRegistrar;
    decimals: () => Promise<(currency: string) => number>;
    scopes: string[];
  },
): void {
  const db = bookings.services.database.db;
  const reads = new StatisticsRepository(db);
  const items = new StatisticsProductsRepository(db);
  const { topList, decimals, scopes } = shared;

  /** The period's filter within what the user may see. */
  const filterOf = async (params: StatisticsParams, request: FastifyRequest) => {
    const { today } = await bookings.operatorDay();
    return {
      ...params,
      ...reportPeriod(params, today),
      visible: bookings.repository.visibleTo(request.principal),
    };
  };

  topList(
    topUsersReport,
    (filter) => reads.perUser(filter),
    async (_top, language) => (group) => (group.key ? group.name : ONLINE[language]),
  );
  topList(topSalesAgentsReport, (filter) => reads.perSalesAgent(filter));

  registerReport(app, topRoomsReport, {
    path: `/api/bookings/statistics/${topRoomsReport.name}`,
    scopes,
    decimals,
    async run(params: StatisticsParams, request) {
      const filter = await filterOf(params, request);
      const visibleRooms = OccupancyRepository.roomsVisibleTo(request.principal);
      const rows = topGroups(await items.perRoom(filter, visibleRooms), params.amount).map((group) => ({
        rank: group.rank,
        room: group.key,
        roomName: group.name,
        currency: group.currency,
        bookings: group.bookings,
        guests: group.guests,
        revenue: group.revenue,
      }));
      return { from: filter.from, to: filter.to, basis: params.basis, rows };
    },
  });

  registerReport(app, topBookingsReport, {
    path: `/api/bookings/statistics/${topBookingsReport.name}`,
    scopes,
    decimals,
    async run(params: StatisticsParams, request) {
      const filter = await filterOf(params, request);
      const rows = await reads.largestSales(filter);
      return { from: filter.from, to: filter.to, basis: params.basis, rows };
    },
  });

  /** An item list: the query's groups ranked by quantity, the first `amount` entries named. */
  const itemList = <D extends ItemList>(
    definition: D,
    groups: (filter: ItemFilter) => Promise<ItemGroup[]>,
    nameOf: (group: ItemGroup, language: Language) => string = (group) => group.name,
  ) =>
    registerReport(app, definition, {
      path: `/api/bookings/statistics/${definition.name}`,
      scopes,
      decimals,
      async run(params: StatisticsParams, request) {
        const filter = {
          ...(await filterOf(params, request)),
          visibleReceipts: StatisticsProductsRepository.receiptsVisibleTo(request.principal),
        };
        const language = languageOf(request);
        const { key, label } = definition.entry;
        const rows = topItems(await groups(filter), params.amount).map((group) => ({
          rank: group.rank,
          [key]: group.key,
          [label]: nameOf(group, language),
          currency: group.currency,
          sales: group.sales,
          quantity: group.quantity,
          revenue: group.revenue,
        }));
        return { from: filter.from, to: filter.to, basis: params.basis, rows: rows as ReportRow<D>[] };
      },
    });

  itemList(topProductsReport, (filter) => items.perProduct(filter));
  itemList(topSupplementsReport, (filter) => items.perSupplement(filter));
  itemList(
    topProductCategoriesReport,
    (filter) => items.perProductCategory(filter),
    (group, language) => (group.key ? group.name : NO_CATEGORY[language]),
  );
}
