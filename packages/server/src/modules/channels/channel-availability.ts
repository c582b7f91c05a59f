import {
  addDays,
  type AvailabilityValue,
  groupByRoom,
  nightlyStates,
  nightsBetween,
  toRanges,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { bedsOf, OccupancyRepository } from '../assets/index.ts';
import type { MappedRoomType } from './channels.repository.ts';
import { VesselExportRepository } from './vessel-export.repository.ts';

/**
 * Free rooms per night of [from, to) for each mapped room type, from our own occupancy: a room
 * counts on a night only when it is wholly free (no stay, blocker, allotment or hold on any of
 * its beds) and not blocked as a whole, because a channel sells rooms, never beds. Read through
 * the assets area's queries, the same the calendars and the room picker use. A vessel's cabins are
 * free there only on the nights of its trips sold on the channel (switched on at /export).
 */
export async function availabilityOf(
  db: Db,
  mapped: MappedRoomType[],
  from: string,
  to: string,
): Promise<{ values: AvailabilityValue[]; nights: Map<string, number[]> }> {
  const occupancy = new OccupancyRepository(db);
  const assets = [...new Set(mapped.map((m) => m.asset))];
  const [rooms, taken, sold] = await Promise.all([
    occupancy.roomBedsOfAssets(assets),
    occupancy.overlappingForAssets(assets, from, to),
    new VesselExportRepository(db).soldTrips(assets, from, to),
  ]);
  const byRoom = groupByRoom(taken);
  const count = Math.max(0, nightsBetween(from, to));
  const nights = new Map<string, number[]>();
  const values: AvailabilityValue[] = [];
  for (const type of mapped) {
    const free = new Array<number>(count).fill(0);
    for (const room of rooms) {
      if (room.roomType !== type.roomType || room.blocked) continue;
      nightlyStates(bedsOf(room), byRoom.get(room.id) ?? [], from, to).forEach((state, night) => {
        if (state === 'free') free[night] = (free[night] ?? 0) + 1;
      });
    }
    if (sold.vessels.has(type.asset)) {
      const trips = sold.trips.filter((trip) => trip.vessel === type.asset);
      free.forEach((_, night) => {
        const date = addDays(from, night);
        if (!trips.some((trip) => trip.from <= date && date < trip.to)) free[night] = 0;
      });
    }
    nights.set(type.roomType, free);
    values.push(...toRanges(type.channelRoomType, from, free));
  }
  return { values, nights };
}
