import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  cellText,
  defineReport,
  groupedDefinition,
  groupingOf,
  listParam,
  minorText,
  type ReportAnswer,
  reportCells,
  reportCsv,
  reportDefinitionText,
  reportFileName,
  reportPeriod,
} from './index.ts';

const revenue = defineReport({
  name: 'revenueByGuide',
  title: { en: 'Revenue by guide', de: 'Umsatz nach Guide' },
  definition: { en: 'What each guide sold.', de: 'Was jeder Guide verkauft hat.' },
  params: z.object({ from: z.string(), to: z.string(), basis: z.enum(['stay', 'booking']).default('stay') }),
  row: z.object({
    guide: z.string(),
    currency: z.string(),
    dives: z.number(),
    rating: z.number(),
    share: z.number(),
    amount: z.number(),
    since: z.string().nullable(),
  }),
  columns: [
    { key: 'guide', kind: 'text', label: { en: 'Guide', de: 'Guide' } },
    { key: 'dives', kind: 'integer', label: { en: 'Dives', de: 'Tauchgänge' } },
    { key: 'rating', kind: 'decimal', label: { en: 'Rating', de: 'Bewertung' } },
    { key: 'share', kind: 'percent', label: { en: 'Share (%)', de: 'Anteil (%)' } },
    { key: 'amount', kind: 'money', currencyKey: 'currency', label: { en: 'Amount', de: 'Betrag' } },
    { key: 'since', kind: 'date', label: { en: 'Since', de: 'Seit' } },
  ],
  chart: { kind: 'bar', x: 'guide', series: ['dives'] },
  basis: ['stay', 'booking'],
});

const rows = [
  {
    guide: '=HYPERLINK("x")',
    currency: 'EUR',
    dives: 12,
    rating: 4.25,
    share: 0.256,
    amount: 123_456,
    since: '2027-03-01',
  },
  { guide: 'Kai; Mo', currency: 'JPY', dives: 3, rating: 3, share: 0.05, amount: -1500, since: null },
];
const decimalsOf = (currency: string) => (currency === 'JPY' ? 0 : 2);

describe('defineReport', () => {
  it('gives the route its answer schema: period, basis, definition and rows of the row schema', () => {
    const answer = revenue.answer.parse({
      from: '2027-01-01',
      to: '2027-12-31',
      basis: 'booking',
      definition: 'x',
      rows,
      extra: 'dropped',
    });
    expect(Object.keys(answer)).toEqual(['from', 'to', 'basis', 'definition', 'rows']);
    expect(revenue.answer.safeParse({ ...answer, basis: 'arrival' }).success).toBe(false);
    expect(revenue.answer.safeParse({ ...answer, rows: [{ ...rows[0], dives: '12' }] }).success).toBe(false);
    expectTypeOf<ReportAnswer<typeof revenue>['basis']>().toEqualTypeOf<'stay' | 'booking'>();
    expectTypeOf<ReportAnswer<typeof revenue>['rows'][number]['amount']>().toEqualTypeOf<number>();
  });

  it('answers basis null for a report that counts by no date', () => {
    const plain = defineReport({ ...revenue, name: 'plain', basis: undefined });
    expect(plain.answer.shape.basis.safeParse(null).success).toBe(true);
    expect(plain.answer.shape.basis.safeParse('stay').success).toBe(false);
  });

  it('refuses a definition that names what its row lacks, at start rather than in an export', () => {
    const spec = { ...revenue, basis: undefined };
    expect(() =>
      defineReport({ ...spec, columns: [{ key: 'nope' as 'guide', kind: 'text', label: spec.title }] }),
    ).toThrow('column nope is not a field of its row');
    expect(() =>
      defineReport({ ...spec, columns: [{ key: 'amount', kind: 'money', label: spec.title }] }),
    ).toThrow("money column amount needs the row's currency field");
    expect(() => defineReport({ ...spec, chart: { kind: 'pie', x: 'guide', series: ['amount'] } })).toThrow(
      "the chart's series amount is not an integer, decimal or percent column",
    );
    expect(() => defineReport({ ...revenue, params: z.object({ from: z.string() }) })).toThrow(
      'a report with date bases takes `basis`',
    );
  });

  it('heads the unit’s column of a report over time by the unit asked, its first unit by default', () => {
    const weekly = defineReport({
      ...revenue,
      name: 'revenueByPeriod',
      params: revenue.params.extend({ groupBy: z.enum(['day', 'week', 'month', 'year']).optional() }),
      groupBy: { units: ['month', 'week'], column: 'guide' },
    });
    expect(groupingOf(weekly, 'week')).toBe('week');
    // A unit the report does not offer, or none: its first.
    expect(groupingOf(weekly, 'day')).toBe('month');
    expect(groupingOf(weekly, undefined)).toBe('month');
    expect(groupingOf(revenue, 'week')).toBeUndefined();
    expect(groupedDefinition(weekly, 'week').columns[0]!.label).toEqual({ en: 'Week', de: 'Woche' });
    expect(groupedDefinition(weekly, 'week').columns[1]).toBe(weekly.columns[1]);
    expect(groupedDefinition(revenue, 'week')).toBe(revenue);
    // Without a title per unit the title stays; with them, it names the unit the rows are.
    expect(groupedDefinition(weekly, 'week').title).toBe(weekly.title);
    const titled = defineReport({
      ...weekly,
      groupBy: {
        units: ['month', 'week'],
        column: 'guide',
        titles: {
          day: { en: 'Revenue by day', de: 'Umsatz pro Tag' },
          week: { en: 'Revenue by week', de: 'Umsatz pro Woche' },
          month: { en: 'Revenue by month', de: 'Umsatz pro Monat' },
          year: { en: 'Revenue by year', de: 'Umsatz pro Jahr' },
        },
      },
    });
    expect(groupedDefinition(titled, 'week').title).toEqual({
      en: 'Revenue by week',
      de: 'Umsatz pro Woche',
    });
    expect(groupedDefinition(titled, undefined).title).toBe(titled.title);
    const march = { from: '2027-03-01', to: '2027-03-31' };
    expect(reportFileName(groupedDefinition(titled, 'week'), march, 'csv')).toBe(
      'revenue-by-week-2027-03-01-2027-03-31.csv',
    );
    expect(reportFileName(groupedDefinition(weekly, 'week'), march, 'csv')).toBe(
      'revenue-by-period-2027-03-01-2027-03-31.csv',
    );
    expect(() => defineReport({ ...revenue, groupBy: { units: ['month'], column: 'guide' } })).toThrow(
      'a report over time takes `groupBy`',
    );
    expect(() => defineReport({ ...weekly, groupBy: { units: ['month'], column: 'dives' } })).toThrow(
      "the unit's column dives is not a text column",
    );
  });

  it('states the definition with its date basis in the reader’s language', () => {
    expect(reportDefinitionText(revenue, 'en', 'stay')).toBe(
      'What each guide sold. Counted by stay date: bookings arriving in the period.',
    );
    expect(reportDefinitionText(revenue, 'de', 'booking')).toBe(
      'Was jeder Guide verkauft hat. Nach Buchungsdatum: Buchungen, die im Zeitraum gemacht wurden.',
    );
    expect(reportDefinitionText(revenue, 'de', null)).toBe('Was jeder Guide verkauft hat.');
  });

  it('names the file by the report and the period', () => {
    expect(reportFileName(revenue, { from: '2027-01-01', to: '2027-03-31' }, 'xlsx')).toBe(
      'revenue-by-guide-2027-01-01-2027-03-31.xlsx',
    );
  });
});

