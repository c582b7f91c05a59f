import type { CreateBooking } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import {
  type NamedCustomer,
  type ReachOptions,
  refuseUnreachableCustomers,
} from '../../db/customer-reach.ts';
import type { Actor } from '../../http/actor.ts';

/** The guests of one room, bed by bed (empty beds name nobody), with the field each came in. */
export function namedGuests(room: { guests: (string | null)[] }, prefix = ''): NamedCustomer[] {
  return room.guests.flatMap((id, j) => (id ? [{ id, path: `${prefix}guests.${j}` }] : []));
}

/** The customers a new booking names: its booker and each guest. */
export function customersNamedIn(input: Pick<CreateBooking, 'lead' | 'rooms'>): NamedCustomer[] {
  return [
    ...(input.lead ? [{ id: input.lead, path: 'lead' }] : []),
    ...input.rooms.flatMap((room, i) => namedGuests(room, `rooms.${i}.`)),
  ];
}

/**
 * A step of every new booking (create, copy, rebooking, split, online): a booker or guest the
 * actor may not read is refused as if it did not exist; a rebooking or split names the guests of
 * the booking it comes from (`attachedTo`), who are on it already.
 */
export function refuseUnreachableGuests(
  db: Db,
  actor: Actor,
  input: Pick<CreateBooking, 'lead' | 'rooms'>,
  options: ReachOptions = {},
): Promise<void> {
  return refuseUnreachableCustomers(db, actor.principal, customersNamedIn(input), options);
}

/**
 * A step of every change of a booking's booker, guests or payer: whoever is new to the booking
 * must be a customer the actor may read; those on it already may move between its beds.
 */
export function refuseUnreachableOnBooking(
  db: Db,
  actor: Actor,
  booking: string,
  named: NamedCustomer[],
): Promise<void> {
  return refuseUnreachableCustomers(db, actor.principal, named, { attachedTo: booking });
}
