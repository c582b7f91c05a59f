import type { QuoteWarning } from './calculation.ts';
import type { QuoteContext, QuoteDraft, QuoteGuest } from './draft.ts';
import { convertExact, Dec, decimalsOf, formatMoney, type Money } from './money.ts';
import { type PlacedGuest, placedGuests, type Stay, diveDaysOf } from './stay.ts';
import type { AddRule } from './supplement.ts';
import type { PriceTax } from './tax.ts';
import { type LineKind, newUnit, type PriceLine } from './units.ts';

/** How many times one guest is charged under an add rule (SPEC §3 Product add rules). */
export function timesPerGuest(rule: AddRule, stay: Stay, context: QuoteContext): number {
  const nights = stay.nights.length;
  switch (rule) {
    case 'PerPerson':
    case 'PerBooking':
    case 'PerBookingAndCustomer':
      return 1;
    case 'PerDay':
      return nights + 1;
    case 'PerDiveDay':
      return diveDaysOf(stay, context);
    case 'PerDive':
      return diveDaysOf(stay, context) * (context.divesPerDay ?? 3);
    case 'PerNight':
      return nights;
    case 'PerWeekFloor':
      return Math.floor(nights / 7);
    case 'PerWeekCeil':
      return Math.ceil(nights / 7);
  }
}

const UNIT_WORDS: Record<AddRule, string> = {
  PerPerson: 'person',
  PerBooking: 'booking',
  PerBookingAndCustomer: 'guest',
  PerDay: 'day',
  PerDiveDay: 'dive day',
  PerDive: 'dive',
  PerNight: 'night',
  PerWeekFloor: 'full week',
  PerWeekCeil: 'started week',
};

interface Item {
  kind: LineKind;
  name: string;
  price: Money;
  rule: AddRule;
  category: string | null;
  customers?: string[];
  quantity: number;
  settlement: 'Direct' | 'OnSite';
  source: 'supplement' | 'product' | 'external';
}

/**
 * Lines of a chosen item. Per-booking items are one unit without a guest; per-customer items one
 * line per guest; all others one line with a unit per guest, so a rule about a guest (a child, a
 * repeater) changes only that guest's share.
 */
function itemLines(
  item: Item,
  guests: PlacedGuest[],
  stay: Stay,
  draft: QuoteDraft,
  context: QuoteContext,
  tax: PriceTax | null,
): PriceLine[] {
  const currency =
    item.settlement === 'OnSite' ? (context.onsiteCurrency ?? context.rates.base) : draft.currency;
  const chosen = item.customers ? guests.filter((g) => item.customers?.includes(g.guest.id)) : guests;
  const times = timesPerGuest(item.rule, stay, context) * item.quantity;
  const each = convertExact(new Dec(item.price.amount), item.price.currency, currency, context.rates).mul(
    times,
  );
  const price = formatMoney(item.price, decimalsOf(context.rates, item.price.currency));
  const line = (customer: QuoteGuest | null, count: number): PriceLine => ({
    kind: item.kind,
    text: item.name,
    currency,
    settlement: item.settlement,
    customer: customer?.id ?? null,
    priceList: null,
    category: item.category,
    commissionable: false,
    tax,
    reason: {
      source: item.source,
      computation: [count !== 1 ? `${count} guests` : '', `${times} × ${UNIT_WORDS[item.rule]}`, price]
        .filter(Boolean)
        .join(' × '),
    },
    units: [],
  });
  if (item.rule === 'PerBooking') {
    const l = line(null, 1);
    newUnit(l, { guest: null, room: null, bed: null, night: null, base: each });
    return [l];
  }
  const add = (l: PriceLine, g: PlacedGuest) =>
    newUnit(l, { guest: g.guest, room: g.room, bed: g.bed, night: null, base: each });
  if (item.rule === 'PerBookingAndCustomer')
    return chosen.map((g) => {
      const l = line(g.guest, 1);
      add(l, g);
      return l;
    });
  if (chosen.length === 0) return [];
  const l = line(chosen.length === 1 ? chosen[0].guest : null, chosen.length);
  for (const g of chosen) add(l, g);
  return [l];
}

/**
 * Add-ons (supplements), products and external services the booking chose. They are taxed as the
 * booking's main price list is (`tax`), since they are sold with it.
 */
export function extraLines(
  draft: QuoteDraft,
  context: QuoteContext,
  stay: Stay,
  tax: PriceTax | null,
  warnings: QuoteWarning[],
): PriceLine[] {
  const guests = placedGuests(draft);
  const items: Item[] = [];
  for (const addon of draft.addons ?? []) {
    const s = context.supplements?.find((x) => x.id === addon.supplement);
    const offered = s?.isActive && (s.resort ?? s.vessel ?? draft.asset.id) === draft.asset.id;
    if (!s || !offered) {
      warnings.push({ code: 'NOT_OFFERED', text: `Add-on ${addon.supplement} is not offered here` });
      continue;
    }
    items.push({
      kind: 'addon',
      name: s.name,
      price: { amount: s.amount, currency: s.currency },
      rule: s.addRule,
      category: s.productCategory,
      customers: addon.customers,
      quantity: addon.quantity ?? 1,
      settlement: s.customerType,
      source: 'supplement',
    });
  }
  for (const p of draft.products ?? [])
    items.push({
      kind: 'product',
      name: p.name,
      price: p.price,
      rule: p.addRule,
      category: p.category ?? null,
      customers: p.customers,
      quantity: p.quantity ?? 1,
      settlement: 'Direct',
      source: 'product',
    });
  for (const x of draft.externals ?? [])
    items.push({
      kind: 'external',
      name: x.name,
      price: x.price,
      rule: x.customer ? 'PerBookingAndCustomer' : 'PerBooking',
      category: null,
      customers: x.customer ? [x.customer] : undefined,
      quantity: 1,
      settlement: 'Direct',
      source: 'external',
    });
  return items.flatMap((item) => itemLines(item, guests, stay, draft, context, tax));
}
