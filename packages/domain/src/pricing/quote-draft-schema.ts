import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { BOOKING_CHANNELS } from '../booking-setup/index.ts';
import { isoDateSchema } from '../dates/index.ts';
import type { QuoteDraft } from './draft.ts';
import { countryCode, minorAmount } from './pricing-fields.ts';
import { ADD_RULES } from './supplement.ts';
import { rangeFields } from '../dates/index.ts';

const id = z.string().trim().min(1).max(100);
const moneySchema = z.object({
  amount: z.number().int().min(0).max(1_000_000_000_000),
  currency: currencyCode,
});

export const quoteGuestSchema = z.object({
  id,
  name: z.string().max(200).optional(),
  permanentAge: z.number().int().min(0).max(150).nullable().optional(),
  birthday: isoDateSchema.nullable().optional(),
  passportCountry: countryCode.nullable().optional(),
  addressCountry: countryCode.nullable().optional(),
  customerType: z.string().max(100).nullable().optional(),
  lastStay: isoDateSchema.nullable().optional(),
  noOfStays: z.number().int().min(0).nullable().optional(),
  stayRevenue: minorAmount().nullable().optional(),
  loyaltyTier: z.uuid().nullable().optional(),
  variant: z.uuid().nullable().optional(),
});

export const quoteRoomSchema = z.object({
  roomType: id,
  room: id,
  name: z.string().max(200).optional(),
  beds: z.array(quoteGuestSchema.nullable()).max(50),
});

const stayRange = z
  .object(rangeFields())
  .refine((r) => r.from < r.to, { message: 'The departure must come after the arrival', path: ['to'] });

/**
 * The booking draft the quote endpoint (`POST /api/book/booking/price`) accepts: `QuoteDraft` of
 * draft.ts, validated. `bookingDate` may be left out: the server then takes today in the caller's
 * price timezone. For a schedule only its id is needed; the server reads tour and dates itself.
 */
/** A product sold with a booking (SPEC §7 product/{product}): its price and how it is counted. */
export const quoteProductSchema = z.object({
  id,
  name: z.string().trim().min(1).max(200),
  price: moneySchema,
  addRule: z.enum(ADD_RULES),
  category: z.string().max(100).nullable().optional(),
  customers: z.array(id).max(500).optional(),
  quantity: z.number().int().min(1).max(10_000).optional(),
});

export const quoteDraftSchema = z.object({
  bookingId: z.string().max(100).optional(),
  asset: z.object({ kind: z.enum(['resort', 'vessel']), id: z.uuid() }),
  rooms: z.array(quoteRoomSchema).max(200),
  dates: stayRange.optional(),
  schedule: z
    .object({
      id: z.uuid(),
      tour: z.string().max(100).optional(),
      from: isoDateSchema.optional(),
      to: isoDateSchema.optional(),
    })
    .optional(),
  // An empty date from a cleared form field means "not given" as well.
  bookingDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDateSchema.optional()),
  source: z.enum(BOOKING_CHANNELS).default('direct'),
  bookingSource: z.string().max(100).nullable().optional(),
  agency: z
    .object({ id, commission: z.number().min(0).max(100).nullable().optional() })
    .nullable()
    .optional(),
  commission: z.uuid().nullable().optional(),
  currency: currencyCode,
  termsOfPayment: z.uuid().nullable().optional(),
  addons: z
    .array(
      z.object({
        supplement: z.uuid(),
        customers: z.array(id).max(500).optional(),
        quantity: z.number().int().min(1).max(10_000).optional(),
      }),
    )
    .max(200)
    .optional(),
  products: z.array(quoteProductSchema).max(200).optional(),
  externals: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        price: moneySchema,
        customer: id.nullable().optional(),
      }),
    )
    .max(200)
    .optional(),
  specials: z
    .array(z.object({ special: z.uuid(), ignoreRules: z.boolean().optional() }))
    .max(100)
    .optional(),
});

export type QuoteDraftInput = z.output<typeof quoteDraftSchema>;

/**
 * A booking's own draft: the request's fields plus what only the booking's stored state may carry
 * (a price list chosen, changes by hand, the order of lines). Never read from a quote request.
 */
export type BookingQuoteInput = QuoteDraftInput & Pick<QuoteDraft, 'priceList' | 'manual' | 'order'>;

/** The engine's draft once the server filled in the booking date and the schedule's own dates. */
export function completeDraft(
  input: BookingQuoteInput,
  fill: { bookingDate: string; schedule?: { id: string; tour: string; from: string; to: string } },
): QuoteDraft {
  const { schedule: _schedule, bookingDate, ...rest } = input;
  return {
    ...rest,
    bookingDate: bookingDate ?? fill.bookingDate,
    ...(fill.schedule ? { schedule: fill.schedule } : {}),
  } as QuoteDraft;
}
