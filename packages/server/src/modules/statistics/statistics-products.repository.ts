import { type ItemGroup, type Principal, posTransactionResource } from '@seaberth/domain';
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetCondition } from '../../db/asset-condition.ts';
import {
  bookingRooms,
  bookings,
  posLines,
  posTransactions,
  productCategories,
  products,
  resorts,
  rooms,
  supplements,
  vessels,
} from '../../db/schema/index.ts';
import { type NamedGroup, type StatisticsFilter, saleCondition } from './statistics.repository.ts';

/** What an item list counts: the period's sales, and the till receipts a user may see. */
export interface ItemFilter extends StatisticsFilter {
  /** The receipts a user limited to some resorts or vessels may count (posTransactionsVisibleTo). */
  visibleReceipts: SQL | undefined;
}

/** The kinds of calculation lines an item list reads. */
type ItemKind = 'product' | 'supplement' | 'category';

const COUNTED = sql.raw(`('Direct', 'OnSite', 'ForFree')`);

/**
 * The reads of the top lists of rooms and of what was sold (`GET /api/bookings/statistics/{kind}`
 * for topRooms, topProducts, topSupplements, topProductCategories): one statement each.
 */
export class StatisticsProductsRepository {
  constructor(private readonly db: Db) {}

  /** Receipts a user limited to some resorts or vessels may count (the till's or folio's asset). */
  static receiptsVisibleTo(principal: Principal): SQL | undefined {
    return assetCondition(posTransactionResource, getTableColumns(posTransactions), principal);
  }

