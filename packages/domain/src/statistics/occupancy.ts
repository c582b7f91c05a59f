import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema, statisticsSeriesParamsSchema } from './statistics-params.ts';

/** What room revenue is, said once for the occupancy kinds. */
const ROOM_REVENUE = {
  en: 'Room revenue is what the sales charge for their rooms: the room lines of their calculations with the specials that change rooms, without tax (a tax included in a room’s price is taken out at its price list’s rate), without cancellation fees, products, add-ons and extras; a stay’s room revenue is spread evenly over its room-nights, and other currencies are converted to the base currency at the operator’s rates. ADR (average daily rate) is room revenue ÷ room-nights sold; RevPAR (revenue per available room) is room revenue ÷ room-nights available.',
  de: 'Logisumsatz ist, was die Verkäufe für ihre Zimmer berechnen: die Zimmerzeilen ihrer Kalkulation mit den Specials, die Zimmer ändern, ohne Steuer (eine im Zimmerpreis enthaltene Steuer wird zum Satz ihrer Preisliste herausgerechnet), ohne Stornogebühren, Produkte, Zusatzleistungen und Extras; der Logisumsatz eines Aufenthalts verteilt sich gleichmäßig auf seine Zimmernächte, andere Währungen werden zum Kurs des Betreibers in die Basiswährung umgerechnet. ADR (durchschnittlicher Zimmerpreis) ist Logisumsatz ÷ verkaufte Zimmernächte; RevPAR (Umsatz je verfügbarem Zimmer) ist Logisumsatz ÷ verfügbare Zimmernächte.',
};

/** The room-nights, occupancy and rates of a resort in a month or a year. */
const occupancyFigures = {
  resort: z.string(),
  resortName: z.string(),
  /** The chart's bar: the unit (day, week, month, year), with the resort's name when several resorts are counted. */
  label: z.string(),
  available: z.number().int(),
  sold: z.number().int(),
  /** A fraction (0.75 is 75 %), to four decimals: shown as a percent with one decimal. */
  occupancy: z.number(),
  /** The base currency the rates are in. */
  currency: z.string(),
  /** Minor units of `currency`. */
  roomRevenue: z.number().int(),
  /** Average daily rate: room revenue ÷ room-nights sold, minor units. */
  adr: z.number().int(),
  /** Revenue per available room: room revenue ÷ room-nights available, minor units. */
  revpar: z.number().int(),
};

const occupancyColumns = (unit: { en: string; de: string }) =>
  [
    // The unit (with the resort when several are counted): what the chart's bar is named by.
    { key: 'label', kind: 'text', label: unit },
    { key: 'resortName', kind: 'text', label: { en: 'Resort', de: 'Resort' } },
    {
      key: 'available',
      kind: 'integer',
      label: { en: 'Room-nights available', de: 'Verfügbare Zimmernächte' },
    },
    { key: 'sold', kind: 'integer', label: { en: 'Room-nights sold', de: 'Verkaufte Zimmernächte' } },
    { key: 'occupancy', kind: 'percent', label: { en: 'Occupancy', de: 'Auslastung' } },
    {
      key: 'roomRevenue',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Room revenue', de: 'Logisumsatz' },
    },
    { key: 'adr', kind: 'money', currencyKey: 'currency', label: { en: 'ADR', de: 'ADR' } },
    { key: 'revpar', kind: 'money', currencyKey: 'currency', label: { en: 'RevPAR', de: 'RevPAR' } },
  ] as const;

/**
 * `GET /api/bookings/statistics/utilization`: how full the resorts were and at what rate, month by
 * month, by the hotel industry's standard definitions (USALI) — what the owner compares with any
 * other house.
 */
export const utilizationReport = defineReport({
  name: 'utilization',
  title: { en: 'Occupancy', de: 'Auslastung' },
  definition: {
    en: `Per month (or the day, ISO week or year asked) and resort, by the standard definitions (USALI): room-nights available are the resort’s active rooms times the nights of the month within the period — rooms out of order stay in the count; room-nights sold are the nights a room is held by a sale (a booking reserved, confirmed or completed; a shared room counts once a night however many of its beds are sold); occupancy is sold ÷ available. Counted night by night, whatever the date basis. ${ROOM_REVENUE.en}`,
    de: `Je Monat (oder je Tag, ISO-Woche oder Jahr) und Resort nach den Standarddefinitionen (USALI): verfügbare Zimmernächte sind die aktiven Zimmer des Resorts mal die Nächte des Monats im Zeitraum — gesperrte Zimmer zählen mit; verkaufte Zimmernächte sind die Nächte, in denen ein Verkauf ein Zimmer belegt (eine reservierte, bestätigte oder abgeschlossene Buchung; ein geteiltes Zimmer zählt einmal je Nacht, wie viele Betten auch verkauft sind); Auslastung ist verkauft ÷ verfügbar. Gezählt Nacht für Nacht, unabhängig von der Datumsbasis. ${ROOM_REVENUE.de}`,
  },
  params: statisticsSeriesParamsSchema,
  row: z.object({
    /** The unit grouped by: YYYY-MM-DD, YYYY-Www (ISO week), YYYY-MM or YYYY. */
    period: z.string(),
    ...occupancyFigures,
  }),
  columns: occupancyColumns({ en: 'Month', de: 'Monat' }),
  // A bar per unit and resort: occupancies of several resorts are never added up.
  chart: { kind: 'bar', x: 'label', series: ['occupancy'] },
  groupBy: { units: ['month', 'day', 'week', 'year'], column: 'label' },
});
export type UtilizationRow = ReportRow<typeof utilizationReport>;

/**
 * `GET /api/bookings/statistics/occupancyPerYear`: the same figures a year at a time, over as many
 * years as asked (the last ten by default) — how the house has grown.
 */
export const occupancyPerYearReport = defineReport({
  name: 'occupancyPerYear',
  title: { en: 'Occupancy per year', de: 'Auslastung je Jahr' },
  definition: {
    en: `Per year and resort, as the monthly occupancy counts it (USALI): room-nights available are the active rooms times the year’s nights within the period, rooms out of order included; room-nights sold are the nights a room is held by a sale; occupancy is sold ÷ available. Without a period: the last ten years. ${ROOM_REVENUE.en}`,
    de: `Je Jahr und Resort, wie die monatliche Auslastung zählt (USALI): verfügbare Zimmernächte sind die aktiven Zimmer mal die Nächte des Jahres im Zeitraum, gesperrte Zimmer eingeschlossen; verkaufte Zimmernächte sind die Nächte, in denen ein Verkauf ein Zimmer belegt; Auslastung ist verkauft ÷ verfügbar. Ohne Zeitraum: die letzten zehn Jahre. ${ROOM_REVENUE.de}`,
  },
  params: statisticsParamsSchema,
  row: z.object({
    /** YYYY */
    year: z.string(),
    ...occupancyFigures,
  }),
  columns: occupancyColumns({ en: 'Year', de: 'Jahr' }),
  chart: { kind: 'bar', x: 'label', series: ['occupancy'] },
});
export type OccupancyPerYearRow = ReportRow<typeof occupancyPerYearReport>;

/** Sold over available as a fraction to four decimals (a percent with one); nothing available is 0. */
export const occupancyOf = (sold: number, available: number) =>
  available > 0 ? Math.round((sold / available) * 10000) / 10000 : 0;

/** A rate: revenue over nights in whole minor units; no nights is 0. */
export const perNight = (revenue: number, nights: number) => (nights > 0 ? Math.round(revenue / nights) : 0);
