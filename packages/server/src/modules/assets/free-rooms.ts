import { freeBeds, groupByRoom } from '@seaberth/domain';
import type { SQL } from 'drizzle-orm';
import type { OccupancyRepository, RoomBeds } from './occupancy.repository.ts';

export const bedsOf = (room: RoomBeds) => room.activeBeds.map((no) => ({ no, active: true }));
export const roomSummary = ({ activeBeds: _beds, ...summary }: RoomBeds) => summary;

/**
 * The rooms of a resort or vessel with a free bed on every night of [from, to): which beds, and
 * whether the whole room is free. Two lean queries however many rooms (GET /api/rooms/available,
 * GET /api/bookings/{id}/cabins).
 */
export async function freeRooms(
  repository: OccupancyRepository,
  asset: string,
  from: string,
  to: string,
  visible?: SQL,
) {
  const [list, taken] = await Promise.all([
    repository.roomBedsOfAsset(asset, visible),
    repository.overlappingForAsset(asset, from, to),
  ]);
  const byRoom = groupByRoom(taken);
  return list
    .filter((room) => !room.blocked)
    .map((room) => {
      const free = freeBeds(bedsOf(room), byRoom.get(room.id) ?? [], from, to);
      return { ...roomSummary(room), freeBeds: free, free: free.length === room.availableBeds };
    })
    .filter((room) => room.freeBeds.length > 0);
}
