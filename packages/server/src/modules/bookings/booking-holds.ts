import { formatDate, sharedGender } from '@seaberth/domain';
import { refusal, validationError } from '../../http/errors.ts';
import { sqlConstraint, sqlState } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { type BookingTarget, heldBeds } from './booking-steps.ts';
import type { BookableRoom, BookingRow } from './booking-rows.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** Holds a booked room's beds; a clash leaves the whole action undone with a 409 naming the room. */
export async function holdBeds(
  tx: BookingsRepository,
  booking: Pick<BookingRow, 'id' | 'agency'>,
  roomBooking: string,
  room: Pick<BookableRoom, 'id' | 'name'>,
  beds: number[] | null,
  stay: Pick<BookingTarget, 'from' | 'to'>,
  actor: Actor,
): Promise<void> {
  const gender = beds ? await bedsGender(tx, roomBooking, beds) : null;
  const held = {
    booking: booking.id,
    roomBooking,
    room: room.id,
    from: stay.from,
    to: stay.to,
    beds: heldBeds(beds),
    gender,
    createdBy: actor.userId,
  };
  try {
    // An agency's booking first takes over what its allotments hold of these beds.
    if (booking.agency) await tx.takeFromAllotments({ ...held, agency: booking.agency });
    await tx.holdBeds(held);
  } catch (error) {
    const state = sqlState(error);
    const params = { room: room.name, from: formatDate(stay.from), to: formatDate(stay.to) };
    if (state === '23P01' && sqlConstraint(error) === 'occupancies_one_gender')
      throw refusal(
        'SHARED_GENDER',
        `${room.name} is shared by guests of the other gender for some nights between ${stay.from} and ${stay.to}; nothing was changed`,
        { params },
      );
    if (state === '23P01' || state === '40P01')
      throw refusal(
        'ROOM_TAKEN',
        `${room.name} is already taken${beds ? ` (bed ${beds.join(', ')})` : ''} for some nights between ${stay.from} and ${stay.to}; nothing was changed`,
        { params },
      );
    throw error;
  }
}

/** The gender beds booked one by one are held for (shared-berths.ts); 400 naming the guest when unclear. */
async function bedsGender(
  tx: BookingsRepository,
  roomBooking: string,
  beds: number[],
): Promise<'m' | 'f' | null> {
  const { room, guests } = await tx.sharedRoomOf(roomBooking);
  const shared = sharedGender(room, beds, guests);
  if (shared.problem !== undefined)
    throw validationError([{ path: 'rooms', message: shared.problem }], `rooms: ${shared.problem}`);
  return shared.gender;
}
