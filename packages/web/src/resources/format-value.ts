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

/** A date range field's value as SPEC §9 writes days, "01.01.2027 – 31.12.2027"; an open end is "…". */
export function formatDateRange(value: unknown): string {
  const range = (value ?? {}) as { from?: string | null; to?: string | null };
  if (!range.from && !range.to) return '';
  const day = (iso: string | null | undefined) => (iso ? formatWallClock(iso, DATE_FORMATS.default) : '…');
  return `${day(range.from)} – ${day(range.to)}`;
}

/** A localized text in the user's language, else in the other one rather than nothing. */
export function localizedValue(value: unknown, language: string): string {
  if (value === null || typeof value !== 'object') return '';
  const texts = value as Record<string, unknown>;
  const own = language.startsWith('de') ? 'de' : 'en';
  const text = texts[own] || texts[own === 'de' ? 'en' : 'de'];
  return typeof text === 'string' ? text : '';
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** The name of a record for confirmations: its titleField (a day as people write it), else its id. */
export function recordTitle(record: Record<string, unknown>, titleField: string): string {
  const value = record[titleField];
  if (value === undefined || value === null || value === '') return String(record.id ?? '');
  return typeof value === 'string' && ISO_DAY.test(value) ? formatWallClock(value) : String(value);
}

/** A position `{ lat, lng }` if the value is one (decimal degrees), else undefined. */
export function positionOf(value: unknown): { lat: number; lng: number } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const valid = (n: unknown, limit: number) =>
    typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit;
  return valid(lat, 90) && valid(lng, 180) ? { lat: lat as number, lng: lng as number } : undefined;
}

/** "8.53870° S, 119.62330° E": five decimals are about a metre, as a GPS shows them. */
export function formatPosition(value: unknown): string {
  const position = positionOf(value);
  if (!position) return '';
  const part = (n: number, plus: string, minus: string) =>
    `${Math.abs(n).toFixed(5)}° ${n < 0 ? minus : plus}`;
  return `${part(position.lat, 'N', 'S')}, ${part(position.lng, 'E', 'W')}`;
}

/**
 * The place on OpenStreetMap, opened in a new tab: the app draws no maps of its own (no map
 * library, no tile server to trust), and a link works on every device.
 */
export function mapLink(value: unknown): string | undefined {
  const position = positionOf(value);
  if (!position) return undefined;
  const { lat, lng } = position;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`;
}
