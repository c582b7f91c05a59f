import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';

/** What the bank entry calls say when they refuse (MESSAGE_CODES names each for the web). */
export const BANK_ENTRY_MESSAGES = {
  imported: 'An imported entry is the bank’s statement: it does not change',
  assigned: 'Money of this entry is assigned to bookings: take the assignments back first',
  nothingToChange: 'Name at least one field to change',
} as const;

const amount = z
  .number()
  .int()
  .min(-1_000_000_000_000)
  .max(1_000_000_000_000)
  .refine((v) => v !== 0, 'An amount of zero is not a payment');

/**
 * `POST /api/bankentry` (and `POST /api/bankentry/manual`): money taken at the desk (cash, card) on
 * an account, in the account's currency, to be assigned like any entry.
 */
export const bankEntryCreateSchema = z.object({
  bank: z.uuid(),
  bookingDate: isoDateSchema,
  amount,
  counterpartyName: z.string().trim().max(200).default(''),
  remittance: z.string().trim().max(500).default(''),
});
export type BankEntryCreate = z.output<typeof bankEntryCreateSchema>;

/**
 * `POST /api/bankentry/{id}`: a desk entry corrected while none of it is assigned; `version` is
 * the entry's as the caller saw it.
 */
export const bankEntryChangeSchema = z
  .object({
    bookingDate: isoDateSchema.optional(),
    amount: amount.optional(),
    counterpartyName: z.string().trim().max(200).optional(),
    remittance: z.string().trim().max(500).optional(),
    version: z.number().int().min(1),
  })
  .refine((change) => Object.keys(change).some((key) => key !== 'version'), {
    message: BANK_ENTRY_MESSAGES.nothingToChange,
    path: ['amount'],
  });
export type BankEntryChange = z.output<typeof bankEntryChangeSchema>;

/** `POST /api/bankentry/{id}/copy`: the same desk money once more, on the day given or today. */
export const bankEntryCopySchema = z.object({ bookingDate: isoDateSchema.optional() });
export type BankEntryCopy = z.output<typeof bankEntryCopySchema>;
