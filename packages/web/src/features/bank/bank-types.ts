import type { AnswerOf } from '../../api/contract.ts';

/** A line of an account's statement as `GET /api/bank/{id}/entries` answers it, with its assignments. */
type AccountEntry = AnswerOf<'/api/bank/{id}/entries', 'get'>['data'][number];

/** A line as the lists over all accounts (manual, temporary) answer it, with the account's name. */
type ListedEntry = AnswerOf<'/api/bankentry/manual', 'get'>['data'][number];

/**
 * A line of a statement as the tables show it: amounts in signed minor units (money in is
 * positive), `assigned` the part already paying bookings; the assignments only in an account's
 * list, the account's name only in the lists over all accounts.
 */
export type BankEntryRow = Omit<AccountEntry, 'payments'> &
  Partial<Pick<AccountEntry, 'payments'>> &
  Partial<Pick<ListedEntry, 'bankName'>>;

/** An entry waiting for review (`GET /api/bank/{id}/review`) with the bookings it probably pays. */
export type ReviewEntryRow = AnswerOf<'/api/bank/{id}/review', 'get'>['data'][number];

/** A booking the server thinks an entry pays, and why: its number in the text, or its open amount. */
export type BankSuggestion = ReviewEntryRow['suggestions'][number];

/** How the columns of a bank's CSV export read: one definition, in the domain. */
import type { CsvMapping } from '@seaberth/domain';

export type { CsvMapping };

/** `POST /api/bank/{id}/import/preview`: the file's header and first rows, the guessed and saved mapping. */
export interface StatementPreview {
  headers: string[];
  rows: string[][];
  mapping: CsvMapping | null;
  saved: CsvMapping | null;
}

/** Filters of an account's entries; empty values are not sent. */
export interface EntryFilters {
  state: '' | 'open' | 'partial' | 'assigned' | 'unassigned';
  from: string;
  to: string;
  search: string;
}

/** An entry as the assign dialog needs it. */
export type AssignableEntry = Pick<
  BankEntryRow,
  'id' | 'amount' | 'assigned' | 'currency' | 'counterpartyName' | 'bookingDate' | 'remittance'
>;
