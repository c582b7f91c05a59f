import { z } from 'zod';
import { TIME_UNITS, type TimeUnit } from '../dates/index.ts';
import type { Language } from '../users/index.ts';

/**
 * A report defined once (issue 33 §3): its parameters, the shape of a row, the columns a table and an
 * export show, the chart drawn over them. The server registers the route from it (JSON, CSV, XLSX),
 * the web draws the screen from it, and a mailed report will use the same (issue 36).
 */

/** How a column's values read: they decide the table's alignment, the CSV's text and the XLSX format. */
export const REPORT_COLUMN_KINDS = ['text', 'integer', 'decimal', 'money', 'percent', 'date'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

/** The day a figure counts by: the stay's (arrival) or the booking's (when it was made). */
export const REPORT_BASES = ['stay', 'booking'] as const;
export type ReportBasis = (typeof REPORT_BASES)[number];

/** The files a report is exported as besides its JSON answer. */
export const REPORT_EXPORTS = ['csv', 'xlsx'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];

/** A text in each of the product's languages: the server writes exports and mails in the reader's. */
export type ReportText = Readonly<Record<Language, string>>;

export interface ReportColumn<K extends string = string> {
  key: K;
  kind: ReportColumnKind;
  label: ReportText;
  /** For money: the row's field holding the currency code (amounts are minor units of it). */
  currencyKey?: K;
  /** For decimal (default 2) and percent (default 1, in percent points): digits after the point. */
  decimals?: number;
  /**
   * The unit a column of periods names: set by `groupedDefinition` on the column of the unit a report
   * over time is grouped by, or fixed in a definition whose rows are always of one unit (finance by
   * month). Screens, prints and mails show its key as a period (`timeUnitLabel`); the files keep
   * the key, which sorts.
   */
  unit?: TimeUnit;
}

export interface ReportChart<K extends string = string> {
  kind: 'bar' | 'line' | 'pie';
  /** The row field along the axis (or a slice's label). */
  x: K;
  /** Numeric columns drawn over it; a pie draws the first. Never money: rows may hold several currencies. */
  series: readonly K[];
}

type RowKey<R extends z.ZodObject> = keyof R['shape'] & string;
type Bases = readonly [ReportBasis, ...ReportBasis[]];

/** A report over time: the units it may group by (`params.groupBy`) and the column naming the unit. */
export interface ReportGrouping<K extends string = string> {
  /** The first is the default. */
  units: readonly [TimeUnit, ...TimeUnit[]];
  /** The text column headed by the unit asked (Day, Week, Month, Year). */
  column: K;
  /**
   * The title for each unit, for a report whose title names its unit ("Income by week"): screens,
   * prints, mails and files are headed by the unit the rows are, not by the default's.
   */
  titles?: Readonly<Record<TimeUnit, ReportText>>;
}

/** A column's heading when it names the unit a report is grouped by. */
export const TIME_UNIT_LABELS: Record<TimeUnit, ReportText> = {
  day: { en: 'Day', de: 'Tag' },
  week: { en: 'Week', de: 'Woche' },
  month: { en: 'Month', de: 'Monat' },
  year: { en: 'Year', de: 'Jahr' },
};

export interface ReportSpec<
  N extends string,
  P extends z.ZodObject,
  R extends z.ZodObject,
  B extends Bases | undefined,
> {
  /** The kind's name, as the path ends (`topCountries`) and the exported file begins. */
  name: N;
  title: ReportText;
  /** What the figures mean, said in the answer and on screen, so every number can be trusted. */
  definition: ReportText;
  /** The query the route takes (besides `export`). */
  params: P;
  row: R;
  columns: readonly ReportColumn<RowKey<R>>[];
  chart?: ReportChart<RowKey<R>>;
  /** The date bases a caller may switch between (`params.basis`); the first is the default. */
  basis?: B;
  /** For a report over time: the units a caller may group it by. */
  groupBy?: ReportGrouping<RowKey<R>>;
}

/** The answer of a report's route: the period and basis it was worked out for, its definition, the rows. */
export type ReportAnswerShape<R extends z.ZodObject, B extends Bases | undefined> = {
  from: z.ZodString;
  to: z.ZodString;
  basis: z.ZodType<B extends Bases ? B[number] : null>;
  definition: z.ZodString;
  groupBy: z.ZodOptional<z.ZodEnum<{ [U in TimeUnit]: U }>>;
  rows: z.ZodArray<R>;
};

export interface ReportDefinition<
  N extends string = string,
  P extends z.ZodObject = z.ZodObject,
  R extends z.ZodObject = z.ZodObject,
  B extends Bases | undefined = Bases | undefined,
> extends ReportSpec<N, P, R, B> {
  answer: z.ZodObject<ReportAnswerShape<R, B>>;
}

// biome-ignore lint/suspicious/noExplicitAny: any definition, whatever its own types
export type AnyReport = ReportDefinition<string, any, any, any>;
export type ReportRow<D extends AnyReport> = z.output<D['row']>;
export type ReportParams<D extends AnyReport> = z.output<D['params']>;
export type ReportQuery<D extends AnyReport> = z.input<D['params']>;
export type ReportAnswer<D extends AnyReport> = z.output<D['answer']>;

const NUMERIC: readonly ReportColumnKind[] = ['integer', 'decimal', 'percent'];

/** A definition that names a field its row lacks is a programming error: said at start, not in a file. */
function checkSpec(spec: {
  name: string;
  params: z.ZodObject;
  row: z.ZodObject;
  columns: readonly ReportColumn[];
  chart?: ReportChart;
  basis?: Bases;
  groupBy?: ReportGrouping;
}): void {
  const fields = Object.keys(spec.row.shape);
  const fail = (why: string) => {
    throw new Error(`report ${spec.name}: ${why}`);
  };
  const columns = new Map(spec.columns.map((c) => [c.key, c]));
  for (const column of spec.columns) {
    if (!fields.includes(column.key)) fail(`column ${column.key} is not a field of its row`);
    if (column.kind === 'money' && !(column.currencyKey && fields.includes(column.currencyKey)))
      fail(`money column ${column.key} needs the row's currency field`);
  }
  if (spec.chart) {
    if (!fields.includes(spec.chart.x)) fail(`the chart's x ${spec.chart.x} is not a field of its row`);
    if (spec.chart.series.length === 0) fail('the chart draws no series');
    for (const key of spec.chart.series)
      if (!NUMERIC.includes(columns.get(key)?.kind ?? 'text'))
        fail(`the chart's series ${key} is not an integer, decimal or percent column`);
  }
  if (spec.basis && !('basis' in spec.params.shape)) fail('a report with date bases takes `basis`');
  if (spec.groupBy) {
    if (!('groupBy' in spec.params.shape)) fail('a report over time takes `groupBy`');
    if (columns.get(spec.groupBy.column)?.kind !== 'text')
      fail(`the unit's column ${spec.groupBy.column} is not a text column`);
  }
}

/** A report's definition with its answer schema, for the route's response and the web's types. */
export function defineReport<
  const N extends string,
  P extends z.ZodObject,
  R extends z.ZodObject,
  const B extends Bases | undefined = undefined,
>(spec: ReportSpec<N, P, R, B>): ReportDefinition<N, P, R, B> {
  checkSpec(spec);
  const basis = (spec.basis ? z.enum(spec.basis) : z.null()) as unknown as z.ZodType<
    B extends Bases ? B[number] : null
  >;
  const answer = z.object({
    from: z.string().describe('The first day of the period (YYYY-MM-DD)'),
    to: z.string().describe('The last day of the period, included'),
    basis: basis.describe('The day the figures count by: the stay (arrival) or the booking date'),
    definition: z.string().describe("What the figures mean, in the reader's language"),
    groupBy: z
      .enum(TIME_UNITS)
      .optional()
      .describe('For a report over time: the unit its rows are (day, ISO week, month, year)'),
    rows: z.array(spec.row),
  });
  return { ...spec, answer };
}

/** Said after a report's own definition: the day its figures count by. */
export const REPORT_BASIS_TEXT: Record<ReportBasis, ReportText> = {
  stay: {
    en: 'Counted by stay date: bookings arriving in the period.',
    de: 'Nach Aufenthaltsdatum: Buchungen mit Anreise im Zeitraum.',
  },
  booking: {
    en: 'Counted by booking date: bookings made in the period.',
    de: 'Nach Buchungsdatum: Buchungen, die im Zeitraum gemacht wurden.',
  },
};

/** The definition as the answer and the screen state it: the figures' meaning and the date basis. */
export function reportDefinitionText(
  definition: AnyReport,
  language: Language,
  basis: ReportBasis | null,
): string {
  const own = definition.definition[language];
  return basis ? `${own} ${REPORT_BASIS_TEXT[basis][language]}` : own;
}

/** The unit a report over time is grouped by: the one asked if it may, else its first. */
export function groupingOf(definition: AnyReport, asked: unknown): TimeUnit | undefined {
  const units = definition.groupBy?.units;
  if (!units) return undefined;
  return units.includes(asked as TimeUnit) ? (asked as TimeUnit) : units[0];
}

/**
 * The definition as an answer grouped by `unit` is shown: the unit's column headed Day, Week, Month
 * or Year, and the title naming the unit where the report has one per unit. Tables, charts, files
 * and mails all draw from what this returns.
 */
export function groupedDefinition<D extends AnyReport>(definition: D, unit: TimeUnit | undefined): D {
  const grouping = definition.groupBy;
  if (!grouping || !unit) return definition;
  return {
    ...definition,
    title: grouping.titles?.[unit] ?? definition.title,
    columns: definition.columns.map((column: ReportColumn) =>
      column.key === grouping.column ? { ...column, label: TIME_UNIT_LABELS[unit], unit } : column,
    ),
  };
}

/**
 * `top-countries-2027-01-01-2027-12-31.xlsx`: what the file holds and for when. A report shown by a
 * unit its title names (`groupedDefinition`) is named by that title: `income-by-week-….csv`.
 */
export function reportFileName(
  definition: AnyReport,
  period: { from: string; to: string },
  format: ReportExport,
): string {
  const unit = definition.columns.find((column: ReportColumn) => column.unit)?.unit;
  const titled = unit ? definition.groupBy?.titles?.[unit]?.en : undefined;
  const name = titled
    ? titled.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    : definition.name.replace(/[A-Z]/g, (c: string) => `-${c.toLowerCase()}`);
  return `${name}-${period.from}-${period.to}.${format}`;
}
