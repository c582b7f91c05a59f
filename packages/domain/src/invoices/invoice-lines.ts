import { addDays } from '../dates/index.ts';
import { moneyFormat } from '../documents/index.ts';
import { type Calculation, type DueAmount, type EntryPer, isDueLine } from '../pricing/index.ts';
import type { Language } from '../users/index.ts';

/** Lines an invoice carries: billed with the booking (not paid on site). */
const INVOICED_TYPES = new Set(['Direct', 'ForFree']);

/** A room of the booking as its invoice names it: the room type (never the internal room number). */
export interface InvoiceRoom {
  roomType: string;
  /** The guests in it. */
  guests: { customer: string; name: string }[];
}

/** What an invoice may bill of a booking: one or more calculation lines under one text. */
export interface InvoiceSource {
  /** The calculation line id the invoice line stands for. */
  line: string;
  /** Further calculation lines billed in the same invoice line (the other guests of a room). */
  also: string[];
  text: string;
  amount: number;
  /** A room or trip line priced alike with others of its room: billed together, they are one line. */
  stay?: { key: string; roomType: string; per: EntryPer };
}

const STAY_WORDS: Record<
  Language,
  { nights: (n: number) => string; guests: (n: number) => string; perGuest: string }
> = {
  en: {
    nights: (n) => (n === 1 ? '1 night' : `${n} nights`),
    guests: (n) => (n === 1 ? '1 guest' : `${n} guests`),
    perGuest: 'per guest',
  },
  de: {
    nights: (n) => (n === 1 ? '1 Nacht' : `${n} Nächte`),
    guests: (n) => (n === 1 ? '1 Gast' : `${n} Gäste`),
    perGuest: 'pro Gast',
  },
};

/**
 * A room or trip line in the guest's words: "Garden Double, 7 nights × €85.00, 2 guests" (a price
 * per night and guest), "Deluxe Cabin, 1 × €1,500.00, 2 guests" (a price per stay), in German with
 * German amounts ("Garden Double, 7 Nächte × 85,00 €, 2 Gäste").
 */
export function stayLineText(
  language: Language,
  currency: string,
  roomType: string,
  per: EntryPer,
  /** How many guests, or the one guest's name. */
  guests: number | string,
): string {
  const words = STAY_WORDS[language];
  const price = moneyFormat(language, currency)(per.price);
  const priced =
    per.unit === 'night' ? `${words.nights(per.count)} × ${price}` : `${price} ${words.perGuest}`;
  return `${roomType}, ${priced}, ${typeof guests === 'number' ? words.guests(guests) : guests}`;
}

/**
 * The lines of a calculation an invoice bills, in the booking's currency: what is billed with the
 * booking (not on site, no due amounts, no tax lines — the invoice works its VAT out by the same
 * rule, vat.ts). A room or trip line priced as nights × rate says so with its guest's name; any
 * other line keeps the calculation's text. One line each, so an invoice can be split by guest.
 */
export function invoiceSources(
  calculation: Pick<Calculation, 'entries'> | null,
  currency: string,
  language: Language,
  rooms: readonly InvoiceRoom[],
): InvoiceSource[] {
  const sources: InvoiceSource[] = [];
  for (const [index, entry] of (calculation?.entries ?? []).entries()) {
    if (!INVOICED_TYPES.has(entry.customerType) || isDueLine(entry) || entry.reason.source === 'tax')
      continue;
    if (entry.amount.currency !== currency || entry.amount.amount === 0) continue;
    const line = entry.id ?? `#${index}`;
    const amount = entry.amount.amount;
    const at = rooms.findIndex((r) => r.guests.some((g) => g.customer === entry.customer));
    const guest = rooms[at]?.guests.find((g) => g.customer === entry.customer);
    const per = entry.per;
    // A line changed by hand or by a special no longer is count × price: it keeps its own text.
    if (!guest || !per || per.count * per.price !== amount) {
      sources.push({ line, also: [], text: entry.text, amount });
      continue;
    }
    const roomType = rooms[at]!.roomType;
    sources.push({
      line,
      also: [],
      text: stayLineText(language, currency, roomType, per, guest.name),
      amount,
      stay: { key: `${at}|${per.unit}|${per.count}|${per.price}`, roomType, per },
    });
  }
  return sources;
}

/**
 * The lines of one invoice: the guests of a room priced alike, billed together, become one line
 * ("Garden Double, 7 nights × €85.00, 2 guests"); a guest billed alone keeps their name.
 */
export function mergedSources(
  sources: readonly InvoiceSource[],
  language: Language,
  currency: string,
): InvoiceSource[] {
  const merged: InvoiceSource[] = [];
  const groups = new Map<string, { source: InvoiceSource; guests: number }>();
  for (const source of sources) {
    const group = source.stay ? groups.get(source.stay.key) : undefined;
    if (!source.stay) merged.push(source);
    else if (!group) {
      const copy = { ...source, also: [...source.also] };
      groups.set(source.stay.key, { source: copy, guests: 1 });
      merged.push(copy);
    } else {
      group.source.also.push(source.line, ...source.also);
      group.source.amount += source.amount;
      group.guests += 1;
      const { roomType, per } = source.stay;
      group.source.text = stayLineText(language, currency, roomType, per, group.guests);
    }
  }
  return merged;
}

/**
 * The invoice's "pay by": the days asked for when someone names them; else the booking's terms of
 * payment — the date of its last due amount (the balance), so the invoice asks for nothing earlier
 * than the terms do — and today when that date has passed; 14 days when the booking has no terms.
 */
export function invoiceDueDate(
  due: readonly Pick<DueAmount, 'due'>[],
  today: string,
  dueDays?: number,
): string {
  if (dueDays !== undefined) return addDays(today, dueDays);
  if (!due.length) return addDays(today, 14);
  // ISO dates sort as text: the last due date, or today when it has passed.
  return [today, ...due.map((d) => d.due)].sort().at(-1)!;
}
