import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/** First stay with us, or back again. */
export const REPEATER_KINDS = ['first', 'repeat'] as const;

/**
 * `GET /api/bookings/statistics/statsByRepeater`: how many of the period's sales come from guests
 * who have been with us before — what a dive centre lives on.
 */
export const statsByRepeaterReport = defineReport({
  name: 'statsByRepeater',
  title: { en: 'New and returning guests', de: 'Neue und wiederkehrende Gäste' },
  definition: {
    en: 'The period’s sales split by their lead guest: returning when the same customer has an earlier sale (arriving before this one, by stay), first otherwise; bookings, guests and revenue in each booking currency. Sales are bookings reserved, confirmed or completed, and cancelled bookings that charged a fee.',
    de: 'Die Verkäufe des Zeitraums nach ihrem Hauptgast: wiederkehrend, wenn derselbe Kunde einen früheren Verkauf hat (mit früherer Anreise), sonst neu; Buchungen, Gäste und Umsatz je Buchungswährung. Verkäufe sind reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    kind: z.enum(REPEATER_KINDS),
    /** The kind in the reader's language. */
    label: z.string(),
    currency: z.string(),
    bookings: z.number().int(),
    guests: z.number().int(),
    /** Minor units of `currency`. */
    revenue: z.number().int(),
  }),
  columns: [
    { key: 'label', kind: 'text', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'guests', kind: 'integer', label: { en: 'Places', de: 'Plätze' } },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  chart: { kind: 'pie', x: 'label', series: ['bookings'] },
  basis: ['stay', 'booking'],
});
export type RepeaterRow = ReportRow<typeof statsByRepeaterReport>;

export const REPEATER_LABELS = {
  first: { en: 'First stay', de: 'Erster Aufenthalt' },
  repeat: { en: 'Returning', de: 'Wiederkehrend' },
} as const;
