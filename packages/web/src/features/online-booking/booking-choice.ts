import type { Language, OnlineBookingDraftInput, OnlineDeparture } from '@seaberth/domain';
import type { PlaceQuery } from './online-api.ts';

export type BookingKind = 'trip' | 'resort';

/** What the guest has chosen so far; the draft the server prices is made from it. */
export interface BookingChoice {
  /** The vessel or resort. */
  asset: string | null;
  departure: OnlineDeparture | null;
  stay: { from: string; to: string } | null;
  /** The room type chosen with the nights (null: all); the room list shows only its rooms. */
  roomType: string | null;
  /** Room id → guests in it (0 = not chosen). */
  rooms: Record<string, number>;
  addons: Record<string, number>;
  products: Record<string, number>;
}

export const EMPTY_CHOICE: BookingChoice = {
  asset: null,
  departure: null,
  stay: null,
  roomType: null,
  rooms: {},
  addons: {},
  products: {},
};

/** Where rooms and add-ons are asked for: the departure, or the resort for the chosen nights. */
export function placeOf(kind: BookingKind, choice: BookingChoice): PlaceQuery | null {
  if (kind === 'trip') return choice.departure ? { schedule: choice.departure.id } : null;
  if (!choice.asset || !choice.stay) return null;
  return { resort: choice.asset, from: choice.stay.from, to: choice.stay.to };
}

const taken = (entries: Record<string, number>) => Object.entries(entries).filter(([, count]) => count > 0);

export function guestCount(choice: BookingChoice): number {
  return taken(choice.rooms).reduce((sum, [, guests]) => sum + guests, 0);
}

/**
 * The draft of the booking as chosen, or null while no room is chosen. It never carries a price:
 * the server prices it (and would ignore one).
 */
export function toDraft(
  kind: BookingKind,
  choice: BookingChoice,
  language: Language,
  currency: string | null,
): OnlineBookingDraftInput | null {
  const place = placeOf(kind, choice);
  const rooms = taken(choice.rooms).map(([room, guests]) => ({ room, guests }));
  if (!place || rooms.length === 0) return null;
  return {
    ...('schedule' in place
      ? { schedule: place.schedule }
      : { resort: place.resort, dates: { from: place.from, to: place.to } }),
    rooms,
    addons: taken(choice.addons).map(([addon, quantity]) => ({ addon, quantity })),
    products: taken(choice.products).map(([product, quantity]) => ({ product, quantity })),
    ...(currency ? { currency } : {}),
    language,
  };
}
