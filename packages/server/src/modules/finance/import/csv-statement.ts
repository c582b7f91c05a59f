import { normalHeader } from '@seaberth/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { type CsvMapping, type ParsedStatement, StatementError } from './statement.ts';
import {
  compactIban,
  currencyCode,
  type EntryDraft,
  fullYear,
  isoDate,
  minorUnits,
  squash,
  withIdentities,
} from './statement-values.ts';

/**
 * Bank CSV exports: every bank has its own columns, so a CsvMapping (saved per bank) says which is
 * which; `guessCsvMapping` proposes one for the usual German and English layouts.
 */

interface Row {
  cells: string[];
  /** 1-based line in the file (where the record ends, for a quoted cell over several lines). */
  line: number;
}

function records(text: string, delimiter: string, fromLine: number, max?: number): Row[] {
  try {
    const rows = parse(text, {
      delimiter,
      from_line: fromLine,
      to: max,
      relax_column_count: true, // preambles, footers and short rows differ in width
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows.map((r) => ({ cells: r.record, line: r.info.lines }));
  } catch (error) {
    if (error instanceof CsvError) {
      throw new StatementError(error.message.replace(/ at line \d+/, ''), `line ${error.lines}`);
    }
    throw error;
  }
}

const strip = (text: string) => text.replace(/^\uFEFF/, '');

/** Header texts compared without case, umlauts, spaces and punctuation, as the booking import does. */
const normal = normalHeader;

function columnIndex(headers: string[], name: string): number {
  const exact = headers.findIndex((h) => h.trim() === name.trim());
  return exact >= 0 ? exact : headers.findIndex((h) => normal(h) === normal(name));
}

const DATE_PATTERNS: Record<CsvMapping['dateFormat'], RegExp> = {
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})$/,
  'DD.MM.YY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{2})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})(?:[T ].*)?$/,
  'MM/DD/YYYY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4})$/,
};

function dateIn(text: string, format: CsvMapping['dateFormat']): string | null {
  const g = DATE_PATTERNS[format].exec(text.trim())?.groups;
  if (!g) return null;
  const year = g.y.length === 2 ? fullYear(Number(g.y)) : Number(g.y);
  return isoDate(year, Number(g.m), Number(g.d));
}

// Sparkasse ("Info": "Umsatz vorgemerkt") and DKB ("Status": "Vorgemerkt") list pending items too.
const isPending = (headers: string[], cells: string[]) =>
  headers.some(
    (h, i) => /^(info|status)$/.test(normal(h)) && /vorgemerkt|^pending$/i.test((cells[i] ?? '').trim()),
  );

