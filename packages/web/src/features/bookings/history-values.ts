import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { formatDate } from '../../resources/format-value.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { useMoney } from '../../ui/use-money.ts';

const STATE_FIELDS = new Set(['state', 'previousState']);
const MONEY_FIELDS = new Set(['total', 'paid']);
/** What a room's change names after the room (`rooms.Cabin 4.guests`); a room's name may hold dots. */
const ROOM_KEYS = new Set(['roomName', 'from', 'to', 'beds', 'locked', 'checkIn', 'checkOut', 'guests']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stored reason ("noPayment", "customer: changed plans") in words: the code is one of the
 * reasons the cancel or release dialog offers, what follows the colon is the operator's text.
 * A code from elsewhere (an import, an older version) reads as it was stored.
 */
export function reasonText(text: string, t: TFunction, kind: 'cancel' | 'release'): string {
  const [code = '', ...rest] = text.split(': ');
  const key = kind === 'cancel' ? `bookings.cancelReasons.${code}` : `bookings.life.reasons.${code}`;
  return [t(key, { defaultValue: code }), ...rest].join(': ');
}

/**
 * The field whose kind decides how a change's values read: the last segment when it is a state
 * or money (`rooms.Cabin 4.from` is a date either way), else the first (`payments`, `references`).
 */
export function valueField(path: string): string {
  const segments = path.split('.');
  const last = segments[segments.length - 1] ?? path;
  if (STATE_FIELDS.has(last) || MONEY_FIELDS.has(last)) return last;
  return segments[0] ?? path;
}

/** Add-ons, specials and lines by hand as counts: their ids say nothing to an operator. */
function extrasText(record: Record<string, unknown>, t: TFunction): string {
  const parts = (['addons', 'specials', 'products', 'manual'] as const)
    .map((key) => [key, Array.isArray(record[key]) ? (record[key] as unknown[]).length : 0] as const)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => t(`bookings.history.extras.${key}`, { count }));
  if (record.priceList) parts.push(t('bookings.history.extras.priceList'));
  if (record.commission) parts.push(t('bookings.history.extras.commission'));
  if (Array.isArray(record.order) && record.order.length) parts.push(t('bookings.history.extras.order'));
  if (record.fx) parts.push(t('bookings.history.extras.fx'));
  return parts.length ? parts.join(', ') : '–';
}

/** One value of a change in words: states, channels and languages named, money, dates and times formatted, lists joined. */
export function useValueText(currency: string) {
  const { t } = useTranslation();
  const { format } = useMoney();
  // Sources and categories are short lists the history names instead of showing their ids.
  const sources = useReferenceOptions('bookingsource');
  const categories = useReferenceOptions('bookingcategory');
  const text = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (STATE_FIELDS.has(field))
      return t(`resources.options.state.${value}`, { defaultValue: String(value) });
    if (MONEY_FIELDS.has(field) && typeof value === 'number') return format(value, currency);
    if (typeof value === 'boolean') return t(value ? 'bookings.history.yes' : 'bookings.history.no');
    if (typeof value === 'string') {
      if (field === 'source') return t(`resources.options.source.${value}`, { defaultValue: value });
      if (field === 'language') return t(`wizard.details.languages.${value}`, { defaultValue: value });
      if (field === 'cancelReason') return reasonText(value, t, 'cancel');
      if (field === 'releaseReason') return reasonText(value, t, 'release');
      if (field === 'bookingSource') return sources.labelOf(value);
      if (field === 'category') return categories.labelOf(value);
      if (UUID.test(value)) return t('bookings.history.set');
      if (ISO_DATE.test(value)) return formatDate(value, false);
      return ISO_INSTANT.test(value) ? formatInstant(value) || value : value;
    }
    if (Array.isArray(value)) return value.length ? value.map((v) => text(field, v)).join(', ') : '–';
    if (typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (field === 'extras') return extrasText(record, t);
      if ('amount' in record && 'date' in record)
        return `${formatDate(record.date, false)} ${format(Number(record.amount), String(record.currency))}`;
      if ('kind' in record && 'value' in record)
        return `${t(`bookings.references.kinds.${record.kind}`, { defaultValue: String(record.kind) })}: ${record.value}`;
      return JSON.stringify(value);
    }
    return String(value);
  };
  return text;
}

/** `rooms.Cabin 3.guests` → "Cabin 3 · Guests"; `rooms.Cabin 3` → "Room · Cabin 3"; `state` → "State". */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => {
    const [head = field, ...rest] = field.split('.');
    const label = t(`bookings.history.fields.${head}`, { defaultValue: head });
    if (!rest.length) return label;
    const keyed = head === 'rooms' && rest.length > 1 && ROOM_KEYS.has(rest[rest.length - 1] ?? '');
    const last = keyed ? rest.pop() : undefined;
    const name = rest.join('.');
    return last
      ? `${name} · ${t(`bookings.history.fields.${last}`, { defaultValue: last })}`
      : `${label} · ${name}`;
  };
}
