import { addDays } from '../dates/index.ts';
import type { RestrictionValue } from './channel-sync.ts';

/** What of a price list the channel's rates and restrictions are made from. */
export interface RatedPriceList {
  status: string;
  valid: { from: string | null; to: string | null };
  periods: { season: string; from: string; to: string }[];
  entries: {
    roomType: string | null;
    room: string | null;
    season: string;
    noOfPax: number | null;
    amount: number;
  }[];
}

/** The rate plan's occupancy: channels sell a room for two unless the room type says otherwise. */
export const RATE_PLAN_PAX = 2;

type Night = Omit<RestrictionValue, 'channelRatePlan' | 'from' | 'to'>;

/**
 * The channel's view of one night of a mapped price list for one room type: the room's price for
 * the rate plan's guests (per person × guests, in major units), or stop-sell when the list is not
 * active, the night is outside its validity, or no entry prices the room type that season.
 * The most specific entry wins, as in the quote engine: the season's over any season's, the
 * guests' count over any count.
 */
export function nightOf(
  list: RatedPriceList,
  roomType: string,
  night: string,
  pax: number,
  maxStay: number,
): Night {
  const closed: Night = {
    stopSell: true,
    minStayArrival: 1,
    maxStay,
    closedToArrival: false,
    closedToDeparture: false,
  };
  if (list.status !== 'active') return closed;
  if ((list.valid.from && night < list.valid.from) || (list.valid.to && night > list.valid.to)) return closed;
  const season = list.periods.find((p) => p.from <= night && night <= p.to)?.season ?? '';
  const score = (e: RatedPriceList['entries'][number]) =>
    (e.season === season ? 2 : 0) + (e.noOfPax === pax ? 1 : 0);
  const entry = list.entries
    .filter(
      (e) =>
        e.room === null &&
        e.roomType === roomType &&
        (e.season === '' || e.season === season) &&
        (e.noOfPax === null || e.noOfPax === pax),
    )
    .sort((a, b) => score(b) - score(a))[0];
  if (!entry) return closed;
  return { ...closed, stopSell: false, rate: (entry.amount * pax) / 100 };
}

const same = (a: Night, b: Night) =>
  a.rate === b.rate &&
  a.stopSell === b.stopSell &&
  a.minStayArrival === b.minStayArrival &&
  a.maxStay === b.maxStay &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture;

/**
 * A rate plan's nights from `from` on as ranges of equal rate and restrictions, so a year of one
 * price list is a few values in the one call the channel counts.
 */
export function restrictionRanges(
  channelRatePlan: string,
  list: RatedPriceList,
  roomType: string,
  from: string,
  nights: number,
  options: { pax?: number; maxStay: number },
): RestrictionValue[] {
  const values: (RestrictionValue & Night)[] = [];
  for (let i = 0; i < nights; i++) {
    const day = addDays(from, i);
    const night = nightOf(list, roomType, day, options.pax ?? RATE_PLAN_PAX, options.maxStay);
    const last = values.at(-1);
    if (last && same(last, night) && addDays(last.to, 1) === day) last.to = day;
    else values.push({ channelRatePlan, from: day, to: day, ...night });
  }
  return values;
}
