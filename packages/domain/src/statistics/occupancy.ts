import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * `GET /api/bookings/statistics/utilization`: how full the resorts were, month by month, by the
 * hotel industry's standard definition (USALI) — what the owner compares with any other house.
 */
export const utilizationReport = defineReport({
  name: 'utilization',
  title: { en: 'Occupancy', de: 'Auslastung' },
  definition: {
    en: 'Per month and resort, by the standard definition (USALI): room-nights available are the resort’s active rooms times the nights of the month within the period — rooms out of order stay in the count; room-nights sold are the nights a room is held by a sale (a booking reserved, confirmed or completed; a shared room counts once a night however many of its beds are sold); occupancy is sold ÷ available. Counted night by night, whatever the date basis.',
    de: 'Je Monat und Resort nach der Standarddefinition (USALI): verfügbare Zimmernächte sind die aktiven Zimmer des Resorts mal die Nächte des Monats im Zeitraum — gesperrte Zimmer zählen mit; verkaufte Zimmernächte sind die Nächte, in denen ein Verkauf ein Zimmer belegt (eine reservierte, bestätigte oder abgeschlossene Buchung; ein geteiltes Zimmer zählt einmal je Nacht, wie viele Betten auch verkauft sind); Auslastung ist verkauft ÷ verfügbar. Gezählt Nacht für Nacht, unabhängig von der Datumsbasis.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    /** YYYY-MM */
    month: z.string(),
    resort: z.string(),
    resortName: z.string(),
    /** The chart's bar: the month, with the resort's name when several resorts are counted. */
    label: z.string(),
    available: z.number().int(),
    sold: z.number().int(),
    /** A fraction (0.75 is 75 %), to four decimals: shown as a percent with one decimal. */
    occupancy: z.number(),
  }),
  columns: [
    // The month (with the resort when several are counted): what the chart's bar is named by.
    { key: 'label', kind: 'text', label: { en: 'Month', de: 'Monat' } },
    { key: 'resortName', kind: 'text', label: { en: 'Resort', de: 'Resort' } },
    {
      key: 'available',
      kind: 'integer',
      label: { en: 'Room-nights available', de: 'Verfügbare Zimmernächte' },
    },
    { key: 'sold', kind: 'integer', label: { en: 'Room-nights sold', de: 'Verkaufte Zimmernächte' } },
    { key: 'occupancy', kind: 'percent', label: { en: 'Occupancy', de: 'Auslastung' } },
  ],
  // A bar per month and resort: occupancies of several resorts are never added up.
  chart: { kind: 'bar', x: 'label', series: ['occupancy'] },
});
export type UtilizationRow = ReportRow<typeof utilizationReport>;

/** Nights of each month within the period `[from, to]` (both days counted as nights). */
export function nightsPerMonth(from: string, to: string): Map<string, number> {
  const nights = new Map<string, number>();
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= last; day += 864e5) {
    const month = new Date(day).toISOString().slice(0, 7);
    nights.set(month, (nights.get(month) ?? 0) + 1);
  }
  return nights;
}

/** Sold over available as a fraction to four decimals (a percent with one); nothing available is 0. */
export const occupancyOf = (sold: number, available: number) =>
  available > 0 ? Math.round((sold / available) * 10000) / 10000 : 0;
