import { assetScope, type Principal, WHOLE_ROOM } from '@seaberth/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  allotments,
  bookings,
  occupancies,
  resorts,
  schedules,
  tours,
  vessels,
} from '../../db/schema/index.ts';

export type AllotmentRow = typeof allotments.$inferSelect;
type NewAllotment = typeof allotments.$inferInsert;

export interface AllotmentFilter {
  agency?: string;
  asset?: string;
  from?: string;
  to?: string;
  released: boolean;
  ids?: string[];
  /** The places the requester may see (users limited to some resorts or vessels). */
  visible?: SQL;
}

/** Allotments of the resorts and vessels a user limited to some of them may see. */
export function visibleAllotments(principal: Principal): SQL | undefined {
  const scope = assetScope(principal);
  if (scope.resorts === 'all' && scope.vessels === 'all') return undefined;
  const part = (column: typeof allotments.resort | typeof allotments.vessel, allowed: 'all' | string[]) =>
    allowed === 'all' ? isNotNull(column) : allowed.length ? inArray(column, allowed) : sql`false`;
  return or(part(allotments.resort, scope.resorts), part(allotments.vessel, scope.vessels));
}

/** Allotments, the rooms they hold (occupancy rows of kind `allotment`) and the bookings that took them. */
export class AllotmentsRepository {
  constructor(private readonly db: Db) {}

  async agencyExists(id: string): Promise<boolean> {
    const [owner] = await this.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
    return Boolean(owner);
  }

  async resort(id: string): Promise<{ id: string; name: string } | undefined> {
    const [resort] = await this.db
      .select({ id: resorts.id, name: resorts.name })
      .from(resorts)
      .where(eq(resorts.id, id));
    return resort;
  }

  /** Trips by id with their vessel's name. */
  trips(ids: string[]) {
    return this.db
      .select({
        id: schedules.id,
        vessel: schedules.vessel,
        vesselName: vessels.name,
        from: schedules.from,
        to: schedules.to,
        status: schedules.status,
      })
      .from(schedules)
      .innerJoin(vessels, eq(vessels.id, schedules.vessel))
      .where(inArray(schedules.id, ids));
  }

  async insert(values: NewAllotment): Promise<string> {
    const [row] = await this.db.insert(allotments).values(values).returning({ id: allotments.id });
    return row!.id;
  }

  /** Holds whole rooms for an allotment over [from, to) (the exclusion constraint refuses a taken one). */
  async holdRooms(
    allotment: string,
    rooms: string[],
    stay: [string, string],
    createdBy: string | undefined,
  ): Promise<void> {
    await this.db.insert(occupancies).values(
      rooms.map((room) => ({
        room,
        beds: WHOLE_ROOM,
        stay,
        kind: 'allotment',
        allotment,
        createdBy,
      })),
    );
  }

  /** Allotments with their agency's, asset's and tour's names (500 at most). */
  list(filter: AllotmentFilter) {
    return this.db
      .select({
        row: allotments,
        agencyName: agencies.name,
        assetName: sql<string>`coalesce(${vessels.name}, ${resorts.name}, '')`,
        tourName: tours.name,
      })
      .from(allotments)
      .innerJoin(agencies, eq(agencies.id, allotments.agency))
      .leftJoin(vessels, eq(vessels.id, allotments.vessel))
      .leftJoin(resorts, eq(resorts.id, allotments.resort))
      .leftJoin(schedules, eq(schedules.id, allotments.schedule))
      .leftJoin(tours, eq(tours.id, schedules.tour))
      .where(
        and(
          filter.ids ? inArray(allotments.id, filter.ids) : undefined,
          filter.agency ? eq(allotments.agency, filter.agency) : undefined,
          filter.asset
            ? or(eq(allotments.vessel, filter.asset), eq(allotments.resort, filter.asset))
            : undefined,
          filter.from ? gte(allotments.to, filter.from) : undefined,
          filter.to ? lte(allotments.from, filter.to) : undefined,
          filter.released ? undefined : isNull(allotments.releasedAt),
          filter.visible,
        ),
      )
      .orderBy(asc(allotments.from), asc(agencies.name))
      .limit(500);
  }

  /** The rooms of allotments, held still or not, by name. */
  async roomsOf(ids: string[]) {
    const result = await this.db.execute(sql`
        select o.allotment, r.id, r.name, bool_or(o.removed_at is null) as held
        from ${occupancies} o join rooms r on r.id = o.room
        where o.allotment in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by o.allotment, r.id, r.name order by r.name`);
    return result.rows as { allotment: string; id: string; name: string; held: boolean }[];
  }

  /** The bookings that took rooms of allotments, by number. */
  bookingsOf(ids: string[]) {
    return this.db
      .selectDistinct({ allotment: occupancies.allotment, id: bookings.id, bookingNo: bookings.bookingNo })
      .from(occupancies)
      .innerJoin(bookings, eq(bookings.id, occupancies.consumedBy))
      .where(inArray(occupancies.allotment, ids))
      .orderBy(asc(bookings.bookingNo));
  }

  async row(id: string): Promise<AllotmentRow | undefined> {
    const [row] = await this.db.select().from(allotments).where(eq(allotments.id, id));
    return row;
  }

  async update(id: string, values: { releaseDate?: string; note?: string }): Promise<void> {
    await this.db.update(allotments).set(values).where(eq(allotments.id, id));
  }

  /** Allotments not released whose release date is `today` or before (500 at most). */
  due(today: string): Promise<{ id: string }[]> {
    return this.db
      .select({ id: allotments.id })
      .from(allotments)
      .where(and(isNull(allotments.releasedAt), lte(allotments.releaseDate, today)))
      .limit(500);
  }

  /** Marks the allotments not released yet released; answers those it changed. */
  markReleased(ids: string[]): Promise<{ id: string }[]> {
    return this.db
      .update(allotments)
      .set({ releasedAt: new Date() })
      .where(and(inArray(allotments.id, ids), isNull(allotments.releasedAt)))
      .returning({ id: allotments.id });
  }

  /** Ends what the allotments still hold. */
  async endHolds(ids: string[]): Promise<void> {
    await this.db
      .update(occupancies)
      .set({ removedAt: new Date() })
      .where(and(inArray(occupancies.allotment, ids), isNull(occupancies.removedAt)));
  }
}
