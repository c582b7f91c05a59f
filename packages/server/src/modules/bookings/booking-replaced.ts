import type { BookingDetail, HistoryAction } from '@seaberth/domain';
import type { Actor } from './booking-actor.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** Actions after which a booking's money may no longer tell the truth: it became others, or moved. */
export const REPLACING_ACTIONS = new Set<HistoryAction>([
  'rebook',
  'revertRebook',
  'split',
  'move',
  'changeRoom',
]);

/** A booking became `to` (a rebooking, a split, its revert) or was moved (`to` is itself, as it now is). */
export interface BookingReplaced {
  action: HistoryAction;
  from: string;
  to: BookingDetail[];
  /** The operator's day, read before the transaction (nothing in it may wait for another connection). */
  today: string;
  actor: Actor;
}

/**
 * A named hook (ARCHITECTURE principle 6): what another area does when a booking is replaced, in
 * the booking's transaction — the invoices credit and invoice again (invoice-carry.ts). Set by the
 * app, so bookings never import the areas above them.
 */
export type ReplacedHook = (tx: BookingsRepository, change: BookingReplaced) => Promise<void>;
