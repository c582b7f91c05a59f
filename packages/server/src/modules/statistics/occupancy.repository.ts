import {
  daysBetween,
  type Principal,
  roomResource,
  TIME_UNIT_FORMATS,
  type TimeUnit,
} from '@seaberth/domain';
import { and, eq, getTableColumns, gt, gte, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRooms, bookings, resorts, rooms, schedules } from '../../db/schema/index.ts';
import { assetCondition } from '../../db/asset-condition.ts';
import type { StatisticsFilter } from './statistics.repository.ts';

/** The longest period whose bookings' room-nights are looked up one by one (see roomRevenue). */
const LOOK_UP_DAYS = 400;

/** The states whose bookings hold a room: a sale (an offer or a cancellation holds none). */
const HOLDING = ['planned', 'confirmed', 'resolved'] as const;

/**
 * The occupancy statements run without JIT and without parallel workers. JIT: the planner guesses
 * 1,000 units per `generate_series`, and compiling the plan for that cost took longer (200–300 ms)
 * than the statement runs. Workers: the route runs its two statements side by side, one per core
 * of a small server already; a worker more each only waited for a core (the two statements of a
 * year by day on the decade data, both cores loaded about 7: 378 → 301 and 440 → 354 ms p50).
 */
async function withoutPlannerExtras(tx: Db) {
  // One statement (set_config of the transaction) rather than a `set local` each: a round trip less.
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
  );
}

/**
 * Each stay's share of its booking's room revenue per unit (on `stays` and `sales` of
 * roomRevenue): the revenue times the stay's nights in the unit over the booking's room-nights. The
 * nights are a difference of days and the unit is named after grouping: ranges and `to_char` on
 * each stay and unit cost more than the sums.
 */
function revenuePerUnit(unit: TimeUnit): SQL {
  const step = sql.raw(`interval '1 ${unit}'`);
  return sql`select to_char(unit, ${TIME_UNIT_FORMATS[unit]}) as unit, resort, currency, revenue
    from (
      select unit, stays.resort, stays.currency,
        coalesce(sum(stays.revenue * (least(stays.stop, (unit + ${step})::date) - greatest(stays.first, unit::date))
          / nullif(sales.stay_nights, 0)), 0) as revenue
      from stays
      join sales on sales.id = stays.booking
      cross join generate_series(date_trunc(${unit}, stays.first::timestamp), (stays.stop - 1)::timestamp, ${step}) as unit
      group by 1, 2, 3
    ) as units`;
}

/**
 * The room revenue night by night: a stay's share of a night is its booking's revenue over the
 * booking's room-nights — the very number revenuePerUnit works out for a unit of one night — so
 * each stay adds its share from its first night and takes it away after its last, and a running
 * sum gives each night's revenue per resort and currency. Sums of these numbers are exact, so the
 * nights come out as split stay by stay, without a row per stay and night (61,000 for a year on the
 * decade data).
 */
const nightlyRevenue = sql`select to_char(night, ${TIME_UNIT_FORMATS.day}) as unit, resort, currency, share as revenue
  from (
    select resort, currency, day, sum(share) over stretch as share, lead(day) over stretch as next
    from (
      select stays.resort, stays.currency, change.day, sum(change.share) as share
      from stays
      join sales on sales.id = stays.booking
      cross join lateral (select coalesce(stays.revenue / nullif(sales.stay_nights, 0), 0) as share) as night
      cross join lateral (values (stays.first, night.share), (stays.stop, -night.share)) as change(day, share)
      group by 1, 2, 3
    ) as changes
    window stretch as (partition by resort, currency order by day)
  ) as levels
  cross join generate_series(day::timestamp, (next - 1)::timestamp, interval '1 day') as night
  where next is not null and share <> 0`;

/**
 * The reads of the occupancy kinds (utilization, occupancyPerYear): rooms, nights and room revenue;
 * and the departures' trip revenue, counted as room revenue is.
 */
export class OccupancyRepository {
  constructor(private readonly db: Db) {}

