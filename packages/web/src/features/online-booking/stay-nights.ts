import type { Money, OnlineRoomType } from '@seaberth/domain';
import { addDays } from './month.ts';

/** One night of the month view: rooms free (over the types looked at) and the lowest price of a free one. */
export interface NightOffer {
  freeRooms: number;
  price: Money | null;
}

/** Per night, over the given room types: how many rooms are free and the cheapest free one. */
export function nightOffers(types: readonly OnlineRoomType[]): Map<string, NightOffer> {
  const nights = new Map<string, NightOffer>();
  for (const type of types) {
    for (const night of type.nights) {
      const offer = nights.get(night.date) ?? { freeRooms: 0, price: null };
      offer.freeRooms += Math.max(0, night.freeRooms);
      if (night.freeRooms > 0 && night.price && (!offer.price || night.price.amount < offer.price.amount))
        offer.price = night.price;
      nights.set(night.date, offer);
    }
  }
  return nights;
}

/**
 * Whether one room type stays free for every night of `[from, to)`, as far as the loaded months
 * tell: a night not loaded (another month) is left to the server's room list to decide.
 */
export function stayFits(types: readonly OnlineRoomType[], from: string, to: string): boolean {
  if (from >= to) return false;
  return types.some((type) => {
    const byDate = new Map(type.nights.map((night) => [night.date, night.freeRooms]));
    for (let date = from; date < to; date = addDays(date, 1)) {
      const free = byDate.get(date);
      if (free !== undefined && free <= 0) return false;
    }
    return true;
  });
}
