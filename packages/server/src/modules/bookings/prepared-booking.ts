import type { Calculation, CreateBooking, FieldError, TodoDefinition } from '@seaberth/domain';
import { validationError } from '../../http/errors.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import { type BookingTarget, type PlannedRoom, planProblems, type QuoteCustomer } from './booking-steps.ts';
import type { NewBooking } from './booking-rows.ts';

/** A new booking checked and priced, ready to be written in a transaction. */
export interface PreparedBooking {
  input: CreateBooking;
  target: BookingTarget;
  planned: PlannedRoom[];
  calculation: Calculation;
  /** The operator's day when it was prepared: the year of its booking number. */
  today: string;
  /** The to-do definitions it takes its to-dos from (none while to-dos are switched off). */
  todos: TodoDefinition[];
  values: Omit<NewBooking, 'bookingNo'>;
  /** The referral code it was made with (its special is among the extras), recorded with it. */
  referral?: string | null;
}

export const refuse = (fields: FieldError[]) =>
  validationError(fields, fields.map((f) => `${f.path}: ${f.message}`).join('; '));

/** The rooms and guests of a new booking, checked: unknown or unfit ones are 400s naming the field. */
export async function planBooking(
  repository: BookingsRepository,
  target: BookingTarget,
  input: CreateBooking,
): Promise<{ planned: PlannedRoom[]; customers: Map<string, QuoteCustomer> }> {
  const guestIds = input.rooms.flatMap((r) => r.guests).filter((g) => g !== null);
  const [roomList, customerList] = await Promise.all([
    repository.rooms(input.rooms.map((r) => r.room)),
    repository.customers([...new Set([...guestIds, ...(input.lead ? [input.lead] : [])])]),
  ]);
  const roomsById = new Map(roomList.map((r) => [r.id, r]));
  const customersById = new Map(customerList.map((c) => [c.id, c]));
  const problems = planProblems(target, input, roomsById, customersById);
  if (problems.length) throw refuse(problems);
  const planned = input.rooms.map((r) => ({
    room: roomsById.get(r.room)!,
    guests: r.guests.map((g, i) =>
      g ? { ...customersById.get(g)!, variant: r.variants?.[i] ?? null } : null,
    ),
    beds: r.beds ?? null,
  }));
  return { planned, customers: customersById };
}
