import { z } from 'zod';
import { BOOKING_STATES, type BookingState } from '../booking-states/index.ts';

/**
 * Everything an operator does to an existing booking, by family. The booking page shows only the
 * actions its state allows, and the server refuses the others with ACTION_NOT_ALLOWED.
 */
export const BOOKING_ACTIONS = [
  // the header: source, category, language, note
  'edit',
  // calculation lines, price list, specials, products, currency, terms
  'calculation',
  // rooms, guests, variants, changing rooms and dates, moving to another trip
  'rooms',
  'payment',
  // to another live state through POST change (see CHANGES)
  'change',
  'cancel',
  'release',
  // undo the last cancellation or release
  'revert',
  'rebook',
  'revertRebook',
  'split',
  'delete',
  'copy',
  'checkIn',
  'checkOut',
  'lock',
  'comment',
  'reference',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

const LIVE: readonly BookingAction[] = [
  'edit',
  'calculation',
  'rooms',
  'payment',
  'change',
  'copy',
  'comment',
  'reference',
];
const AT_THE_DESK: readonly BookingAction[] = ['checkIn', 'checkOut', 'lock'];

/**
 * Which actions each of the ten SPEC §4 states allows (SPEC leaves this open; our reading is in
 * docs/decisions.md as a diagram). Offers and reservations are options: they may be released or
 * deleted. A confirmed booking is cancelled (with its fee), not released or deleted. A cancelled or
 * released booking may be reverted while its beds are free; rebooked, split and deleted bookings
 * are history: they keep their comments and may be copied, nothing else.
 */
const ALLOWED: Record<BookingState, readonly BookingAction[]> = {
  draft: [...LIVE, ...AT_THE_DESK, 'cancel', 'release', 'rebook', 'split', 'delete'],
  planned: [...LIVE, ...AT_THE_DESK, 'cancel', 'release', 'rebook', 'split', 'delete'],
  confirmed: [...LIVE, ...AT_THE_DESK, 'cancel', 'rebook', 'split'],
  waiting: [...LIVE, 'cancel', 'delete'],
  resolved: ['payment', 'change', 'copy', 'comment', 'reference'],
  aborted: ['payment', 'revert', 'delete', 'copy', 'comment', 'reference'],
  freed: ['payment', 'change', 'revert', 'delete', 'copy', 'comment', 'reference'],
  rebooked: ['revertRebook', 'copy', 'comment', 'reference'],
  splitted: ['copy', 'comment', 'reference'],
  deleted: ['copy', 'comment'],
};

/** The state an action leaves the booking in; revert and revertRebook go back to the state before. */
export const ACTION_RESULT: Partial<Record<BookingAction, BookingState>> = {
  cancel: 'aborted',
  release: 'freed',
  rebook: 'rebooked',
  split: 'splitted',
  delete: 'deleted',
};

/**
 * Where `POST change` may take a booking: between offer, reservation, booking and the waiting list,
 * a booking to resolved and back, a released option back to a reservation or booking. Changing to
 * aborted or freed is the cancel or release action under another name.
 */
const CHANGES: Record<BookingState, readonly BookingState[]> = {
  draft: ['planned', 'confirmed', 'waiting'],
  planned: ['draft', 'confirmed', 'waiting'],
  confirmed: ['planned', 'resolved'],
  waiting: ['draft', 'planned', 'confirmed'],
  resolved: ['confirmed'],
  freed: ['planned', 'confirmed'],
  aborted: [],
  rebooked: [],
  deleted: [],
  splitted: [],
};

export function allows(state: BookingState, action: BookingAction): boolean {
  return ALLOWED[state].includes(action);
}

export function allowedActions(state: BookingState): readonly BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => allows(state, action));
}

/** The action a change of state is: cancel for aborted, release for freed, else a plain change. */
export function changeAction(to: BookingState): BookingAction {
  if (to === 'aborted') return 'cancel';
  if (to === 'freed') return 'release';
  return 'change';
}

export function canChangeState(from: BookingState, to: BookingState): boolean {
  const action = changeAction(to);
  return action === 'change' ? allows(from, 'change') && CHANGES[from].includes(to) : allows(from, action);
}

/** States `POST change` may take a booking to from `from`, aborted and freed included where allowed. */
export function nextStates(from: BookingState): readonly BookingState[] {
  const extra = (['aborted', 'freed'] as const).filter((to) => allows(from, changeAction(to)));
  return [...CHANGES[from], ...extra];
}

/** What `GET /api/bookings/actionStates` answers: per state its actions and where change may go. */
export const actionStatesSchema = z.record(
  z.enum(BOOKING_STATES),
  z.object({ actions: z.array(z.enum(BOOKING_ACTIONS)), states: z.array(z.enum(BOOKING_STATES)) }),
);
export type ActionStates = z.infer<typeof actionStatesSchema>;

export function actionStates(states: readonly BookingState[]): ActionStates {
  return Object.fromEntries(
    states.map((state) => [state, { actions: [...allowedActions(state)], states: [...nextStates(state)] }]),
  ) as ActionStates;
}

/** Why an action is refused, in words an operator understands (the screen words it from params). */
export function actionRefusal(state: BookingState, action: BookingAction): string | null {
  if (allows(state, action)) return null;
  return `A booking that is ${STATE_WORDS[state]} cannot ${ACTION_WORDS[action]}`;
}

const STATE_WORDS: Record<BookingState, string> = {
  draft: 'an offer',
  planned: 'a reservation',
  confirmed: 'confirmed',
  waiting: 'on the waiting list',
  resolved: 'resolved',
  aborted: 'cancelled',
  freed: 'released',
  rebooked: 'rebooked',
  splitted: 'split',
  deleted: 'deleted',
};

const ACTION_WORDS: Record<BookingAction, string> = {
  edit: 'be edited',
  calculation: 'have its calculation changed',
  rooms: 'have its rooms or guests changed',
  payment: 'take payments',
  change: 'change its state',
  cancel: 'be cancelled',
  release: 'be released',
  revert: 'be reverted',
  rebook: 'be rebooked',
  revertRebook: 'have its rebooking reverted',
  split: 'be split',
  delete: 'be deleted',
  copy: 'be copied',
  checkIn: 'check in',
  checkOut: 'check out',
  lock: 'lock rooms',
  comment: 'take comments',
  reference: 'take references',
};

/** Offers and reservations are options: they hold beds until their option date, then are released. */
export function isOption(state: BookingState): boolean {
  return state === 'draft' || state === 'planned';
}

/** Days an offer or reservation holds its beds when nobody gives a date (setting booking.optionDays). */
export const DEFAULT_OPTION_DAYS = 7;
/** Hours a waiting booking has to take the beds offered to it (setting booking.waitingOfferHours). */
export const DEFAULT_WAITING_OFFER_HOURS = 48;
