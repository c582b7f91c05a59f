import type { BookingExtras, CreateBooking } from '@seaberth/domain';
import type { BookingsRepository } from './bookings.repository.ts';
import { type BookingTarget, tripTarget } from './booking-steps.ts';
import { refuse } from './prepared-booking.ts';

/** Where a new booking takes place: the schedule's vessel, tour and dates, or the resort's stay. */
export async function bookingTarget(
  repository: BookingsRepository,
  input: CreateBooking,
): Promise<BookingTarget> {
  if (input.schedule) {
    const schedule = await repository.schedule(input.schedule);
    if (!schedule) throw refuse([{ path: 'schedule', message: 'No such schedule' }]);
    if (schedule.status === 'cancelled')
      throw refuse([{ path: 'schedule', message: 'This trip is cancelled' }]);
    return tripTarget(schedule);
  }
  if (!(await repository.resortExists(input.resort!)))
    throw refuse([{ path: 'resort', message: 'No such resort' }]);
  return { type: 'resort', schedule: null, tour: null, vessel: null, resort: input.resort!, ...input.dates! };
}

/** The extras with a special chosen (once), as the wizard's specials are: a referral code's. */
export function withSpecial(extras: BookingExtras, special: string | null): BookingExtras {
  if (!special || extras.specials.some((s) => s.special === special)) return extras;
  return { ...extras, specials: [...extras.specials, { special }] };
}
