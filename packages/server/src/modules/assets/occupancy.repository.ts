import {
  type BedRange,
  type Occupancy,
  type PlaceBed,
  type Principal,
  roomResource,
  WHOLE_ROOM,
} from '@seaberth/domain';
import { and, asc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies, allotments, bookings, occupancies, rooms, roomTypes } from '../../db/schema/index.ts';
import { assetCondition } from '../../db/asset-condition.ts';
import {
  bedSleeps,
  capacityColumns,
  capacityOf,
  withoutCapacityColumns,
} from './room-capacity.repository.ts';

export type RoomRow = typeof rooms.$inferSelect;

const roomColumns = getTableColumns(rooms);

/** The rooms of the resorts and vessels a user limited to some of them may see; undefined: all. */
export function visibleRooms(principal: Principal): SQL | undefined {
  return assetCondition(roomResource, roomColumns, principal);
}
/**
 * A room as availability counts it: `activeBeds` are its places (a double bed gives two place
 * numbers) and `availableBeds` how many guests it takes, both by the domain's roomCapacity.
 */
export interface RoomBeds
  extends Pick<
    RoomRow,
    'id' | 'name' | 'type' | 'resort' | 'vessel' | 'roomType' | 'deck' | 'availableBeds' | 'blocked'
  > {
  activeBeds: number[];
  /** Fewest guests the room is sold to. */
  minGuests: number;
  /** Which bed, and which of its sleepers, each place is (for labels: "bed 1, place 2"). */
  sleepers: PlaceBed[];
}

function toOccupancy(row: typeof occupancies.$inferSelect): Occupancy {
  return {
    id: row.id,
    room: row.room,
    beds: row.beds,
    from: row.stay[0],
    to: row.stay[1],
    kind: row.kind as Occupancy['kind'],
    reason: (row.reason ?? null) as Occupancy['reason'],
    note: row.note,
    gender: (row.gender ?? null) as Occupancy['gender'],
  };
}

/** Rooms and who occupies them when; the only place that reads or writes occupancy rows. */
export class OccupancyRepository {
  constructor(private readonly db: Db) {}

