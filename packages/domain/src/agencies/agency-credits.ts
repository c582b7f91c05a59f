import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date-schema.ts';
import { MAX_PAGE_SIZE, type Page, pagingQuerySchema } from '../paging/paging.ts';

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
    amount: z.number().int().min(-1_000_000_000).max(1_000_000_000),
    date: isoDateSchema.optional(),
    booking: z.uuid().nullable().optional(),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.amount === 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'An amount of zero changes nothing' });
    if (entry.kind !== 'correction' && entry.amount < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Give the amount without a sign: the kind decides it',
      });
  });
export type AgencyCreditInput = z.input<typeof agencyCreditInputSchema>;

/** The ledger's page size when none is asked for; 0 asks for every entry (SPEC §9). */
export const AGENCY_CREDIT_PAGE_SIZE = 50;

/**
 * `GET /api/agency/credits`: the project's paging (`page` 0-based, `size`, 0 = all) with a larger
 * default than the generic lists, and the ledger's own filters. The order is fixed, newest first.
 */
export const agencyCreditQuerySchema = pagingQuerySchema.pick({ page: true }).extend({
  size: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(AGENCY_CREDIT_PAGE_SIZE),
  agency: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  kind: z.enum(AGENCY_CREDIT_KINDS).optional(),
});
export type AgencyCreditQuery = z.output<typeof agencyCreditQuerySchema>;

export interface AgencyCreditEntry {
  id: string;
  agency: string;
  agencyName: string;
  date: string;
  kind: AgencyCreditKind;
  /** Signed, minor units of `currency`. */
  amount: number;
  currency: string;
  booking: string | null;
  bookingNo: string | null;
  note: string;
  /** The entry this one reverses, and the one that reversed this. */
  reverses: string | null;
  reversedBy: string | null;
  createdByName: string;
  createdAt: string;
}

/** An agency's balance in one currency: the sum of all its entries, whatever the period. */
export interface AgencyCreditBalance {
  agency: string;
  agencyName: string;
  currency: string;
  balance: number;
}

/**
 * `GET /api/agency/credits`: one page of the entries (newest first), `total` the entries the filter
 * matches, and each agency's balance over all time (not only the page or the period shown).
 */
export interface AgencyCredits extends Omit<Page<AgencyCreditEntry>, 'data'> {
  entries: AgencyCreditEntry[];
  balances: AgencyCreditBalance[];
}

/** The signed amount an entry books, from the kind and the amount given. */
export function signedCredit(kind: AgencyCreditInput['kind'], amount: number): number {
  return kind === 'correction' ? amount : CREDIT_SIGN[kind] * Math.abs(amount);
}
