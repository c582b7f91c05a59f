import { BOOKING_IMPORT_MESSAGES, MAX_BOOKING_IMPORT_ROWS } from '@seaberth/domain';
import { CsvError, parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { validationError } from '../../http/errors.ts';

/** A file's cells as text: the header and each data row with its 1-based line (the header is 1). */
export interface ImportTable {
  header: string[];
  rows: { cells: string[]; line: number }[];
}

const unreadable = (detail?: string) =>
  validationError([{ path: 'file', message: BOOKING_IMPORT_MESSAGES.unreadable }], detail);
const tooLong = () => validationError([{ path: 'file', message: BOOKING_IMPORT_MESSAGES.tooManyRows }]);

/**
 * Reads a booking file (issue 39) as a table: an XLSX workbook (its first sheet; the reports'
 * XLSX export writes the rows there) when the bytes are a zip, else CSV. The file is refused whole
 * (400) when it cannot be read, has no header or too many rows.
 */
export async function readImportTable(bytes: Uint8Array): Promise<ImportTable> {
  const table = isZip(bytes) ? await readWorkbook(bytes) : readCsv(bytes);
  if (!table.header.some((cell) => cell.trim()))
    throw validationError([{ path: 'file', message: BOOKING_IMPORT_MESSAGES.noHeader }]);
  if (table.rows.length > MAX_BOOKING_IMPORT_ROWS) throw tooLong();
  return { ...table, rows: table.rows.filter((row) => row.cells.some((v) => v.trim())) };
}

/** An XLSX file is a zip archive: "PK\x03\x04". */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The CSV parser the bank statement import uses (csv-parse): `;` or `,` as the header line shows,
 * quoted cells, an Excel BOM and windows-1252.
 */
function readCsv(bytes: Uint8Array): ImportTable {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(first, ';') >= count(first, ',') ? ';' : ',';
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // One more than allowed tells a too long file without reading all of it.
      to: MAX_BOOKING_IMPORT_ROWS + 2,
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error.message);
    throw error;
  }
  const [header, ...data] = rows;
  return {
    header: header?.record ?? [],
    rows: data.map((row) => ({ cells: row.record, line: row.info.lines })),
  };
}

async function readWorkbook(bytes: Uint8Array): Promise<ImportTable> {
  // Loaded only for a workbook, as the reports' XLSX export loads it: most imports are CSV.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(error instanceof Error ? error.message : undefined);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  if (sheet.actualRowCount > MAX_BOOKING_IMPORT_ROWS + 1) throw tooLong();
  const width = sheet.actualColumnCount;
  const rows: ImportTable['rows'] = [];
  sheet.eachRow((row, line) => {
    rows.push({ line, cells: Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value)) });
  });
  const [header, ...data] = rows;
  return { header: header?.cells ?? [], rows: data };
}

/**
 * A workbook cell as the CSV would hold it: a date as ISO (the export writes dates as days, which
 * ExcelJS reads at midnight UTC), a number plainly, a formula as its result, rich text as its text.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * UTF-8 (TextDecoder drops the BOM), else windows-1252 as older spreadsheets save it. The bank
 * import's decodeText does more (UTF-16, the C1 range) but lives in finance, which imports bookings.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
