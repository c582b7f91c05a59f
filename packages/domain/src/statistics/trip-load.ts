import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * `GET /api/bookings/statistics/byVesselYear`: each departure of the period with its load — what a
 * liveaboard's owner reads trip by trip (the tours screen, /stats/tour). `assets` narrows to vessels.
 */
export const tripLoadReport = defineReport({
  name: 'byVesselYear',
  title: { en: 'Load per departure', de: 'Auslastung je Abfahrt' },
  definition: {
    en: 'Each trip departing in the period: berths are the places of the vessel’s active cabins; sold are the guests of the trip’s sales (bookings reserved, confirmed or completed); the load factor is sold ÷ berths. Berth-nights multiply both by the trip’s nights.',
    de: 'Jede Tour mit Abfahrt im Zeitraum: Plätze sind die Betten der aktiven Kabinen des Schiffs; verkauft sind die Gäste der Verkäufe der Tour (reservierte, bestätigte oder abgeschlossene Buchungen); die Auslastung ist verkauft ÷ Plätze. Platznächte multiplizieren beides mit den Nächten der Tour.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    trip: z.string(),
    /** The departure day (YYYY-MM-DD). */
    start: z.string(),
    end: z.string(),
    vessel: z.string(),
    vesselName: z.string(),
    tourName: z.string(),
    nights: z.number().int(),
    bookings: z.number().int(),
    berths: z.number().int(),
    sold: z.number().int(),
    berthNights: z.number().int(),
    soldBerthNights: z.number().int(),
    /** A fraction (0.75 is 75 %). */
    loadFactor: z.number(),
  }),
  columns: [
    { key: 'start', kind: 'date', label: { en: 'Departure', de: 'Abfahrt' } },
    { key: 'tourName', kind: 'text', label: { en: 'Trip', de: 'Tour' } },
    { key: 'vesselName', kind: 'text', label: { en: 'Vessel', de: 'Schiff' } },
    { key: 'nights', kind: 'integer', label: { en: 'Nights', de: 'Nächte' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'sold', kind: 'integer', label: { en: 'Berths sold', de: 'Verkaufte Plätze' } },
    { key: 'berths', kind: 'integer', label: { en: 'Berths', de: 'Plätze' } },
    {
      key: 'soldBerthNights',
      kind: 'integer',
      label: { en: 'Berth-nights sold', de: 'Verkaufte Platznächte' },
    },
    { key: 'berthNights', kind: 'integer', label: { en: 'Berth-nights', de: 'Platznächte' } },
    { key: 'loadFactor', kind: 'percent', label: { en: 'Load factor', de: 'Auslastung' } },
  ],
  chart: { kind: 'bar', x: 'start', series: ['loadFactor'] },
});
export type TripLoadRow = ReportRow<typeof tripLoadReport>;
