/**
 * The pricing engine alone (no HTTP, no database): a 4-room, 10-guest, 14-night resort stay across
 * two seasons with the three demo specials active, add-ons, a price variant and an agency.
 * Target (issue 5): under 5 ms per quote.
 *
 *   npx tsx bench/quote-engine.ts
 */
import { performance } from 'node:perf_hooks';
import {
  type QuoteContext,
  type QuoteDraft,
  type QuoteGuest,
  priceListResource,
  priceVariantResource,
  quote,
  specialResource,
  supplementResource,
  termsResource,
} from '@seaberth/domain';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [resort, standard, deluxe, list, terms, nitrox, equipment, seaView] = [1, 2, 3, 4, 5, 6, 7, 8].map(id);

const context: QuoteContext = {
  priceLists: [
    {
      id: list,
      ...priceListResource.schema.parse({
        name: 'Resort 2027',
        resort,
        status: 'active',
        periods: [
          { season: 'Low', from: '2027-01-07', to: '2027-06-30' },
          { season: 'High', from: '2027-07-01', to: '2027-08-31' },
        ],
        entries: [
          { roomType: standard, season: 'Low', noOfPax: 2, amount: 8000, childAmount: 4000 },
          { roomType: standard, season: 'High', noOfPax: 2, amount: 10000, childAmount: 5000 },
          { roomType: deluxe, season: 'Low', amount: 11000 },
          { roomType: deluxe, season: 'High', amount: 14000 },
        ],
        variants: [seaView],
        tax: { status: 'active', value: 12, name: 'VAT', inclusive: true },
        defaultTermsOfPayment: terms,
      }),
    },
  ],
  variants: [{ id: seaView, ...priceVariantResource.schema.parse({ name: 'Sea view', surcharge: 15 }) }],
  supplements: [
    {
      id: nitrox,
      ...supplementResource.schema.parse({ name: 'Nitrox', amount: 1000, addRule: 'PerDiveDay' }),
    },
    {
      id: equipment,
      ...supplementResource.schema.parse({ name: 'Equipment', amount: 2500, addRule: 'PerDay' }),
    },
  ],
  specials: [
    {
      id: id(10),
      ...specialResource.schema.parse({
        name: 'Early bird',
        status: 'active',
        autoAdd: true,
        discountValue: 10,
        rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90] }],
      }),
    },
    {
      id: id(11),
      // Threshold 10 so the free place is granted on this 10-guest booking and its cost is measured.
      ...specialResource.schema.parse({
        name: '10+1 group',
        status: 'active',
        autoAdd: true,
        discount: 'FOC',
        discountValue: 1,
        scope: 'Person',
        rule: [{ criterion: 'NoOfPax', operator: 'GreaterThanEquals', values: [10] }],
      }),
    },
    {
      id: id(12),
      ...specialResource.schema.parse({
        name: 'Last minute',
        status: 'active',
        autoAdd: true,
        discountValue: 5,
        rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'LessThanEquals', values: [14] }],
      }),
    },
  ],
  terms: [{ id: terms, ...termsResource.schema.parse({ name: '30 % deposit', deposit: 30 }) }],
  rates: {
    base: 'EUR',
    currencies: [
      { code: 'EUR', decimals: 2, exchangeRate: '1' },
      { code: 'USD', decimals: 2, exchangeRate: '1.10' },
    ],
  },
  childMaxAge: 11,
};

const guest = (n: number, extra: Partial<QuoteGuest> = {}): QuoteGuest => ({
  id: id(100 + n),
  name: `Guest ${n}`,
  ...extra,
});
const draft: QuoteDraft = {
  asset: { kind: 'resort', id: resort },
  rooms: [
    {
      roomType: deluxe,
      room: id(201),
      beds: [guest(1, { variant: seaView }), guest(2), guest(3, { permanentAge: 9 })],
    },
    { roomType: deluxe, room: id(202), beds: [guest(4), guest(5), guest(6)] },
    { roomType: standard, room: id(203), beds: [guest(7), guest(8)] },
    { roomType: standard, room: id(204), beds: [guest(9), guest(10, { birthday: '2018-02-01' })] },
  ],
  dates: { from: '2027-06-24', to: '2027-07-08' },
  bookingDate: '2027-02-01',
  source: 'agency',
  agency: { id: id(300), commission: 10 },
  currency: 'USD',
  addons: [{ supplement: nitrox }, { supplement: equipment, customers: [id(101), id(104)] }],
};

const sample = quote(draft, context);
console.log(
  `${sample.entries.length} entries, total ${sample.total.amount / 100} ${sample.total.currency}, ` +
    `specials: ${sample.entries
      .filter((e) => e.type === 'special')
      .map((e) => e.text)
      .join(', ')}`,
);

const WARM_UP = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
for (let i = 0; i < WARM_UP; i++) quote(draft, context);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  quote(draft, context);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
console.log(
  `quote: ${RUNS} runs   median ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   max ${at(1)} ms`,
);
