import { freeBeds, groupByRoom, type Occupancy } from '@seaberth/domain';
import type { OccupancyRepository, RoomBeds } from './occupancy.repository.ts';

export const bedsOf = (room: RoomBeds) => room.activeBeds.map((no) => ({ no, active: true }));
export const roomSummary = ({ activeBeds: _beds, sleepers: _sleepers, ...summary }: RoomBeds) => summary;

/** What others hold: an agency's own allotments are free for its bookings. */
export function withoutAllotmentsOf<O extends Pick<Occupancy, 'kind' | 'agency'>>(
  taken: O[],
  agency: string,
): O[] {
  return taken.filter((o) => o.kind !== 'allotment' || o.agency !== agency);
}

/**
 * The rooms of a resort or vessel with a free bed on every night of [from, to): which beds, and
 * whether the whole room is free. Two lean queries however many rooms (GET /api/rooms/available,
 * GET /api/bookings/{id}/cabins). With an agency, its allotments count as free.
 */
export async function freeRooms(
  repository: OccupancyRepository,
  asset: string,
  from: string,
  to: string,
  visible?: Parameters<OccupancyRepository['roomBedsOfAsset']>[1],
  agency?: string | null,
) {
  const [list, taken] = await Promise.all([
    repository.roomBedsOfAsset(asset, visible),
    repository.overlappingForAsset(asset, from, to),
  ]);
  const byRoom = groupByRoom(agency ? withoutAllotmentsOf(taken, agency) : taken);
  // The rooms the agency's own allotments hold for these nights, so screens can say so.
  const allotted = new Set(
    taken.filter((o) => agency && o.kind === 'allotment' && o.agency === agency).map((o) => o.room),
  );
  return list
    .filter((room) => !room.blocked)
    .map((room) => {
      const held = byRoom.get(room.id) ?? [];
      const free = freeBeds(bedsOf(room), held, from, to);
      // A shared room that does not mix genders takes only guests of the gender it holds beds for.
      const sharedWith = held.find((o) => o.gender)?.gender ?? null;
      return {
        ...roomSummary(room),
        freeBeds: free,
        // The bed of each free place, so a second sleeper of a double bed reads "bed 1, place 2".
        placeBeds: room.sleepers.filter((place) => free.includes(place.no)),
        free: free.length === room.availableBeds,
        sharedWith,
        allotment: allotted.has(room.id),
      };
    })
    .filter((room) => room.freeBeds.length > 0);
}
