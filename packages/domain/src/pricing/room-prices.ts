import { isChild } from '../dates/index.ts';
import type { QuoteWarning } from './calculation.ts';
import type { QuoteContext, QuoteDraft } from './draft.ts';
import { convertExact, Dec, decimalsOf, formatMoney } from './money.ts';
import type { PriceEntry, PriceList } from './price-list.ts';
import { inRange } from './pricing-fields.ts';
import { type PlacedGuest, placedGuests, type Stay } from './stay.ts';
import { taxOfList } from './tax.ts';
import { newUnit, type PriceLine } from './units.ts';

/** A price for one guest on one night (unit lists) or for the whole stay (complete lists). */
interface Pick {
  list: PriceList;
  season: string;
  /** Minor units of the list's first currency, before the list's surcharge and discount. */
  amount: number;
  fromBasePrice: boolean;
  /** The same amount in the line currency, after surcharge and discount. */
  value: Dec;
}

/** The season of the night in the list; a list without periods is one season named ''. */
function seasonOf(list: PriceList, night: string): string | null {
  if (list.periods.length === 0) return '';
  return list.periods.find((p) => p.from <= night && night <= p.to)?.season ?? null;
}

/** The most specific matching entry: a cabin beats a room type beats a pax count beats a season. */
function entryFor(list: PriceList, season: string, roomType: string, room: string, pax: number) {
  let best: PriceEntry | null = null;
  let bestScore = -1;
  for (const e of list.entries) {
    if (e.room !== null && e.room !== room) continue;
    if (e.roomType !== null && e.roomType !== roomType) continue;
    if (e.noOfPax !== null && e.noOfPax !== pax) continue;
    if (e.season !== '' && e.season !== season) continue;
    const score = (e.room ? 8 : 0) + (e.roomType ? 4 : 0) + (e.noOfPax !== null ? 2 : 0) + (e.season ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [e, score];
  }
  return best;
}

/**
 * The season and entry of a list that price one night for a room type (or room) and a number of
 * guests, as the engine picks them; null when the list does not cover the night at all. The entry
 * is null when only the list's base price applies. For the server's price look-ups.
 */
export function entryOfNight(
  list: PriceList,
  night: string,
  place: { roomType: string; room?: string; pax: number },
): { season: string; entry: PriceEntry | null } | null {
  if (!inRange(list.valid, night)) return null;
  const season = seasonOf(list, night);
  if (season === null) return null;
  return { season, entry: entryFor(list, season, place.roomType, place.room ?? '', place.pax) };
}

/** Price lists that may price this booking at all. */
export function usableLists(draft: QuoteDraft, context: QuoteContext): PriceList[] {
  return context.priceLists.filter(
    (l) =>
      (!draft.priceList || l.id === draft.priceList) &&
      l.status === 'active' &&
      (draft.asset.kind === 'resort' ? l.resort : l.vessel) === draft.asset.id &&
      (draft.source !== 'ota' || l.isAvailableToOTA),
  );
}

/** The line currency of a list: on-site lists are paid in the on-site currency. */
export function lineCurrencyOf(list: PriceList, draft: QuoteDraft, context: QuoteContext): string {
  return list.useOnsiteCurrency ? (context.onsiteCurrency ?? context.rates.base) : draft.currency;
}

/** Surcharge first, then discount, each as the list states it; never below zero. */
function adjusted(list: PriceList, amount: number, currency: string, context: QuoteContext): Dec {
  const from = list.currencies[0];
  const inLine = (minor: number) => convertExact(new Dec(minor), from, currency, context.rates);
  let value = inLine(amount);
  if (list.surcharge > 0)
    value =
      list.surchargeType === 'percent'
        ? value.mul(new Dec(list.surcharge).plus(100)).div(100)
        : value.plus(inLine(list.surcharge));
  if (list.discount > 0)
    value =
      list.discountType === 'percent'
        ? value.mul(new Dec(100).minus(list.discount)).div(100)
        : Dec.max(0, value.minus(inLine(list.discount)));
  return value;
}

/** What list selection needs to know of a guest, worked out once per guest. */
interface GuestPlace {
  roomType: string;
  room: string;
  pax: number;
  country: string;
  child: boolean;
}

function guestPlace(
  placed: PlacedGuest,
  draft: QuoteDraft,
  context: QuoteContext,
  arrival: string,
): GuestPlace {
  const room = draft.rooms[placed.room];
  return {
    roomType: room.roomType,
    room: room.room,
    pax: room.beds.filter(Boolean).length,
    country: (placed.guest.passportCountry ?? placed.guest.addressCountry ?? '').toUpperCase(),
    child: isChild(placed.guest, arrival, context.childMaxAge),
  };
}

/** A quote prices the same entry for many nights: each distinct price is converted once. */
type PriceCache = Map<string, Dec>;

function pickFor(
  lists: readonly PriceList[],
  night: string,
  place: GuestPlace,
  draft: QuoteDraft,
  context: QuoteContext,
  cache: PriceCache,
): Pick | null {
  const { roomType, room, pax, country, child } = place;
  let best: (Pick & { specific: boolean }) | null = null;
  for (const list of lists) {
    if (!inRange(list.valid, night)) continue;
    if (list.countries.length > 0 && !list.countries.includes(country)) continue;
    const season = seasonOf(list, night);
    if (season === null) continue;
    const entry = entryFor(list, season, roomType, room, pax);
    const amount = entry ? (child ? (entry.childAmount ?? entry.amount) : entry.amount) : list.basePrice;
    if (amount === null) continue;
    const key = `${list.id}|${amount}`;
    const value = cache.get(key) ?? adjusted(list, amount, lineCurrencyOf(list, draft, context), context);
    cache.set(key, value);
    const pick = { list, season, amount, fromBasePrice: !entry, value, specific: list.countries.length > 0 };
    // A list for the guest's country beats a general one; then the lower price; then the id.
    const better =
      !best ||
      (pick.specific !== best.specific
        ? pick.specific
        : !pick.value.eq(best.value)
          ? pick.value.lt(best.value)
          : list.id < best.list.id);
    if (better) best = pick;
  }
  return best;
}

/** "3 nights × 120.00 EUR (Low) + 4 nights × 150.00 EUR (High) + 10 % surcharge". */
function explain(list: PriceList, picks: readonly Pick[], perStay: boolean, context: QuoteContext): string {
  const groups = new Map<string, number>();
  for (const p of picks) {
    const key = `${p.amount}|${p.season}|${p.fromBasePrice}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const currency = list.currencies[0];
  const decimals = decimalsOf(context.rates, currency);
  const parts = [...groups].map(([key, count]) => {
    const [amount, season, base] = key.split('|');
    const price = formatMoney({ amount: Number(amount), currency }, decimals);
    const label = [season, base === 'true' ? 'base price' : ''].filter(Boolean).join(', ');
    const times = perStay ? 'stay' : count === 1 ? '1 night' : `${count} nights`;
    return `${times} × ${price}${label ? ` (${label})` : ''}`;
  });
  const rate = (value: number, type: string) =>
    type === 'percent' ? `${value} %` : formatMoney({ amount: value, currency }, decimals);
  if (list.surcharge > 0) parts.push(`${rate(list.surcharge, list.surchargeType)} surcharge`);
  const text = parts.join(' + ');
  return list.discount > 0 ? `${text} − ${rate(list.discount, list.discountType)} discount` : text;
}

/**
 * Room (resort) or trip (vessel schedule) price lines, one per guest and price list. A complete
 * list covering the arrival prices the whole stay; otherwise unit lists price night by night.
 */
export function roomLines(
  draft: QuoteDraft,
  context: QuoteContext,
  stay: Stay,
  warnings: QuoteWarning[],
): PriceLine[] {
  const lists = usableLists(draft, context);
  const complete = lists.filter((l) => l.calculationType === 'complete');
  const unit = lists.filter((l) => l.calculationType === 'unit');
  const kind = draft.schedule ? 'tour' : 'room_cost';
  const lines: PriceLine[] = [];
  const cache: PriceCache = new Map();
  for (const placed of placedGuests(draft)) {
    const room = draft.rooms[placed.room];
    const who = placed.guest.name ?? placed.guest.id;
    const place = guestPlace(placed, draft, context, stay.arrival);
    const packagePick = pickFor(complete, stay.arrival, place, draft, context, cache);
    const nights = packagePick ? [stay.arrival] : stay.nights;
    const picks = new Map<PriceList, { night: string; pick: Pick }[]>();
    const missing: string[] = [];
    for (const night of nights) {
      const pick = packagePick ?? pickFor(unit, night, place, draft, context, cache);
      if (!pick) {
        missing.push(night);
        continue;
      }
      picks.set(pick.list, [...(picks.get(pick.list) ?? []), { night, pick }]);
    }
    if (missing.length)
      warnings.push({
        code: 'NO_PRICE',
        text: `No active price list covers ${missing.length} night(s) of ${who}: ${missing.join(', ')}`,
        customer: placed.guest.id,
        night: missing[0],
      });
    for (const [list, priced] of picks) {
      const line: PriceLine = {
        kind,
        text: `${list.name}: ${who}${room.name ? ` (${room.name})` : ''}`,
        currency: lineCurrencyOf(list, draft, context),
        settlement: list.useOnsiteCurrency ? 'OnSite' : 'Direct',
        customer: placed.guest.id,
        priceList: list.id,
        category: null,
        commissionable: true,
        tax: taxOfList(list),
        reason: {
          source: 'priceList',
          priceList: { id: list.id, name: list.name },
          seasons: [...new Set(priced.map((p) => p.pick.season).filter(Boolean))],
          computation: explain(
            list,
            priced.map((p) => p.pick),
            packagePick !== null,
            context,
          ),
        },
        units: [],
      };
      for (const { night, pick } of priced)
        newUnit(line, {
          guest: placed.guest,
          room: placed.room,
          bed: placed.bed,
          night: packagePick ? null : night,
          base: pick.value,
        });
      const text = `${list.name} is not sold in ${line.currency}; its prices were converted`;
      if (!list.currencies.includes(line.currency) && !warnings.some((w) => w.text === text))
        warnings.push({ code: 'CURRENCY_NOT_OFFERED', text });
      lines.push(line);
    }
  }
  return lines;
}

/**
 * The booking's main price list: the one that priced the most units (ties: the first). Its terms,
 * commission and tax serve the lines no list priced (add-ons, products, external services).
 */
export function mainPriceList(lines: readonly PriceLine[], context: QuoteContext): PriceList | null {
  const counts = new Map<string, number>();
  for (const l of lines)
    if (l.priceList) counts.set(l.priceList, (counts.get(l.priceList) ?? 0) + l.units.length);
  let best: string | null = null;
  for (const [id, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = id;
  return context.priceLists.find((l) => l.id === best) ?? null;
}
