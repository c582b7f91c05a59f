import { BOOKING_INFO_STATES, type CalculationLineGroup, SALE_STATES } from '@seaberth/domain';
import { and, asc, eq, gte, inArray, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  bookingCategories,
  bookingPayments,
  bookingRooms,
  bookings,
  resorts,
  rooms,
  vessels,
} from '../../db/schema/index.ts';
import { type StatisticsFilter, saleCondition } from './statistics.repository.ts';

/** node-postgres reads a bigint as text, PGlite as a number. */
const num = (value: number | string | null) => Number(value ?? 0);

/**
 * The bookings a breakdown or the export counts: arriving (stay date) or made (booking date) in the
 * period, in the states asked for (every state but deleted by default), the filters, the user's limits.
 */
export function bookingCondition(filter: StatisticsFilter): SQL | undefined {
  const day = filter.basis === 'booking' ? bookings.bookingDate : bookings.from;
  const { assets, categories, sources } = filter;
  return and(
    gte(day, filter.from),
    lte(day, filter.to),
    inArray(bookings.state, filter.states ?? [...BOOKING_INFO_STATES]),
    assets?.length ? or(inArray(bookings.resort, assets), inArray(bookings.vessel, assets)) : undefined,
    categories?.length ? inArray(bookings.category, categories) : undefined,
    sources?.length ? inArray(bookings.source, sources) : undefined,
    filter.visible,
  );
}

/** What a booking sold: its total; a cancelled booking its fee, nothing when it charged none. */
const SOLD = sql`case when ${bookings.state} = 'aborted'
  and not (${bookings.calculation}->'entries' @> '[{"kind":"cancellationFee"}]'::jsonb) then 0
  else ${bookings.total} end`;

/** The calculation line's kind, of the line `e.value` (see CALCULATION_LINE_GROUPS). */
const LINE_GROUP = sql.raw(`case
  when e.value->>'kind' = 'cancellationFee' then 'cancellationFees'
  when e.value->'reason'->>'source' = 'tax' then
    case when e.value->>'customerType' = 'Info' then 'taxIncluded' else 'taxAdded' end
  when e.value->>'type' in ('room_cost', 'tour', 'option') then 'accommodation'
  when e.value->>'type' = 'product' then 'products'
  when e.value->>'type' = 'addon' then 'addons'
  when e.value->>'type' in ('special', 'discount') then 'specials'
  when e.value->>'type' = 'external' then 'extras'
  else 'other' end`);

/** The reads of the bookings' own figures: breakdown, calculation split, finance, export, activity. */
export class BookingFiguresRepository {
  constructor(private readonly db: Db) {}

  /** The bookings per group of one dimension and currency: bookings, guests as booked, total. */
  async breakdown(filter: StatisticsFilter) {
    const figures = {
      currency: bookings.currency,
      bookings: sql<number>`count(*)::int`,
      guests: sql<number>`coalesce(sum(${bookings.noOfPax}), 0)::int`,
      revenue: sql<number | string>`coalesce(sum(${SOLD}), 0)::bigint`,
    };
    const where = bookingCondition(filter);
    const type = sql<string>`case when ${bookings.vessel} is not null then 'vessel' else 'resort' end`;
    const category = sql<string>`coalesce(${bookings.category}::text, '')`;
    const [states, sources, categories, types] = await Promise.all([
      this.db
        .select({ value: bookings.state, name: sql<string>`''`, ...figures })
        .from(bookings)
        .where(where)
        .groupBy(bookings.state, bookings.currency),
      this.db
        .select({ value: bookings.source, name: sql<string>`''`, ...figures })
        .from(bookings)
        .where(where)
        .groupBy(bookings.source, bookings.currency),
      this.db
        .select({
          value: category,
          name: sql<string>`coalesce(max(${bookingCategories.name}), '')`,
          ...figures,
        })
        .from(bookings)
        .leftJoin(bookingCategories, eq(bookingCategories.id, bookings.category))
        .where(where)
        .groupBy(category, bookings.currency),
      this.db
        .select({ value: type, name: sql<string>`''`, ...figures })
        .from(bookings)
        .where(where)
        .groupBy(sql`1`, bookings.currency),
    ]);
    const of = (dimension: 'state' | 'source' | 'category' | 'type', rows: typeof states) =>
      rows.map((row) => ({ dimension, ...row, revenue: num(row.revenue) }));
    return [
      ...of('state', states),
      ...of('source', sources),
      ...of('category', categories),
      ...of('type', types),
    ];
  }

