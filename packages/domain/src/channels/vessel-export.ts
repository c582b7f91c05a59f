import { z } from 'zod';
import { pagingQuerySchema } from '../paging/index.ts';
import { moneySchema } from '../pricing/index.ts';
import { channelPushSchema } from './channel-sync.ts';

/**
 * The channel manager's view of vessels (screen /export, issue 39): which vessels and trips are sold
 * on the channel, what each trip has left per cabin type and from what price, and what the channel
 * last heard. A vessel's switch sells all its upcoming trips; a trip's own switch (null: as its
 * vessel) takes one out or puts one back. A cabin type reaches the channel only when it is offered to
 * OTAs (`availableToOTA`) and mapped to a channel room type on /config/ota.
 */
export const EXPORT_VESSEL_SORTS = ['name', 'trips', 'onChannel'] as const;
export const EXPORT_TRIP_SORTS = ['from', 'tourName', 'vesselName', 'onChannel'] as const;

export const exportVesselsQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(EXPORT_VESSEL_SORTS).optional(),
});
export const exportTripsQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(EXPORT_TRIP_SORTS).optional(),
  vessel: z.uuid().optional(),
});

/** A vessel's cabin type as the channel sees it. */
export const exportCabinTypeSchema = z.object({
  roomType: z.uuid(),
  name: z.string(),
  cabins: z.number().int(),
  availableToOTA: z.boolean(),
  /** The channel's room type it is sold as, or null when not mapped on /config/ota. */
  channelRoomType: z.string().nullable(),
  lastPush: channelPushSchema.nullable(),
});

export const exportVesselSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  onChannel: z.boolean(),
  upcomingTrips: z.number().int(),
  tripsOnChannel: z.number().int(),
  cabinTypes: z.array(exportCabinTypeSchema),
  /** The latest call to the channel that carried any of its cabin types. */
  lastPush: channelPushSchema.nullable(),
});
export type ExportVessel = z.infer<typeof exportVesselSchema>;

/** One cabin type on one trip: what is left and the cheapest price for one guest. */
export const exportTripCabinTypeSchema = z.object({
  roomType: z.uuid(),
  name: z.string(),
  cabins: z.number().int(),
  freeCabins: z.number().int(),
  freeBerths: z.number().int(),
  priceFrom: moneySchema.nullable(),
  /** Mapped to a channel room type on /config/ota: the channel gets its availability. */
  onChannel: z.boolean(),
});

export const exportTripSchema = z.object({
  id: z.uuid(),
  tour: z.uuid(),
  tourName: z.string(),
  vessel: z.uuid(),
  vesselName: z.string(),
  from: z.string(),
  to: z.string(),
  nights: z.number().int(),
  status: z.string(),
  /** The vessel's switch, which the trip follows unless it has its own. */
  vesselOnChannel: z.boolean(),
  /** The trip's own switch; null follows the vessel. */
  tripOnChannel: z.boolean().nullable(),
  /** Whether the trip is sold on the channel: its own switch, else its vessel's. */
  onChannel: z.boolean(),
  freeCabins: z.number().int(),
  freeBerths: z.number().int(),
  priceFrom: moneySchema.nullable(),
  cabinTypes: z.array(exportTripCabinTypeSchema),
});
export type ExportTrip = z.infer<typeof exportTripSchema>;

export const exportVesselInputSchema = z.object({ onChannel: z.boolean() });
export const exportTripInputSchema = z.object({ onChannel: z.boolean().nullable() });

/** A trip is sold on the channel by its own switch when set, else by its vessel's. */
export function tripOnChannel(vesselOn: boolean, tripOn: boolean | null): boolean {
  return tripOn ?? vesselOn;
}
