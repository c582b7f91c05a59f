import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import {
  checkLedgerAmount,
  LEDGER_PAGE_SIZE,
  ledgerAmountSchema,
  ledgerQuerySchema,
} from '../finance/index.ts';
import { checkDateRange, RANGE_SPANS } from '../dates/index.ts';

/**
 * The ledger of an agency (`/credits`): money held for it or owed to it, never edited, only
 * reversed. An amount in favour of the agency is positive (a prepayment received, commission owed to
 * it), one against it negative (commission paid out, a voucher used); the balance is their sum.
 */
export const AGENCY_CREDIT_KINDS = [
  'prepayment',
  'commissionOwed',
  'commissionPaid',
  'voucher',
  'correction',
  'reversal',
] as const;
export type AgencyCreditKind = (typeof AGENCY_CREDIT_KINDS)[number];

/** The sign an entry of each kind takes; a correction keeps the sign it was given. */
export const CREDIT_SIGN: Record<Exclude<AgencyCreditKind, 'correction' | 'reversal'>, 1 | -1> = {
  prepayment: 1,
  commissionOwed: 1,
  commissionPaid: -1,
  voucher: -1,
};

/** `POST /api/agency/credits`: a new entry; amount in minor units, positive (the kind gives the sign). */
export const agencyCreditInputSchema = z
  .object({
    agency: z.uuid(),
    kind: z.enum(['prepayment', 'commissionOwed', 'commissionPaid', 'voucher', 'correction']),
    /** Minor units; a correction may be negative, the other kinds take their sign from the kind. */
    amount: ledgerAmountSchema,
    date: isoDateSchema.optional(),
    booking: z.uuid().nullable().optional(),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((entry, ctx) => checkLedgerAmount(entry, ctx, ['correction']));
export type AgencyCreditInput = z.input<typeof agencyCreditInputSchema>;

/** The ledger's page size when none is asked for; 0 asks for every entry (SPEC §9). */
export const AGENCY_CREDIT_PAGE_SIZE = LEDGER_PAGE_SIZE;

/** `GET /api/agency/credits`: the ledger paging with the agency and kind filters. */
export const agencyCreditQuerySchema = ledgerQuerySchema
  .extend({
    agency: z.uuid().optional(),
    kind: z.enum(AGENCY_CREDIT_KINDS).optional(),
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type AgencyCreditQuery = z.output<typeof agencyCreditQuerySchema>;

/** One entry of the ledger (its fields are every ledger's, finance/ledger.ts `LedgerEntry`). */
export const agencyCreditEntrySchema = z.object({
  id: z.string(),
  agency: z.string(),
  agencyName: z.string(),
  date: z.string(),
  kind: z.enum(AGENCY_CREDIT_KINDS),
  /** Signed, minor units of `currency`: positive is held for the agency, negative spent or paid out. */
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
});
export type AgencyCreditEntry = z.infer<typeof agencyCreditEntrySchema>;

/** An agency's balance in one currency: the sum of all its entries, whatever the period. */
export const agencyCreditBalanceSchema = z.object({
  agency: z.string(),
  agencyName: z.string(),
  currency: z.string(),
  balance: z.number(),
});
export type AgencyCreditBalance = z.infer<typeof agencyCreditBalanceSchema>;

/**
 * `GET /api/agency/credits`: one page of the entries (newest first), `total` the entries the filter
 * matches, and each agency's balance over all time (not only the page or the period shown).
 */
export const agencyCreditsSchema = z.object({
  entries: z.array(agencyCreditEntrySchema),
  balances: z.array(agencyCreditBalanceSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type AgencyCredits = z.infer<typeof agencyCreditsSchema>;

/** The signed amount an entry books, from the kind and the amount given. */
export function signedCredit(kind: AgencyCreditInput['kind'], amount: number): number {
  return kind === 'correction' ? amount : CREDIT_SIGN[kind] * Math.abs(amount);
}
