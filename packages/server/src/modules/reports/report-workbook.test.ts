import { defineReport } from '@seaberth/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intlDecimals } from './report-routes.ts';
import { reportWorkbook } from './report-workbook.ts';

const arrivals = defineReport({
  name: 'arrivalsByDay',
  title: { en: 'Arrivals: by day [test]', de: 'Anreisen je Tag' },
  definition: { en: 'Guests arriving.', de: 'Anreisende Gäste.' },
  params: z.object({}),
  row: z.object({
    day: z.string(),
    guests: z.number(),
    full: z.number(),
    paid: z.number(),
    currency: z.string(),
  }),
  columns: [
    { key: 'day', kind: 'date', label: { en: 'Day', de: 'Tag' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'full', kind: 'percent', label: { en: 'Full', de: 'Belegt' } },
    { key: 'paid', kind: 'money', currencyKey: 'currency', label: { en: 'Paid', de: 'Bezahlt' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
});

describe('reportWorkbook', () => {
  it('writes dates as dates, percents as fractions and money in its currency’s decimals', async () => {
    const buffer = await reportWorkbook(
      arrivals,
      {
        from: '2027-03-01',
        to: '2027-03-02',
        basis: null,
        definition: 'Guests arriving.',
        rows: [
          { day: '2027-03-01', guests: 4, full: 0.5, paid: 123_45, currency: 'EUR' },
          { day: '2027-03-02', guests: 1, full: 0.125, paid: 15_000, currency: 'JPY' },
        ],
      },
      { language: 'en', decimalsOf: intlDecimals },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Excel forbids [ ] : * ? / \ in a sheet's name and allows 31 characters.
    expect(sheet.name).toBe('Arrivals  by day  test ');
    expect(sheet.getCell('A2').value).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(sheet.getCell('A2').numFmt).toBe('mm-dd-yy');
    expect(sheet.getCell('C3').value).toBe(0.125);
    expect(sheet.getCell('C3').numFmt).toBe('0.0%');
    expect([sheet.getCell('D2').value, sheet.getCell('D2').numFmt]).toEqual([123.45, '#,##0.00']);
    expect([sheet.getCell('D3').value, sheet.getCell('D3').numFmt]).toEqual([15_000, '#,##0']);
    // Without a date basis the about sheet says nothing of one.
    const about = workbook.worksheets[1]!;
    expect(about.name).toBe('About');
    expect(about.getColumn(1).values).toEqual([undefined, 'Arrivals: by day [test]', 'Period', 'Definition']);
  });
});
