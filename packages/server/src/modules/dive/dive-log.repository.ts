import {
  type ConsumedDive,
  type DiveOverviewDay,
  type DiveStatisticsGroup,
  diveLogResource,
  type Principal,
} from '@seaberth/domain';
import { and, asc, eq, getTableColumns, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { assetCondition } from '../../db/asset-condition.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type DiveLogRow = typeof t.diveLogs.$inferSelect;
export type NewDiveLog = typeof t.diveLogs.$inferInsert;

/** Bookings a dive may bill: live ones, whose calculation may still change (booking-life.ts). */
const BILLABLE_STATES = ['draft', 'planned', 'confirmed'];

/** One group of the dive statistics, before the route names and merges it. */
export interface DiveStatisticsFigures {
  key: string;
  dives: number;
  divers: number;
  nitroxDives: number;
  averageDepth: number | null;
}

export interface DiveFilter {
  from: string;
  to: string;
  resort?: string;
  vessel?: string;
  principal: Principal;
}

/** Logged dives and what logging them reads: the only place of the dive log that speaks SQL. */
export class DiveLogRepository {
  constructor(private readonly db: Db) {}

  /** The same repository over a transaction begun elsewhere (the booking's). */
  within(db: Db): DiveLogRepository {
    return new DiveLogRepository(db);
  }

  /** The dives a principal may see: those of their resorts and vessels, and those of neither. */
  visibleTo(principal: Principal): SQL | undefined {
    return assetCondition(diveLogResource, getTableColumns(t.diveLogs), principal);
  }

  async get(id: string, visible?: SQL): Promise<DiveLogRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.diveLogs)
      .where(and(eq(t.diveLogs.id, id), visible));
    return row;
  }

  async insert(rows: NewDiveLog[]): Promise<DiveLogRow[]> {
    return rows.length ? this.db.insert(t.diveLogs).values(rows).returning() : [];
  }

  /** Changes a dive only at the version the dive manager saw; undefined when it moved on. */
  async update(id: string, version: number, values: Partial<NewDiveLog>): Promise<DiveLogRow | undefined> {
    const [row] = await this.db
      .update(t.diveLogs)
      .set({ ...values, version: sql`${t.diveLogs.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.diveLogs.id, id), eq(t.diveLogs.version, version)))
      .returning();
    return row;
  }

  /** Deletes a dive; false when another request deleted it first. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(t.diveLogs)
      .where(eq(t.diveLogs.id, id))
      .returning({ id: t.diveLogs.id });
    return rows.length > 0;
  }

  /**
   * The booking a guest dives on that day: a live booking the guest is on whose stay covers the day
   * (arrival to departure day), of the dive's resort or vessel when it names one; the latest first.
   */
  async bookingOf(customer: string, date: string, asset: { resort: string | null; vessel: string | null }) {
    const b = t.bookings;
    const [row] = await this.db
      .selectDistinct({ id: b.id, from: b.from })
      .from(b)
      .innerJoin(t.bookingGuests, eq(t.bookingGuests.booking, b.id))
      .where(
        and(
          eq(t.bookingGuests.customer, customer),
          lte(b.from, date),
          gte(b.to, date),
          inArray(b.state, BILLABLE_STATES),
          asset.resort ? eq(b.resort, asset.resort) : undefined,
          asset.vessel ? eq(b.vessel, asset.vessel) : undefined,
        ),
      )
      .orderBy(sql`${b.from} desc`)
      .limit(1);
    return row?.id ?? null;
  }

  /** A room booking's booking and the guests in it. */
  async roomBooking(id: string): Promise<{ booking: string; guests: string[] } | undefined> {
    const [room] = await this.db
      .select({ booking: t.bookingRooms.booking })
      .from(t.bookingRooms)
      .where(eq(t.bookingRooms.id, id));
    if (!room) return undefined;
    const guests = await this.db
      .select({ customer: t.bookingGuests.customer })
      .from(t.bookingGuests)
      .where(eq(t.bookingGuests.roomBooking, id));
    return { booking: room.booking, guests: guests.map((g) => g.customer) };
  }

  /** Whether the customer is a guest of the booking. */
  async isGuest(booking: string, customer: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: t.bookingGuests.id })
      .from(t.bookingGuests)
      .where(and(eq(t.bookingGuests.booking, booking), eq(t.bookingGuests.customer, customer)))
      .limit(1);
    return Boolean(row);
  }

  /** What a guest already took from the booking's dive packages. */
  async consumed(booking: string, customer: string): Promise<ConsumedDive[]> {
    const rows = await this.db
      .select({ product: t.diveLogs.packageProduct, date: t.diveLogs.date })
      .from(t.diveLogs)
      .where(
        and(
          eq(t.diveLogs.booking, booking),
          eq(t.diveLogs.customer, customer),
          eq(t.diveLogs.billing, 'package'),
        ),
      );
    return rows.map((r) => ({ product: r.product ?? '', date: r.date }));
  }

  async diveTypes(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({
        id: t.diveTypes.id,
        name: t.diveTypes.name,
        publicName: t.diveTypes.publicName,
        kind: t.diveTypes.kind,
        product: t.diveTypes.product,
        productName: t.products.name,
        amount: t.products.amount,
        currency: t.products.currency,
      })
      .from(t.diveTypes)
      .leftJoin(t.products, eq(t.products.id, t.diveTypes.product))
      .where(inArray(t.diveTypes.id, ids));
  }

  async customers(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({
        id: t.customers.id,
        fullName: t.customers.fullName,
        masterData: t.customers.masterData,
        diver: t.customers.diver,
      })
      .from(t.customers)
      .where(inArray(t.customers.id, ids));
  }

  async siteNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: t.diveSites.id, name: t.diveSites.name })
      .from(t.diveSites)
      .where(inArray(t.diveSites.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The ids among these that exist, per table: a dive naming an unknown site is a 400, not a 500. */
  async existing(table: 'diveSites' | 'diveBoats' | 'employees' | 'resorts' | 'vessels', ids: string[]) {
    if (!ids.length) return new Set<string>();
    const target = {
      diveSites: t.diveSites,
      diveBoats: t.diveBoats,
      employees: t.employees,
      resorts: t.resorts,
      vessels: t.vessels,
    }[table];
    const rows = await this.db.select({ id: target.id }).from(target).where(inArray(target.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  /** A guest's dives (for the logbook), oldest first. */
  async ofCustomer(customer: string, period: { from?: string; to?: string }, visible?: SQL) {
    const d = t.diveLogs;
    return this.db
      .select({
        id: d.id,
        date: d.date,
        start: d.start,
        end: d.end,
        depth: d.depth,
        site: d.diveSite,
        tankSize: d.tankSize,
        airMix: d.airMix,
        comment: d.comment,
        kind: t.diveTypes.kind,
      })
      .from(d)
      .innerJoin(t.diveTypes, eq(t.diveTypes.id, d.type))
      .where(
        and(
          eq(d.customer, customer),
          period.from ? gte(d.date, period.from) : undefined,
          period.to ? lte(d.date, period.to) : undefined,
          visible,
        ),
      )
      .orderBy(asc(d.date), asc(d.start));
  }

  async sites(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({
        id: t.diveSites.id,
        name: t.diveSites.name,
        area: t.diveSites.area,
        position: t.diveSites.position,
      })
      .from(t.diveSites)
      .where(inArray(t.diveSites.id, ids));
  }

  private periodOf(filter: DiveFilter): SQL | undefined {
    const d = t.diveLogs;
    return and(
      gte(d.date, filter.from),
      lte(d.date, filter.to),
      filter.resort ? eq(d.resort, filter.resort) : undefined,
      filter.vessel ? eq(d.vessel, filter.vessel) : undefined,
      this.visibleTo(filter.principal),
    );
  }

  /** Per day with dives: dives, divers, boats, sites and nitrox dives; and the period's own counts. */
  async overview(
    filter: DiveFilter,
  ): Promise<{ days: DiveOverviewDay[]; total: Omit<DiveOverviewDay, 'date'> }> {
    const d = t.diveLogs;
    const counts = {
      dives: sql<number>`count(*)::int`,
      divers: sql<number>`count(distinct ${d.customer})::int`,
      boats: sql<number>`count(distinct ${d.boat})::int`,
      sites: sql<number>`count(distinct ${d.diveSite})::int`,
      nitroxDives: sql<number>`(count(*) filter (where ${d.airMix} > 21))::int`,
    };
    const where = this.periodOf(filter);
    const [days, [total]] = await Promise.all([
      this.db
        .select({ date: d.date, ...counts })
        .from(d)
        .where(where)
        .groupBy(d.date)
        .orderBy(asc(d.date)),
      this.db.select(counts).from(d).where(where),
    ]);
    return { days, total: total ?? { dives: 0, divers: 0, boats: 0, sites: 0, nitroxDives: 0 } };
  }

  /** The statistics' groups: a key (day, month or id; '' for none) with its figures. */
  async statistics(filter: DiveFilter, groupBy: DiveStatisticsGroup): Promise<DiveStatisticsFigures[]> {
    if (groupBy === 'level') return this.statisticsByLevel(filter);
    const d = t.diveLogs;
    const key: SQL<string> = {
      day: sql<string>`${d.date}::text`,
      month: sql<string>`to_char(${d.date}, 'YYYY-MM')`,
      site: sql<string>`coalesce(${d.diveSite}::text, '')`,
      type: sql<string>`${d.type}::text`,
      boat: sql<string>`coalesce(${d.boat}::text, '')`,
      guide: sql<string>`coalesce(${d.diveGuide}::text, '')`,
    }[groupBy];
    return this.db
      .select({
        key,
        dives: sql<number>`count(*)::int`,
        divers: sql<number>`count(distinct ${d.customer})::int`,
        nitroxDives: sql<number>`(count(*) filter (where ${d.airMix} > 21))::int`,
        averageDepth: sql<number | null>`avg(${d.depth})::float8`,
      })
      .from(d)
      .where(this.periodOf(filter))
      .groupBy(key)
      .orderBy(asc(key));
  }

  /**
   * Per written certification level: the period's dives summed per diver first, then each diver's
   * level read by key. A diver has one level, so the divers of a level are its rows. Joining every
   * dive to its customer instead hashed the whole customer table: a year of a busy dive centre
   * (~58,000 dives of ~5,500 divers, 100,000 customers) took 185 ms a request, this 60 (issue 34).
   */
  private async statisticsByLevel(filter: DiveFilter): Promise<DiveStatisticsFigures[]> {
    const d = t.diveLogs;
    const c = t.customers;
    // Looked up by key once per diver (a correlated subquery, not a join the planner would hash).
    const level = sql<string>`coalesce(
      (select ${c.diver}->>'certificationLevel' from ${c} where ${c.id} = ${d.customer}), '')`;
    const perDiver = this.db
      .select({
        level: level.as('level'),
        dives: sql<number>`count(*)`.as('dives'),
        nitroxDives: sql<number>`count(*) filter (where ${d.airMix} > 21)`.as('nitrox_dives'),
        depthSum: sql<number | null>`sum(${d.depth})`.as('depth_sum'),
        depths: sql<number>`count(${d.depth})`.as('depths'),
      })
      .from(d)
      .where(this.periodOf(filter))
      .groupBy(d.customer)
      .as('per_diver');
    return this.db
      .select({
        key: perDiver.level,
        dives: sql<number>`sum(${perDiver.dives})::int`,
        divers: sql<number>`count(*)::int`,
        nitroxDives: sql<number>`sum(${perDiver.nitroxDives})::int`,
        // avg(depth) over the level's dives: the depths logged over their count (blanks left out).
        averageDepth: sql<number | null>`(sum(${perDiver.depthSum}) / nullif(sum(${perDiver.depths}), 0))
          ::float8`,
      })
      .from(perDiver)
      .groupBy(perDiver.level)
      .orderBy(asc(perDiver.level));
  }

  /** Names of what the statistics group by. */
  async groupNames(groupBy: DiveStatisticsGroup, ids: string[]): Promise<Map<string, string>> {
    const real = ids.filter((id) => id !== '');
    if (!real.length) return new Map();
    if (groupBy === 'site') return this.siteNames(real);
    if (groupBy === 'type') {
      const rows = await this.db
        .select({ id: t.diveTypes.id, name: t.diveTypes.name })
        .from(t.diveTypes)
        .where(inArray(t.diveTypes.id, real));
      return new Map(rows.map((r) => [r.id, r.name]));
    }
    if (groupBy === 'boat') {
      const rows = await this.db
        .select({ id: t.diveBoats.id, name: t.diveBoats.name })
        .from(t.diveBoats)
        .where(inArray(t.diveBoats.id, real));
      return new Map(rows.map((r) => [r.id, r.name]));
    }
    if (groupBy === 'guide') {
      const rows = await this.db
        .select({ id: t.employees.id, first: t.employees.firstName, last: t.employees.lastName })
        .from(t.employees)
        .where(inArray(t.employees.id, real));
      return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
    }
    return new Map();
  }

  /** Other dives of the diver on that day, for the dive number of the day. */
  async divesOfDay(customer: string, date: string, except?: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.diveLogs)
      .where(
        and(
          eq(t.diveLogs.customer, customer),
          eq(t.diveLogs.date, date),
          except ? ne(t.diveLogs.id, except) : undefined,
        ),
      );
    return row?.n ?? 0;
  }
}
