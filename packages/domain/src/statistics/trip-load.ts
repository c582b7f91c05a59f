import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/** What a trip's revenue is, said once for the departure kinds. */
const TRIP_REVENUE = {
  en: 'Trip revenue is what the sales charge for their places: the trip and cabin lines of their calculations with the specials that change them, without tax (a tax included in the price is taken out at its price list’s rate), without cancellation fees, products, add-ons and extras, in the base currency at the operator’s rates; revenue per available berth-night is trip revenue ÷ berth-nights.',
  de: 'Tourumsatz ist, was die Verkäufe für ihre Plätze berechnen: die Tour- und Kabinenzeilen ihrer Kalkulation mit den Specials, die sie ändern, ohne Steuer (eine im Preis enthaltene Steuer wird zum Satz ihrer Preisliste herausgerechnet), ohne Stornogebühren, Produkte, Zusatzleistungen und Extras, zum Kurs des Betreibers in der Basiswährung; Umsatz je verfügbarer Platznacht ist Tourumsatz ÷ Platznächte.',
};

/**
 * `GET /api/bookings/statistics/byVesselYear`: each departure of the period with its load — what a
 * liveaboard's owner reads trip by trip (the tours screen, /stats/tour). `assets` narrows to vessels.
 */
export const tripLoadReport = defineReport({
  name: 'byVesselYear',
  title: { en: 'Load per departure', de: 'Auslastung je Abfahrt' },
  definition: {
    en: `Each trip departing in the period: berths are the places of the vessel’s active cabins; sold are the guests of the trip’s sales (bookings reserved, confirmed or completed); the load factor is sold ÷ berths. Berth-nights multiply both by the trip’s nights. ${TRIP_REVENUE.en}`,
    de: `Jede Tour mit Abfahrt im Zeitraum: Plätze sind die Betten der aktiven Kabinen des Schiffs; verkauft sind die Gäste der Verkäufe der Tour (reservierte, bestätigte oder abgeschlossene Buchungen); die Auslastung ist verkauft ÷ Plätze. Platznächte multiplizieren beides mit den Nächten der Tour. ${TRIP_REVENUE.de}`,
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
    /** The base currency. */
    currency: z.string(),
    /** Trip revenue, minor units of `currency`. */
    revenue: z.number().int(),
    /** Revenue per available berth-night, minor units. */
    revenuePerBerthNight: z.number().int(),
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
    {
      key: 'revenue',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Trip revenue', de: 'Tourumsatz' },
    },
    {
      key: 'revenuePerBerthNight',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Revenue per berth-night', de: 'Umsatz je Platznacht' },
    },
  ],
  chart: { kind: 'bar', x: 'start', series: ['loadFactor'] },
});
export type TripLoadRow = ReportRow<typeof tripLoadReport>;

/**
 * `GET /api/bookings/statistics/byItinerary`: each itinerary (a tour on a vessel) over the period's
 * departures, beside the same itinerary a year earlier — which routes fill and which pay.
 */
export const itineraryLoadReport = defineReport({
  name: 'byItinerary',
  title: { en: 'Load per itinerary', de: 'Auslastung je Route' },
  definition: {
    en: `Per tour and vessel, over the trips departing in the period and, beside it, in the same period a year earlier: the load factor is berth-nights sold ÷ berth-nights of its trips (each trip as the departures count it). ${TRIP_REVENUE.en}`,
    de: `Je Tour und Schiff über die Touren mit Abfahrt im Zeitraum und daneben im selben Zeitraum ein Jahr früher: die Auslastung ist verkaufte Platznächte ÷ Platznächte ihrer Touren (jede Tour, wie die Abfahrten sie zählen). ${TRIP_REVENUE.de}`,
  },
  params: statisticsParamsSchema,
  row: z.object({
    tour: z.string(),
    vessel: z.string(),
    /** The chart's bar: the tour with its vessel. */
    label: z.string(),
    trips: z.number().int(),
    berthNights: z.number().int(),
    soldBerthNights: z.number().int(),
    loadFactor: z.number(),
    currency: z.string(),
    revenue: z.number().int(),
    revenuePerBerthNight: z.number().int(),
    lastYearTrips: z.number().int(),
    lastYearLoadFactor: z.number(),
    lastYearRevenuePerBerthNight: z.number().int(),
  }),
  columns: [
    { key: 'label', kind: 'text', label: { en: 'Itinerary', de: 'Route' } },
    { key: 'trips', kind: 'integer', label: { en: 'Trips', de: 'Touren' } },
    { key: 'loadFactor', kind: 'percent', label: { en: 'Load factor', de: 'Auslastung' } },
    { key: 'lastYearTrips', kind: 'integer', label: { en: 'Trips last year', de: 'Touren Vorjahr' } },
    {
      key: 'lastYearLoadFactor',
      kind: 'percent',
      label: { en: 'Load factor last year', de: 'Auslastung Vorjahr' },
    },
    {
      key: 'revenue',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Trip revenue', de: 'Tourumsatz' },
    },
    {
      key: 'revenuePerBerthNight',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Revenue per berth-night', de: 'Umsatz je Platznacht' },
    },
    {
      key: 'lastYearRevenuePerBerthNight',
      kind: 'money',
      currencyKey: 'currency',
      label: { en: 'Last year', de: 'Vorjahr' },
    },
  ],
  chart: { kind: 'bar', x: 'label', series: ['loadFactor', 'lastYearLoadFactor'] },
});
export type ItineraryLoadRow = ReportRow<typeof itineraryLoadReport>;
