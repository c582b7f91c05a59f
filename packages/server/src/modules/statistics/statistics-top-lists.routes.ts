import {
  type ItemGroup,
  type Language,
  type ReportRow,
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
import { languageOf } from '../../http/request-language.ts';
import type { BookingService } from '../bookings/index.ts';
import { OccupancyRepository } from './occupancy.repository.ts';
import { type ItemFilter, StatisticsProductsRepository } from './statistics-products.repository.ts';
import type { StatisticsKinds } from './statistics-kind.ts';
import { StatisticsRepository } from './statistics.repository.ts';
import type { TopList, TopListRegistrar } from './statistics.routes.ts';

/** The entry of the bookings made without a signed-in user (online, imported). */
const ONLINE: Record<Language, string> = { en: 'Online', de: 'Online' };
/** The entry of the lines sold without a product category. */
const NO_CATEGORY: Record<Language, string> = { en: 'No category', de: 'Ohne Kategorie' };

/**
 * The top lists of issue 36 beyond countries, agencies and customers: users, sales agents, rooms,
 * the largest bookings, and what was sold (products, supplements, product categories).
 */
export function registerTopListRoutes(
  bookings: BookingService,
  shared: { topList: TopListRegistrar; kinds: StatisticsKinds },
): void {
  const db = bookings.services.database.db;
  const reads = new StatisticsRepository(db);
  const items = new StatisticsProductsRepository(db);
  const { topList, kinds } = shared;

  topList(
    topUsersReport,
    (filter) => reads.perUser(filter),
    async (_top, language) => (group) => (group.key ? group.name : ONLINE[language]),
  );
  topList(topSalesAgentsReport, (filter) => reads.perSalesAgent(filter));

  kinds.kind(topRoomsReport, async (filter, request) => {
    const visibleRooms = OccupancyRepository.roomsVisibleTo(request.principal);
    return topGroups(await items.perRoom(filter, visibleRooms), filter.amount).map((group) => ({
      rank: group.rank,
      room: group.key,
      roomName: group.name,
      currency: group.currency,
      bookings: group.bookings,
      guests: group.guests,
      revenue: group.revenue,
    }));
  });

  kinds.kind(topBookingsReport, (filter) => reads.largestSales(filter));

  /** An item list: the query's groups ranked by quantity, the first `amount` entries named. */
  const itemList = <D extends TopList>(
    definition: D,
    groups: (filter: ItemFilter) => Promise<ItemGroup[]>,
    nameOf: (group: ItemGroup, language: Language) => string = (group) => group.name,
  ) =>
    kinds.kind(definition, async (filter, request) => {
      const visibleReceipts = StatisticsProductsRepository.receiptsVisibleTo(request.principal);
      const language = languageOf(request);
      const { key, label } = definition.entry;
      const top = topItems(await groups({ ...filter, visibleReceipts }), filter.amount);
      return top.map((group) => ({
        rank: group.rank,
        [key]: group.key,
        [label]: nameOf(group, language),
        currency: group.currency,
        sales: group.sales,
        quantity: group.quantity,
        revenue: group.revenue,
      })) as ReportRow<D>[];
    });

  itemList(topProductsReport, (filter) => items.perProduct(filter));
  itemList(topSupplementsReport, (filter) => items.perSupplement(filter));
  itemList(
    topProductCategoriesReport,
    (filter) => items.perProductCategory(filter),
    (group, language) => (group.key ? group.name : NO_CATEGORY[language]),
  );
}
