import type { CsvMapping } from './bank-types.ts';

/** The columns of a mapping that name one header each, in the order the form shows them. */
export const SINGLE_COLUMNS = [
  'bookingDate',
  'valueDate',
  'amount',
  'credit',
  'debit',
  'currency',
  'counterpartyName',
  'counterpartyIban',
  'reference',
] as const;
export type SingleColumn = (typeof SINGLE_COLUMNS)[number];

export const DELIMITERS: CsvMapping['delimiter'][] = [';', ',', '\t'];
export const DECIMALS: CsvMapping['decimal'][] = [',', '.'];
export const DATE_FORMATS: CsvMapping['dateFormat'][] = [
  'DD.MM.YYYY',
  'DD.MM.YY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
];

/**
 * A file is shown and mapped first when it is a CSV export; camt.053 and MT940 describe themselves
 * (an MT940 often comes as .txt, so only .csv counts as CSV).
 */
export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** Every header a mapping names. */
function namedColumns(mapping: CsvMapping): string[] {
  const { remittance = [], ...single } = mapping.columns;
  return [...Object.values(single).filter((v): v is string => Boolean(v)), ...remittance];
}

/**
 * The mapping the form starts with: the one saved for the account when this file has its columns
 * (the same bank's export), else the server's guess, else only the separators to choose.
 */
export function initialMapping(
  headers: readonly string[],
  saved: CsvMapping | null,
  guessed: CsvMapping | null,
): CsvMapping {
  if (saved && namedColumns(saved).every((column) => headers.includes(column))) return saved;
  if (guessed) return guessed;
  return {
    delimiter: ';',
    decimal: ',',
    dateFormat: 'DD.MM.YYYY',
    skipLines: 0,
    columns: { bookingDate: '' },
  };
}

/** A mapping the server can read with: a date and either an amount or credit and debit. */
export function isCompleteMapping(mapping: CsvMapping): boolean {
  const { bookingDate, amount, credit, debit } = mapping.columns;
  return Boolean(bookingDate) && Boolean(amount || credit || debit);
}

/** A column changed: empty choices leave the mapping, so the server never reads a column named ''. */
export function withColumn(mapping: CsvMapping, column: SingleColumn, header: string): CsvMapping {
  const columns: Partial<CsvMapping['columns']> = { ...mapping.columns };
  if (header || column === 'bookingDate') columns[column] = header;
  else delete columns[column];
  return { ...mapping, columns: { bookingDate: '', ...columns } };
}

export function withRemittance(mapping: CsvMapping, headers: string[]): CsvMapping {
  const columns = { ...mapping.columns };
  if (headers.length > 0) columns.remittance = headers;
  else delete columns.remittance;
  return { ...mapping, columns };
}
