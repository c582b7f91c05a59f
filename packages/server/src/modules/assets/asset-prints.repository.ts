import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  employees,
  occupancies,
  resorts,
  rooms,
  roomTypes,
  schedules,
  tours,
  vesselDecks,
  vesselLists,
  vessels,
} from '../../db/schema/index.ts';
import { capacityColumns } from './room-capacity.repository.ts';

/** What the printed lists of resorts and vessels read: rooms, cabins, staff, blockers, trips. */
export class AssetPrintsRepository {
  constructor(private readonly db: Db) {}

  async resort(id: string) {
    const [resort] = await this.db.select().from(resorts).where(eq(resorts.id, id));
    return resort;
  }

  /** A resort's rooms by name, with their type and what their capacity is counted from. */
  resortRooms(resort: string) {
    return this.db
      .select({
        name: rooms.name,
        type: roomTypes.name,
        beds: rooms.availableBeds,
        shared: rooms.allowSharedRoom,
        ...capacityColumns,
      })
      .from(rooms)
      .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
      .where(eq(rooms.resort, resort))
      .orderBy(asc(rooms.name));
  }

  /** The active staff of a resort or vessel by last name. */
  activeStaff(asset: { resort: string } | { vessel: string }) {
    return this.db
      .select()
      .from(employees)
      .where(
        and(
          'resort' in asset ? eq(employees.resort, asset.resort) : eq(employees.vessel, asset.vessel),
          eq(employees.isActive, true),
        ),
      )
      .orderBy(asc(employees.lastName));
  }

  /** The blockers of a resort's rooms sharing a night with [from, to), by their start. */
  async resortBlockers(resort: string, from: string, to: string) {
    const roomIds = (await this.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.resort, resort))).map(
      (row) => row.id,
    );
    if (!roomIds.length) return [];
    return this.db
      .select({
        room: rooms.name,
        stay: occupancies.stay,
        reason: occupancies.reason,
        note: occupancies.note,
      })
      .from(occupancies)
      .innerJoin(rooms, eq(rooms.id, occupancies.room))
      .where(
        and(
          inArray(occupancies.room, roomIds),
          eq(occupancies.kind, 'blocker'),
          isNull(occupancies.removedAt),
          sql`${occupancies.stay} && daterange(${from}::date, ${to}::date, '[)')`,
        ),
      )
      .orderBy(asc(occupancies.stay));
  }

  async vesselList(id: string) {
    const [list] = await this.db.select().from(vesselLists).where(eq(vesselLists.id, id));
    return list;
  }

  /** A trip with its tour's and vessel's names. */
  async trip(id: string) {
    const [trip] = await this.db
      .select({ schedule: schedules, tour: tours.name, vessel: vessels.name })
      .from(schedules)
      .innerJoin(tours, eq(tours.id, schedules.tour))
      .innerJoin(vessels, eq(vessels.id, schedules.vessel))
      .where(eq(schedules.id, id));
    return trip;
  }

  /** A vessel's active cabins with their deck and what their capacity is counted from. */
  activeCabins(vessel: string) {
    return this.db
      .select({
        id: rooms.id,
        name: rooms.name,
        deck: vesselDecks.name,
        deckSort: vesselDecks.sort,
        ...capacityColumns,
      })
      .from(rooms)
      .leftJoin(vesselDecks, eq(vesselDecks.id, rooms.deck))
      .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
      .where(and(eq(rooms.vessel, vessel), eq(rooms.isActive, true)));
  }
}
