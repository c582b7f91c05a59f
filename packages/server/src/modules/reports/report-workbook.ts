import {
  type AnyReport,
  type Language,
  type ReportAnswer,
  type ReportCell,
  cellText,
  reportCells,
  reportHeaders,
} from '@seaberth/domain';
import type ExcelJS from 'exceljs';

/** The number formats of the cells; Excel shows the separators and dates the reader's way. */
const decimalsFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');
/** Excel's built-in short date (format 14), which each reader's Excel shows in their locale. */
const DATE_FORMAT = 'mm-dd-yy';

function cellValue(cell: ReportCell): { value: ExcelJS.CellValue; numFmt?: string } {
  switch (cell.kind) {
    case 'text':
      // A string cell never runs as a formula, whatever it begins with: no neutralising needed.
      return { value: cell.value };
    case 'date':
      return cell.value
        ? { value: new Date(`${cell.value}T00:00:00Z`), numFmt: DATE_FORMAT }
        : { value: null };
    case 'percent':
      return { value: cell.value, numFmt: cell.decimals > 0 ? `0.${'0'.repeat(cell.decimals)}%` : '0%' };
    default:
      return { value: cell.value, numFmt: decimalsFormat(cell.decimals) };
  }
}

const ABOUT = {
  en: { sheet: 'About', period: 'Period', basis: 'Date basis', definition: 'Definition' },
  de: { sheet: 'Info', period: 'Zeitraum', basis: 'Datumsbasis', definition: 'Definition' },
} as const;
const BASIS_NAMES = {
  en: { stay: 'Stay date', booking: 'Booking date' },
  de: { stay: 'Aufenthaltsdatum', booking: 'Buchungsdatum' },
} as const;

/** Excel allows 31 characters in a sheet name and none of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * A report as an XLSX workbook: a sheet of its rows with the header bold and frozen, numbers as
 * numbers (money in its currency's decimals), dates as dates; and a sheet saying what it shows.
 */
export async function reportWorkbook<D extends AnyReport>(
  definition: D,
  answer: ReportAnswer<D>,
  options: { language: Language; decimalsOf: (currency: string) => number },
): Promise<Buffer> {
  const { language } = options;
  // Loaded on the first export: a third of a second that the server's start and every test file
  // building the app would otherwise pay for a file few ever ask for.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Seaberth';
  const sheet = workbook.addWorksheet(sheetName(definition.title[language]), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const headers = reportHeaders(definition, language);
  const rows = reportCells(definition, answer.rows, options);
  // Wide enough for the header and the longest value as the CSV writes it, within reason.
  sheet.columns = definition.columns.map((column, i) => ({
    key: column.key,
    width: Math.min(
      50,
      Math.max(10, headers[i]!.length, ...rows.map((r) => cellText(r[i]!, language).length)) + 2,
    ),
  }));
  sheet.addRow(headers).font = { bold: true };
  for (const cells of rows) {
    const row = sheet.addRow(cells.map(() => null));
    cells.forEach((cell, i) => {
      const { value, numFmt } = cellValue(cell);
      const target = row.getCell(i + 1);
      target.value = value;
      if (numFmt) target.numFmt = numFmt;
    });
  }

  const texts = ABOUT[language];
  const about = workbook.addWorksheet(texts.sheet);
  about.columns = [{ width: 16 }, { width: 100 }];
  about.addRow([definition.title[language]]).font = { bold: true };
  about.addRow([texts.period, `${answer.from} – ${answer.to}`]);
  if (answer.basis) about.addRow([texts.basis, BASIS_NAMES[language][answer.basis as 'stay' | 'booking']]);
  about.addRow([texts.definition, answer.definition]).getCell(2).alignment = { wrapText: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