  /** Rooms a user limited to some resorts or vessels may count (a vessel's user: no resort's). */
  static roomsVisibleTo(principal: Principal): SQL | undefined {
    return assetCondition(roomResource, getTableColumns(rooms), principal);
  }

  /** The active rooms per resort (within the asset filter and what the user may see). */
  async resortRooms(filter: StatisticsFilter, visibleRooms: SQL | undefined) {
    return this.db
      .select({ resort: resorts.id, name: resorts.name, rooms: sql<number>`count(${rooms.id})::int` })
      .from(rooms)
      .innerJoin(resorts, eq(resorts.id, rooms.resort))
      .where(
        and(
          eq(rooms.isActive, true),
          filter.assets?.length ? inArray(rooms.resort, filter.assets) : undefined,
          visibleRooms,
        ),
      )
      .groupBy(resorts.id, resorts.name)
      .orderBy(resorts.name);
  }

  /** The resort rooms held by the period's sales: what both the nights and the revenue count. */
  private held(filter: StatisticsFilter, visibleRooms: SQL | undefined) {
    return and(
      lte(bookingRooms.from, filter.to),
      gt(bookingRooms.to, filter.from),
      gt(bookingRooms.to, bookingRooms.from),
      isNotNull(rooms.resort),
      eq(rooms.isActive, true),
      inArray(bookings.state, [...HOLDING]),
      filter.assets?.length ? inArray(rooms.resort, filter.assets) : undefined,
      filter.categories?.length ? inArray(bookings.category, filter.categories) : undefined,
      filter.sources?.length ? inArray(bookings.source, filter.sources) : undefined,
      filter.states?.length ? inArray(bookings.state, filter.states) : undefined,
      filter.visible,
      visibleRooms,
    );
  }

  /**
   * Room-nights sold per unit (a month, day, ISO week or year) and resort: each night of the period
   * on which a room is held by a sale, once per room and night (a shared room's beds sold to several
   * bookings count once). Each room's held nights within the period are merged into disjoint ranges
   * (`range_agg`); each range adds a room held from its first night and takes it away after its
   * last (`changes`), so a running sum gives the rooms held from one change to the next (`levels`),
   * and only those stretches are split at the units' ends. A year has a few hundred changes per
   * resort whatever the unit, where splitting each range gave a row per room and day (61,000 for a
   * year by day on the decade data).
   */
  async soldRoomNights(filter: StatisticsFilter, visibleRooms: SQL | undefined, unit: TimeUnit = 'month') {
    const step = sql.raw(`interval '1 ${unit}'`);
    return this.db.transaction(async (tx) => {
      await withoutPlannerExtras(tx);
      const result = await tx.execute(sql`
        with held as (
          select ${rooms.resort} as resort, unnest(range_agg(daterange(
              greatest(${bookingRooms.from}, ${filter.from}::date),
              least(${bookingRooms.to}, ${filter.to}::date + 1)))) as nights
          from ${bookingRooms}
          join ${bookings} on ${bookings.id} = ${bookingRooms.booking}
          join ${rooms} on ${rooms.id} = ${bookingRooms.room}
          where ${this.held(filter, visibleRooms)}
          group by ${bookingRooms.room}, ${rooms.resort}
        ), changes as (
          select held.resort, change.day, sum(change.rooms) as rooms
          from held
          cross join lateral (values (lower(held.nights), 1), (upper(held.nights), -1)) as change(day, rooms)
          group by 1, 2
        ), levels as (
          select resort, day, sum(rooms) over stretch as rooms, lead(day) over stretch as next
          from changes
          window stretch as (partition by resort order by day)
        )
        select to_char(unit, ${TIME_UNIT_FORMATS[unit]}) as unit, resort, sold::int as sold
        from (
          select unit, resort, sum(rooms * (least(next, (unit + ${step})::date) - greatest(day, unit::date))) as sold
          from levels
          cross join generate_series(date_trunc(${unit}, day::timestamp), (next - 1)::timestamp, ${step}) as unit
          where next is not null and rooms > 0
          group by 1, 2
        ) as units`);
      const rows = result.rows as { unit: string; resort: string | null; sold: number | string }[];
      return rows.map((row) => ({ unit: row.unit, resort: row.resort ?? '', sold: Number(row.sold) }));
    });
  }

