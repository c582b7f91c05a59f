import { z } from 'zod';
import { BOOKING_STATES, type BookingState } from '../booking-states/index.ts';
import { PAYMENT_METHODS } from '../booking/index.ts';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * The bookings' own figures beside the statistics kinds (SPEC §7 Bookings): the period's bookings
 * broken down (bookingInfoStats), their calculations split by line (bookingCalculationStats), the
 * money per month (report/finance), every booking as a row (csvExport) and the desk's recent
 * activity (`GET /api/bookings/statistics?days=N`).
 */

/** The states the booking breakdown and the export count when none are asked for: all but deleted. */
export const BOOKING_INFO_STATES: readonly BookingState[] = BOOKING_STATES.filter((s) => s !== 'deleted');

/** What the booking breakdown groups by. */
export const BOOKING_INFO_DIMENSIONS = ['state', 'source', 'category', 'type'] as const;
export type BookingInfoDimension = (typeof BOOKING_INFO_DIMENSIONS)[number];

/** `GET /api/bookings/statistics/bookingInfoStats`: the period's bookings by state, source, category and type. */
export const bookingInfoStatsReport = defineReport({
  name: 'bookingInfoStats',
  title: {
    en: 'Bookings by state, source, category and type',
    de: 'Buchungen nach Status, Quelle, Kategorie und Art',
  },
  definition: {
    en: 'The period’s bookings in every state but deleted (unless states are chosen), counted four times over: by state, by source, by booking category and by type (resort stay or vessel trip). Per group and booking currency: the bookings, their guests (as booked, in any state) and their revenue (the bookings’ total; a cancelled booking counts its cancellation fee, nothing without one; an offer its price).',
    de: 'Die Buchungen des Zeitraums in jedem Status außer gelöscht (sofern kein Status gewählt ist), viermal gezählt: nach Status, nach Quelle, nach Buchungskategorie und nach Art (Resortaufenthalt oder Schiffsreise). Je Gruppe und Buchungswährung: die Buchungen, ihre Gäste (wie gebucht, in jedem Status) und ihr Umsatz (die Summe der Buchungen; eine stornierte Buchung zählt ihre Stornogebühr, ohne Gebühr nichts; ein Angebot seinen Preis).',
  },
  params: statisticsParamsSchema,
  row: z.object({
    dimension: z.enum(BOOKING_INFO_DIMENSIONS),
    /** The group's key: the state, the source, the category's id ('' for none), resort or vessel. */
    value: z.string(),
    label: z.string(),
    currency: z.string(),
    bookings: z.number().int(),
    guests: z.number().int(),
    /** Minor units of `currency`. */
    revenue: z.number().int(),
  }),
  columns: [
    { key: 'dimension', kind: 'text', label: { en: 'By', de: 'Nach' } },
    { key: 'label', kind: 'text', label: { en: 'Group', de: 'Gruppe' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  chart: { kind: 'bar', x: 'label', series: ['bookings', 'guests'] },
  basis: ['stay', 'booking'],
});
export type BookingInfoRow = ReportRow<typeof bookingInfoStatsReport>;

/** The kinds of calculation lines the split tells apart, in the order it shows them. */
export const CALCULATION_LINE_GROUPS = [
  'accommodation',
  'products',
  'addons',
  'specials',
  'extras',
  'cancellationFees',
  'taxAdded',
  'taxIncluded',
  'other',
] as const;
export type CalculationLineGroup = (typeof CALCULATION_LINE_GROUPS)[number];

export const CALCULATION_LINE_LABELS: Record<CalculationLineGroup, { en: string; de: string }> = {
  accommodation: { en: 'Rooms and trips', de: 'Zimmer und Reisen' },
  products: { en: 'Products', de: 'Produkte' },
  addons: { en: 'Add-ons and supplements', de: 'Zusatzleistungen' },
  specials: { en: 'Specials and discounts', de: 'Angebote und Rabatte' },
  extras: { en: 'Extras (external)', de: 'Fremdleistungen' },
  cancellationFees: { en: 'Cancellation fees', de: 'Stornogebühren' },
  taxAdded: { en: 'Tax added', de: 'Steuer zuzüglich' },
  taxIncluded: { en: 'Tax included', de: 'Steuer enthalten' },
  other: { en: 'Other lines', de: 'Sonstige Posten' },
};

/** `GET /api/bookings/statistics/bookingCalculationStats`: the sales' calculations split by line. */
export const bookingCalculationStatsReport = defineReport({
  name: 'bookingCalculationStats',
  title: { en: 'Revenue by calculation line', de: 'Umsatz nach Kalkulationsposten' },
  definition: {
    en: 'The lines of the sales’ calculations (bookings reserved, confirmed or completed, and cancelled bookings that charged a fee, of which only the fee counts), split by kind: rooms and trips (with their room options), products, add-ons and supplements, specials and discounts (negative), extras (external services), cancellation fees, tax added on top and tax included in the prices (shown, not added to the total), and other lines. Only the lines that count towards the price (on the invoice, paid on site or given free; paid on site is not part of the booking’s invoice total); per kind and line currency: the amount and the number of bookings with such a line.',
    de: 'Die Posten der Kalkulationen der Verkäufe (reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr, bei denen nur die Gebühr zählt), nach Art: Zimmer und Reisen (mit ihren Zimmeroptionen), Produkte, Zusatzleistungen, Angebote und Rabatte (negativ), Fremdleistungen, Stornogebühren, zuzügliche Steuer und in den Preisen enthaltene Steuer (ausgewiesen, nicht zur Summe addiert) sowie sonstige Posten. Es zählen nur die Posten, die in den Preis eingehen (auf der Rechnung, vor Ort bezahlt oder kostenlos; vor Ort Bezahltes gehört nicht zur Rechnungssumme der Buchung); je Art und Währung des Postens: der Betrag und die Zahl der Buchungen mit einem solchen Posten.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    line: z.enum(CALCULATION_LINE_GROUPS),
    label: z.string(),
    currency: z.string(),
    bookings: z.number().int(),
    /** Minor units of `currency`. */
    amount: z.number().int(),
  }),
  columns: [
    { key: 'label', kind: 'text', label: { en: 'Line', de: 'Posten' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'amount', kind: 'money', currencyKey: 'currency', label: { en: 'Amount', de: 'Betrag' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  chart: { kind: 'bar', x: 'label', series: ['bookings'] },
  basis: ['stay', 'booking'],
});
export type BookingCalculationRow = ReportRow<typeof bookingCalculationStatsReport>;

/** `GET /api/bookings/report/finance`: per month the money received, refunded, sold and still open. */
export const financeReport = defineReport({
  name: 'finance',
  title: { en: 'Finance by month', de: 'Finanzen nach Monat' },
  definition: {
    en: 'Per month and currency: the revenue of the month’s sales (bookings reserved, confirmed or completed, and cancelled bookings with their fee), the payments received that month by their payment date (any booking’s, split by method), the refunds paid back that month (as a positive amount), and what of the month’s sales is still open at the period’s end (their total less the payments dated up to the last day of the period, in booking currency). A payment counts in the currency it was paid in.',
    de: 'Je Monat und Währung: der Umsatz der Verkäufe des Monats (reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit ihrer Gebühr), die im Monat eingegangenen Zahlungen nach Zahlungsdatum (zu jeder Buchung, nach Zahlungsart), die im Monat geleisteten Erstattungen (als positiver Betrag) und was von den Verkäufen des Monats am Ende des Zeitraums noch offen ist (ihre Summe abzüglich der bis zum letzten Tag des Zeitraums datierten Zahlungen, in Buchungswährung). Eine Zahlung zählt in der Währung, in der sie gezahlt wurde.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    /** YYYY-MM */
    month: z.string(),
    currency: z.string(),
    /** Minor units of `currency`, all of them. */
    revenue: z.number().int(),
    received: z.number().int(),
    ...(Object.fromEntries(PAYMENT_METHODS.map((m) => [m, z.number().int()])) as Record<
      (typeof PAYMENT_METHODS)[number],
      z.ZodNumber
    >),
    refunds: z.number().int(),
    open: z.number().int(),
  }),
  columns: [
    // Always months: shown as the product writes them (03.2027), the files keep the key, which sorts.
    { key: 'month', kind: 'text', unit: 'month', label: { en: 'Month', de: 'Monat' } },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    { key: 'received', kind: 'money', currencyKey: 'currency', label: { en: 'Received', de: 'Eingegangen' } },
    { key: 'cash', kind: 'money', currencyKey: 'currency', label: { en: 'Cash', de: 'Bar' } },
    {
      key: 'bankTransfer',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Bank transfer', de: 'Überweisung' },
    },
    { key: 'card', kind: 'money', currencyKey: 'currency', label: { en: 'Card', de: 'Karte' } },
    { key: 'online', kind: 'money', currencyKey: 'currency', label: { en: 'Online', de: 'Online' } },
    { key: 'other', kind: 'money', currencyKey: 'currency', label: { en: 'Other', de: 'Sonstige' } },
    { key: 'credit', kind: 'money', currencyKey: 'currency', label: { en: 'Credit', de: 'Guthaben' } },
    { key: 'refunds', kind: 'money', currencyKey: 'currency', label: { en: 'Refunds', de: 'Erstattungen' } },
    { key: 'open', kind: 'money', currencyKey: 'currency', label: { en: 'Open', de: 'Offen' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  basis: ['stay', 'booking'],
});
export type FinanceRow = ReportRow<typeof financeReport>;

/** `GET /api/bookings/csvExport`: every booking of the period as a row, for a spreadsheet. */
export const bookingsExportReport = defineReport({
  name: 'csvExport',
  title: { en: 'Bookings export', de: 'Buchungsexport' },
  definition: {
    en: 'One row per booking of the period in every state but deleted (unless states are chosen): its number, state, arrival and departure, lead guest, guests, resort or vessel, rooms or cabins with their places, agency, source, total, paid, open (total less paid) and currency as the booking stands, by arrival.',
    de: 'Eine Zeile je Buchung des Zeitraums in jedem Status außer gelöscht (sofern kein Status gewählt ist): Nummer, Status, Anreise und Abreise, Hauptgast, Gäste, Resort oder Schiff, Zimmer oder Kabinen mit ihren Plätzen, Agentur, Quelle, Summe, bezahlt, offen (Summe abzüglich bezahlt) und Währung, wie die Buchung steht, nach Anreise.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    bookingNo: z.string(),
    state: z.string(),
    arrival: z.string(),
    departure: z.string(),
    lead: z.string(),
    guests: z.number().int(),
    asset: z.string(),
    /**
     * The booked rooms or cabins with their places, "R1 (2), R2 (1)": another Seaberth imports the
     * file (import type `seaberth`) and books the same rooms again.
     */
    rooms: z.string(),
    agency: z.string(),
    source: z.string(),
    currency: z.string(),
    /** Minor units of `currency`. */
    total: z.number().int(),
    paid: z.number().int(),
    open: z.number().int(),
  }),
  columns: [
    { key: 'bookingNo', kind: 'text', label: { en: 'Booking', de: 'Buchung' } },
    { key: 'state', kind: 'text', label: { en: 'State', de: 'Status' } },
    { key: 'arrival', kind: 'date', label: { en: 'Arrival', de: 'Anreise' } },
    { key: 'departure', kind: 'date', label: { en: 'Departure', de: 'Abreise' } },
    { key: 'lead', kind: 'text', label: { en: 'Lead guest', de: 'Hauptgast' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'asset', kind: 'text', label: { en: 'Resort or vessel', de: 'Resort oder Schiff' } },
    { key: 'rooms', kind: 'text', label: { en: 'Rooms or cabins', de: 'Zimmer oder Kabinen' } },
    { key: 'agency', kind: 'text', label: { en: 'Agency', de: 'Agentur' } },
    { key: 'source', kind: 'text', label: { en: 'Source', de: 'Quelle' } },
    { key: 'total', kind: 'money', currencyKey: 'currency', label: { en: 'Total', de: 'Summe' } },
    { key: 'paid', kind: 'money', currencyKey: 'currency', label: { en: 'Paid', de: 'Bezahlt' } },
    { key: 'open', kind: 'money', currencyKey: 'currency', label: { en: 'Open', de: 'Offen' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  basis: ['stay', 'booking'],
});
export type BookingsExportRow = ReportRow<typeof bookingsExportReport>;

/** `GET /api/bookings/statistics?days=N`: how many days back the desk's activity looks (default 30). */
export const BOOKING_ACTIVITY_DAYS = 30;
export const bookingActivityQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(366)
    .default(BOOKING_ACTIVITY_DAYS)
    .describe('The length of the window, ending today'),
});

const windowSchema = z.object({ from: z.string(), to: z.string() });
const pairSchema = z.object({ current: z.number().int(), previous: z.number().int() });

/** The desk's recent activity: the last N days beside the N days before. */
export const bookingActivitySchema = z
  .object({
    days: z.number().int(),
    current: windowSchema.describe('The last N days, today included'),
    previous: windowSchema.describe('The N days before them'),
    definition: z.string(),
    made: pairSchema.describe('Bookings made (booking date in the window), offers and waiting list aside'),
    cancelled: pairSchema.describe('Bookings cancelled (cancellation date in the window)'),
    arriving: pairSchema.describe(
      'Guests of the reserved, confirmed or completed bookings arriving in the window',
    ),
    revenue: z
      .array(z.object({ currency: z.string(), current: z.number().int(), previous: z.number().int() }))
      .describe('The total of the sales made in the window, per booking currency (minor units)'),
  })
  .meta({ id: 'BookingActivity' });
export type BookingActivity = z.output<typeof bookingActivitySchema>;

export const BOOKING_ACTIVITY_DEFINITION = {
  en: 'The last N days (today included) beside the N days before: bookings made (by booking date; offers and the waiting list aside, deleted ones too), bookings cancelled (by cancellation date), guests arriving (of bookings reserved, confirmed or completed, by arrival) and the revenue booked (the total of the sales made in the window, a cancelled booking with its fee, per booking currency).',
  de: 'Die letzten N Tage (heute eingeschlossen) neben den N Tagen davor: gemachte Buchungen (nach Buchungsdatum; ohne Angebote, Warteliste und gelöschte), stornierte Buchungen (nach Stornodatum), anreisende Gäste (reservierter, bestätigter oder abgeschlossener Buchungen, nach Anreise) und der gebuchte Umsatz (die Summe der im Zeitraum gemachten Verkäufe, eine stornierte Buchung mit ihrer Gebühr, je Buchungswährung).',
} as const;