  /**
   * The sales per room and currency: a booking once per room it books, the places booked there as
   * guests (none for a cancellation's fee), and the booking's total split between its rooms by
   * guest-nights (places × nights, at least one of each), rounded per room line. The split is
   * worked out over all of a booking's rooms before the rooms the user may not see are left out.
   */
  async perRoom(filter: StatisticsFilter, visibleRooms: SQL | undefined): Promise<NamedGroup[]> {
    const weight = sql`greatest(${bookingRooms.places}, 1) * greatest(${bookingRooms.to} - ${bookingRooms.from}, 1)`;
    const lines = this.db
      .select({
        room: sql<string>`${bookingRooms.room}`.as('room'),
        booking: sql<string>`${bookings.id}`.as('booking'),
        currency: sql<string>`${bookings.currency}`.as('currency'),
        guests:
          sql<number>`case when ${bookings.state} = 'aborted' then 0 else ${bookingRooms.places} end`.as(
            'guests',
          ),
        share:
          sql`round(${bookings.total}::numeric * ${weight} / sum(${weight}) over (partition by ${bookings.id}))`.as(
            'share',
          ),
      })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookings.id, bookingRooms.booking))
      .where(saleCondition(filter))
      .as('lines');
    const { assets } = filter;
    const asset = sql<string>`coalesce(${resorts.name}, ${vessels.name}, '')`;
    const rows = await this.db
      .select({
        key: rooms.id,
        name: sql<string>`${rooms.name} || ' · ' || ${asset}`,
        currency: lines.currency,
        bookings: sql<number>`count(distinct ${lines.booking})::int`,
        guests: sql<number>`coalesce(sum(${lines.guests}), 0)::int`,
        revenue: sql<number | string>`coalesce(sum(${lines.share}), 0)::bigint`,
      })
      .from(lines)
      .innerJoin(rooms, eq(rooms.id, lines.room))
      .leftJoin(resorts, eq(resorts.id, rooms.resort))
      .leftJoin(vessels, eq(vessels.id, rooms.vessel))
      .where(
        and(
          assets?.length ? or(inArray(rooms.resort, assets), inArray(rooms.vessel, assets)) : undefined,
          visibleRooms,
        ),
      )
      .groupBy(rooms.id, rooms.name, resorts.name, vessels.name, lines.currency);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }

  /** The products sold per name and currency: the bookings' product lines and the tills' items. */
  perProduct(filter: ItemFilter): Promise<ItemGroup[]> {
    return this.items('product', filter);
  }

  /** The supplements (add-ons) sold per name and currency: the bookings' add-on lines. */
  perSupplement(filter: ItemFilter): Promise<ItemGroup[]> {
    return this.items('supplement', filter);
  }

  /** The products and supplements sold per product category and currency; '' for none. */
  perProductCategory(filter: ItemFilter): Promise<ItemGroup[]> {
    return this.items('category', filter);
  }

  /**
   * One statement: the counted lines of the period's sales' calculations (a cancelled booking
   * sold nothing) of the kind's source, and for products and categories the items of the tills'
   * receipts paid, put on a room or voided (a void's negative lines count against the sale) on
   * the receipt's day. A filter by booking category, source or state leaves the tills out.
   */
  private async items(kind: ItemKind, filter: ItemFilter): Promise<ItemGroup[]> {
    const entry = sql.raw('e.value');
    const text = sql`(${entry}->>'text')`;
    const source =
      kind === 'supplement'
        ? sql`${entry}->'reason'->>'source' = 'supplement'`
        : kind === 'product'
          ? sql`${entry}->>'type' = 'product' and ${entry}->'reason'->>'source' = 'product'`
          : sql`${entry}->'reason'->>'source' in ('product', 'supplement')`;
    // A line names its product or supplement only by name: the one of the booking's asset and
    // active first, then the oldest.
    const sameAsset = (table: typeof products | typeof supplements) =>
      sql`(${table.resort} = ${bookings.resort} or ${table.vessel} = ${bookings.vessel}) desc nulls last, ${table.isActive} desc, ${table.createdAt}`;
    const lineCategory = sql`case when ${entry}->'reason'->>'source' = 'product'
      then (select ${products.productCategory} from ${products} where ${products.name} = ${text}
        order by ${sameAsset(products)} limit 1)
      else (select ${supplements.productCategory} from ${supplements} where ${supplements.name} = ${text}
        order by ${sameAsset(supplements)} limit 1) end`;
    const bookingKey = kind === 'category' ? sql`coalesce((${lineCategory})::text, '')` : text;
    const bookingLines = sql`
      select ${bookingKey} as key, ${text} as name, ${entry}->'amount'->>'currency' as currency,
        'b' || ${bookings.id}::text as sale, 1 as quantity,
        (${entry}->'amount'->>'amount')::bigint as revenue
      from ${bookings} cross join lateral jsonb_array_elements(coalesce(${bookings.calculation}->'entries', '[]'::jsonb)) as e
      where ${and(saleCondition(filter), sql`${bookings.state} <> 'aborted'`)}
        and ${source} and ${entry}->>'customerType' in ${COUNTED}`;
    const withTills =
      kind !== 'supplement' &&
      !filter.categories?.length &&
      !filter.sources?.length &&
      !filter.states?.length;
    const { assets } = filter;
    const tillKey =
      kind === 'category' ? sql`coalesce(${posLines.category}::text, '')` : sql`${posLines.name}`;
    const tillLines = sql`
      select ${tillKey} as key, ${posLines.name} as name, ${posLines.currency} as currency,
        case when ${posTransactions.kind} = 'sale' and ${posTransactions.voidedBy} is null
          then 'p' || ${posTransactions.id}::text end as sale,
        ${posLines.quantity} as quantity, ${posLines.amount}::bigint as revenue
      from ${posLines} join ${posTransactions} on ${posTransactions.id} = ${posLines.transaction}
      where ${and(
        sql`${posTransactions.day} between ${filter.from} and ${filter.to}`,
        inArray(posTransactions.state, ['paid', 'folio', 'void']),
        assets?.length
          ? or(inArray(posTransactions.resort, assets), inArray(posTransactions.vessel, assets))
          : undefined,
        filter.visibleReceipts,
      )}`;
    const sold = withTills ? sql`${bookingLines} union all ${tillLines}` : bookingLines;
    const name =
      kind === 'category' ? sql`coalesce(max(${productCategories.name}), '')` : sql`max(sold.name)`;
    const categories =
      kind === 'category'
        ? sql`left join ${productCategories} on ${productCategories.id}::text = sold.key`
        : sql``;
    const result = await this.db.execute(sql`
      select sold.key, ${name} as name, sold.currency,
        count(distinct sold.sale)::int as sales, coalesce(sum(sold.quantity), 0)::int as quantity,
        coalesce(sum(sold.revenue), 0)::bigint as revenue
      from (${sold}) as sold ${categories}
      where sold.key is not null and sold.currency is not null
      group by sold.key, sold.currency`);
    return (result.rows as Record<string, unknown>[]).map((row) => ({
      key: String(row.key),
      name: String(row.name ?? ''),
      currency: String(row.currency),
      sales: Number(row.sales),
      quantity: Number(row.quantity),
      revenue: Number(row.revenue),
    }));
  }
}
