import { csvText } from '../documents/index.ts';
import type { Language } from '../users/index.ts';
import type { AnyReport, ReportColumn, ReportRow } from './report-definition.ts';

/**
 * A report's rows as typed cells, the one reading of a row that the CSV, the XLSX and a mailed
 * table share: a number stays a number (with the digits it is shown with), a date stays a date.
 */
export type ReportCell =
  | { kind: 'text'; value: string }
  /** `YYYY-MM-DD`, or null when the row has none. */
  | { kind: 'date'; value: string | null }
  | {
      kind: 'integer' | 'decimal' | 'percent';
      /** A percent is a fraction (0.25 is 25 %). */
      value: number | null;
      decimals: number;
    }
  | {
      kind: 'money';
      /** Minor units of `currency`: exact, for the CSV's text. */
      minor: number | null;
      /** The same in major units, for a spreadsheet's number. */
      value: number | null;
      currency: string;
      decimals: number;
    };

export interface ReportCellOptions {
  /** The decimals of a currency (the operator's currencies; two when unknown). */
  decimalsOf: (currency: string) => number;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function cellOf(column: ReportColumn, row: Record<string, unknown>, options: ReportCellOptions): ReportCell {
  const value = row[column.key];
  switch (column.kind) {
    case 'text':
      return { kind: 'text', value: value === null || value === undefined ? '' : String(value) };
    case 'date':
      return { kind: 'date', value: typeof value === 'string' && value ? value : null };
    case 'money': {
      const currency = String(row[column.currencyKey ?? ''] ?? '');
      const decimals = options.decimalsOf(currency);
      const minor = numberOrNull(value);
      return {
        kind: 'money',
        minor,
        value: minor === null ? null : minor / 10 ** decimals,
        currency,
        decimals,
      };
    }
    default:
      return {
        kind: column.kind,
        value: numberOrNull(value),
        decimals: column.decimals ?? (column.kind === 'integer' ? 0 : column.kind === 'percent' ? 1 : 2),
      };
  }
}

/** Each row's cells, in the definition's column order. */
export function reportCells<D extends AnyReport>(
  definition: D,
  rows: readonly ReportRow<D>[],
  options: ReportCellOptions,
): ReportCell[][] {
  return rows.map((row) => definition.columns.map((column) => cellOf(column, row, options)));
}

/** 12345 with 2 decimals is "123.45": from the integer's digits, so no float rounding creeps in. */
export function minorText(minor: number, decimals: number): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  const whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const sign = minor < 0 ? '-' : '';
  return decimals > 0 ? `${sign}${whole}.${digits.slice(-decimals)}` : `${sign}${whole}`;
}

/**
 * A cell as a spreadsheet opens it from a CSV: a plain number without grouping, with a decimal
 * comma in German (which German Excel reads as a number and English Excel would not), dates ISO.
 */
export function cellText(cell: ReportCell, language: Language): string {
  if (cell.kind === 'text') return cell.value;
  if (cell.kind === 'date') return cell.value ?? '';
  if (cell.value === null) return '';
  let text: string;
  if (cell.kind === 'money') text = minorText(cell.minor ?? 0, cell.decimals);
  else if (cell.kind === 'percent') text = (cell.value * 100).toFixed(cell.decimals);
  else text = cell.value.toFixed(cell.decimals);
  return language === 'de' ? text.replace('.', ',') : text;
}

/** The column headers in a language. */
export const reportHeaders = (definition: AnyReport, language: Language): string[] =>
  definition.columns.map((column) => column.label[language]);

export interface ReportCsvOptions extends ReportCellOptions {
  language: Language;
  /** Other headers than the definition's labels in `language`. */
  headers?: readonly string[];
}

/**
 * The rows as CSV for the spreadsheets of German-speaking offices, which every other opens too:
 * UTF-8 with a byte order mark, `;` between fields, CRLF line ends, decimal comma in German.
 */
export function reportCsv<D extends AnyReport>(
  definition: D,
  rows: readonly ReportRow<D>[],
  options: ReportCsvOptions,
): string {
  const lines = reportCells(definition, rows, options).map((cells) =>
    cells.map((cell) => cellText(cell, options.language)),
  );
  return csvText(options.headers ?? reportHeaders(definition, options.language), lines, {
    separator: ';',
    bom: true,
    lineEnd: '\r\n',
  });
}
