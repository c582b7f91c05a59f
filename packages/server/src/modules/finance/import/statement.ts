/**
 * What every statement format (camt.053, MT940, CSV) turns into: the entries of one account, each
 * with an identity that stays the same when the same file (or an overlapping one) comes again.
 */
export interface StatementEntry {
  /** Stable within the account: the bank's own reference, else a hash of the content and its occurrence. */
  identity: string;
  /** ISO dates. */
  bookingDate: string;
  valueDate: string | null;
  /** Signed minor units of `currency`: money received is positive. */
  amount: number;
  currency: string;
  counterpartyName: string;
  counterpartyIban: string;
  /** Unstructured remittance information, lines joined by a space. */
  remittance: string;
  /** Structured creditor reference (RF…) or end-to-end id, when the bank gives one. */
  reference: string;
  /** The bank's reference of the entry (camt AcctSvcrRef, MT940 bank reference), may be empty. */
  bankReference: string;
}

export type StatementFormat = 'camt053' | 'mt940' | 'csv';

export interface ParsedStatement {
  format: StatementFormat;
  /** The account the file is for, when it says (camt: Acct/Id/IBAN, MT940 :25:). */
  account: { iban: string | null; currency: string | null };
  entries: StatementEntry[];
}

export type { CsvMapping } from '@seaberth/domain';

/** A file that cannot be read: nothing of it is imported; `where` names the line or element. */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(`${where}: ${message}`);
  }
}
