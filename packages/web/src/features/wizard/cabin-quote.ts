import type { QuoteDraftBody } from './wizard-bodies.ts';
import type { AvailableRoom } from '../bookings/index.ts';
import type { GuestOption } from '../customers/index.ts';

/** A guest as the quote engine prices them (age, countries), from the picker's option. */
export function quoteGuest(guest: GuestOption) {
  return {
    id: guest.id,
    name: guest.fullName,
    birthday: guest.birthday ?? null,
    passportCountry: guest.passportCountry || null,
    addressCountry: guest.addressCountry || null,
  };
}

/**
 * The booking a screen is about to create, as the wizard's live quote prices it: rooms of a trip
 * (`schedule`) or a stay (`dates`) with their guests, the terms chosen (null: the price list's).
 */
export function roomsQuoteBody(input: {
  asset: QuoteDraftBody['asset'];
  where: { schedule: string } | { from: string; to: string };
  rooms: { room: Pick<AvailableRoom, 'id' | 'name' | 'roomType'>; guests: GuestOption[] }[];
  termsOfPayment: string | null;
  currency: string;
}): QuoteDraftBody {
  return {
    asset: input.asset,
    ...('schedule' in input.where
      ? { schedule: { id: input.where.schedule } }
      : { dates: { from: input.where.from, to: input.where.to } }),
    rooms: input.rooms.map(({ room, guests }) => ({
      roomType: room.roomType ?? room.id,
      room: room.id,
      name: room.name,
      beds: guests.map(quoteGuest),
    })),
    source: 'direct',
    bookingSource: null,
    currency: input.currency,
    termsOfPayment: input.termsOfPayment,
  };
}
