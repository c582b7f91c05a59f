import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { paceParamsSchema } from './statistics-params.ts';

/**
 * `GET /api/bookings/statistics/pace`: what is on the books for a period as of a day (today by
 * default), against what was on the books for the same period a year earlier on the same day a
 * year earlier, read from the bookings' history versions — are we ahead of last year?
 */
export const paceReport = defineReport({
  name: 'pace',
  title: { en: 'Pace against last year', de: 'Buchungsstand gegen Vorjahr' },
  definition: {
    en: 'On the books per month of arrival: the sales (bookings reserved, confirmed or completed) arriving in the month as they stood at the end of the as-of day, read from each booking’s history (the version in force that evening; a booking made later does not count, one cancelled later still does). Last year: the same months a year earlier as they stood a year before the as-of day; last year final: those months as they ended. Room-nights are the nights of the sales’ rooms (cabins on a vessel), all counted in the month of arrival; revenue is the bookings’ total converted to the base currency at the operator’s rates.',
    de: 'Buchungsstand je Anreisemonat: die Verkäufe (reservierte, bestätigte oder abgeschlossene Buchungen) mit Anreise im Monat, wie sie am Ende des Stichtags standen, gelesen aus dem Verlauf jeder Buchung (die an jenem Abend gültige Version; eine später gemachte Buchung zählt nicht, eine später stornierte noch). Vorjahr: dieselben Monate ein Jahr früher, wie sie ein Jahr vor dem Stichtag standen; Vorjahr final: diese Monate, wie sie endeten. Zimmernächte sind die Nächte der Zimmer (auf einem Schiff der Kabinen) der Verkäufe, alle im Anreisemonat gezählt; Umsatz ist die Summe der Buchungen, zum Kurs des Betreibers in die Basiswährung umgerechnet.',
  },
  params: paceParamsSchema,
  row: z.object({
    /** YYYY-MM of this year's period. */
    month: z.string(),
    bookings: z.number().int(),
    roomNights: z.number().int(),
    lastYearBookings: z.number().int(),
    lastYearRoomNights: z.number().int(),
    lastYearFinalRoomNights: z.number().int(),
    /** Room-nights against last year's on the same day, a fraction (0.1 is 10 % ahead); null without last year's. */
    roomNightsChange: z.number().nullable(),
    /** The base currency the revenue is in. */
    currency: z.string(),
    /** Minor units of `currency`. */
    revenue: z.number().int(),
    lastYearRevenue: z.number().int(),
    lastYearFinalRevenue: z.number().int(),
    revenueChange: z.number().nullable(),
  }),
  columns: [
    { key: 'month', kind: 'text', label: { en: 'Month', de: 'Monat' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'roomNights', kind: 'integer', label: { en: 'Room-nights', de: 'Zimmernächte' } },
    {
      key: 'lastYearRoomNights',
      kind: 'integer',
      label: { en: 'Room-nights last year', de: 'Zimmernächte Vorjahr' },
    },
    { key: 'roomNightsChange', kind: 'percent', label: { en: 'Change', de: 'Veränderung' } },
    {
      key: 'lastYearFinalRoomNights',
      kind: 'integer',
      label: { en: 'Last year final', de: 'Vorjahr final' },
    },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    {
      key: 'lastYearRevenue',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Revenue last year', de: 'Umsatz Vorjahr' },
    },
    { key: 'revenueChange', kind: 'percent', label: { en: 'Revenue change', de: 'Umsatzveränderung' } },
    {
      key: 'lastYearFinalRevenue',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Revenue last year final', de: 'Umsatz Vorjahr final' },
    },
  ],
  chart: { kind: 'bar', x: 'month', series: ['roomNights', 'lastYearRoomNights', 'lastYearFinalRoomNights'] },
});
export type PaceRow = ReportRow<typeof paceReport>;

/** What a period's sales on the books add up to in a month of arrival. */
export interface OnTheBooks {
  month: string;
  bookings: number;
  roomNights: number;
  /** Minor units of the base currency. */
  revenue: number;
}

/** This year against last year as a fraction to four decimals; null when last year had nothing. */
export const changeOf = (now: number, before: number): number | null =>
  before > 0 ? Math.round(((now - before) / before) * 10000) / 10000 : null;

/** A day a year earlier (29 February becomes the 28th). */
export function yearBefore(day: string): string {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, '0');
  const shifted = `${year}${day.slice(4)}`;
  return shifted.endsWith('-02-29') ? `${year}-02-28` : shifted;
}

/** A month a year later (YYYY-MM). */
export const yearAfter = (month: string) => `${Number(month.slice(0, 4)) + 1}${month.slice(4)}`;
