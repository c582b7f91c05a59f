import {
  type CalculationEntry,
  type EntryPer,
  COUNTED_CUSTOMER_TYPES,
  type CustomerType,
  type EntryReason,
  type EntryType,
} from './calculation.ts';
import type { Delta } from './discounts.ts';
import { Dec, type ExchangeRates, decimalsOf, formatMoney, roundMinor, ZERO } from './money.ts';
import type { AppliedSpecial } from './specials.ts';
import type { PriceLine, Unit } from './units.ts';

/** An entry before rounding: its exact amount in minor units. */
export interface ExactEntry {
  text: string;
  exact: Dec;
  currency: string;
  editable: boolean;
  deletable: boolean;
  unique: boolean;
  customer: string | null;
  price: string | null;
  customerType: CustomerType;
  type: EntryType;
  reason: EntryReason;
  per?: EntryPer;
}

/** A room or trip line as count × one price, when all its units cost the same and no special folded in. */
function perOf(line: PriceLine, folded: boolean): EntryPer | undefined {
  const [first] = line.units;
  if (folded || !first || (line.kind !== 'room_cost' && line.kind !== 'tour')) return undefined;
  if (!line.units.every((u) => u.base.eq(first.base)) || !first.base.isInteger()) return undefined;
  return { count: line.units.length, unit: first.night ? 'night' : 'stay', price: first.base.toNumber() };
}

const sumDeltas = (deltas: readonly Delta[]) => deltas.reduce((s, d) => s.plus(d.delta), ZERO);
const isRoomLine = (unit: Unit) => unit.line.kind === 'room_cost' || unit.line.kind === 'tour';

/** Where the specials' changes are shown: inside the room lines, or in lines of their own. */
export interface Folding {
  /** Per room line: the changes folded in and the names of the specials that made them. */
  folded: Map<PriceLine, { exact: Dec; names: string[] }>;
  /** Per applied special: the changes shown in its own entries. */
  shown: Map<AppliedSpecial, Delta[]>;
}

/**
 * replaceMatchingRoomPrice puts a special's change into the room line itself. A room line shows
 * its own price, so it never goes below zero: when an earlier special of the other kind raised the
 * unit first, the part of a reduction beyond the line's price stays in the special's own entry.
 */
export function foldDeltas(lines: readonly PriceLine[], applied: readonly AppliedSpecial[]): Folding {
  const folded = new Map<PriceLine, { exact: Dec; names: string[] }>();
  const shown = new Map<AppliedSpecial, Delta[]>();
  const lineValue = new Map(lines.map((l) => [l, l.units.reduce((s, u) => s.plus(u.base), ZERO)]));
  for (const a of applied) {
    const own: Delta[] = [];
    for (const d of a.deltas) {
      const value = lineValue.get(d.unit.line);
      if (!a.special.replaceMatchingRoomPrice || !isRoomLine(d.unit) || value === undefined) {
        own.push(d);
        continue;
      }
      const fold = Dec.max(d.delta, value.neg());
      lineValue.set(d.unit.line, value.plus(fold));
      const f = folded.get(d.unit.line) ?? { exact: ZERO, names: [] };
      f.exact = f.exact.plus(fold);
      if (!f.names.includes(a.special.name)) f.names.push(a.special.name);
      folded.set(d.unit.line, f);
      if (!fold.eq(d.delta)) own.push({ unit: d.unit, delta: d.delta.minus(fold) });
    }
    shown.set(a, own);
  }
  return { folded, shown };
}

