import { DATE_FORMATS, formatDate as formatWallClock } from '@seaberth/domain';
import { formatInstant } from '../app/format-dates.ts';

/** Server meta fields a definition may list as columns; they are instants, not calendar dates. */
export const META_DATE_FIELDS = new Set(['createdAt', 'updatedAt']);

/**
 * Calendar dates (`YYYY-MM-DD`) are shown as written; instants (timestamps) in the browser's
 * local time, since "updated 14:02" means the clock on the operator's wall.
 */
export function formatDate(value: unknown, isInstant: boolean): string {
  if (typeof value !== 'string' || value === '') return '';
  if (!isInstant) return formatWallClock(value, DATE_FORMATS.default);
  return formatInstant(value) || value;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The name of a record for confirmations: its titleField (a day as people write it), else its id. */
/**
 * An edit page's title: the record's own title once it has loaded, a word for its kind while it
 * loads, and another for a record not created yet.
 */
export function editPageTitle(
  id: string | undefined,
  record: Record<string, unknown> | undefined,
  titleField: string,
  words: { loading: string; creating: string },
): string {
  if (!id) return words.creating;
  return record ? recordTitle(record, titleField) : words.loading;
}

export function recordTitle(record: Record<string, unknown>, titleField: string): string {
  const value = record[titleField];
  if (value === undefined || value === null || value === '') return String(record.id ?? '');
  return typeof value === 'string' && ISO_DAY.test(value) ? formatWallClock(value) : String(value);
}
