import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { CUSTOMER_TYPES, type CalculationEntry, ENTRY_TYPES } from './calculation.ts';

/**
 * What an operator did to a booking's calculation by hand, kept with the booking so that every
 * re-quote (another room, another guest, a re-price) applies it again: lines added, priced lines
 * changed or removed, and the order of the lines. The price lists price everything else afresh.
 */
export const manualLineSchema = z.object({
  /** `m-…` for a line added by hand; a priced line changed by hand keeps the priced line's id. */
  id: z.string().min(1).max(300),
  /** The priced line (its id) this one stands in for; null for a line added by hand. */
  replaces: z.string().max(300).nullable().default(null),
  /** A priced line the operator removed: it stays out of every re-quote. */
  removed: z.boolean().default(false),
  text: z.string().trim().max(500).default(''),
  /** Minor units; negative for a discount. */
  amount: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000).default(0),
  currency: currencyCode,
  customer: z.uuid().nullable().default(null),
  customerType: z.enum(CUSTOMER_TYPES).default('Direct'),
  type: z.enum(ENTRY_TYPES).default('cost'),
  editable: z.boolean().default(true),
  deletable: z.boolean().default(true),
});
export type ManualLine = z.output<typeof manualLineSchema>;

/** Types of line an operator may add by hand; the others are made by the engine (due amounts, taxes). */
export const MANUAL_ENTRY_TYPES = [
  'cost',
  'text',
  'discount',
  'addon',
  'product',
  'external',
  'option',
] as const;

/**
 * A stable id for each priced line: its type, what priced it (price list, special, tax), whom it is
 * for, and a counter for lines alike. The same booking priced again gives its lines the same ids,
 * so a change by hand finds its line after the rooms or guests changed.
 */
export function withLineIds(entries: readonly CalculationEntry[]): CalculationEntry[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    if (entry.id) return entry;
    const what =
      entry.reason.special?.id ??
      entry.reason.priceList?.id ??
      entry.price ??
      (entry.reason.source === 'tax' ? entry.text : '');
    const base = `p-${hash([entry.type, entry.reason.source, what, entry.customer ?? ''].join('|'))}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { ...entry, id: n ? `${base}-${n}` : base };
  });
}

/** 64 bits of FNV-1a (two 32-bit runs): short ids that are safe in a URL path. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000197);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function entryOf(line: ManualLine, replaced: CalculationEntry | undefined): CalculationEntry {
  return {
    id: line.id,
    text: line.text,
    sort: replaced?.sort ?? 0,
    amount: { amount: line.amount, currency: line.currency },
    editable: line.editable,
    deletable: line.deletable,
    unique: replaced?.unique ?? false,
    customer: line.customer,
    price: replaced?.price ?? null,
    customerType: line.customerType,
    type: line.type,
    reason: {
      source: 'manual',
      computation: replaced ? `changed by hand (priced: ${replaced.reason.computation})` : 'entered by hand',
    },
    manual: true,
  };
}

/**
 * The priced lines with the changes by hand applied: a changed line in place of its priced one, a
 * removed one left out, lines added by hand after the priced ones; then the operator's order
 * (`order`: line ids, first to last; lines it does not name keep their place after them) and
 * sort numbers 10, 20, … A change whose priced line no longer exists (its guest left the booking)
 * is dropped with it.
 */
export function applyManualLines(
  priced: readonly CalculationEntry[],
  manual: readonly ManualLine[],
  order: readonly string[] = [],
): CalculationEntry[] {
  const byReplaced = new Map(manual.filter((m) => m.replaces).map((m) => [m.replaces!, m]));
  const entries: CalculationEntry[] = [];
  for (const entry of priced) {
    const change = byReplaced.get(entry.id!);
    if (!change) entries.push(entry);
    else if (!change.removed) entries.push(entryOf(change, entry));
  }
  for (const line of manual) if (!line.replaces) entries.push(entryOf(line, undefined));
  const rank = new Map(order.map((id, i) => [id, i]));
  const ranked = entries.map((entry, i) => ({ entry, rank: rank.get(entry.id!) ?? order.length + i }));
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.map(({ entry }, i) => ({ ...entry, sort: (i + 1) * 10 }));
}

/** A calculation line the operator may not touch: why, as the 409 says it. */
export function lineRefusal(
  entry: CalculationEntry | undefined,
  change: 'edit' | 'delete',
): 'LINE_NOT_EDITABLE' | 'LINE_NOT_DELETABLE' | null {
  if (!entry) return null;
  if (change === 'edit' && !entry.editable) return 'LINE_NOT_EDITABLE';
  if (change === 'delete' && !entry.deletable) return 'LINE_NOT_DELETABLE';
  return null;
}

/** The line as a change by hand of itself: the start of an edit of a priced line. */
export function manualFrom(entry: CalculationEntry): ManualLine {
  return {
    id: entry.id!,
    replaces: isPricedId(entry.id!) ? entry.id! : null,
    removed: false,
    text: entry.text,
    amount: entry.amount.amount,
    currency: entry.amount.currency,
    customer: entry.customer,
    customerType: entry.customerType,
    type: entry.type,
    editable: entry.editable,
    deletable: entry.deletable,
  };
}

/** Lines added by hand have ids `m-…`; priced lines `p-…`. */
export function isPricedId(id: string): boolean {
  return !id.startsWith('m-');
}

/**
 * `rename` (SPEC §7 `calculation/{calcId}/rename`, pattern): the new text of a line from a pattern
 * where `{text}` is its text now and `{customer}` the name of the guest it is for.
 */
export function renamed(pattern: string, values: { text: string; customer: string }): string {
  return pattern.replaceAll('{text}', values.text).replaceAll('{customer}', values.customer).trim();
}
