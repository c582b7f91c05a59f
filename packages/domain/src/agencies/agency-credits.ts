import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date-schema.ts';

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

export const agencyCreditQuerySchema = z.object({
  agency: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

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

/** `GET /api/agency/credits`: the entries (newest first) and each agency's balance. */
export interface AgencyCredits {
  entries: AgencyCreditEntry[];
  balances: { agency: string; agencyName: string; currency: string; balance: number }[];
}

/** The signed amount an entry books, from the kind and the amount given. */
export function signedCredit(kind: AgencyCreditInput['kind'], amount: number): number {
  return kind === 'correction' ? amount : CREDIT_SIGN[kind] * Math.abs(amount);
}