  /**
   * One statement: the counted lines of the period's sales' calculations (a cancelled booking's
   * lines only inform, its fee counts) and the tax included lines of the others, per kind of line
   * and line currency: the amount and the bookings with such a line.
   */
  async calculationSplit(filter: StatisticsFilter) {
    const rows = await this.db.execute<{
      line: CalculationLineGroup;
      currency: string;
      bookings: number | string;
      amount: number | string;
    }>(sql`
      select ${LINE_GROUP} as line, e.value->'amount'->>'currency' as currency,
        count(distinct ${bookings.id})::int as bookings,
        coalesce(sum((e.value->'amount'->>'amount')::bigint), 0)::bigint as amount
      from ${bookings}
        cross join lateral jsonb_array_elements(coalesce(${bookings.calculation}->'entries', '[]'::jsonb)) as e
      where ${saleCondition(filter)}
        and (e.value->>'customerType' in ('Direct', 'OnSite', 'ForFree')
          or (e.value->>'customerType' = 'Info' and e.value->'reason'->>'source' = 'tax'
            and ${bookings.state} <> 'aborted'))
      group by 1, 2
      order by 1, 2`);
    return rows.rows.map((row) => ({
      line: row.line,
      currency: row.currency,
      bookings: num(row.bookings),
      amount: num(row.amount),
    }));
  }

  /**
   * The sales per month of the basis day and booking currency: revenue, and what of it is open
   * as of `asOf` (the total less the payments dated up to that day, in booking currency).
   */
  async salesPerMonth(filter: StatisticsFilter, asOf: string) {
    const day = filter.basis === 'booking' ? bookings.bookingDate : bookings.from;
    const month = sql<string>`to_char(${day}, 'YYYY-MM')`;
    const paid = sql`coalesce((select sum(coalesce(${bookingPayments.bookingAmount}, ${bookingPayments.amount}))
      from ${bookingPayments} where ${bookingPayments.booking} = ${bookings.id} and ${bookingPayments.date} <= ${asOf}), 0)`;
    const rows = await this.db
      .select({
        month,
        currency: bookings.currency,
        revenue: sql<number | string>`coalesce(sum(${bookings.total}), 0)::bigint`,
        open: sql<number | string>`coalesce(sum(${bookings.total} - ${paid}), 0)::bigint`,
      })
      .from(bookings)
      .where(saleCondition(filter))
      .groupBy(month, bookings.currency);
    return rows.map((row) => ({ ...row, revenue: num(row.revenue), open: num(row.open) }));
  }

  /**
   * The payments dated in the period per month, currency paid in and method (refunds, negative,
   * apart), of any booking within the filters by asset, category and source and the user's limits.
   */
  async paymentsPerMonth(filter: StatisticsFilter) {
    const month = sql<string>`to_char(${bookingPayments.date}, 'YYYY-MM')`;
    const { assets, categories, sources } = filter;
    const rows = await this.db
      .select({
        month,
        currency: bookingPayments.currency,
        method: bookingPayments.method,
        received: sql<number | string>`coalesce(sum(greatest(${bookingPayments.amount}, 0)), 0)::bigint`,
        refunds: sql<number | string>`coalesce(sum(greatest(-${bookingPayments.amount}, 0)), 0)::bigint`,
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.booking))
      .where(
        and(
          gte(bookingPayments.date, filter.from),
          lte(bookingPayments.date, filter.to),
          filter.states?.length ? inArray(bookings.state, filter.states) : undefined,
          assets?.length ? or(inArray(bookings.resort, assets), inArray(bookings.vessel, assets)) : undefined,
          categories?.length ? inArray(bookings.category, categories) : undefined,
          sources?.length ? inArray(bookings.source, sources) : undefined,
          filter.visible,
        ),
      )
      .groupBy(month, bookingPayments.currency, bookingPayments.method);
    return rows.map((row) => ({ ...row, received: num(row.received), refunds: num(row.refunds) }));
  }

