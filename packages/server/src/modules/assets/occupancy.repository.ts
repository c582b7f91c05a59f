import { type BedRange, type Occupancy, WHOLE_ROOM } from '@seaberth/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { occupancies, rooms } from '../../db/schema/index.ts';

export type RoomRow = typeof rooms.$inferSelect;

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

  /** Active rooms of a resort or vessel, in name order. */
  roomsOfAsset(assetId: string, visible?: SQL): Promise<RoomRow[]> {
    return this.db
      .select()
      .from(rooms)
      .where(and(or(eq(rooms.resort, assetId), eq(rooms.vessel, assetId)), eq(rooms.isActive, true), visible))
      .orderBy(asc(rooms.name));
  }

  roomsWhere(condition: SQL | undefined): Promise<RoomRow[]> {
    return this.db.select().from(rooms).where(condition).orderBy(asc(rooms.name));
  }

  /** Active occupancies of these rooms overlapping [from, to): one query for any number of rooms. */
  async overlapping(roomIds: string[], from: string, to: string): Promise<Occupancy[]> {
    if (roomIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(occupancies)
      .where(
        and(
          isNull(occupancies.removedAt),
          sql`${occupancies.stay} && daterange(${from}::date, ${to}::date, '[)')`,
          inArray(occupancies.room, roomIds),
        ),
      )
      .orderBy(asc(occupancies.stay));
    return rows.map(toOccupancy);
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
