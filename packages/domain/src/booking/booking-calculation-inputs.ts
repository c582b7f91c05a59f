import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { CUSTOMER_TYPES } from '../pricing/index.ts';
import { MANUAL_ENTRY_TYPES } from '../pricing/index.ts';
import { quoteProductSchema } from '../pricing/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { PAYMENT_INPUT_METHODS } from './booking.ts';
import { expectedVersion, expectedVersionQuery } from './booking-life-inputs.ts';

/**
 * The calculation editor's calls (SPEC §7 bookings: calculation, sort, reloadPrice, changePrice,
 * special, product, addon, commission, language, currency, changeTerms, updatePaymentPolicy,
 * markPaid). Every change of one booking carries the version it was made on.
 */

const amount = z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000);
const text = z.string().trim().min(1).max(500);

/** `POST calculation`: a line added by hand, after the line `after` (by id) or at the end. */
export const addCalculationLineSchema = z.object({
  text,
  amount: amount.default(0),
  /** The booking's currency when absent. */
  currency: currencyCode.optional(),
  customer: z.uuid().nullable().default(null),
  customerType: z.enum(CUSTOMER_TYPES).default('Direct'),
  type: z.enum(MANUAL_ENTRY_TYPES).default('cost'),
  after: z.string().max(300).optional(),
  version: expectedVersion,
});
export type AddCalculationLine = z.input<typeof addCalculationLineSchema>;

/** `POST calculation/{calcId}`: only the fields sent change. */
export const editCalculationLineSchema = z
  .object({
    text: text.optional(),
    amount: amount.optional(),
    customer: z.uuid().nullable().optional(),
    customerType: z.enum(CUSTOMER_TYPES).optional(),
    version: expectedVersion,
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'version'), { message: 'Nothing to change' });
export type EditCalculationLine = z.input<typeof editCalculationLineSchema>;

/** `POST calculation/{calcId}/rename`: `{text}` is the line's text now, `{customer}` its guest's name. */
export const renameCalculationLineSchema = z.object({
  pattern: z.string().trim().min(1).max(500),
  version: expectedVersion,
});

/** `POST sort`: the lines' ids first to last; the due amounts stay at the end. */
export const sortCalculationSchema = z.object({
  order: z.array(z.string().min(1).max(300)).min(1).max(600),
  version: expectedVersion,
});

/** Calls that change nothing but what their path names. */
export const calculationVersionSchema = z.object({ version: expectedVersion });

/** `DELETE calculation/{sort}` and `removeCancellationFee`: the version as a query parameter. */
export const calculationDeleteQuerySchema = z.object({ version: expectedVersionQuery });

/**
 * `POST reloadPrice`: without `apply` the answer only shows the calculation now and as the price
 * lists would make it; with `apply` it is stored. `keepManual` keeps the lines added or changed by
 * hand (default); false prices everything from the lists alone.
 */
export const reloadPriceSchema = z.object({
  apply: z.boolean().default(false),
  keepManual: z.boolean().default(true),
  version: expectedVersion,
});

/** `POST special/{special}`: `ignoreRules` applies a special whose rule does not hold. */
export const bookingSpecialSchema = z.object({
  ignoreRules: z.boolean().default(false),
  remove: z.boolean().default(false),
  version: expectedVersion,
});

/** `POST addon/{addon}`: a supplement for some guests (all when absent), `remove` takes it off. */
export const bookingAddonSchema = z.object({
  customers: z.array(z.uuid()).max(200).optional(),
  quantity: z.number().int().min(1).max(1000).optional(),
  remove: z.boolean().default(false),
  version: expectedVersion,
});

/** `POST product/{product}`: a product sold with the booking, `remove` takes it off. */
export const bookingProductSchema = quoteProductSchema
  .omit({ id: true })
  .partial({ name: true, price: true, addRule: true })
  .extend({ remove: z.boolean().default(false), version: expectedVersion });

/** `POST language/{language}`. */
export const bookingLanguageParamsSchema = z.object({ id: z.uuid(), language: z.enum(LANGUAGES) });

/** `POST currency/{currency}`. */
export const bookingCurrencyParamsSchema = z.object({ id: z.uuid(), currency: currencyCode });

/**
 * `POST markPaid`: each booking gets a payment of what is still open on it. Each booking names the
 * version the operator saw, as every other change of a booking does (issue 31): what is open is
 * what that version showed.
 */
export const markPaidSchema = z.object({
  bookings: z
    .array(z.object({ id: z.uuid(), version: expectedVersion }))
    .min(1)
    .max(200),
  method: z.enum(PAYMENT_INPUT_METHODS).default('bankTransfer'),
  date: z.iso.date().optional(),
  reference: z.string().trim().max(200).default(''),
});

/** The answer of `markPaid`: which bookings were paid, and which not and why. */
export const markPaidResultSchema = z.object({
  paid: z.array(
    z.object({ id: z.string(), bookingNo: z.string(), amount: z.number(), currency: z.string() }),
  ),
  skipped: z.array(
    z.object({
      id: z.string(),
      bookingNo: z.string().nullable(),
      reason: z.enum(['notFound', 'nothingOpen', 'notAllowed']),
    }),
  ),
});
export type MarkPaidResult = z.infer<typeof markPaidResultSchema>;
