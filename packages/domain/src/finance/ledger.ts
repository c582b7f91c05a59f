import { z } from 'zod';
import { MAX_PAGE_SIZE, type Page, pagingQuerySchema } from '../paging/index.ts';
import { rangeFields } from '../dates/index.ts';

/**
 * What the agencies' ledger (`/credits`) and the customers' (`/ccredits`) share: entries are only
 * added, a mistake is reversed by an entry of the opposite sign (once), the balance is the sum.
 */

/** A ledger's page size when none is asked for; 0 asks for every entry (SPEC §9). */
export const LEDGER_PAGE_SIZE = 50;

/**
 * The project's paging (`page` 0-based, `size`, 0 = all) with a larger default than the generic
 * lists and the period filter; each ledger adds its owner and kind. The order is fixed, newest first.
 */
export const ledgerQuerySchema = pagingQuerySchema.pick({ page: true }).extend({
  size: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(LEDGER_PAGE_SIZE),
  ...rangeFields(true),
});

/** The amount of a new entry: minor units, never zero. */
export const ledgerAmountSchema = z.number().int().min(-1_000_000_000).max(1_000_000_000);

/** `POST …/credits/{id}/reverse`. */
export const ledgerReversalSchema = z.object({ note: z.string().max(500).default('') });

/** What every ledger entry carries besides its owner. */
export interface LedgerEntry<Kind extends string> {
  id: string;
  date: string;
  kind: Kind;
  /** Signed, minor units of `currency`: positive is held for the owner, negative spent or paid out. */
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

/** One page of entries (newest first), `total` the entries the filter matches, and the balances over all time. */
export interface LedgerPage<Entry, Balance> extends Omit<Page<Entry>, 'data'> {
  entries: Entry[];
  balances: Balance[];
}

/** Zero changes nothing; a kind that carries its own sign takes the amount without one. */
export function checkLedgerAmount(
  entry: { kind: string; amount: number },
  ctx: z.RefinementCtx,
  signedKinds: readonly string[],
): void {
  if (entry.amount === 0)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'An amount of zero changes nothing' });
  if (!signedKinds.includes(entry.kind) && entry.amount < 0)
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'Give the amount without a sign: the kind decides it',
    });
}
