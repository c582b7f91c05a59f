import { z } from 'zod';
import { addDays, addMonths, daysBetween, isIsoDate } from '../dates/index.ts';
import { type Calculation, type CalculationEntry, isDueLine } from '../pricing/index.ts';
import { rangeFields } from '../dates/index.ts';
import { SALE_STATES } from '../booking-states/index.ts';

/**
 * The asset share report (`GET /api/bookings/assetShare`): what each combined booking (a resort
 * stay and a trip in one booking) earns the resort and the vessel. docs/decisions.md "The asset
 * share of combined bookings" explains how lines, payments, commission and cancellations are split.
 */

/** One report covers at most this many days (both ends counted). */
export const ASSET_SHARE_MAX_DAYS = 400;

const bothDates = (q: { from?: string; to?: string }): q is { from: string; to: string } =>
  Boolean(q.from && q.to && isIsoDate(q.from) && isIsoDate(q.to));

/** `from` and `to` (both days included); either left out is taken from the other's month. */
export const assetShareQuerySchema = z
  .object(rangeFields(true))
  .refine((q) => !bothDates(q) || q.to >= q.from, { path: ['to'], message: 'The end lies before the start' })
  .refine((q) => !bothDates(q) || daysBetween(q.from, q.to) < ASSET_SHARE_MAX_DAYS, {
    path: ['to'],
    message: 'A report covers at most 400 days',
  });
export type AssetShareQuery = z.output<typeof assetShareQuerySchema>;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => addDays(addMonths(monthOf(day), 1), -1);

/** The period asked for: none given is today's month; one end alone is completed to its month. */
export function assetSharePeriod(query: AssetShareQuery, today: string): { from: string; to: string } {
  const from = query.from ?? monthOf(query.to ?? today);
  return { from, to: query.to ?? lastOfMonth(from) };
}

export type AssetSide = 'resort' | 'vessel';

/** The states of a sale (SALE_STATES): a cancelled booking is in the report only for its fee. */
export const ASSET_SHARE_STATES = SALE_STATES;

export function earnsAssetShare(state: string, calculation: Pick<Calculation, 'entries'> | null): boolean {
  if (state === 'aborted') return Boolean(calculation?.entries.some((e) => e.kind === 'cancellationFee'));
  return (ASSET_SHARE_STATES as readonly string[]).includes(state);
}

/** Minor units for each side of a combined booking. */
export interface SideAmounts {
  resort: number;
  vessel: number;
}

/** What one booking earns each side: its priced lines, and payments, open money and commission alike. */
export interface BookingShare {
  amount: SideAmounts;
  paid: SideAmounts;
  open: SideAmounts;
  commission: SideAmounts;
}

export interface BookingShareInput {
  currency: string;
  /** The booking's total (the row's, which is the calculation's) in minor units of `currency`. */
  total: number;
  paid: number;
  calculation: Pick<Calculation, 'entries' | 'commission'> | null;
  /** The part a price list prices for this booking; null for a list of neither of its places. */
  sideOfList: (priceList: string) => AssetSide | null;
}

const EQUAL: SideAmounts = { resort: 1, vessel: 1 };
const positive = (w: SideAmounts): SideAmounts => ({
  resort: Math.max(0, w.resort),
  vessel: Math.max(0, w.vessel),
});
const weighs = (w: SideAmounts) => w.resort > 0 || w.vessel > 0;

/**
 * `amount` split in proportion to the first of `bases` that weighs anything (negative weights count
 * as none; equal halves when none weighs). The resort's share is rounded half away from zero in
 * integer arithmetic, the vessel takes the rest: the two always add up to `amount` exactly.
 */
export function splitAmount(amount: number, ...bases: SideAmounts[]): SideAmounts {
  const weights = bases.map(positive).find(weighs) ?? EQUAL;
  const numerator = BigInt(amount) * BigInt(weights.resort);
  const denominator = BigInt(weights.resort + weights.vessel);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  const resort = Number(numerator < 0n ? -rounded : rounded);
  return { resort, vessel: amount - resort };
}

/** Lines the booking's total is made of: in its currency, on its invoice (not paid on site). */
const inTotal = (e: CalculationEntry, currency: string) =>
  e.amount.currency === currency && (e.customerType === 'Direct' || e.customerType === 'ForFree');

/**
 * A line that once counted and now only informs: a cancellation that charges a fee turns the
 * booking's lines into Info lines; what they were worth still tells the parts apart.
 */
const wasPriced = (e: CalculationEntry, currency: string) =>
  e.amount.currency === currency && e.customerType !== 'None' && e.customerType !== 'OnSite';

function sums(
  entries: readonly CalculationEntry[],
  sideOf: (e: CalculationEntry) => AssetSide | null,
  take: (e: CalculationEntry) => boolean,
): SideAmounts {
  const out = { resort: 0, vessel: 0 };
  for (const entry of entries) {
    const side = sideOf(entry);
    if (side && take(entry)) out[side] += entry.amount.amount;
  }
  return out;
}

const minus = (a: SideAmounts, b: SideAmounts): SideAmounts => ({
  resort: a.resort - b.resort,
  vessel: a.vessel - b.vessel,
});
const plus = (a: SideAmounts, b: SideAmounts): SideAmounts => ({
  resort: a.resort + b.resort,
  vessel: a.vessel + b.vessel,
});

