import type { BookingDetail, Calculation, FieldChange, HistoryAction } from '@seaberth/domain';
import type { Actor } from '../../http/actor.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** Actions after which a booking's money may no longer tell the truth: it became others, or moved. */
export const REPLACING_ACTIONS = new Set<HistoryAction>([
  'rebook',
  'revertRebook',
  'split',
  'move',
  'changeRoom',
]);

/**
 * Actions that may change a booking's price in place (issue 32): its header (dates of a stay), its
 * lines and discounts, its rooms and guests, a room's dates, its agency, a cancellation's fee. The invoice follows them
 * as it follows a move; a change that left the price as it was changes nothing (invoice-carry.ts).
 */
export const REPRICING_ACTIONS = new Set<HistoryAction>([
  'edit',
  'change',
  'calculation',
  'reprice',
  'rooms',
  'guests',
  'moveRoom',
  'roomDates',
  'agency',
  // A cancellation that charges a fee bills the fee instead of the stay; its revert the stay again.
  'cancel',
  'revert',
]);

/** Whether the invoices may have to follow this action (the hook then runs in its transaction). */
export const moneyFollows = (action: HistoryAction) =>
  REPLACING_ACTIONS.has(action) || REPRICING_ACTIONS.has(action);

/** A booking became `to` (a rebooking, a split, its revert) or was moved (`to` is itself, as it now is). */
export interface BookingReplaced {
  action: HistoryAction;
  from: string;
  to: BookingDetail[];
  /** The operator's day, read before the transaction (nothing in it may wait for another connection). */
  today: string;
  actor: Actor;
  /** A change in place: the booking's lines before it, so a wholly invoiced booking stays whole. */
  before?: { calculation: Calculation | null; currency: string };
}

/**
 * A named hook (ARCHITECTURE principle 6): what another area does when a booking is replaced or
 * repriced, in the booking's transaction — the invoices credit and invoice again (invoice-carry.ts).
 * Set by the app, so bookings never import the areas above them. Answers what the booking's
 * history records of it (the credit notes and invoices written).
 */
export type ReplacedHook = (tx: BookingsRepository, change: BookingReplaced) => Promise<FieldChange[]>;
