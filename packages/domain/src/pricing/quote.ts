import { agencyCommission } from './agency-commission.ts';
import {
  type Calculation,
  type CalculationEntry,
  totalsOf,
  COUNTED_CUSTOMER_TYPES,
  isDueLine,
  type DueAmount,
  type QuoteWarning,
  type TaxLine,
} from './calculation.ts';
import type { QuoteContext, QuoteDraft } from './draft.ts';
import { dueAmounts } from './due-dates.ts';
import { type ExactEntry, foldDeltas, lineEntries, roundEntries, specialEntries } from './entries.ts';
import { Dec, decimalsOf, formatMoney, type Money, roundMinor, ZERO } from './money.ts';
import { applyManualLines, type ManualLine, withLineIds } from './manual-lines.ts';
import { mainPriceList, roomLines } from './room-prices.ts';
import { applySpecials, type QuoteEnv } from './specials.ts';
import { bookingFacts, placedGuests, stayOf } from './stay.ts';
import { extraLines } from './extras.ts';
import { invoiceTaxBases, type TaxBase, taxOfList } from './tax.ts';
import { vatOf } from './vat.ts';
import type { PriceLine } from './units.ts';
import { dueText, pricingTexts } from './texts.ts';
import { variantLines } from './variants.ts';

function taxEntries(bases: readonly TaxBase[], currency: string, context: QuoteContext): ExactEntry[] {
  const decimals = decimalsOf(context.rates, currency);
  return bases.map(({ tax, base }) => {
    const of = formatMoney({ amount: roundMinor(base), currency }, decimals);
    return {
      text: `${tax.name} ${tax.percent} %`,
      // Rounded as the invoice rounds it: from the rounded base, once (vat.ts).
      exact: new Dec(vatOf(roundMinor(base), tax.percent, tax.inclusive)),
      currency,
      editable: false,
      deletable: false,
      unique: true,
      customer: null,
      price: null,
      // Inclusive tax is already in the prices: shown, not added.
      customerType: tax.inclusive ? 'Info' : 'Direct',
      type: 'cost',
      reason: {
        source: 'tax',
        computation: tax.inclusive ? `${tax.percent} % contained in ${of}` : `${tax.percent} % of ${of}`,
      },
    };
  });
}

/** Included and excluded services of each price list used, as text lines without an amount. */
function serviceEntries(rooms: readonly PriceLine[], context: QuoteContext, currency: string): ExactEntry[] {
  const lists = [...new Set(rooms.map((l) => l.priceList))].flatMap(
    (id) => context.priceLists.find((l) => l.id === id) ?? [],
  );
  return lists.flatMap((list) =>
    (
      [
        [pricingTexts(context.language).included, list.includedServices],
        [pricingTexts(context.language).excluded, list.excludedServices],
      ] as const
    )
      .filter(([, services]) => services.length > 0)
      .map(([label, services]) => ({
        text: `${label}: ${services.join(', ')}`,
        exact: ZERO,
        currency,
        editable: true,
        deletable: true,
        unique: true,
        customer: null,
        price: list.id,
        customerType: 'None' as const,
        type: 'text' as const,
        reason: {
          source: 'priceList' as const,
          priceList: { id: list.id, name: list.name },
          computation: '',
        },
      })),
  );
}

function dueEntries(
  due: readonly DueAmount[],
  total: Money,
  context: Pick<QuoteContext, 'language' | 'rates'>,
  from: number,
): CalculationEntry[] {
  const decimals = decimalsOf(context.rates, total.currency);
  return due.map((d, i) => ({
    // Written as the operator's documents write dates (SPEC §9 DD.MM.YYYY); `due` keeps ISO.
    text: dueText(context.language, d.kind, d.due),
    sort: from + (i + 1) * 10,
    amount: d.amount,
    editable: false,
    deletable: false,
    unique: true,
    customer: null,
    price: null,
    customerType: 'Info',
    type: d.kind,
    reason: {
      source: 'terms',
      computation: `${formatMoney(d.amount, decimals)} of ${formatMoney(total, decimals)}`,
    },
  }));
}

function emptyCalculation(currency: string, warnings: QuoteWarning[]): Calculation {
  const zero = { amount: 0, currency };
  return {
    currency,
    entries: [],
    totals: [zero],
    total: zero,
    tax: [],
    commission: null,
    due: [],
    focCustomerIds: [],
    warnings,
  };
}

/**
 * Prices a booking draft: pure and deterministic, everything it needs comes in `context`. The steps
 * and their order are documented in docs/pricing.md. Throws FxError when a needed exchange rate is
 * missing or invalid.
 */
