import { z } from 'zod';
import { NIGHT_STATES, occupancySchema } from './occupancy.ts';

/**
 * The answers of the rooms calls beyond CRUD (`/api/rooms/available`, `/api/rooms/occupancy`, the
 * blockers): what leaves the server is what these name (issue 33 §1).
 */

/** A room as availability counts it: its places by the capacity rule, without the bed details. */
export const roomSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  resort: z.string().nullable(),
  vessel: z.string().nullable(),
  roomType: z.string().nullable(),
  deck: z.string().nullable(),
  /** How many guests it takes. */
  availableBeds: z.number(),
  /** Fewest guests the room is sold to. */
  minGuests: z.number(),
  blocked: z.boolean(),
});

/** Which bed, and which of its sleepers, a place is (for labels: "bed 1, place 2"). */
export const placeBedSchema = z.object({ no: z.number(), bed: z.number(), sleeper: z.number() });

/** One room of `GET /api/rooms/available/{asset}`: its free places over the range. */
export const availableRoomSchema = roomSummarySchema.extend({
  freeBeds: z.array(z.number()),
  placeBeds: z.array(placeBedSchema),
  /** Every place is free. */
  free: z.boolean(),
  /** A shared room that does not mix genders, holding beds for this gender on some of the nights. */
  sharedWith: z.enum(['m', 'f']).nullable(),
  /** Held by the asking agency's own allotment: free for it, for nobody else. */
  allotment: z.boolean(),
});
export type AvailableRoomAnswer = z.infer<typeof availableRoomSchema>;

/** One room of `GET /api/rooms/occupancy/{asset}`: a state per night of [from, to) and who holds it. */
export const roomOccupancySchema = roomSummarySchema.extend({
  nights: z.array(z.enum(NIGHT_STATES)),
  occupancies: z.array(occupancySchema),
});

export const occupancyAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  rooms: z.array(roomOccupancySchema),
});
export type OccupancyAnswer = z.infer<typeof occupancyAnswerSchema>;

/** `POST /api/rooms/addBlocker`: one row per run of beds blocked. */
export const blockerCreatedSchema = z.array(occupancySchema);

/** `POST /api/rooms/removeBlocker`: the blocker is gone. */
export const blockerRemovedSchema = z.object({ ok: z.boolean() });

/** `GET /api/resort/constants`: the value lists the resort screens offer. */
const names = z.array(z.string()).readonly();
export const resortConstantsSchema = z.object({
  roomKinds: names,
  blockReasons: names,
  surchargeTypes: names,
  otaRoomTypes: names,
  employeeRoles: names,
  printLists: names,
});
