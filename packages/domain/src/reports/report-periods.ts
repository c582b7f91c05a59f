import { DATE_FORMATS, formatDate, type TimeUnit } from '../dates/index.ts';
import type { Language } from '../users/index.ts';
import type { AnyReport, ReportColumn, ReportText } from './report-definition.ts';

/** An ISO week as people write it: the German calendar week ("KW 05 2027"), the English "W05 2027". */
const WEEK_LABEL: ReportText = { en: 'W{week} {year}', de: 'KW {week} {year}' };

/** The key each unit's column starts with (`timeUnitKey`): `2027-03-06`, `2027-W09`, `2027-03`, `2027`. */
const UNIT_KEYS: Record<TimeUnit, RegExp> = {
  day: /^\d{4}-\d{2}-\d{2}/,
  week: /^(\d{4})-W(\d{2})/,
  month: /^\d{4}-\d{2}/,
  year: /^\d{4}/,
};

/**
 * A unit's key as the product shows a period (SPEC §9): a day `06.03.2027`, a week `KW 09 2027`
 * (German) or `W09 2027` (English), a month `03.2027`, a year `2027`. A text that does not start
 * with the unit's key is left as it is; what follows the key (a resort's name) is kept.
 */
export function timeUnitLabel(text: string, unit: TimeUnit, language: Language): string {
  const match = UNIT_KEYS[unit].exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  const key = match[0];
  const label =
    unit === 'day'
      ? formatDate(key)
      : unit === 'month'
        ? formatDate(`${key}-01`, DATE_FORMATS.monthYear)
        : unit === 'week'
          ? WEEK_LABEL[language].replace('{week}', match[2]!).replace('{year}', match[1]!)
          : key;
  return `${label}${rest}`;
}

/**
 * The rows as a reader sees them on paper and in a mail: the unit's column of a grouped definition
 * (`groupedDefinition`) as a period in the product's format, every other field as it is.
 */
export function rowsWithPeriodLabels<R extends Record<string, unknown>>(
  definition: AnyReport,
  rows: readonly R[],
  language: Language,
): R[] {
  const column = definition.columns.find((c: ReportColumn) => c.unit);
  if (!column?.unit) return [...rows];
  const { key, unit } = column;
  return rows.map((row) =>
    typeof row[key] === 'string' ? { ...row, [key]: timeUnitLabel(row[key], unit, language) } : row,
  );
}