function specialText(
  a: AppliedSpecial,
  units: readonly Unit[],
  before: Dec,
  rates: ExchangeRates,
  currency: string,
) {
  const s = a.special;
  const fmt = (v: Dec) => formatMoney({ amount: roundMinor(v), currency }, decimalsOf(rates, currency));
  const value = formatMoney({ amount: s.discountValue, currency: s.currency }, decimalsOf(rates, s.currency));
  const direction = s.reduce ? 'off' : 'added';
  switch (s.discount) {
    case 'PerCent':
      return `${s.discountValue} % of ${fmt(before)} ${direction}`;
    case 'Absolute':
      return `${value} ${direction}`;
    case 'AbsoluteNights':
      return `${value} per night ${direction}`;
    case 'FOC':
      return `free place worth ${fmt(before)}`;
    case 'Lowest':
      return `each unit at the lowest unit price of its group, was ${fmt(before)}`;
    case 'FixUnit':
      return `${units.length} × ${value} instead of ${fmt(before)}`;
    case 'Fix':
      return `${value} instead of ${fmt(before)}`;
  }
}

/** Entries of the priced lines, with the changes of room-price-replacing specials folded in. */
export function lineEntries(lines: readonly PriceLine[], { folded }: Folding): ExactEntry[] {
  return lines.map((line) => {
    const f = folded.get(line);
    const per = perOf(line, Boolean(f));
    return {
      text: line.text,
      exact: line.units.reduce((s, u) => s.plus(u.base), ZERO).plus(f?.exact ?? ZERO),
      currency: line.currency,
      editable: true,
      deletable: line.kind !== 'room_cost' && line.kind !== 'tour',
      unique: false,
      customer: line.customer,
      price: line.priceList,
      customerType: line.settlement,
      type: line.kind,
      ...(per ? { per } : {}),
      reason: f
        ? { ...line.reason, computation: `${line.reason.computation}; replaced by ${f.names.join(', ')}` }
        : line.reason,
    };
  });
}

/** One entry per special and scope group (the booking, a guest, a bed) it changed. */
export function specialEntries(
  applied: readonly AppliedSpecial[],
  { shown }: Folding,
  currency: string,
  rates: ExchangeRates,
): ExactEntry[] {
  const entries: ExactEntry[] = [];
  for (const a of applied) {
    const s = a.special;
    a.groups.forEach((group, index) => {
      const inGroup = new Set(group.units);
      const deltas = (shown.get(a) ?? []).filter((d) => inGroup.has(d.unit));
      if (deltas.length === 0 || sumDeltas(deltas).isZero()) return;
      const guest = s.scope === 'Booking' && s.discount !== 'FOC' ? null : (group.units[0]?.guest ?? null);
      entries.push({
        text: guest ? `${s.name}: ${guest.name ?? guest.id}` : s.name,
        exact: sumDeltas(deltas),
        currency,
        editable: s.editable,
        deletable: s.deletable,
        unique: s.unique,
        customer: guest?.id ?? null,
        price: null,
        customerType: s.discount === 'FOC' ? 'ForFree' : 'Direct',
        type: 'special',
        reason: {
          source: 'special',
          special: { id: s.id, name: s.name, discount: s.discount, target: s.target, scope: s.scope },
          rule: a.rule,
          computation: specialText(a, group.units, a.before[index], rates, currency),
        },
      });
    });
  }
  return entries;
}

/**
 * Rounds exact entries to minor units. Counted entries are rounded on their running total per
 * currency (each entry is the change of the rounded running total), so the rounded entries add up
 * to the rounded exact total: a 100 % discount leaves exactly zero, never −0.01. Every entry still
 * lies within one minor unit of its exact amount and keeps its sign. Informational entries are
 * rounded alone.
 */
export function roundEntries(entries: readonly ExactEntry[]): CalculationEntry[] {
  const running = new Map<string, { exact: Dec; rounded: number }>();
  return entries.map(({ exact, currency, ...rest }, index) => {
    let amount: number;
    if (COUNTED_CUSTOMER_TYPES.includes(rest.customerType)) {
      const r = running.get(currency) ?? { exact: ZERO, rounded: 0 };
      r.exact = r.exact.plus(exact);
      const rounded = roundMinor(r.exact);
      amount = rounded - r.rounded;
      r.rounded = rounded;
      running.set(currency, r);
    } else amount = roundMinor(exact);
    return { ...rest, sort: (index + 1) * 10, amount: { amount, currency } };
  });
}