  /**
   * Room revenue per unit, resort and currency: each held room's share of its booking's
   * room revenue (the booking's room revenue over all its resort room-nights, times the room's
   * nights in the unit). Only nights within the period count, so a stay across the period's end
   * brings only its nights inside. The booking's room revenue is the one the database keeps with
   * it (bookings.room_revenue: the room and trip lines net of included tax, without cancellation
   * fees); its resort room-nights are counted once per booking (`sales`, materialised). By day the
   * nights come from a running sum (nightlyRevenue), by week, month or year stay by stay
   * (revenuePerUnit).
   */
  async roomRevenue(filter: StatisticsFilter, visibleRooms: SQL | undefined, unit: TimeUnit = 'month') {
    // Each held booking's resort room-nights, the divisor that spreads its revenue over its nights.
    // Over years nearly every booking is held, and one grouped pass over the rooms beats a look-up
    // per booking (ten years on the decade: 1.1 → 0.6 s); over a year the look-ups read a tenth of
    // the rooms and win (118 against 200 ms).
    const divisor =
      daysBetween(filter.from, filter.to) > LOOK_UP_DAYS
        ? sql`sales as (
          select other.booking as id, sum(other."to" - other."from") as stay_nights
          from ${bookingRooms} as other
          join ${rooms} as place on place.id = other.room
          where place.resort is not null
          group by other.booking)`
        : sql`sales as materialized (
          select sale.booking as id,
            (select sum(other."to" - other."from") from ${bookingRooms} as other
              join ${rooms} as place on place.id = other.room
              where other.booking = sale.booking and place.resort is not null) as stay_nights
          from (select distinct booking from stays) as sale)`;
    return this.db.transaction(async (tx) => {
      await withoutPlannerExtras(tx);
      const result = await tx.execute(sql`
        with stays as (
          select ${bookingRooms.booking} as booking, ${rooms.resort} as resort, ${bookings.currency} as currency,
            ${bookings.roomRevenue} as revenue,
            greatest(${bookingRooms.from}, ${filter.from}::date) as first,
            least(${bookingRooms.to}, ${filter.to}::date + 1) as stop
          from ${bookingRooms}
          join ${bookings} on ${bookings.id} = ${bookingRooms.booking}
          join ${rooms} on ${rooms.id} = ${bookingRooms.room}
          where ${this.held(filter, visibleRooms)}
        ), ${divisor}
        ${unit === 'day' ? nightlyRevenue : revenuePerUnit(unit)}`);
      const rows = result.rows as {
        unit: string;
        resort: string;
        currency: string;
        revenue: string | number;
      }[];
      return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
    });
  }

  /**
   * Trip revenue per departure of the period and currency: the room revenue (trip and cabin lines
   * net of included tax) of the sales booked on it, within the filters and the user's limits.
   */
  async tripRevenue(filter: StatisticsFilter) {
    const rows = await this.db
      .select({
        trip: schedules.id,
        currency: bookings.currency,
        revenue: sql<string>`coalesce(sum(${bookings.roomRevenue}), 0)`,
      })
      .from(bookings)
      .innerJoin(schedules, eq(schedules.id, bookings.schedule))
      .where(
        and(
          gte(schedules.from, filter.from),
          lte(schedules.from, filter.to),
          inArray(bookings.state, filter.states?.length ? filter.states : [...HOLDING]),
          ne(bookings.state, 'aborted'),
          filter.assets?.length ? inArray(schedules.vessel, filter.assets) : undefined,
          filter.categories?.length ? inArray(bookings.category, filter.categories) : undefined,
          filter.sources?.length ? inArray(bookings.source, filter.sources) : undefined,
          filter.visible,
        ),
      )
      .groupBy(schedules.id, bookings.currency);
    return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  }
}
