import { z } from 'zod';
import { agentAgency, assetScope, hasAnyScope, type Principal } from '../permissions/index.ts';

/**
 * What `GET /api/events/notifications` tells an open screen (issue 38): which kind of thing changed
 * and its ids, so the screen refetches just that. `resync`: the server may have missed changes
 * (its database connection was lost), refetch everything. No id: many changed at once.
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'resync',
  'booking.changed',
  'booking.online',
  'payment',
  'guestform.sent',
  'todo',
  'mail.failed',
  'notification',
  'ota.conflict',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  /** The booking concerned, when one is. */
  booking: z.string().optional(),
  /** The failed mail. */
  mail: z.string().optional(),
  /** Who made the change, when the database knows (the user whose request wrote it). */
  by: z.string().optional(),
  /** An OTA update that needs a hand (`ota.conflict`): its id, whether a room is missing or it failed, its channel reference and guest. */
  otaUpdate: z.string().optional(),
  otaState: z.enum(['conflict', 'error']).optional(),
  reference: z.string().optional(),
  guest: z.string().optional(),
  /** For the bell: a change by someone else of a kind this stream's user asked to be told of. */
  bell: z.literal(true).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** A change as the database announced it, with where it belongs, for deciding who hears it. */
export interface LiveChange {
  event: LiveEvent;
  resort?: string;
  vessel?: string;
  agency?: string;
  /** A notification's reader: only they hear it. */
  user?: string;
}

const BOOKING_KINDS: Record<string, LiveEventType> = {
  booking: 'booking.changed',
  online: 'booking.online',
  payment: 'payment',
  guestform: 'guestform.sent',
  todo: 'todo',
};

/** Text the trigger sent as hex (no comma can split the notice); nothing when it is not. */
function fromHex(hex: string | undefined): string | undefined {
  if (!hex || !/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  try {
    return decodeURIComponent(hex.replace(/../g, '%$&'));
  } catch {
    return undefined;
  }
}

/** `ota:update,resort,state,reference,guest` (migration 0079): a sale that needs a hand. */
function otaChange(id: string): LiveChange | undefined {
  const [update, resort, state, reference, guest] = id.split(',');
  if (!update || (state !== 'conflict' && state !== 'error')) return undefined;
  const event: LiveEvent = { type: 'ota.conflict', otaUpdate: update, otaState: state };
  const ref = fromHex(reference);
  const name = fromHex(guest);
  if (ref) event.reference = ref;
  if (name) event.guest = name;
  return { event, resort: resort || undefined };
}

/**
 * Reads a notice of migration 0073_live_events (`kind` and `id`, as the change feed splits them):
 * `booking|online|payment|guestform|todo:booking,resort,vessel,agency,by`, `mail:mail,booking`,
 * `notification:user`, and of 0079 `ota:…` (otaChange). Anything else (the caches' tables) is no live event.
 */
export function liveChangeOf(kind: string, id: string): LiveChange | undefined {
  const [first, second, third, fourth, fifth] = id.split(',').map((part) => part || undefined);
  const bookingType = BOOKING_KINDS[kind];
  if (bookingType) {
    const event: LiveEvent = { type: bookingType };
    if (first) event.booking = first;
    if (fifth) event.by = fifth;
    return { event, resort: second, vessel: third, agency: fourth };
  }
  if (kind === 'mail' && first) return { event: { type: 'mail.failed', mail: first, booking: second } };
  if (kind === 'notification' && first) return { event: { type: 'notification' }, user: first };
  if (kind === 'ota') return otaChange(id);
  return undefined;
}

/**
 * Who may see a booking's changes: the readers of bookings within their assets, and an agent
 * (agencies.self without booking scopes) the bookings of its own agency, as the lists show them.
 */
function maySeeBooking(principal: Principal, change: LiveChange): boolean {
  const agency = agentAgency(principal, ['bookings.read', 'bookings.update']);
  if (agency !== undefined) return !change.event.booking || (!!agency && agency === change.agency);
  if (!hasAnyScope(principal, ['bookings.read'])) return false;
  if (!change.event.booking) return true;
  const scope = assetScope(principal);
  if (scope.resorts === 'all' && scope.vessels === 'all') return true;
  // As the bookings list (db/asset-condition.ts): one of its assets is the user's, or it has none.
  if (!change.resort && !change.vessel) return true;
  const within = (ids: string[] | 'all', id?: string) => !!id && (ids === 'all' || ids.includes(id));
  return within(scope.resorts, change.resort) || within(scope.vessels, change.vessel);
}

/**
 * Who may see an OTA update, as `/booking/ota` lists them (OtaUpdatesRepository.visible): readers
 * of bookings within their resorts; one without a resort (an unmapped sale) only those of all.
 */
function maySeeOtaUpdate(principal: Principal, change: LiveChange): boolean {
  if (!hasAnyScope(principal, ['bookings.read'])) return false;
  const { resorts } = assetScope(principal);
  return resorts === 'all' || (!!change.resort && resorts.includes(change.resort));
}

/** Whether `principal` (user `userId`) may hear `change`: the stream filters every event with it. */
export function mayHear(principal: Principal, userId: string, change: LiveChange): boolean {
  switch (change.event.type) {
    case 'notification':
      return change.user === userId;
    case 'mail.failed':
      return hasAnyScope(principal, ['mailqueue.read']);
    case 'ota.conflict':
      return maySeeOtaUpdate(principal, change);
    case 'ready':
    case 'resync':
      return true;
    default:
      return maySeeBooking(principal, change);
  }
}

/**
 * Whether the stream of user `userId`, who asked for `kinds`, marks `event` for the bell: one of
 * those kinds, and not the user's own doing (a change without a known author is someone else's).
 */
export function ringsBell(event: LiveEvent, userId: string, kinds: readonly string[]): boolean {
  return kinds.includes(event.type) && event.by !== userId;
}

/** What the stream says when it refuses (MESSAGE_CODES names each for the web). */
export const LIVE_EVENT_MESSAGES = {
  tooManyStreams: 'Too many live screens are open for this user: close a tab and try again',
} as const;