  async room(id: string, visible?: SQL): Promise<RoomRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, id), visible));
    return row;
  }

  /**
   * What availability needs of an asset's active rooms: names, references and the numbers of
   * their active beds, extracted by PostgreSQL rather than parsing every configuration in JS.
   */
  async roomBedsOfAsset(assetId: string, visible?: SQL): Promise<RoomBeds[]> {
    return this.roomBedsOfAssets([assetId], visible);
  }

  /** The same for several assets at once (the vessel calendar shows every vessel in one answer). */
  async roomBedsOfAssets(assetIds: string[], visible?: SQL): Promise<RoomBeds[]> {
    if (!assetIds.length) return [];
    const [sleepsOf, rows] = await Promise.all([
      bedSleeps(this.db),
      this.roomRowsOfAssets(assetIds, visible),
    ]);
    return rows.map((row) => {
      const capacity = capacityOf(row, sleepsOf);
      return {
        ...withoutCapacityColumns(row),
        availableBeds: capacity.max,
        activeBeds: capacity.places,
        minGuests: capacity.min,
        sleepers: capacity.all
          .filter((place) => capacity.places.includes(place.no))
          .map(({ no, bed, sleeper }) => ({ no, bed, sleeper })),
      };
    });
  }

  private roomRowsOfAssets(assetIds: string[], visible?: SQL) {
    return this.db
      .select({
        id: rooms.id,
        name: rooms.name,
        type: rooms.type,
        resort: rooms.resort,
        vessel: rooms.vessel,
        roomType: rooms.roomType,
        deck: rooms.deck,
        blocked: rooms.blocked,
        ...capacityColumns,
      })
      .from(rooms)
      .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
      .where(
        and(
          or(inArray(rooms.resort, assetIds), inArray(rooms.vessel, assetIds)),
          eq(rooms.isActive, true),
          visible,
        ),
      )
      .orderBy(asc(rooms.name));
  }

  /** Active occupancies of an asset's rooms overlapping [from, to): only the columns screens show. */
  async overlappingForAsset(assetId: string, from: string, to: string): Promise<Occupancy[]> {
    return this.overlappingForAssets([assetId], from, to);
  }

  /** One query for the occupancies of several assets' rooms, however long the range. */
  async overlappingForAssets(assetIds: string[], from: string, to: string): Promise<Occupancy[]> {
    if (!assetIds.length) return [];
    const ids = sql.join(
      assetIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      select o.id, o.room, o.beds::text as beds, o.stay::text as stay, o.kind, o.reason, o.note, o.gender,
        -- Looked up per booked row by key: a join made the planner scan every booking.
        (select b.state from ${bookings} b where b.id = o.booking) as booking_state,
        o.allotment, coalesce(a.agency, (select b.agency from ${bookings} b where b.id = o.booking)) as agency,
        (select g.name from ${agencies} g
          where g.id = coalesce(a.agency, (select b.agency from ${bookings} b where b.id = o.booking))) as agency_name
      from ${occupancies} o left join ${allotments} a on a.id = o.allotment
      where o.removed_at is null
        and o.stay && daterange(${from}::date, ${to}::date, '[)')
        and o.room in (select id from ${rooms} where resort in (${ids}) or vessel in (${ids}))
      order by o.stay`);
    return (
      result.rows as {
        id: string;
        room: string;
        beds: string;
        stay: string;
        kind: string;
        reason: string | null;
        note: string;
        gender: string | null;
        booking_state: string | null;
        allotment: string | null;
        agency: string | null;
        agency_name: string | null;
      }[]
    ).map((row) => {
      const beds = row.beds.slice(1, -1).split(',').map(Number) as BedRange;
      const [first, last] = row.stay.slice(1, -1).split(',');
      return {
        id: row.id,
        room: row.room,
        beds,
        from: first!,
        to: last!,
        kind: row.kind as Occupancy['kind'],
        reason: row.reason as Occupancy['reason'],
        note: row.note,
        bookingState: row.booking_state as Occupancy['bookingState'],
        gender: row.gender as Occupancy['gender'],
        ...(row.allotment ? { allotment: row.allotment } : {}),
        ...(row.agency ? { agency: row.agency, agencyName: row.agency_name } : {}),
      };
    });
  }

  roomsWhere(condition: SQL | undefined): Promise<RoomRow[]> {
    return this.db.select().from(rooms).where(condition).orderBy(asc(rooms.name));
  }

  /** A resort's rooms, or without one every room of kind `Room`, by name. */
  resortRooms(resort?: string): Promise<RoomRow[]> {
    return this.roomsWhere(resort ? eq(rooms.resort, resort) : eq(rooms.type, 'Room'));
  }

  /** The rooms of a room type, by name. */
  roomsOfType(roomType: string): Promise<RoomRow[]> {
    return this.roomsWhere(eq(rooms.roomType, roomType));
  }

  /** Inserts all rows of one blocker in one transaction: all of them or none. */
  async insertBlocker(input: {
    room: string;
    from: string;
    to: string;
    reason: string;
    note: string;
    beds: BedRange[];
    createdBy?: string;
  }): Promise<Occupancy[]> {
    const runs = input.beds.length ? input.beds : [WHOLE_ROOM];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(occupancies)
        .values(
          runs.map((beds) => ({
            room: input.room,
            beds,
            stay: [input.from, input.to] as [string, string],
            kind: 'blocker',
            reason: input.reason,
            note: input.note,
            createdBy: input.createdBy,
          })),
        )
        .returning();
      return rows.map(toOccupancy);
    });
  }

  async blocker(id: string): Promise<Occupancy | undefined> {
    const [row] = await this.db
      .select()
      .from(occupancies)
      .where(and(eq(occupancies.id, id), eq(occupancies.kind, 'blocker'), isNull(occupancies.removedAt)));
    return row ? toOccupancy(row) : undefined;
  }

  /** Removing keeps the row for the record; only active rows count for availability. */
  async removeBlocker(id: string): Promise<void> {
    await this.db.update(occupancies).set({ removedAt: new Date() }).where(eq(occupancies.id, id));
  }
}
