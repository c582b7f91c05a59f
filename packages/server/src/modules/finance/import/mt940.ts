import { type ParsedStatement, StatementError } from './statement.ts';
import {
  compactIban,
  currencyCode,
  type EntryDraft,
  fullYear,
  isoDate,
  looksLikeIban,
  minorUnits,
  sameAccount,
  squash,
  withIdentities,
} from './statement-values.ts';

/**
 * SWIFT MT940 as German banks export it (".sta"): statements of :20: … :62F:, each :61: a booking
 * followed by its :86: information, which German banks structure as ?NN subfields.
 */

interface Field {
  tag: string;
  lines: string[];
  /** 1-based line of the tag, for errors. */
  line: number;
}

/** Fields with their continuation lines: a field runs until the next `:NN:` tag or a `-` end line. */
function fields(text: string): Field[] {
  const result: Field[] = [];
  let open: Field | null = null;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(raw);
      if (tag) {
        open = { tag: tag[1], lines: [tag[2]], line: i + 1 };
        result.push(open);
      } else if (/^-}?\s*$/.test(raw) || raw.startsWith('{')) {
        open = null; // end of a message, or SWIFT block headers around it
      } else if (open && raw.trim()) {
        open.lines.push(raw);
      }
    });
  return result;
}

export function parseMt940(text: string): ParsedStatement {
  const all = fields(text);
  if (!all.some((f) => f.tag === '20')) {
    throw new StatementError('no :20: field, this is not an MT940 statement', 'line 1');
  }
  let iban: string | null = null;
  let currency: string | null = null;
  let statementCurrency: string | null = null;
  let inStatement = false;
  let last: { entry: EntryDraft; customerRef: string } | null = null;
  const drafts: EntryDraft[] = [];

  for (const field of all) {
    const where = `line ${field.line}`;
    const value = field.lines[0].trim();
    switch (field.tag) {
      case '20':
        inStatement = true;
        statementCurrency = null;
        last = null;
        break;
      case '25': {
        // "BLZ/account" of old or an IBAN; only the IBAN names the account the way camt does.
        const account = compactIban(value);
        iban = sameAccount(iban, looksLikeIban(account) ? account : null, where);
        break;
      }
      case '60F':
      case '60M': {
        const m = /^([CD])(\d{6})([A-Z]{3})(\d+,\d*)$/.exec(value);
        if (!m) throw new StatementError(`opening balance '${value}' does not parse`, where);
        statementCurrency = currencyCode(m[3], where);
        currency ??= statementCurrency;
        break;
      }
      case '61': {
        if (!inStatement) throw new StatementError(':61: before the :20: of its statement', where);
        if (!statementCurrency)
          throw new StatementError(':61: without a :60F: opening balance before', where);
        last = booking(value, statementCurrency, where);
        drafts.push(last.entry);
        break;
      }
      case '86':
        // Information after :61: belongs to that booking; before any, to the statement (unused).
        if (last) information(field.lines, last.entry, last.customerRef);
        last = null;
        break;
      case '62F':
      case '62M':
        last = null;
        break;
    }
  }
  return { format: 'mt940', account: { iban, currency }, entries: withIdentities(drafts) };
}

/**
 * :61: value date YYMMDD, [entry date MMDD], C/D/RC/RD, [funds code], amount with decimal comma,
 * type N### (or Sxxx/Fxxx), customer reference [//bank reference]. A second line (supplementary
 * details) adds nothing the :86: does not say better.
 */
const BOOKING = /^(\d{2})(\d{2})(\d{2})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+,\d*)([NSF][A-Z0-9]{3})(.*)$/;

function booking(line: string, currency: string, where: string) {
  const m = BOOKING.exec(line);
  if (!m) throw new StatementError(`:61: '${line}' does not parse`, where);
  const [, yy, mm, dd, entryDay, mark, , amountText, , refs] = m;
  const year = fullYear(Number(yy));
  const valueDate = isoDate(year, Number(mm), Number(dd));
  if (!valueDate) throw new StatementError(`value date '${yy}${mm}${dd}' is not a date`, where);
  let bookingDate = valueDate;
  if (entryDay) {
    // The entry date has no year: the one of the value date, or the neighbouring one across New Year.
    const month = Number(entryDay.slice(0, 2));
    const shift = month - Number(mm) > 6 ? -1 : Number(mm) - month > 6 ? 1 : 0;
    const date = isoDate(year + shift, month, Number(entryDay.slice(2)));
    if (!date) throw new StatementError(`entry date '${entryDay}' is not a date`, where);
    bookingDate = date;
  }
  const units = minorUnits(amountText, currency, { decimal: ',', thousands: false }, where);
  // RC reverses a credit (money leaves), RD reverses a debit (money comes back).
  const sign = mark === 'C' || mark === 'RD' ? 1 : -1;
  const [customerRef, bankRef = ''] = refs.split('//');
  const entry: EntryDraft = {
    bookingDate,
    valueDate,
    amount: sign * units,
    currency,
    counterpartyName: '',
    counterpartyIban: '',
    remittance: '',
    reference: '',
    bankReference: bankRef.trim(),
  };
  const own = customerRef.trim();
  entry.reference = /^(NONREF|NOTPROVIDED)$/i.test(own) ? '' : own;
  return { entry, customerRef: entry.reference };
}

/**
 * German banks fill the text subfields (?20-?29, ?60-?63, ?32/?33) 27 characters at a time, cutting
 * words: a full subfield runs on into the next without a space, a shorter one ended a phrase.
 */
function joinChunks(chunks: string[]): string {
  return squash(chunks.map((c, i) => (i < chunks.length - 1 && c.length < 27 ? `${c} ` : c)).join(''));
}

const SEPA_KEYS = 'EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC';

/** :86: into the entry: structured "GVC?00…?20…" subfields, or plain text. */
function information(lines: string[], entry: EntryDraft, customerRef: string) {
  // Line breaks of a structured :86: are mere wrapping at 65 characters, not part of the text.
  const joined = lines.join('');
  if (!/^\d{3}\?\d{2}/.test(joined)) {
    entry.remittance = squash(lines.join(' '));
    return;
  }
  const sub = new Map<number, string[]>();
  const pieces = joined.slice(3).split(/\?(\d{2})/);
  for (let i = 1; i < pieces.length; i += 2) {
    const code = Number(pieces[i]);
    sub.set(code, [...(sub.get(code) ?? []), pieces[i + 1]]);
  }
  const take = (codes: number[]) => codes.flatMap((c) => sub.get(c) ?? []);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  entry.remittance = joinChunks(take([...range(20, 29), ...range(60, 63)]));
  entry.counterpartyName = joinChunks(take([32, 33]));
  entry.counterpartyIban = compactIban(take([31]).join(''));
  // The SEPA end-to-end id (EREF+) is the payer's reference; the :61: customer reference else.
  const eref = new RegExp(`EREF\\+\\s*(.*?)\\s*(?=(?:${SEPA_KEYS})\\+|$)`).exec(entry.remittance)?.[1] ?? '';
  entry.reference = eref && !/^NOTPROVIDED$/i.test(eref) ? eref : customerRef;
}
