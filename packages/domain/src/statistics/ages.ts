import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/** The age groups a dive centre plans by: kids' courses, juniors, then adults by decades of life. */
export const AGE_GROUPS = [
  { key: '0-11', min: 0, max: 11 },
  { key: '12-17', min: 12, max: 17 },
  { key: '18-29', min: 18, max: 29 },
  { key: '30-44', min: 30, max: 44 },
  { key: '45-59', min: 45, max: 59 },
  { key: '60+', min: 60, max: Number.POSITIVE_INFINITY },
] as const;

/** The group of an age; null (no birthday, no permanent age) is `unknown`. */
export function ageGroupOf(age: number | null): string {
  if (age === null) return 'unknown';
  return AGE_GROUPS.find((g) => age >= g.min && age <= g.max)?.key ?? 'unknown';
}

/** `GET /api/bookings/statistics/statsByAge`: how old the guests are who come. */
export const statsByAgeReport = defineReport({
  name: 'statsByAge',
  title: { en: 'Guests by age', de: 'Gäste nach Alter' },
  definition: {
    en: 'The guests named on the period’s sales (bookings reserved, confirmed or completed) by their age on the day of arrival — their permanent age where one is set, else from their birthday; guests without either are unknown. A guest on two bookings counts twice.',
    de: 'Die auf den Verkäufen des Zeitraums genannten Gäste (reservierte, bestätigte oder abgeschlossene Buchungen) nach ihrem Alter am Anreisetag — ihr festes Alter, wo gesetzt, sonst aus dem Geburtstag; Gäste ohne beides sind unbekannt. Ein Gast auf zwei Buchungen zählt zweimal.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    group: z.string(),
    /** The group as the reader says it. */
    label: z.string(),
    guests: z.number().int(),
    bookings: z.number().int(),
    /** A fraction of all guests counted. */
    share: z.number(),
  }),
  columns: [
    { key: 'label', kind: 'text', label: { en: 'Age', de: 'Alter' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'share', kind: 'percent', label: { en: 'Share', de: 'Anteil' } },
  ],
  chart: { kind: 'bar', x: 'label', series: ['guests'] },
  basis: ['stay', 'booking'],
});
export type AgeRow = ReportRow<typeof statsByAgeReport>;