export function parseCsvStatement(
  text: string,
  mapping: CsvMapping,
  defaultCurrency = 'EUR',
): ParsedStatement {
  const rows = records(strip(text), mapping.delimiter, mapping.skipLines + 1);
  if (!rows.length) throw new StatementError('there is no header line', `line ${mapping.skipLines + 1}`);
  const [header, ...data] = rows;
  const headerWhere = `line ${header.line}`;
  const col = (name: string | undefined): number => {
    if (!name) return -1;
    const index = columnIndex(header.cells, name);
    if (index < 0) throw new StatementError(`column '${name}' is not in the header`, headerWhere);
    return index;
  };
  const c = mapping.columns;
  const at = {
    bookingDate: col(c.bookingDate),
    valueDate: col(c.valueDate),
    amount: col(c.amount),
    credit: col(c.credit),
    debit: col(c.debit),
    currency: col(c.currency),
    name: col(c.counterpartyName),
    iban: col(c.counterpartyIban),
    remittance: (c.remittance ?? []).map(col),
    reference: col(c.reference),
  };
  if (at.amount < 0 && at.credit < 0 && at.debit < 0) {
    throw new StatementError('the mapping names no amount column (nor credit/debit)', headerWhere);
  }
  const style = { decimal: mapping.decimal, thousands: true };
  const drafts: EntryDraft[] = [];
  // A short row without a date (Deutsche Bank's closing "Kontostand" line) is a footer when only such
  // rows follow it; in between real rows it is an error like any other.
  let footer: StatementError | null = null;
  for (const row of data) {
    const cell = (i: number) => (i < 0 ? '' : (row.cells[i] ?? '').trim());
    const where = `line ${row.line}`;
    if (row.cells.every((v) => !v.trim()) || isPending(header.cells, row.cells)) continue;
    const bookingText = cell(at.bookingDate);
    const bookingDate = dateIn(bookingText, mapping.dateFormat);
    const noDate = new StatementError(`date '${bookingText}' is not a ${mapping.dateFormat} date`, where);
    if (!bookingDate && row.cells.length < header.cells.length) {
      footer ??= noDate;
      continue;
    }
    if (footer) throw footer;
    if (!bookingDate) throw noDate;
    const valueText = cell(at.valueDate);
    const valueDate = valueText ? dateIn(valueText, mapping.dateFormat) : null;
    if (valueText && !valueDate) {
      throw new StatementError(`date '${valueText}' is not a ${mapping.dateFormat} date`, where);
    }
    const currency = currencyCode(cell(at.currency) || defaultCurrency, where);
    const money = (i: number) => (cell(i) ? minorUnits(cell(i), currency, style, where) : null);
    let amount = money(at.amount);
    if (amount === null) {
      // Soll/Haben: the column says the direction, whatever sign the bank printed.
      const credit = money(at.credit);
      const debit = money(at.debit);
      if (credit === null && debit === null) throw new StatementError('the row has no amount', where);
      amount = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    }
    drafts.push({
      bookingDate,
      valueDate,
      amount,
      currency,
      counterpartyName: squash(cell(at.name)),
      counterpartyIban: compactIban(cell(at.iban)),
      remittance: squash(at.remittance.map(cell).join(' ')),
      reference: /^(NOTPROVIDED|NONREF)$/i.test(cell(at.reference)) ? '' : cell(at.reference),
      bankReference: '', // CSV exports carry no bank reference: the content hash identifies
    });
  }
  return { format: 'csv', account: { iban: null, currency: null }, entries: withIdentities(drafts) };
}

/** Known header texts (normalised) per mapped field, in order of preference. */
const KNOWN: Record<string, string[]> = {
  bookingDate: ['buchungstag', 'buchungsdatum', 'buchung', 'date', 'bookingdate', 'transactiondate', 'datum'],
  valueDate: ['valutadatum', 'wertstellung', 'valuta', 'wert', 'valuedate'],
  amount: ['betrag', 'betrageur', 'umsatz', 'amount', 'umsatzeur'],
  credit: ['haben', 'credit', 'gutschrift'],
  debit: ['soll', 'debit', 'belastung'],
  currency: ['waehrung', 'whrg', 'currency'],
  counterpartyName: [
    'beguenstigterzahlungspflichtiger',
    'auftraggeberempfaenger',
    'namezahlungsbeteiligter',
    'beguenstigterauftraggeber',
    'auftraggeberzahlungsempfaenger',
    'payee',
    'counterparty',
    'name',
  ],
  counterpartyIban: [
    'kontonummeriban',
    'ibanzahlungsbeteiligter',
    'ibanauftraggeberkonto',
    'iban',
    'counterpartyiban',
    'kontonummer',
  ],
  // Commerzbank has its text in "Buchungstext"; where "Verwendungszweck" exists, that is the text.
  remittance: ['verwendungszweck', 'description', 'memo', 'details', 'buchungstext'],
  reference: ['reference', 'kundenreferenzendtoend', 'kundenreferenz', 'endtoendreferenz'],
};

function findColumns(headers: string[]) {
  const normalised = headers.map(normal);
  const found: Record<string, string> = {};
  for (const [field, names] of Object.entries(KNOWN)) {
    for (const name of names) {
      const i = normalised.indexOf(name);
      if (i >= 0) {
        found[field] = headers[i].trim();
        break;
      }
    }
  }
  return found;
}

const DELIMITERS: CsvMapping['delimiter'][] = [';', ',', '\t'];

/**
 * The header line (the first with a date and an amount column among the first 40 lines, German
 * exports put account facts before it), its delimiter, decimal mark and date format, from the data.
 */