export function quote(draft: QuoteDraft, context: QuoteContext): Calculation {
  const warnings: QuoteWarning[] = [];
  const stay = stayOf(draft);
  if (!stay)
    return emptyCalculation(draft.currency, [
      { code: 'NO_DATES', text: 'The booking has no nights to price' },
    ]);
  if (placedGuests(draft).length === 0)
    warnings.push({ code: 'NO_GUESTS', text: 'The booking has no guests' });

  const rooms = roomLines(draft, context, stay, warnings);
  const main = mainPriceList(rooms, context);
  const lines = [
    ...rooms,
    ...variantLines(rooms, context, stay, warnings),
    ...extraLines(draft, context, stay, main ? taxOfList(main) : null, warnings),
  ];
  const env: QuoteEnv = { draft, context, stay, facts: bookingFacts(draft, context, stay), lines };
  const applied = applySpecials(env, warnings);

  const commission = agencyCommission(env, applied, main, warnings);
  const bases = invoiceTaxBases(lines, applied, draft.currency);

  const folding = foldDeltas(lines, applied);
  const pricedEntries = roundEntries([
    ...lineEntries(lines, folding),
    ...specialEntries(applied, folding, draft.currency, context.rates),
    ...taxEntries(bases, draft.currency, context),
    ...serviceEntries(rooms, context, draft.currency),
  ]);
  // Changes by hand apply to the priced lines; taxes stay as priced (docs/pricing.md).
  const priced = withLineIds(pricedEntries);
  const entries = applyManualLines(priced, draft.manual ?? [], draft.order);
  const taxEntryList = pricedEntries.filter((e) => e.reason.source === 'tax');
  const tax: TaxLine[] = bases.map(({ tax: t, base }, i) => ({
    name: t.name,
    percent: t.percent,
    inclusive: t.inclusive,
    base: { amount: roundMinor(base), currency: draft.currency },
    amount: taxEntryList[i].amount,
  }));

  const terms = context.terms?.find((t) => t.id === (draft.termsOfPayment ?? main?.defaultTermsOfPayment));
  return {
    ...withTotals(
      entries,
      draft.currency,
      (total) => (terms ? dueAmounts(total, terms, draft.bookingDate, stay.arrival, context.rates) : []),
      context,
    ),
    tax,
    commission,
    focCustomerIds: applied
      .filter((a) => a.special.discount === 'FOC')
      .flatMap((a) => a.groups.flatMap((g) => g.units[0]?.guest?.id ?? [])),
    warnings,
    priced,
  };
}

/**
 * The lines with their totals and due amounts: what the booking itself is paid (on-site lines are
 * settled on site) split by the terms (`dueOf`), the due lines after the others.
 */
function withTotals(
  entries: CalculationEntry[],
  currency: string,
  dueOf: (total: Money) => DueAmount[],
  context: Pick<QuoteContext, 'language' | 'rates'>,
): Pick<Calculation, 'currency' | 'entries' | 'totals' | 'total' | 'due'> {
  const total: Money = {
    amount: entries
      .filter((e) => e.amount.currency === currency && e.customerType !== 'OnSite')
      .filter((e) => COUNTED_CUSTOMER_TYPES.includes(e.customerType))
      .reduce((s, e) => s + e.amount.amount, 0),
    currency,
  };
  const due = dueOf(total);
  return {
    currency,
    entries: withLineIds([...entries, ...dueEntries(due, total, context, entries.length * 10)]),
    totals: totalsOf(entries, currency),
    total,
    due,
  };
}

/**
 * A stored calculation with other changes by hand, without pricing anything again: the lines as
 * last priced (`priced`) with `manual` and `order` applied, totals and due amounts anew. Taxes and
 * commission stay as priced. A calculation stored before it kept its priced lines uses its lines.
 */
export function recalculated(
  calculation: Calculation,
  changes: { manual: readonly ManualLine[]; order?: readonly string[]; priced?: CalculationEntry[] },
  dueOf: (total: Money) => DueAmount[],
  context: Pick<QuoteContext, 'language' | 'rates'>,
): Calculation {
  const priced =
    changes.priced ?? calculation.priced ?? withLineIds(calculation.entries.filter((e) => !isDueLine(e)));
  const entries = applyManualLines(priced, changes.manual, changes.order);
  return {
    ...calculation,
    ...withTotals(entries, calculation.currency, dueOf, context),
    priced,
  };
}
