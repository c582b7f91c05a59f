/**
 * The one CSV writer: every CSV the product makes (resource lists, invoices, statements, reports)
 * goes through it, so a cell a guest typed can never run as a formula in a spreadsheet.
 *
 * A cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula (or becomes one)
 * in Excel, LibreOffice and Google Sheets; OWASP's advice is to prefix such a cell with a single
 * quote, which the programs show as text. A plain number (`-12.50`, `+3`) is left alone: it cannot
 * run, and amounts must stay numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

export type CsvValue = string | number | boolean | null | undefined;

/** The cell's text as a spreadsheet may show it: a possible formula gets a leading `'`. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** `,` (the default, RFC 4180) or `;` (what German-speaking offices' spreadsheets open). */
  separator?: ',' | ';' | '\t';
  /** A byte order mark, so spreadsheet programs read UTF-8. */
  bom?: boolean;
  /** `\n` (the default) or `\r\n` (RFC 4180; older spreadsheet programs on Windows). */
  lineEnd?: '\n' | '\r\n';
}

/** One field: neutralised, then quoted when it holds the separator, a quote or a line break. */
export function csvField(value: CsvValue, separator: CsvOptions['separator'] = ','): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseCell(value) : String(value);
  const special = text.includes(separator) || /["\r\n]/.test(text);
  return special ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of fields, each ended by the line end. */
export function csvLines(rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const separator = options.separator ?? ',';
  const end = options.lineEnd ?? '\n';
  return rows.map((row) => `${row.map((v) => csvField(v, separator)).join(separator)}${end}`).join('');
}

/** A whole CSV text: optional BOM, the header line, the rows. */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvOptions = {},
): string {
  return `${options.bom ? '\uFEFF' : ''}${csvLines([header, ...rows], options)}`;
}
