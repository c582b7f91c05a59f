import type { ExchangeRates, HistoryAction } from '@seaberth/domain';
import type { BookingsRepository } from './bookings.repository.ts';

/** What counting stays needs, read before the booking's transaction (nothing in it may wait for another connection). */
export interface GuestStaysDay {
  today: string;
  baseCurrency: string;
  rates: ExchangeRates;
}

/**
 * A named hook (ARCHITECTURE principle 6): the customers' stay figures (LastStay, NoOfStays,
 * StayRevenue, customer-stay-stats.repository.ts) counted again for the guests of a booking that
 * changed, in its transaction. Set by the app, so bookings never import the customers area.
 */
export type GuestStaysHook = (
  tx: BookingsRepository,
  customers: string[],
  day: GuestStaysDay,
) => Promise<void>;

/** Actions that cannot change whether a booking is a stay, its guests or its total. */
const STAYS_UNCHANGED = new Set<HistoryAction>(['mail', 'reference', 'deleteReference', 'lock', 'unlock']);

/** What the guests' stay figures are counted with, when the hook is set and the action may change them. */
export async function staysDay(
  bookings: {
    onGuestStays?: GuestStaysHook;
    operatorDay(): Promise<{ today: string; baseCurrency: string }>;
    rates(): Promise<ExchangeRates>;
  },
  action: HistoryAction,
): Promise<GuestStaysDay | null> {
  if (!bookings.onGuestStays || STAYS_UNCHANGED.has(action)) return null;
  const [{ today, baseCurrency }, rates] = await Promise.all([bookings.operatorDay(), bookings.rates()]);
  return { today, baseCurrency, rates };
}

/** The customers who are guests of the booking now (read through the transaction): read before and after a change, so a guest taken off is counted again too. */
export async function guestCustomers(tx: BookingsRepository, booking: string): Promise<string[]> {
  return (await tx.guestsOf(booking)).map((g) => g.customer);
}
