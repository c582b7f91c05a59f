import { createHash } from 'node:crypto';
import { StatementError, type StatementEntry } from './statement.ts';

/** Values shared by the three parsers: money as exact minor units, dates, IBANs and identities. */

/** An entry before its identity, which depends on the entries before it in the same file. */
export type EntryDraft = Omit<StatementEntry, 'identity'>;

// ISO 4217 exponents other than 2; everything else has cents.
const ZERO_DECIMALS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export function currencyDecimals(currency: string): number {
  if (ZERO_DECIMALS.has(currency)) return 0;
  if (THREE_DECIMALS.has(currency)) return 3;
  return 2;
}

/** An ISO currency code, or a StatementError: an entry without a known currency has no amount. */
export function currencyCode(text: string, where: string): string {
  const code = text.trim().toUpperCase();
  if (code === '€') return 'EUR';
  if (!/^[A-Z]{3}$/.test(code)) throw new StatementError(`currency '${text}' is no ISO currency code`, where);
  return code;
}

export interface AmountStyle {
  decimal: ',' | '.';
  /** Whether the integer part may be grouped ("1.234,56"); XML and MT940 amounts never are. */
  thousands: boolean;
}

/**
 * A decimal text as signed integer minor units, by string manipulation only: 0.1 + 0.2 must not
 * become 30.000000000000004 cents. Accepts a leading sign or a trailing minus ("12,50-", as some
 * German exports write debits); more decimals than the currency has are refused unless they are 0.
 */
export function minorUnits(text: string, currency: string, style: AmountStyle, where: string): number {
  const fail = (why = 'is not a number'): never => {
    throw new StatementError(`amount '${text}' ${why}`, where);
  };
  // Spaces (also no-break and narrow no-break) and apostrophes only ever group digits.
  let s = text.replace(/[\s\u00a0\u202f']/g, '').replace(/\u2212/g, '-');
  let negative = false;
  if (/^[+-]/.test(s)) {
    negative = s[0] === '-';
    s = s.slice(1);
  } else if (s.endsWith('-')) {
    negative = true;
    s = s.slice(0, -1);
  }
  const parts = s.split(style.decimal);
  if (parts.length > 2) fail();
  const [whole, fraction = ''] = parts;
  const separator = style.decimal === ',' ? '.' : ',';
  const grouped = style.thousands && whole.includes(separator);
  if (grouped && !new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(whole)) fail();
  const digits = grouped ? whole.split(separator).join('') : whole;
  if (!/^\d*$/.test(digits) || !/^\d*$/.test(fraction) || digits + fraction === '') fail();
  const decimals = currencyDecimals(currency);
  if (/[1-9]/.test(fraction.slice(decimals))) fail(`has more decimals than ${currency} allows`);
  const units = Number((digits || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (!Number.isSafeInteger(units)) fail('is too large');
  return negative && units !== 0 ? -units : units;
}

/** 'YYYY-MM-DD' when the day exists, else null (no Date rollover: 31.02. is not 03.03.). */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** Two-digit years of bank files: 70-99 are the 1900s, the rest this century. */
export const fullYear = (yy: number) => (yy >= 70 ? 1900 + yy : 2000 + yy);

/** IBANs (and old account numbers) without the spaces they are printed with. */
export const compactIban = (text: string) => text.replace(/\s+/g, '').toUpperCase();

export const looksLikeIban = (text: string) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(text);

/** Whitespace of texts spread over lines or fixed-width fields, collapsed to single spaces. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const contentHash = (e: EntryDraft) =>
  createHash('sha256')
    .update(
      [e.bookingDate, e.amount, e.currency, e.counterpartyIban, e.counterpartyName, e.remittance].join('|'),
    )
    .digest('hex')
    .slice(0, 32);

/**
 * The identity of each entry: `ref:` + the bank's reference, else a hash of the content. The n-th
 * repetition of the same identity within the file gets `#n`, so two equal payments on one day are
 * both kept while the same file imported again yields the same identities (and adds nothing).
 */
export function statementIdentities(entries: EntryDraft[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const base = e.bankReference ? `ref:${e.bankReference}` : contentHash(e);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  });
}

export function withIdentities(entries: EntryDraft[]): StatementEntry[] {
  const identities = statementIdentities(entries);
  return entries.map((e, i) => ({ identity: identities[i], ...e }));
}

/** One account per file: statements of different accounts in one file would land in the wrong one. */
export function sameAccount(known: string | null, next: string | null, where: string): string | null {
  if (known && next && known !== next) {
    throw new StatementError(`the file holds statements of two accounts (${known} and ${next})`, where);
  }
  return known ?? next;
}