  /** The period's bookings, one row each, by arrival then number. */
  async exportRows(filter: StatisticsFilter) {
    const rows = await this.db
      .select({
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        arrival: bookings.from,
        departure: bookings.to,
        lead: bookings.leadName,
        guests: bookings.noOfPax,
        asset: sql<string>`coalesce(${resorts.name}, ${vessels.name}, '')`,
        // Each room once (a stay split over dates books it in parts), in the booking's order.
        rooms: sql<string>`coalesce((
          select string_agg(case when r.places > 0 then r.name || ' (' || r.places || ')' else r.name end,
            ', ' order by r.sort, r.name)
          from (
            select ${rooms.name} as name, max(${bookingRooms.places}) as places, min(${bookingRooms.sort}) as sort
            from ${bookingRooms} join ${rooms} on ${rooms.id} = ${bookingRooms.room}
            where ${bookingRooms.booking} = ${bookings.id}
            group by ${rooms.id}, ${rooms.name}
          ) r), '')`,
        agency: sql<string>`coalesce(${agencies.name}, '')`,
        source: bookings.source,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
      })
      .from(bookings)
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .leftJoin(agencies, eq(agencies.id, bookings.agency))
      .where(bookingCondition(filter))
      .orderBy(asc(bookings.from), asc(bookings.bookingNo));
    return rows.map((row) => {
      const total = num(row.total);
      const paid = num(row.paid);
      return { ...row, total, paid, open: total - paid };
    });
  }

  /**
   * The desk's activity in a window: bookings made (offers, waiting list and deleted aside),
   * cancelled, guests arriving, and the revenue of the sales made, per currency.
   */
  async activity(window: { from: string; to: string }, visible: SQL | undefined) {
    const made = and(
      gte(bookings.bookingDate, window.from),
      lte(bookings.bookingDate, window.to),
      notInArray(bookings.state, ['draft', 'waiting', 'deleted']),
      visible,
    );
    const [counts] = await this.db
      .select({
        made: sql<number>`count(*) filter (where ${made})::int`,
        cancelled: sql<number>`count(*) filter (where ${and(
          eq(bookings.state, 'aborted'),
          gte(bookings.cancelationDate, window.from),
          lte(bookings.cancelationDate, window.to),
        )})::int`,
        arriving: sql<number>`coalesce(sum(${bookings.noOfPax}) filter (where ${and(
          inArray(bookings.state, ['planned', 'confirmed', 'resolved']),
          gte(bookings.from, window.from),
          lte(bookings.from, window.to),
        )}), 0)::int`,
      })
      .from(bookings)
      .where(
        and(
          or(
            and(gte(bookings.bookingDate, window.from), lte(bookings.bookingDate, window.to)),
            and(gte(bookings.cancelationDate, window.from), lte(bookings.cancelationDate, window.to)),
            and(gte(bookings.from, window.from), lte(bookings.from, window.to)),
          ),
          visible,
        ),
      );
    const revenue = await this.db
      .select({
        currency: bookings.currency,
        revenue: sql<number | string>`coalesce(sum(${bookings.total}), 0)::bigint`,
      })
      .from(bookings)
      .where(
        and(
          gte(bookings.bookingDate, window.from),
          lte(bookings.bookingDate, window.to),
          inArray(bookings.state, [...SALE_STATES]),
          or(
            ne(bookings.state, 'aborted'),
            sql`${bookings.calculation}->'entries' @> '[{"kind":"cancellationFee"}]'::jsonb`,
          ),
          visible,
        ),
      )
      .groupBy(bookings.currency);
    return {
      made: counts?.made ?? 0,
      cancelled: counts?.cancelled ?? 0,
      arriving: counts?.arriving ?? 0,
      revenue: revenue.map((row) => ({ currency: row.currency, revenue: num(row.revenue) })),
    };
  }
}
