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
   * Room-nights sold per unit (a month, day, ISO week or year) and resort: each night of the period on which a room is
   * held by a sale, once per room and night (a shared room's beds sold to several bookings count
   * once). Each room's held nights within the period are merged into disjoint ranges
   * (`range_agg`), and each range is split at the units' ends: a few rows per room and unit
   * instead of one per booked night. Without JIT: the planner guesses 1,000 units per range, and
   * compiling the plan for that cost took longer (200–300 ms) than the statement runs.
   */
  async soldRoomNights(filter: StatisticsFilter, visibleRooms: SQL | undefined, unit: TimeUnit = 'month') {
    const held = this.db
      .select({
        resort: sql<string | null>`${rooms.resort}`.as('resort'),
        nights: sql`unnest(range_agg(daterange(
          greatest(${bookingRooms.from}, ${filter.from}::date),
          least(${bookingRooms.to}, ${filter.to}::date + 1))))`.as('nights'),
      })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookings.id, bookingRooms.booking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .where(this.held(filter, visibleRooms))
      .groupBy(bookingRooms.room, rooms.resort)
      .as('held');
    const step = sql.raw(`interval '1 ${unit}'`);
    const span = sql`daterange(unit::date, (unit + ${step})::date)`;
    const within = sql`(${held.nights} * ${span})`;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const rows = await tx
        .select({
          unit: sql<string>`to_char(unit, ${TIME_UNIT_FORMATS[unit]})`,
          resort: held.resort,
          sold: sql<number>`sum(upper(${within}) - lower(${within}))::int`,
        })
        .from(held)
        .innerJoin(
          sql`generate_series(
            date_trunc(${unit}, lower(${held.nights})::timestamp),
            (upper(${held.nights}) - 1)::timestamp,
            ${step}) as unit`,
          sql`true`,
        )
        .groupBy(sql`1`, held.resort);
      return rows.map((row) => ({ ...row, resort: row.resort ?? '', sold: Number(row.sold) }));
    });
  }

  /**
   * Room revenue per unit, resort and currency: each held room's share of its booking's
   * room revenue (the booking's room revenue over all its resort room-nights, times the room's
   * nights in the unit). Only nights within the period count, so a stay across the period's end
   * brings only its nights inside. The booking's room revenue is the one the database keeps with
   * it (bookings.room_revenue: the room and trip lines net of included tax, without cancellation
   * fees); its resort room-nights are counted once per booking (`sales`, materialised).
   */
  async roomRevenue(filter: StatisticsFilter, visibleRooms: SQL | undefined, unit: TimeUnit = 'month') {
    const step = sql.raw(`interval '1 ${unit}'`);
    const format = TIME_UNIT_FORMATS[unit];
    const within = sql.raw(`(stays.nights * daterange(unit::date, (unit + interval '1 ${unit}')::date))`);
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
      await tx.execute(sql`set local jit = off`);
      const result = await tx.execute(sql`
        with stays as (
          select ${bookingRooms.booking} as booking, ${rooms.resort} as resort, ${bookings.currency} as currency,
            ${bookings.roomRevenue} as revenue,
            daterange(greatest(${bookingRooms.from}, ${filter.from}::date),
              least(${bookingRooms.to}, ${filter.to}::date + 1)) as nights
          from ${bookingRooms}
          join ${bookings} on ${bookings.id} = ${bookingRooms.booking}
          join ${rooms} on ${rooms.id} = ${bookingRooms.room}
          where ${this.held(filter, visibleRooms)}
        ), ${divisor}
        select to_char(unit, ${format}) as unit, stays.resort, stays.currency,
          coalesce(sum(stays.revenue * (upper(${within}) - lower(${within})) / nullif(sales.stay_nights, 0)), 0) as revenue
        from stays
        join sales on sales.id = stays.booking
        cross join generate_series(date_trunc(${unit}, lower(stays.nights)::timestamp),
          (upper(stays.nights) - 1)::timestamp, ${step}) as unit
        group by 1, 2, 3`);
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
