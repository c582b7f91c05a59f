import type { BookingDetail, BookingState, CustomerCreditInput } from '@seaberth/domain';
import { useCan } from '../../app/session-context.ts';
import { heldIn, useCustomerBalances } from '../customers/index.ts';

/** A person of the booking who holds credit in its currency. */
export interface CreditHolder {
  id: string;
  name: string;
  held: number;
}

/** Money of these bookings moved on to the bookings they became: nothing is paid or kept here. */
const SETTLED: readonly BookingState[] = ['rebooked', 'splitted', 'deleted'];
/** Bookings that no longer travel: what they were paid beyond their fee is a refund owed. */
const ENDED: readonly BookingState[] = ['aborted', 'freed', 'resolved'];

/** The booker first, then each guest once. */
export function bookingPeople(booking: BookingDetail): { id: string; name: string }[] {
  const people = new Map<string, string>();
  if (booking.lead) people.set(booking.lead, booking.leadName);
  for (const room of booking.rooms)
    for (const guest of room.guests)
      if (guest && !people.has(guest.customer)) people.set(guest.customer, guest.fullName);
  return [...people].map(([id, name]) => ({ id, name }));
}

/** The kind that takes what the booking was paid too much into the booker's credit. */
export function keepKind(state: BookingState): CustomerCreditInput['kind'] {
  return ENDED.includes(state) ? 'refundOwed' : 'overpayment';
}

/**
 * What the booking's money can do with customer credits: be paid from the credit of a person of the
 * booking holding some in its currency (while it is open), or keep what it was paid beyond its total
 * as the booker's credit. Only for those who may record payments and change customers' credit.
 */
export function useBookingCredit(booking: BookingDetail, canUpdate: boolean) {
  const mayMove = useCan(['customers.update']) && canUpdate;
  const mayRead = useCan(['customers.read']);
  const settled = SETTLED.includes(booking.state);
  const open = settled ? 0 : booking.total - booking.paid;
  const people = bookingPeople(booking);
  const balances = useCustomerBalances(
    people.map((person) => person.id),
    mayMove && mayRead && open > 0,
  );
  const holders: CreditHolder[] = people
    .map((person) => ({ ...person, held: heldIn(balances.byCustomer.get(person.id), booking.currency) }))
    .filter((person) => person.held > 0);
  return {
    open,
    /** Who can pay the open amount from their credit (empty when nobody or the booking is not open). */
    holders: mayMove && mayRead && open > 0 ? holders : [],
    /** What the booker may keep as credit (0 when nothing). */
    overpaid: mayMove && !settled && booking.lead ? Math.max(-open, 0) : 0,
    /** A booking that no longer travels and was paid more than its fee: the refund owed. */
    refundDue: ENDED.includes(booking.state) ? Math.max(-open, 0) : 0,
  };
}
