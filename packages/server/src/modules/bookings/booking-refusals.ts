import { actionRefusal, type BookingAction, type BookingState } from '@seaberth/domain';
import { AppError, refusal } from '../../http/errors.ts';
import type { BookingRow, RoomBookingView } from './booking-rows.ts';

/** The 409s a booking action answers when the booking or its room may not change as asked. */

/** A locked room assignment moves nowhere (SPEC §7 lockUnlockRoom): 409 naming the room. */
export function refuseLocked(rooms: Pick<RoomBookingView, 'locked' | 'roomName'>[]): void {
  const locked = rooms.find((r) => r.locked);
  if (locked)
    throw refusal(
      'ROOM_LOCKED',
      `The room assignment of ${locked.roomName} is locked; unlock it to move it`,
      {
        params: { room: locked.roomName },
      },
    );
}

export function stale(booking: BookingRow, seen?: number): AppError {
  return refusal(
    'STALE_VERSION',
    seen === undefined
      ? `Someone else changed booking ${booking.bookingNo} at the same moment; reload and try again`
      : `Someone else changed booking ${booking.bookingNo} (you saw version ${seen}, it is now ${booking.version}); reload and apply your change again`,
  );
}

/**
 * Copy, rebook and split make new bookings from one place and dates; a booking with a resort stay
 * and a trip has two, so it is refused until one part is removed (docs/decisions.md).
 */
export function refuseMixed(booking: BookingRow, action: 'copy' | 'rebook' | 'split'): void {
  if (booking.schedule && booking.resort)
    throw refusal(
      'MIXED_BOOKING',
      `Booking ${booking.bookingNo} holds a resort stay and a trip; remove one part before you ${action} it`,
      { params: { bookingNo: booking.bookingNo, action } },
    );
}

/**
 * More guests than a room has places (roomCapacity: its beds' sleepers within its limits): the
 * chart's drag and a move are refused by name, so the operator learns which room and how many.
 */
export function refuseOverCapacity(
  room: { name: string; maxNoOfPax: number } | undefined,
  guests: number,
): void {
  if (room && guests > room.maxNoOfPax)
    throw refusal(
      'ROOM_TOO_SMALL',
      `${room.name} has ${room.maxNoOfPax} place${room.maxNoOfPax === 1 ? '' : 's'}; ${guests} guests do not fit`,
      { params: { room: room.name, places: room.maxNoOfPax, guests } },
    );
}

/** An action the booking's state does not allow (booking-life.ts): 409 naming both. */
export function refuseAction(booking: BookingRow, action: BookingAction): void {
  const state = booking.state as BookingState;
  const why = actionRefusal(state, action);
  if (why)
    throw refusal('ACTION_NOT_ALLOWED', `${why} (booking ${booking.bookingNo})`, {
      params: {
        state,
        action,
        bookingNo: booking.bookingNo,
      },
    });
}