export function guessCsvMapping(text: string): {
  headers: string[];
  rows: string[][];
  mapping: CsvMapping | null;
} {
  const source = strip(text);
  const lines = source.split(/\r\n|\r|\n/).slice(0, 40);
  let chosen: { line: number; delimiter: CsvMapping['delimiter']; score: number; headers: string[] } | null =
    null;
  for (const [i, line] of lines.entries()) {
    for (const delimiter of DELIMITERS) {
      if (!line.includes(delimiter)) continue;
      let headers: string[];
      try {
        headers = parse(line, { delimiter, relax_column_count: true })[0] ?? [];
      } catch {
        continue; // preamble text with stray quotes
      }
      const found = findColumns(headers);
      if (!found.bookingDate || !(found.amount || found.credit || found.debit)) continue;
      const score = Object.keys(found).length;
      if (!chosen || score > chosen.score) chosen = { line: i, delimiter, score, headers };
    }
  }
  if (!chosen) {
    // No known header: show the first line split by its most frequent delimiter for a mapping by hand.
    const first = lines.find((l) => l.trim()) ?? '';
    const delimiter = [...DELIMITERS].sort((a, b) => first.split(b).length - first.split(a).length)[0];
    const rows = safeRecords(source, delimiter, 1, 11);
    return { headers: rows[0] ?? [], rows: rows.slice(1), mapping: null };
  }
  const { line: headerLine, delimiter, headers } = chosen;
  const rows = safeRecords(source, delimiter, headerLine + 1, 11).slice(1);
  const found = findColumns(headers);
  const sample = (name: string | undefined) => {
    const i = name ? headers.findIndex((h) => h.trim() === name) : -1;
    return i < 0 ? [] : rows.map((r) => (r[i] ?? '').trim()).filter(Boolean);
  };
  // Deutsche Bank has "Betrag" and "Soll"/"Haben": whichever holds the numbers is the one.
  const signed = sample(found.amount).length > 0 || !(found.credit || found.debit);
  const amounts = signed ? sample(found.amount) : [...sample(found.credit), ...sample(found.debit)];
  const columns: CsvMapping['columns'] = {
    bookingDate: found.bookingDate,
    ...(found.valueDate && { valueDate: found.valueDate }),
    ...(signed ? { amount: found.amount } : { credit: found.credit, debit: found.debit }),
    ...(found.currency && { currency: found.currency }),
    ...(found.counterpartyName && { counterpartyName: found.counterpartyName }),
    ...(found.counterpartyIban && { counterpartyIban: found.counterpartyIban }),
    ...(found.remittance && { remittance: [found.remittance] }),
    ...(found.reference && { reference: found.reference }),
  };
  const mapping: CsvMapping = {
    delimiter: delimiter,
    decimal: guessDecimal(amounts, delimiter),
    dateFormat: guessDateFormat(sample(found.bookingDate)),
    skipLines: headerLine,
    columns,
  };
  return { headers, rows, mapping };
}

/** The preview should not fail on a broken row further down; what parses is shown. */
function safeRecords(text: string, delimiter: string, fromLine: number, max: number): string[][] {
  try {
    return records(text, delimiter, fromLine, max).map((r) => r.cells);
  } catch {
    return [];
  }
}

/** "1.234,56" and "12,5" are German, "1,234.56" and "12.5" English; a lone "1.234" decides nothing. */
function guessDecimal(amounts: string[], delimiter: string): CsvMapping['decimal'] {
  let comma = 0;
  let dot = 0;
  for (const amount of amounts) {
    const m = /([.,])(\d+)-?$/.exec(amount.replace(/\s/g, ''));
    if (!m) continue;
    const both = amount.includes('.') && amount.includes(',');
    if (m[2].length !== 3 || both) {
      if (m[1] === ',') comma++;
      else dot++;
    }
  }
  if (comma !== dot) return comma > dot ? ',' : '.';
  return delimiter === ';' ? ',' : '.';
}

function guessDateFormat(dates: string[]): CsvMapping['dateFormat'] {
  const formats = Object.keys(DATE_PATTERNS) as CsvMapping['dateFormat'][];
  return formats.find((f) => dates.length > 0 && dates.every((d) => dateIn(d, f))) ?? 'DD.MM.YYYY';
}
