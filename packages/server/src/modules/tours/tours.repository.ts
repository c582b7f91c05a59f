import { type Principal, scheduleResource, tourResource, vesselResource } from '@seaberth/domain';
import { and, asc, count, eq, getTableColumns, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/resource-repository.ts';
import { rooms, schedules, tours, vesselDecks, vessels } from '../../db/schema/index.ts';
import { assetCondition } from '../../db/asset-condition.ts';

export type ScheduleRow = typeof schedules.$inferSelect;
export type TourRow = typeof tours.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;
export interface ScheduleWithNames extends ScheduleRow {
  tourName: string;
  vesselName: string;
}

const withNames = {
  id: schedules.id,
  version: schedules.version,
  createdAt: schedules.createdAt,
  updatedAt: schedules.updatedAt,
  tour: schedules.tour,
  vessel: schedules.vessel,
  from: schedules.from,
  to: schedules.to,
  status: schedules.status,
  divesPerDay: schedules.divesPerDay,
  diveDays: schedules.diveDays,
  note: schedules.note,
  tourName: tours.name,
  vesselName: vessels.name,
};

/** Schedules of the vessels a user limited to some of them may see; undefined: all. */
export function visibleSchedules(principal: Principal): SQL | undefined {
  return assetCondition(scheduleResource, getTableColumns(schedules), principal);
}

/** Tours of the vessels a user limited to some of them may see; undefined: all. */
export function visibleTours(principal: Principal): SQL | undefined {
  return assetCondition(tourResource, getTableColumns(tours), principal);
}

/** The vessels a user limited to some of them may see; undefined: all. */
export function visibleVessels(principal: Principal): SQL | undefined {
  return assetCondition(vesselResource, getTableColumns(vessels), principal);
}

/** What the bookable trips are filtered by: equal columns, departures from a day on, a tour name. */
export interface BookableFilter {
  equal: [field: 'vessel' | 'tour' | 'status', value: string][];
  since?: string;
  search?: string;
}

const onVessel = (vessel?: string) => (vessel ? eq(schedules.vessel, vessel) : undefined);

/** Nights [from, to) of a schedule overlapping the nights [from, to). */
const overlapping = (from: string, to: string) => and(lt(schedules.from, to), sql`${schedules.to} > ${from}`);

/** Tours and schedules beyond plain CRUD: ranges, clashes, copies, the calendar feed. */
export class ToursRepository {
  constructor(private readonly db: Db) {}

  private named(where: SQL | undefined, db: Db = this.db) {
    return db
      .select(withNames)
      .from(schedules)
      .innerJoin(tours, eq(tours.id, schedules.tour))
      .innerJoin(vessels, eq(vessels.id, schedules.vessel))
      .where(where)
      .orderBy(asc(schedules.from), asc(vessels.name));
  }

  /** The active schedule of a vessel that shares a night with [from, to), other than `except`. */
  async clash(
    vessel: string,
    from: string,
    to: string,
    except?: string,
    db: Db = this.db,
  ): Promise<ScheduleWithNames | undefined> {
    const [row] = await this.named(
      and(
        eq(schedules.vessel, vessel),
        ne(schedules.status, 'cancelled'),
        overlapping(from, to),
        except ? ne(schedules.id, except) : undefined,
      ),
      db,
    ).limit(1);
    return row;
  }

  async vesselName(id: string): Promise<string | undefined> {
    const [row] = await this.db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, id));
    return row?.name;
  }

  /** Schedules sharing a night with [from, to), with their tour and vessel names. */
  inRange(from: string, to: string, where?: SQL): Promise<ScheduleWithNames[]> {
    return this.named(and(overlapping(from, to), where));
  }

  /** `inRange` of one vessel (or all), among the visible schedules. */
  inRangeOf(from: string, to: string, vessel: string | undefined, visible: SQL | undefined) {
    return this.inRange(from, to, and(onVessel(vessel), visible));
  }

  /** Schedules with their tour and vessel names, by `where`, in departure order. */
  schedulesWhere(where?: SQL): Promise<ScheduleWithNames[]> {
    return this.named(where);
  }

  /** The visible schedules not cancelled that a filter of the bookable trips lets through. */
  bookable(filter: BookableFilter, visible: SQL | undefined): Promise<ScheduleWithNames[]> {
    const conditions: SQL[] = [ne(schedules.status, 'cancelled')];
    for (const [field, value] of filter.equal) conditions.push(eq(schedules[field], value));
    if (filter.since) conditions.push(gte(schedules.from, filter.since));
    if (filter.search) conditions.push(sql`${tours.name} ilike ${likePattern(filter.search)}`);
    return this.schedulesWhere(and(...conditions, visible));
  }

  /** The active tours among `ids` whose name matches `search` (when given), among the visible. */
  activeTours(ids: string[], search: string | undefined, visible: SQL | undefined): Promise<TourRow[]> {
    return this.db
      .select()
      .from(tours)
      .where(
        and(
          inArray(tours.id, ids),
          eq(tours.isActive, true),
          search ? sql`${tours.name} ilike ${likePattern(search)}` : undefined,
          visible,
        ),
      );
  }

  /** The schedules of a vessel not cancelled that embark on `since` or later and before `before` (of one tour). */
  embarking(vessel: string, since: string, before: string, tour?: string): Promise<ScheduleWithNames[]> {
    return this.named(
      and(
        eq(schedules.vessel, vessel),
        ne(schedules.status, 'cancelled'),
        gte(schedules.from, since),
        lt(schedules.from, before),
        tour ? eq(schedules.tour, tour) : undefined,
      ),
    );
  }

  /** Every schedule a calendar feed shows: from a year back on. */
  forFeed(since: string, where?: SQL): Promise<ScheduleWithNames[]> {
    return this.named(and(gte(schedules.to, since), where));
  }

  /** `forFeed` of one vessel (or all), among the visible schedules. */
  feedOf(since: string, vessel: string | undefined, visible: SQL | undefined) {
    return this.forFeed(since, and(onVessel(vessel), visible));
  }

  /** The active schedules of a vessel embarking in [from, to): a season to copy. */
  season(vessel: string, from: string, to: string): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(schedules)
      .where(
        and(
          eq(schedules.vessel, vessel),
          ne(schedules.status, 'cancelled'),
          gte(schedules.from, from),
          lt(schedules.from, to),
        ),
      )
      .orderBy(asc(schedules.from));
  }

  /** Runs `work` in one transaction; the repository handed over writes through it. */
  transaction<T>(work: (repository: ToursRepository, db: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ToursRepository(tx as unknown as Db), tx as unknown as Db));
  }

  async insert(values: NewSchedule): Promise<ScheduleRow> {
    const [row] = await this.db.insert(schedules).values(values).returning();
    return row!;
  }

  async schedule(id: string, where?: SQL): Promise<ScheduleWithNames | undefined> {
    const [row] = await this.named(and(eq(schedules.id, id), where));
    return row;
  }

  async tour(id: string): Promise<TourRow | undefined> {
    const [row] = await this.db.select().from(tours).where(eq(tours.id, id));
    return row;
  }

  async activeCabinCount(vessel: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(rooms)
      .where(and(eq(rooms.vessel, vessel), eq(rooms.isActive, true)));
    return Number(row?.n ?? 0);
  }

  async tourNames(ids: string[]): Promise<Record<string, string>> {
    if (!ids.length) return {};
    const rows = await this.db
      .select({ id: tours.id, name: tours.name })
      .from(tours)
      .where(inArray(tours.id, ids));
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  }

  /** The active vessels a calendar shows, by name; `where` narrows to the user's vessels. */
  /** The calendar's vessels: the one asked for (or all), among the visible. */
  calendarVesselsOf(only: string | undefined, visible: SQL | undefined) {
    return this.calendarVessels(and(only ? eq(vessels.id, only) : undefined, visible));
  }

  calendarVessels(where?: SQL): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: vessels.id, name: vessels.name })
      .from(vessels)
      .where(and(eq(vessels.isActive, true), where))
      .orderBy(asc(vessels.name));
  }

  decksOf(vesselIds: string[]): Promise<{ id: string; vessel: string; name: string; sort: number }[]> {
    if (!vesselIds.length) return Promise.resolve([]);
    return this.db
      .select({
        id: vesselDecks.id,
        vessel: vesselDecks.vessel,
        name: vesselDecks.name,
        sort: vesselDecks.sort,
      })
      .from(vesselDecks)
      .where(inArray(vesselDecks.vessel, vesselIds))
      .orderBy(asc(vesselDecks.sort), asc(vesselDecks.name));
  }
}
