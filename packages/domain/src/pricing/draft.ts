import type { ManualLine } from './manual-lines.ts';
import type { BOOKING_CHANNELS } from '../booking-setup/index.ts';
import type { Language } from '../users/index.ts';
import type { Commission } from './commission.ts';
import type { ExchangeRates, Money } from './money.ts';
import type { PriceList } from './price-list.ts';
import type { PriceVariant } from './price-variant.ts';
import type { Special } from './special.ts';
import type { AddRule, Supplement } from './supplement.ts';
import type { Terms } from './terms.ts';

/**
 * How a booking came in, the channels of the booking sources (booking-setup); each maps onto one
 * `includeIn` channel of the specials.
 */
export type BookingSourceKind = (typeof BOOKING_CHANNELS)[number];

export interface QuoteGuest {
  id: string;
  name?: string;
  permanentAge?: number | null;
  birthday?: string | null;
  passportCountry?: string | null;
  addressCountry?: string | null;
  customerType?: string | null;
  /** Last day of the guest's previous stay. */
  lastStay?: string | null;
  noOfStays?: number | null;
  /** Revenue of previous stays in minor units of the base currency. */
  stayRevenue?: number | null;
  /** The guest's tier of the loyalty programme (a loyaltytier id). */
  loyaltyTier?: string | null;
  /** A price variant (single use, full board, …) the guest takes. */
  variant?: string | null;
}

export interface QuoteRoom {
  roomType: string;
  room: string;
  name?: string;
  /** One place per bed; null is a bed left empty. */
  beds: (QuoteGuest | null)[];
}

export interface QuoteAddon {
  supplement: string;
  /** Guests it is for; absent means every guest. */
  customers?: string[];
  quantity?: number;
}

export interface QuoteProduct {
  id: string;
  name: string;
  /** Per charged unit. */
  price: Money;
  addRule: AddRule;
  category?: string | null;
  customers?: string[];
  quantity?: number;
}

export interface QuoteExternal {
  name: string;
  price: Money;
  customer?: string | null;
}

/** Everything the booking wizard knows; prices and rules come with the context. */
export interface QuoteDraft {
  bookingId?: string;
  asset: { kind: 'resort' | 'vessel'; id: string };
  rooms: QuoteRoom[];
  /** The stay `[from, to)`; a schedule's dates win when both are given. */
  dates?: { from: string; to: string };
  schedule?: { id: string; tour: string; from: string; to: string };
  bookingDate: string;
  source: BookingSourceKind;
  /** Operator-defined booking source record (criterion BookingSource). */
  bookingSource?: string | null;
  agency?: { id: string; commission?: number | null } | null;
  /** A commission record chosen on the booking. */
  commission?: string | null;
  currency: string;
  termsOfPayment?: string | null;
  addons?: QuoteAddon[];
  products?: QuoteProduct[];
  externals?: QuoteExternal[];
  /** Specials chosen by hand; `ignoreRules` applies one whose rule does not hold. */
  specials?: { special: string; ignoreRules?: boolean }[];
  /** The price list chosen by hand (SPEC §7 changePrice): only it prices the rooms. */
  priceList?: string | null;
  /** Lines added, changed or removed by hand, applied after pricing (manual-lines.ts). */
  manual?: ManualLine[];
  /** The operator's order of the lines, by id. */
  order?: string[];
}

/** The records the caller loaded for this quote, plus the operator's settings. */
export interface QuoteContext {
  priceLists: readonly PriceList[];
  variants?: readonly PriceVariant[];
  supplements?: readonly Supplement[];
  specials?: readonly Special[];
  terms?: readonly Terms[];
  commissions?: readonly Commission[];
  rates: ExchangeRates;
  /** Currency of on-site lists (settings baseOnsiteCurrency); the base currency when absent. */
  onsiteCurrency?: string;
  childMaxAge: number;
  /** Guests already on the trip, not counting this booking (vessels). */
  noOfPaxOnTrip?: number;
  divesPerDay?: number;
  /** Null or absent: nights + 1 − 3 (SPEC §9). */
  diveDays?: number | null;
  /** The language of the words the engine writes (due lines, included services); English if absent. */
  language?: Language;
}
