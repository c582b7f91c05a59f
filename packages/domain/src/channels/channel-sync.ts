import { z } from 'zod';
import { addDays, daysBetween, isoDateSchema } from '../dates/index.ts';
import { CHANNEL_MESSAGES } from './channel-connection.ts';

/** One availability value as channel managers take it: a room type's free rooms on [from, to]. */
export interface AvailabilityValue {
  channelRoomType: string;
  /** First night, inclusive. */
  from: string;
  /** Last night, inclusive (Channex's `date_to`). */
  to: string;
  availability: number;
}

/** One restrictions value for a rate plan over [from, to] (inclusive); absent fields stay as they are. */
export interface RestrictionValue {
  channelRatePlan: string;
  from: string;
  to: string;
  rate?: number;
  minStayArrival?: number;
  maxStay?: number;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  stopSell?: boolean;
}

/** How far ahead a full sync goes unless asked otherwise, and the most it may span. */
export const SYNC_DEFAULT_DAYS = 365;
export const SYNC_MAX_DAYS = 500;

/**
 * Nights of equal value in a row become one range, so a year of a room type that is mostly free
 * is a handful of values in one call (the channel counts calls, not values).
 */
export function toRanges(
  channelRoomType: string,
  from: string,
  nights: readonly number[],
): AvailabilityValue[] {
  const values: AvailabilityValue[] = [];
  nights.forEach((availability, i) => {
    const day = addDays(from, i);
    const last = values.at(-1);
    if (last && last.availability === availability && addDays(last.to, 1) === day) last.to = day;
    else values.push({ channelRoomType, from: day, to: day, availability });
  });
  return values;
}

/** `POST /api/ota/sync`: the nights to send, [from, to) — today and a year by default. */
export const channelSyncInputSchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine(
    (v) => !v.from || !v.to || (daysBetween(v.from, v.to) > 0 && daysBetween(v.from, v.to) <= SYNC_MAX_DAYS),
    CHANNEL_MESSAGES.range,
  );
export type ChannelSyncInput = z.infer<typeof channelSyncInputSchema>;

/** The sync job as the screen follows it (202 on start, then `GET /api/ota/sync`). */
export const channelSyncStateSchema = z.object({
  state: z.enum(['idle', 'queued', 'retrying']),
  runAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type ChannelSyncState = z.infer<typeof channelSyncStateSchema>;

export const PUSH_KINDS = ['availability', 'restrictions'] as const;
export const PUSH_STATES = ['ok', 'failed', 'retrying'] as const;

/** One call to the channel as the health panel lists it, with what the channel answered. */
export const channelPushSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PUSH_KINDS),
  /** Our room types the call carried values for. */
  roomTypes: z.array(z.uuid()),
  from: z.string(),
  to: z.string(),
  values: z.number().int(),
  state: z.enum(PUSH_STATES),
  /** The channel's own words (its error title and details), or empty when it said yes. */
  answer: z.string(),
  attempts: z.number().int(),
  at: z.string(),
});
export type ChannelPush = z.infer<typeof channelPushSchema>;

/** `GET /api/ota/health`: the last push per mapped room type, what failed, what waits for a retry. */
export const channelHealthSchema = z.object({
  status: z.enum(['notConnected', 'ok', 'failing', 'untested']),
  roomTypes: z.array(
    z.object({
      roomType: z.uuid(),
      name: z.string(),
      channelRoomType: z.string(),
      lastPush: channelPushSchema.nullable(),
      lastSuccess: z.string().nullable(),
    }),
  ),
  failures: z.array(channelPushSchema),
  sync: channelSyncStateSchema,
  drift: z.lazy(() => channelDriftSchema).nullable(),
});
export type ChannelHealth = z.infer<typeof channelHealthSchema>;

/** One night of one room type where the channel believes other than we know. */
export const driftItemSchema = z.object({
  roomType: z.uuid(),
  name: z.string(),
  date: z.string(),
  ours: z.number().int(),
  /** What the channel says; null: it was never told. */
  channel: z.number().int().nullable(),
});
export type DriftItem = z.infer<typeof driftItemSchema>;

/** The nightly comparison of the channel's availability with ours (the health panel's drift). */
export const channelDriftSchema = z.object({
  checkedAt: z.string(),
  from: z.string(),
  to: z.string(),
  /** How many nights differ in all; `items` lists the first of them. */
  count: z.number().int(),
  items: z.array(driftItemSchema),
  /** The channel could not be read: its words. */
  error: z.string().nullable(),
});
export type ChannelDrift = z.infer<typeof channelDriftSchema>;