/**
 * One combined booking's share of each side. A line priced by the resort's or the vessel's price
 * list is that side's; everything else in the total (specials, add-ons, products, extras, lines
 * added by hand, taxes added on top, a cancellation fee) belongs to the whole booking and is split
 * in proportion to the sides' own lines. Paid, open and commission follow the resulting amounts.
 */
export function bookingShare(input: BookingShareInput): BookingShare {
  const { currency, total, paid, calculation } = input;
  const entries = (calculation?.entries ?? []).filter((e) => !isDueLine(e));
  const sideOf = (e: CalculationEntry) => {
    const list = e.price ?? e.reason?.priceList?.id ?? null;
    return list ? input.sideOfList(list) : null;
  };
  const own = sums(entries, sideOf, (e) => inTotal(e, currency));
  const worth = sums(entries, sideOf, (e) => wasPriced(e, currency));
  // The rest of the total, whatever it is made of, so the two sides always add up to the total.
  const shared = total - own.resort - own.vessel;
  const amount = plus(own, splitAmount(shared, own, worth));
  const paidShare = splitAmount(paid, amount, own, worth);
  const commission = calculation?.commission;
  return {
    amount,
    paid: paidShare,
    open: minus(amount, paidShare),
    commission: splitAmount(
      commission && commission.amount.currency === currency ? commission.amount.amount : 0,
      amount,
      own,
      worth,
    ),
  };
}

/** One side of a combined booking in the report: the place and its share. */
export const assetSharePartSchema = z.object({
  asset: z.string(),
  name: z.string(),
  amount: z.number(),
  paid: z.number(),
  open: z.number(),
  commission: z.number(),
});
export type AssetSharePart = z.infer<typeof assetSharePartSchema>;

/** A combined booking in the report; money in minor units of `currency`. */
export const assetShareBookingSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  state: z.string(),
  from: z.string(),
  to: z.string(),
  leadName: z.string(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  open: z.number(),
  commission: z.number(),
  resort: assetSharePartSchema,
  vessel: assetSharePartSchema,
});
export type AssetShareBooking = z.infer<typeof assetShareBookingSchema>;

/** What one resort or vessel earned from combined bookings in one currency. */
export const assetShareTotalSchema = z.object({
  kind: z.enum(['resort', 'vessel']),
  asset: z.string(),
  name: z.string(),
  currency: z.string(),
  bookings: z.number(),
  amount: z.number(),
  paid: z.number(),
  open: z.number(),
  commission: z.number(),
});
export type AssetShareTotal = z.infer<typeof assetShareTotalSchema>;

/** The bookings of one currency added up: the table's totals row. */
export const assetShareCurrencyTotalSchema = z.object({
  currency: z.string(),
  bookings: z.number(),
  resort: z.number(),
  vessel: z.number(),
  total: z.number(),
  paid: z.number(),
  open: z.number(),
  commission: z.number(),
});
export type AssetShareCurrencyTotal = z.infer<typeof assetShareCurrencyTotalSchema>;

/** `GET /api/bookings/assetShare`'s answer: what leaves the server is what this names. */
export const assetShareReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  bookings: z.array(assetShareBookingSchema),
  /** Per asset the user may see and currency, resorts first, then by name. */
  assets: z.array(assetShareTotalSchema),
  /** Per currency, in alphabetical order. */
  totals: z.array(assetShareCurrencyTotalSchema),
});
export type AssetShareReport = z.infer<typeof assetShareReportSchema>;

/**
 * The report's sums: per currency over all listed bookings, and per asset and currency for the
 * assets `visible` admits (a user limited to a resort sees a vessel's share only in the bookings
 * of that resort, so a total for the vessel would be a misleading part of it).
 */
export function assetShareTotals(
  bookings: readonly AssetShareBooking[],
  visible: (kind: AssetSide, asset: string) => boolean,
): Pick<AssetShareReport, 'assets' | 'totals'> {
  const assets = new Map<string, AssetShareTotal>();
  const totals = new Map<string, AssetShareCurrencyTotal>();
  for (const booking of bookings) {
    const { currency } = booking;
    const sum = totals.get(currency) ?? {
      currency,
      bookings: 0,
      resort: 0,
      vessel: 0,
      total: 0,
      paid: 0,
      open: 0,
      commission: 0,
    };
    sum.bookings += 1;
    sum.resort += booking.resort.amount;
    sum.vessel += booking.vessel.amount;
    sum.total += booking.total;
    sum.paid += booking.paid;
    sum.open += booking.open;
    sum.commission += booking.commission;
    totals.set(currency, sum);
    for (const kind of ['resort', 'vessel'] as const) {
      const part = booking[kind];
      if (!visible(kind, part.asset)) continue;
      const key = `${kind} ${part.asset} ${currency}`;
      const total = assets.get(key) ?? {
        kind,
        asset: part.asset,
        name: part.name,
        currency,
        bookings: 0,
        amount: 0,
        paid: 0,
        open: 0,
        commission: 0,
      };
      total.bookings += 1;
      total.amount += part.amount;
      total.paid += part.paid;
      total.open += part.open;
      total.commission += part.commission;
      assets.set(key, total);
    }
  }
  return {
    assets: [...assets.values()].sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.currency.localeCompare(b.currency),
    ),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
