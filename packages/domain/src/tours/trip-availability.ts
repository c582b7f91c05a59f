import { z } from 'zod';
import { freeBeds, type Occupancy } from '../assets/index.ts';

export interface TripCabin {
  id: string;
  activeBeds: readonly number[];
  /** Switched off as a whole (the room's `blocked` flag): never sellable. */
  blocked: boolean;
}

export const tripAvailabilitySchema = z.object({
  cabins: z.number(),
  /** Cabins with every active bed free for the whole trip: sellable as a private cabin. */
  freeCabins: z.number(),
  beds: z.number(),
  /** Beds free for every night of the trip: sellable as shared places. */
  freeBeds: z.number(),
});
export type TripAvailability = z.infer<typeof tripAvailabilitySchema>;

/**
 * What is left to sell on a trip: a bed counts only when no occupancy touches it on any night of
 * [from, to), since a guest books the whole trip.
 */
export function tripAvailability(
  cabins: readonly TripCabin[],
  occupanciesOf: (cabinId: string) => readonly Occupancy[],
  trip: { from: string; to: string },
): TripAvailability {
  let freeCabins = 0;
  let beds = 0;
  let free = 0;
  for (const cabin of cabins) {
    beds += cabin.activeBeds.length;
    if (cabin.blocked || cabin.activeBeds.length === 0) continue;
    const list = cabin.activeBeds.map((no) => ({ no, active: true }));
    const left = freeBeds(list, [...occupanciesOf(cabin.id)], trip.from, trip.to).length;
    free += left;
    if (left === cabin.activeBeds.length) freeCabins++;
  }
  return { cabins: cabins.length, freeCabins, beds, freeBeds: free };
}
