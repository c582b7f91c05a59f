import { z } from 'zod';
import { assetReferenceFields, currencyCode, exactlyOneAsset } from '../assets/index.ts';
import { SURCHARGE_TYPES } from '../assets/index.ts';
import { isoDateSchema, openDateRange } from '../dates/index.ts';
import { defineResource, moneyAmount } from '../resources/index.ts';
import { countryCode, minorAmount, rateValue, referenceList, PRICING_READ_SCOPES } from './pricing-fields.ts';

/** SPEC §4: price lists start as drafts; only `active` lists price anything. */
export const PRICE_LIST_STATUSES = ['draft', 'active', 'inactive'] as const;
export type PriceListStatus = (typeof PRICE_LIST_STATUSES)[number];

/**
 * `unit`: an entry is the price of one night per person. `complete`: an entry is the price of the
 * whole stay or trip per person, whatever its length (packages, liveaboard trips).
 */
export const CALCULATION_TYPES = ['complete', 'unit'] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number];

/** SPEC §4: tax defaults to `aborted` (not charged). */
export const TAX_STATUSES = ['active', 'aborted'] as const;

/** A span of nights (both inclusive) belonging to a season; several periods may share a season. */
export const pricePeriodSchema = z
  .object({
    season: z.string().trim().min(1).max(100),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .refine((p) => p.from <= p.to, { message: 'The end must be on or after the start', path: ['to'] });

/**
 * One price: for a room type (or one particular room/cabin), a season and a number of guests in the
 * room. Null / empty fields match anything; the most specific entry wins.
 */
export const priceEntrySchema = z.object({
  /** Given by the server when the list is saved, so one entry can be addressed (`/api/price/entry/{id}`). */
  id: z.uuid().optional(),
  roomType: z.uuid().nullable().default(null),
  room: z.uuid().nullable().default(null),
  season: z.string().trim().max(100).default(''),
  noOfPax: z.number().int().min(1).max(50).nullable().default(null),
  /** Per person, in minor units of the list's first currency. */
  amount: minorAmount(),
  /** Per child (age ≤ childMaxAge); null charges children the adult amount. */
  childAmount: minorAmount().nullable().default(null),
});

export const taxSchema = z.object({
  status: z.enum(TAX_STATUSES).default('aborted'),
  /** Percent, e.g. 12 for 12 % VAT. */
  value: z.number().min(0).max(100).default(0),
  name: z.string().trim().max(100).default(''),
  /** True: the prices contain the tax (shown for information); false: the tax is added. */
  inclusive: z.boolean().default(true),
});

export const priceListResource = defineResource({
  name: 'price',
  scope: 'price',
  scopes: { read: PRICING_READ_SCOPES },
  // Any one of the listed features suffices (anyFeatureOn).
  features: ['resort', 'vessel'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      name: z.string().trim().min(1).max(200),
      internalId: z.string().max(50).default(''),
      ...assetReferenceFields(),
      status: z.enum(PRICE_LIST_STATUSES).default('draft'),
      /** Price category type; the list of types is configured on the server (SPEC §3). */
      type: z.string().trim().max(50).default(''),
      calculationType: z.enum(CALCULATION_TYPES).default('unit'),
      valid: openDateRange().prefault({}),
      periods: z.array(pricePeriodSchema).max(200).default([]),
      entries: z.array(priceEntrySchema).max(5000).default([]),
      variants: referenceList('pricevariant'),
      supplements: referenceList('supplements'),
      /** The first currency is the one the amounts are written in; the others are also sold. */
      currencies: z.array(currencyCode).min(1).max(20).default(['EUR']),
      /** The list is paid on site in the on-site currency, outside the booking's terms. */
      useOnsiteCurrency: z.boolean().default(false),
      /** Only guests from these countries (passport, else address); empty means everyone. */
      countries: z.array(countryCode).max(300).default([]),
      surcharge: rateValue(),
      surchargeType: z.enum(SURCHARGE_TYPES).default('percent'),
      discount: rateValue(),
      discountType: z.enum(SURCHARGE_TYPES).default('percent'),
      tax: taxSchema.prefault({}),
      /** Per-person fallback when no entry matches; null leaves such nights unpriced (warned). */
      basePrice: moneyAmount('currencies').nullable().default(null),
      isAvailableToOTA: z.boolean().default(false),
      /** Terms a booking may choose; `defaultTermsOfPayment` applies when it chose none. */
      termsOfPayment: referenceList('terms'),
      defaultTermsOfPayment: z
        .uuid()
        .nullable()
        .default(null)
        .meta({ ui: { widget: 'reference', ref: 'terms' } }),
      /** Agency commission used when neither the booking nor the agency names one. */
      commission: z
        .uuid()
        .nullable()
        .default(null)
        .meta({ ui: { widget: 'reference', ref: 'commission' } }),
      includedServices: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
      excludedServices: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    })
    .refine(...exactlyOneAsset('A price list belongs to exactly one resort or one vessel')),
  search: ['name', 'internalId'],
  columns: ['name', 'resort', 'vessel', 'status', 'calculationType', 'valid'],
  filters: ['status', 'resort', 'vessel', 'calculationType'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});

export type PricePeriod = z.output<typeof pricePeriodSchema>;
export type PriceEntry = z.output<typeof priceEntrySchema>;
export type PriceList = z.output<typeof priceListResource.schema> & { id: string };
