import { z } from 'zod';
import { defineReport, type ReportColumn, type ReportText } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * The top lists of SPEC §7's statistics kinds: who brings the sales, ranked by bookings. Money is
 * never added across currencies, so an entry has a line per currency its bookings were made in.
 */

/** What every top list counts per entry and currency. */
const figures = {
  /** The entry's place in the list (1 = most bookings); its lines of other currencies share it. */
  rank: z.number().int(),
  currency: z.string(),
  bookings: z.number().int(),
  guests: z.number().int(),
  /** Minor units of `currency`. */
  revenue: z.number().int(),
};

const figureColumns = [
  { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
  { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
  { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
  { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
] as const satisfies readonly ReportColumn<keyof typeof figures>[];

const rankColumn = { key: 'rank', kind: 'integer', label: { en: 'Rank', de: 'Rang' } } as const;

/** What a sale is, said once for every top list. */
const SALES: ReportText = {
  en: 'Sales are bookings reserved, confirmed or completed, and cancelled bookings that charged a fee (with the fee as revenue and no guests). Guests are the places booked; revenue is the bookings’ total in their own currency, one line per currency.',
  de: 'Verkäufe sind reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr (mit der Gebühr als Umsatz und ohne Gäste). Gäste sind die gebuchten Plätze; Umsatz ist die Summe der Buchungen in ihrer eigenen Währung, eine Zeile je Währung.',
};

export const topCountryRowSchema = z.object({
  ...figures,
  /** ISO 3166 code, '' when the lead guest has no country. */
  country: z.string(),
  /** The country's name in the reader's language. */
  countryName: z.string(),
});
export type TopCountryRow = z.infer<typeof topCountryRowSchema>;

/** `GET /api/bookings/statistics/topCountries`: the countries the lead guests come from. */
export const topCountriesReport = defineReport({
  name: 'topCountries',
  title: { en: 'Top countries', de: 'Top-Länder' },
  definition: {
    en: `Sales per country of the lead guest (the country of their address, else their nationality), the countries with the most bookings first. ${SALES.en}`,
    de: `Verkäufe je Land des Hauptgasts (das Land seiner Anschrift, sonst seine Nationalität), die Länder mit den meisten Buchungen zuerst. ${SALES.de}`,
  },
  params: statisticsParamsSchema,
  row: topCountryRowSchema,
  columns: [
    rankColumn,
    { key: 'countryName', kind: 'text', label: { en: 'Country', de: 'Land' } },
    ...figureColumns,
  ],
  chart: { kind: 'bar', x: 'countryName', series: ['bookings', 'guests'] },
  basis: ['stay', 'booking'],
});

export const topAgencyRowSchema = z.object({
  ...figures,
  agency: z.string(),
  agencyName: z.string(),
});
export type TopAgencyRow = z.infer<typeof topAgencyRowSchema>;

/** `GET /api/bookings/statistics/topAgencies`: the agencies that bring the sales. */
export const topAgenciesReport = defineReport({
  name: 'topAgencies',
  title: { en: 'Top agencies', de: 'Top-Agenturen' },
  definition: {
    en: `Sales made through an agency, per agency, the agencies with the most bookings first; direct bookings are not listed. ${SALES.en}`,
    de: `Über eine Agentur gemachte Verkäufe je Agentur, die Agenturen mit den meisten Buchungen zuerst; Direktbuchungen sind nicht aufgeführt. ${SALES.de}`,
  },
  params: statisticsParamsSchema,
  row: topAgencyRowSchema,
  columns: [
    rankColumn,
    { key: 'agencyName', kind: 'text', label: { en: 'Agency', de: 'Agentur' } },
    ...figureColumns,
  ],
  chart: { kind: 'bar', x: 'agencyName', series: ['bookings', 'guests'] },
  basis: ['stay', 'booking'],
});

/** One entry's figures in one currency, as a query groups them. */
export interface TopGroup {
  key: string;
  currency: string;
  bookings: number;
  guests: number;
  revenue: number;
}

/**
 * The `amount` entries with the most bookings (then guests, then by key for a stable order), each
 * with its lines per currency, biggest revenue first, numbered by the entry's rank.
 */
export function topGroups<G extends TopGroup>(
  groups: readonly G[],
  amount: number,
): (G & { rank: number })[] {
  const totals = new Map<string, { bookings: number; guests: number }>();
  for (const group of groups) {
    const total = totals.get(group.key) ?? { bookings: 0, guests: 0 };
    total.bookings += group.bookings;
    total.guests += group.guests;
    totals.set(group.key, total);
  }
  const ranked = [...totals.entries()]
    .sort(([ka, a], [kb, b]) => b.bookings - a.bookings || b.guests - a.guests || ka.localeCompare(kb))
    .slice(0, amount)
    .map(([key]) => key);
  const rankOf = new Map(ranked.map((key, i) => [key, i + 1]));
  return groups
    .filter((group) => rankOf.has(group.key))
    .map((group) => ({ ...group, rank: rankOf.get(group.key)! }))
    .sort((a, b) => a.rank - b.rank || b.revenue - a.revenue || a.currency.localeCompare(b.currency));
}
