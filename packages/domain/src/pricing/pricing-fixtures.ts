/**
 * Test data for the pricing tests: the demo-like resort and vessel of docs/pricing.md. Records go
 * through their resource schemas, so the tests also prove the schemas' defaults.
 */
import { z } from 'zod';
import type { QuoteContext, QuoteDraft, QuoteGuest, QuoteRoom } from './draft.ts';
import type { ExchangeRates } from './money.ts';
import { type PriceList, priceListResource } from './price-list.ts';
import { type Special, specialResource } from './special.ts';
import { type Supplement, supplementResource } from './supplement.ts';
import { type Terms, termsResource } from './terms.ts';

/** Readable uuids: uuid(7) is 00000000-0000-4000-8000-000000000007. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ids = {
  resort: uuid(1),
  vessel: uuid(2),
  standard: uuid(10),
  deluxe: uuid(11),
  lowerDeck: uuid(12),
  resortList: uuid(20),
  vesselList: uuid(21),
  terms: uuid(30),
  commission: uuid(31),
  nitrox: uuid(40),
  equipment: uuid(41),
  seasonalGroup: uuid(50),
  agency: uuid(60),
  tour: uuid(70),
  schedule: uuid(71),
  category: uuid(80),
  room: (n: number) => uuid(100 + n),
  special: (n: number) => uuid(200 + n),
};

export const rates: ExchangeRates = {
  base: 'EUR',
  currencies: [
    { code: 'EUR', decimals: 2, exchangeRate: '1' },
    { code: 'USD', decimals: 2, exchangeRate: '1.10' },
    { code: 'PHP', decimals: 2, exchangeRate: '63.5' },
    { code: 'JPY', decimals: 0, exchangeRate: '160' },
  ],
};

type Input<T extends z.ZodType> = Partial<z.input<T>>;

/** The resort's 2027 list of docs/pricing.md: Low and High season, Standard and Deluxe rooms. */
export function resortList(
  overrides: Input<typeof priceListResource.schema> = {},
  id = ids.resortList,
): PriceList {
  const entry = (
    roomType: string,
    season: string,
    noOfPax: number | null,
    amount: number,
    childAmount?: number,
  ) => ({
    roomType,
    season,
    noOfPax,
    amount,
    childAmount: childAmount ?? null,
  });
  return {
    id,
    ...priceListResource.schema.parse({
      name: 'Resort 2027',
      resort: ids.resort,
      status: 'active',
      periods: [
        { season: 'Low', from: '2027-01-07', to: '2027-06-30' },
        { season: 'High', from: '2027-07-01', to: '2027-08-31' },
        { season: 'Low', from: '2027-09-01', to: '2027-12-19' },
      ],
      entries: [
        entry(ids.standard, 'Low', 2, 8000, 4000),
        entry(ids.standard, 'High', 2, 10000, 5000),
        entry(ids.standard, 'Low', 1, 12000),
        entry(ids.standard, 'High', 1, 15000),
        entry(ids.deluxe, 'Low', null, 11000),
        entry(ids.deluxe, 'High', null, 14000),
      ],
      tax: { status: 'active', value: 12, name: 'VAT', inclusive: true },
      defaultTermsOfPayment: ids.terms,
      includedServices: ['Breakfast'],
      ...overrides,
    }),
  };
}

/** The vessel's trip list: a complete price per person for the whole trip, sold in EUR and USD. */
export function vesselList(overrides: Input<typeof priceListResource.schema> = {}): PriceList {
  return {
    id: ids.vesselList,
    ...priceListResource.schema.parse({
      name: 'Liveaboard 2027',
      vessel: ids.vessel,
      status: 'active',
      calculationType: 'complete',
      currencies: ['EUR', 'USD'],
      entries: [{ roomType: ids.lowerDeck, amount: 150000 }],
      commission: ids.commission,
      defaultTermsOfPayment: ids.terms,
      ...overrides,
    }),
  };
}

export function special(n: number, overrides: Input<typeof specialResource.schema>): Special {
  return {
    id: ids.special(n),
    ...specialResource.schema.parse({ name: `Special ${n}`, status: 'active', autoAdd: true, ...overrides }),
  };
}

export function supplement(id: string, overrides: Input<typeof supplementResource.schema>): Supplement {
  return { id, ...supplementResource.schema.parse({ name: 'Supplement', ...overrides }) };
}

export const terms: Terms = {
  id: ids.terms,
  ...termsResource.schema.parse({ name: '30 % deposit', deposit: 30, depositDueDays: 7, restDueDays: 30 }),
};

export function guest(n: number, overrides: Partial<QuoteGuest> = {}): QuoteGuest {
  return { id: uuid(1000 + n), name: `Guest ${n}`, ...overrides };
}

export function room(n: number, guests: (QuoteGuest | null)[], roomType = ids.standard): QuoteRoom {
  return { roomType, room: ids.room(n), name: `Room ${n}`, beds: guests };
}

/** Two adults in a standard room for 7 low-season nights, booked directly. */
export function resortDraft(overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    asset: { kind: 'resort', id: ids.resort },
    rooms: [room(1, [guest(1), guest(2)])],
    dates: { from: '2027-05-03', to: '2027-05-10' },
    bookingDate: '2027-01-10',
    source: 'direct',
    currency: 'EUR',
    ...overrides,
  };
}

export function resortContext(overrides: Partial<QuoteContext> = {}): QuoteContext {
  return {
    priceLists: [resortList()],
    specials: [],
    terms: [terms],
    rates,
    childMaxAge: 11,
    ...overrides,
  };
}

/** Sum of one type's entries in minor units. */
export const sumOf = (entries: readonly { type: string; amount: { amount: number } }[], type: string) =>
  entries.filter((e) => e.type === type).reduce((s, e) => s + e.amount.amount, 0);
