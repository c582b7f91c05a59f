import type { BankEntryPayment, BankEntryState } from '@seaberth/domain';

/** A line of an account's statement as `GET /api/bank/{id}/entries` answers it. */
export interface BankEntryRow {
  id: string;
  bank: string;
  /** Only in the lists over all accounts (manual, temporary). */
  bankName?: string;
  bookingDate: string;
  valueDate: string | null;
  /** Signed minor units: money in is positive. */
  amount: number;
  currency: string;
  counterpartyName: string;
  counterpartyIban: string;
  remittance: string;
  reference: string;
  bankReference?: string;
  /** Minor units already assigned to bookings (signed like the amount). */
  assigned: number;
  state: BankEntryState;
  source: string;
  payments?: BankEntryPayment[];
}

/** A booking the server thinks an entry pays, and why: its number in the text, or its open amount. */
export interface BankSuggestion {
  booking: string;
  bookingNo: string;
  leadName: string;
  agencyName: string | null;
  currency: string;
  open: number;
  reason: 'number' | 'amount';
}

export interface ReviewEntryRow extends BankEntryRow {
  suggestions: BankSuggestion[];
}

export interface EntryPage<T> {
  data: T[];
  total: number;
  page?: number;
  size?: number;
}

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
