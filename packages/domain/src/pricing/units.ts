import type { EntryReason, EntryType } from './calculation.ts';
import type { QuoteGuest } from './draft.ts';
import type { Dec } from './money.ts';
import type { PriceTax } from './tax.ts';

/** Kinds of priced lines; specials change their units, entries report them. */
export type LineKind = Extract<EntryType, 'room_cost' | 'tour' | 'option' | 'addon' | 'product' | 'external'>;

/**
 * A line of the calculation before rounding: a guest's room price from one list, an add-on, …
 * Its amount is the sum of its units, kept exact until the entries are rounded.
 */
export interface PriceLine {
  kind: LineKind;
  text: string;
  currency: string;
  settlement: 'Direct' | 'OnSite';
  customer: string | null;
  priceList: string | null;
  category: string | null;
  /** Room price, variants and trip prices earn the agency commission; goods and services do not. */
  commissionable: boolean;
  tax: PriceTax | null;
  reason: EntryReason;
  units: Unit[];
}

/**
 * The smallest priced thing: one guest's night (unit lists), one guest's stay (complete lists), one
 * guest's share of an add-on, a per-booking item. Specials act on units so a rule about a child or
 * a weekend night changes exactly that child's or that night's price.
 */
export interface Unit {
  line: PriceLine;
  guest: QuoteGuest | null;
  room: number | null;
  bed: number | null;
  night: string | null;
  /** Price before specials. */
  base: Dec;
  /** Price after the specials applied so far. */
  amount: Dec;
}

export function newUnit(line: PriceLine, fields: Omit<Unit, 'line' | 'amount'>): Unit {
  // Spelled out rather than spread: one object shape keeps the hot loops monomorphic.
  const unit: Unit = {
    line,
    guest: fields.guest,
    room: fields.room,
    bed: fields.bed,
    night: fields.night,
    base: fields.base,
    amount: fields.base,
  };
  line.units.push(unit);
  return unit;
}
