import {
  type Calculation,
  entryOfNight,
  type PriceList,
  priceListResource,
  type QuoteDraft,
  type QuoteGuest,
  quote,
} from '@seaberth/domain';
import { priceLists } from '../../db/schema/index.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Row } from '../../db/resource-repository.ts';
import type { OperatorPricing } from './quote.service.ts';

/** `pax` adult guests without names: what a list price is for. */
export function sampleGuests(pax: number, prefix = 'guest'): QuoteGuest[] {
  return Array.from({ length: pax }, (_, i) => ({ id: `${prefix}-${i + 1}`, name: `Guest ${i + 1}` }));
}

export interface StayQuestion {
  asset: QuoteDraft['asset'];
  roomType: string;
  room?: string;
  pax: number;
  dates?: { from: string; to: string };
  schedule?: QuoteDraft['schedule'];
  currency: string;
  bookingDate: string;
}

/**
 * The list price of one room for `pax` adults: the engine with the given lists only, no specials,
 * supplements or terms. Look-ups answer what the price lists say, not what a booking would get.
 */
export function listPrice(
  lists: readonly PriceList[],
  q: StayQuestion,
  operator: OperatorPricing,
): Calculation {
  const draft: QuoteDraft = {
    asset: q.asset,
    rooms: [{ roomType: q.roomType, room: q.room ?? '', beds: sampleGuests(q.pax) }],
    dates: q.dates,
    schedule: q.schedule,
    bookingDate: q.bookingDate,
    source: 'direct',
    currency: q.currency,
  };
  return quote(draft, { priceLists: lists, rates: operator.rates, childMaxAge: operator.childMaxAge });
}

/** A price per guest, rounded half up like the engine (integer arithmetic: totals are never negative). */
export function perPerson(calculation: Calculation, pax: number) {
  const { amount, currency } = calculation.total;
  return { amount: Math.floor((2 * amount + pax) / (2 * pax)), currency };
}

export const priced = (calculation: Calculation) =>
  calculation.entries.some((e) => e.type === 'room_cost' || e.type === 'tour') &&
  !calculation.warnings.some((w) => w.code === 'NO_PRICE');

/** The list the engine chose for the room price, and the entry and period that price the night. */
export function entryAnswer(
  calculation: Calculation,
  lists: readonly PriceList[],
  night: string,
  place: { roomType: string; room?: string; pax: number },
) {
  const line = calculation.entries.find((e) => e.type === 'room_cost' || e.type === 'tour');
  const list = lists.find((l) => l.id === line?.price);
  if (!line || !list) return null;
  const found = entryOfNight(list, night, place);
  if (!found) return null;
  const period = list.periods.find((p) => p.from <= night && night <= p.to) ?? null;
  return {
    priceList: summary(list),
    season: found.season,
    period,
    entry: found.entry,
    fromBasePrice: found.entry === null,
    amount: line.amount,
    computation: line.reason.computation,
  };
}

/** A price list as the generic layer answers it. */
export const priceListRecord = () => recordSchemaOf(priceListResource, priceLists);

/** The answer `summary` makes of a list. */
export const priceListSummary = () => priceListRecord().omit({ entries: true });

/** What look-ups tell about a list: everything but its (possibly long) entries. */
export function summary(list: PriceList) {
  const { entries: _entries, ...rest } = toWire(list as unknown as Row);
  return rest;
}
