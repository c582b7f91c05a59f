import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { isoDateSchema } from '../dates/index.ts';
import {
  checkLedgerAmount,
  type LedgerPage,
  ledgerAmountSchema,
  ledgerQuerySchema,
} from '../finance/index.ts';
import { checkDateRange, RANGE_SPANS } from '../dates/index.ts';

/**
 * A customer's credit (`/ccredits`, `GET /api/customer/credits`): vouchers, overpayments and refunds
 * owed, spent on later bookings. Positive entries hold money for the customer, negative ones spend
 * or pay it out. The balance of a customer in a currency never goes below zero.
 */
export const CUSTOMER_CREDIT_KINDS = [
  'voucher',
  'overpayment',
  'refundOwed',
  'redeemed',
  'refundPaid',
  'correction',
  'reversal',
  // Loyalty points spent (POST /api/customer/{id}/loyality/redeem): only the programme books it.
  'loyalty',
  // Earned by a referral code: the new guest it brought paid their booking (referrals/).
  'referralReward',
] as const;
export type CustomerCreditKind = (typeof CUSTOMER_CREDIT_KINDS)[number];
export type CustomerCreditInputKind = Exclude<CustomerCreditKind, 'reversal' | 'loyalty' | 'referralReward'>;

export const CUSTOMER_CREDIT_SIGN: Record<Exclude<CustomerCreditInputKind, 'correction'>, 1 | -1> = {
  voucher: 1,
  overpayment: 1,
  refundOwed: 1,
  redeemed: -1,
  refundPaid: -1,
};

/**
 * Kinds that move money between a booking and the credit: `overpayment` and `refundOwed` take what
 * a booking was paid beyond its total into the credit (a refund payment on that booking),
 * `redeemed` pays a booking from the credit (a payment on it).
 */
export const BOOKING_CREDIT_KINDS = ['overpayment', 'refundOwed', 'redeemed'] as const;

export function movesBookingMoney(kind: string): boolean {
  return (BOOKING_CREDIT_KINDS as readonly string[]).includes(kind);
}

/** `POST /api/customer/credits`: a new entry; amount in minor units, positive (the kind gives the sign). */
export const customerCreditInputSchema = z
  .object({
    customer: z.uuid(),
    kind: z.enum(['voucher', 'overpayment', 'refundOwed', 'redeemed', 'refundPaid', 'correction']),
    amount: ledgerAmountSchema,
    /** The booking's currency when a booking is named; else needed (the operator's by default). */
    currency: currencyCode.optional(),
    date: isoDateSchema.optional(),
    booking: z.uuid().nullable().optional(),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((entry, ctx) => {
    checkLedgerAmount(entry, ctx, ['correction']);
    if (movesBookingMoney(entry.kind) && !entry.booking)
      ctx.addIssue({ code: 'custom', path: ['booking'], message: 'Choose the booking' });
  });
export type CustomerCreditInput = z.input<typeof customerCreditInputSchema>;

/** `GET /api/customer/credits`: the ledger paging with the customer and kind filters. */
export const customerCreditQuerySchema = ledgerQuerySchema
  .extend({
    customer: z.uuid().optional(),
    kind: z.enum(CUSTOMER_CREDIT_KINDS).optional(),
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type CustomerCreditQuery = z.output<typeof customerCreditQuerySchema>;

/** An entry of the ledger as it is answered (finance/ledger.ts `LedgerEntry`, with the customer). */
export const customerCreditEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(CUSTOMER_CREDIT_KINDS),
  /** Signed, minor units of `currency`: positive is held for the customer, negative spent or paid out. */
  amount: z.number(),
  currency: z.string(),
  booking: z.string().nullable(),
  bookingNo: z.string().nullable(),
  note: z.string(),
  /** The entry this one reverses, and the one that reversed this. */
  reverses: z.string().nullable(),
  reversedBy: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  customer: z.string(),
  customerName: z.string(),
  /** The booking payment the entry made (a payment from the credit, or a refund into it). */
  payment: z.string().nullable(),
});
export type CustomerCreditEntry = z.infer<typeof customerCreditEntrySchema>;

/** A customer's balance in one currency over all time; the list names only balances not zero. */
export const customerCreditBalanceSchema = z.object({
  customer: z.string(),
  customerName: z.string(),
  currency: z.string(),
  balance: z.number(),
});
export type CustomerCreditBalance = z.infer<typeof customerCreditBalanceSchema>;

/** `GET /api/customer/credits`: one page of entries (newest first) and the balances over all time. */
export const customerCreditsSchema = z.object({
  entries: z.array(customerCreditEntrySchema),
  balances: z.array(customerCreditBalanceSchema),
  total: z.number(),
  totalEstimated: z.literal(true).optional(),
  page: z.number(),
  size: z.number(),
});
export type CustomerCredits = LedgerPage<CustomerCreditEntry, CustomerCreditBalance>;

export function signedCustomerCredit(kind: CustomerCreditInputKind, amount: number): number {
  return kind === 'correction' ? amount : CUSTOMER_CREDIT_SIGN[kind] * Math.abs(amount);
}
