import { z } from 'zod';
import { bookingPaymentSchema, expectedVersion, PAYMENT_INPUT_METHODS } from '../booking/index.ts';
import { isoDateSchema } from '../dates/index.ts';

/** What the payment calls say when they refuse (MESSAGE_CODES names each for the web). */
export const PAYMENT_WRITE_MESSAGES = {
  nothingToChange: 'Name at least one field to change',
  tied: 'This payment came from a bank entry, a payment provider or the customer credit: change it there',
  notCopied:
    'Money from a bank entry, a payment provider or the customer credit is not copied: record new money there',
} as const;

const amount = z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000);

/**
 * `POST /api/payments`: a payment for the booking it names, recorded as `POST
 * /api/bookings/{id}/payment` records it (the booking's version, its history, its paid amount).
 */
export const paymentCreateSchema = bookingPaymentSchema.extend({ booking: z.uuid() });
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

/**
 * `POST /api/payments/{id}`: what may change on a recorded payment. Money that came from a bank
 * entry, a payment provider or the credit ledger keeps its amount (change it where it came from);
 * `version` is the booking's, as for every money action on a booking.
 */
export const paymentChangeSchema = z
  .object({
    amount: amount.refine((v) => v !== 0, 'An amount of zero is not a payment').optional(),
    /** Paid in another currency: what it counts in the booking currency (else the day's rate). */
    bookingAmount: amount.optional(),
    date: isoDateSchema.optional(),
    method: z.enum(PAYMENT_INPUT_METHODS).optional(),
    reference: z.string().trim().max(200).optional(),
    note: z.string().max(2000).optional(),
    version: expectedVersion,
  })
  .refine((change) => Object.keys(change).some((key) => key !== 'version'), {
    message: PAYMENT_WRITE_MESSAGES.nothingToChange,
    path: ['amount'],
  });
export type PaymentChange = z.output<typeof paymentChangeSchema>;

/** `POST /api/payments/{id}/copy`: the same payment once more on its booking (a second instalment). */
export const paymentCopySchema = z.object({
  /** Default: the operator's day. */
  date: isoDateSchema.optional(),
  version: expectedVersion,
});
export type PaymentCopy = z.output<typeof paymentCopySchema>;
