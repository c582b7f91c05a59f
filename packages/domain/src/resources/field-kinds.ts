import { z } from 'zod';
import type { FieldDescriptor } from './field-introspection.ts';

/**
 * Field kinds: values a person enters as one thing whatever shape the wire gives them. Each is a
 * zod schema (so the server validates it like any field) carrying its widget (so the generic form
 * draws it as one field and the list shows it as one cell). The period of days lives with the date
 * rules (`openDateRange` in dates/date-range.ts), which this area may not import.
 */

/** The largest amount a record holds, in minor units: ten billion of a currency with cents. */
const MAX_MINOR_UNITS = 1_000_000_000_000;

/**
 * Money as a record keeps it: integer minor units (never a float, ARCHITECTURE) of the currency
 * that the field `currency` beside it names, not below zero unless `signed`. The wire keeps the
 * two fields; a screen shows one.
 */
export const moneyAmount = (currency: string, { signed = false }: { signed?: boolean } = {}) =>
  z
    .number()
    .int()
    .min(signed ? -MAX_MINOR_UNITS : 0)
    .max(MAX_MINOR_UNITS)
    .meta({ ui: signed ? { widget: 'money', currency, signed } : { widget: 'money', currency } });

/** Past this many characters per language a text is prose, written in several lines. */
const ONE_LINE = 200;

/** Text in each language of SPEC §9 (`{ de, en }`): a public name, a description for guests. */
export const localizedText = (max = 4000) =>
  z
    .object({ de: z.string().max(max).default(''), en: z.string().max(max).default('') })
    .meta({ ui: { widget: 'localized', multiline: max > ONE_LINE } })
    .default({ de: '', en: '' });

/**
 * A customer's id. Customers are many (a large resource), so the screens search the server by a
 * name or an e-mail instead of offering a list.
 */
export const customerReference = () => z.uuid().meta({ ui: { widget: 'customer', ref: 'customer' } });

/**
 * A place on earth in decimal degrees (WGS 84, as a GPS or a chart plotter shows it): latitude
 * north positive, longitude east positive. Unknown (null) until someone enters both; the screens
 * show it as coordinates with a link to a map.
 */
export const geoPosition = () =>
  z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'position' } });

/**
 * The currency field a money field draws itself (a single code beside it): the form offers it in
 * the money field rather than on its own. A list of codes (a price list's) stays a field of its own.
 */
export function currencyDrawnBy(money: FieldDescriptor, siblings: FieldDescriptor[]): string | undefined {
  if (money.ui.widget !== 'money' || !money.ui.currency) return undefined;
  const currency = siblings.find((field) => field.name === money.ui.currency);
  return currency?.kind === 'string' ? currency.path : undefined;
}