describe('reportCells', () => {
  it('keeps numbers numbers, money in both minor and major units of its own currency, dates as days', () => {
    const [first, second] = reportCells(revenue, rows, { decimalsOf });
    expect(first).toEqual([
      { kind: 'text', value: '=HYPERLINK("x")' },
      { kind: 'integer', value: 12, decimals: 0 },
      { kind: 'decimal', value: 4.25, decimals: 2 },
      { kind: 'percent', value: 0.256, decimals: 1 },
      { kind: 'money', minor: 123_456, value: 1234.56, currency: 'EUR', decimals: 2 },
      { kind: 'date', value: '2027-03-01' },
    ]);
    expect(second?.[4]).toEqual({ kind: 'money', minor: -1500, value: -1500, currency: 'JPY', decimals: 0 });
    expect(second?.[5]).toEqual({ kind: 'date', value: null });
  });

  it('writes amounts from their digits, without float rounding', () => {
    expect(minorText(123_456, 2)).toBe('1234.56');
    expect(minorText(5, 2)).toBe('0.05');
    expect(minorText(-5, 2)).toBe('-0.05');
    expect(minorText(1500, 0)).toBe('1500');
    expect(minorText(1_000_000_000_000_001, 3)).toBe('1000000000000.001');
    expect(cellText({ kind: 'decimal', value: null, decimals: 2 }, 'de')).toBe('');
  });
});

describe('reportCsv', () => {
  it('is what German Excel opens: BOM, semicolons, CRLF, decimal comma, formulas neutralised', () => {
    const csv = reportCsv(revenue, rows, { language: 'de', decimalsOf });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Guide;Tauchgänge;Bewertung;Anteil (%);Betrag;Seit',
      `"'=HYPERLINK(""x"")";12;4,25;25,6;1234,56;2027-03-01`,
      '"Kai; Mo";3;3,00;5,0;-1500;',
      '',
    ]);
  });

  it('writes a decimal point in English, and other headers when given', () => {
    const csv = reportCsv(revenue, rows.slice(0, 1), {
      language: 'en',
      decimalsOf,
      headers: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'a;b;c;d;e;f',
      `"'=HYPERLINK(""x"")";12;4.25;25.6;1234.56;2027-03-01`,
    ]);
  });
});

describe('report parameters', () => {
  it('reads a list repeated or comma-separated', () => {
    const list = listParam(z.enum(['a', 'b', 'c']));
    expect(list.parse('a,b')).toEqual(['a', 'b']);
    expect(list.parse(['a', 'b,c', ''])).toEqual(['a', 'b', 'c']);
    expect(list.safeParse('a,x').success).toBe(false);
  });

  it('shows this year when no period is asked for and completes one end to its year', () => {
    expect(reportPeriod({}, '2027-05-14')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(reportPeriod({ from: '2027-04-01' }, '2030-01-01')).toEqual({
      from: '2027-04-01',
      to: '2027-12-31',
    });
    expect(reportPeriod({ to: '2026-02-28' }, '2030-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-02-28',
    });
  });
});
