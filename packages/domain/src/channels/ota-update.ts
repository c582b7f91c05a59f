import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';

/** What the OTA booking calls say when they refuse or record a problem (MESSAGE_CODES names each for the web). */
export const OTA_MESSAGES = {
  webhookRefused: 'This webhook address or secret is not the one configured for the channel manager',
  unmappedRoomType: 'The channel sold a room type that is not mapped to one of ours',
  unmappedRatePlan: 'The channel sold a rate plan that is not mapped to one of our price lists',
  noFreeRoom: 'No room of this type is free on these dates: place the booking by hand or reject it',
  notOpen: 'This OTA update is no conflict waiting to be placed',
  superseded: 'A later revision of this OTA booking came first; this one changes nothing',
  nothingToCancel: 'The channel cancelled a booking that was never placed here',
  roomNotOfResort: 'Choose a room of the resort the channel sold',
  roomPerSoldRoom: 'Choose one room for each room the channel sold',
  roomsDistinct: 'Choose a different room for each room the channel sold',
} as const;

/** Channex's revision statuses: the booking as it is after this message. */
export const OTA_UPDATE_KINDS = ['new', 'modified', 'cancelled'] as const;
export type OtaUpdateKind = (typeof OTA_UPDATE_KINDS)[number];

/**
 * What became of a received revision. applied: the booking follows it; conflict: no room was free,
 * the operator places it or rejects it; placed: the operator placed it; rejected: the operator
 * declined it; error: it cannot be applied as sent (an unmapped rate, a bad message), the operator
 * must look; ignored: a later revision of the same booking was applied already.
 */
export const OTA_UPDATE_STATES = ['applied', 'conflict', 'placed', 'rejected', 'error', 'ignored'] as const;
export type OtaUpdateState = (typeof OTA_UPDATE_STATES)[number];

/** One room of a received booking as the channel sold it. */
export const otaRoomSchema = z.object({
  channelRoomType: z.string(),
  channelRatePlan: z.string(),
  /** Our room type, when the channel's is mapped. */
  roomType: z.string().nullable(),
  roomTypeName: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
});
export type OtaRoom = z.infer<typeof otaRoomSchema>;

/** `GET /api/bookings/otaupdates`: one received revision and what became of it. */
export const otaUpdateSchema = z.object({
  id: z.uuid(),
  revisionId: z.string(),
  /** The channel's booking id (the same across revisions). */
  otaBookingId: z.string(),
  /** The reservation code at the OTA where the guest booked: the booking's reference. */
  reference: z.string(),
  otaName: z.string(),
  kind: z.enum(OTA_UPDATE_KINDS),
  state: z.enum(OTA_UPDATE_STATES),
  read: z.boolean(),
  booking: z.uuid().nullable(),
  /** The resort the sold room type belongs to (null: the room type is not mapped). */
  resort: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  guestName: z.string(),
  guestEmail: z.string(),
  from: z.string(),
  to: z.string(),
  rooms: z.array(otaRoomSchema),
  /** The channel's price in minor units of `currency`: the booking is kept at it. */
  amount: z.number().int(),
  currency: z.string(),
  message: z.string(),
  receivedAt: z.string().meta({ format: 'date-time' }),
});
export type OtaUpdate = z.infer<typeof otaUpdateSchema>;

/** `GET /api/bookings/otaupdates`: paged, unread first then newest; filter by state, unread, OTA booking. */
export const otaUpdatesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  state: z.enum(OTA_UPDATE_STATES).optional(),
  unread: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type OtaUpdatesQuery = z.output<typeof otaUpdatesQuerySchema>;

export const otaUpdatesPageSchema = z.object({
  data: z.array(otaUpdateSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OtaUpdatesPage = z.infer<typeof otaUpdatesPageSchema>;

/** `GET /api/bookings/unreadotaupdates`: how many are unread, how many conflicts wait, the latest unread. */
export const unreadOtaUpdatesSchema = z.object({
  count: z.number().int(),
  conflicts: z.number().int(),
  data: z.array(otaUpdateSchema),
});
export type UnreadOtaUpdates = z.infer<typeof unreadOtaUpdatesSchema>;

/** `POST /api/bookings/otaupdates/{id}/place`: the room the operator chose, and other dates if needed. */
/**
 * Places a conflict: `rooms`, one of ours for each room the channel sold, in its order (all booked
 * or none); `room` alone places a sale of one room (the body before multi-room placing).
 */
export const placeOtaUpdateSchema = z
  .object({
    room: z.uuid().optional(),
    rooms: z.array(z.uuid()).min(1).max(20).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((v) => Boolean(v.room) !== Boolean(v.rooms), {
    message: OTA_MESSAGES.roomPerSoldRoom,
    path: ['rooms'],
  })
  .refine((v) => !v.rooms || new Set(v.rooms).size === v.rooms.length, {
    message: OTA_MESSAGES.roomsDistinct,
    path: ['rooms'],
  })
  .refine((v) => !v.from || !v.to || v.from < v.to, {
    message: 'The last night must come after the first',
    path: ['to'],
  });
/** The rooms a placing names, in the order of the sold rooms. */
export const placedRooms = (body: PlaceOtaUpdate): string[] => body.rooms ?? (body.room ? [body.room] : []);
export type PlaceOtaUpdate = z.infer<typeof placeOtaUpdateSchema>;
