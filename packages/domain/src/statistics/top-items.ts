import { z } from 'zod';
import { defineReport, type ReportColumn, type ReportRow, type ReportText } from '../reports/index.ts';
import { rankColumn, rankedList, rankGroups } from './ranked-list.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * The top lists of SPEC §7 that rank single sales and what was sold rather than who sold it: the
 * largest bookings, and the products, add-ons (supplements) and product categories sold.
 */

/** What a sale is, as the other top lists say it. */
const SALES: ReportText = {
  en: 'Sales are bookings reserved, confirmed or completed, and cancelled bookings that charged a fee (with the fee as revenue and no guests).',
  de: 'Verkäufe sind reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr (mit der Gebühr als Umsatz und ohne Gäste).',
};

/** `GET /api/bookings/statistics/topBookings`: the largest single sales. */
export const topBookingsReport = defineReport({
  name: 'topBookings',
  title: { en: 'Top bookings', de: 'Top-Buchungen' },
  definition: {
    en: `The largest single sales: one line per booking, by revenue (the booking’s total in its own currency), the largest first. Amounts in different currencies are not compared: each currency has its own ranking of up to the number of entries asked for. ${SALES.en}`,
    de: `Die größten einzelnen Verkäufe: eine Zeile je Buchung, nach Umsatz (die Summe der Buchung in ihrer eigenen Währung), die größten zuerst. Beträge verschiedener Währungen werden nicht verglichen: jede Währung hat ihre eigene Rangfolge mit bis zu der gewünschten Anzahl Einträge. ${SALES.de}`,
  },
  params: statisticsParamsSchema,
  row: z.object({
    /** The booking's place among the sales of its currency (1 = largest revenue). */
    rank: z.number().int(),
    booking: z.string(),
    bookingNo: z.string(),
    leadName: z.string(),
    currency: z.string(),
    guests: z.number().int(),
    /** Minor units of `currency`. */
    revenue: z.number().int(),
  }),
  columns: [
    rankColumn,
    { key: 'bookingNo', kind: 'text', label: { en: 'Booking', de: 'Buchung' } },
    { key: 'leadName', kind: 'text', label: { en: 'Lead guest', de: 'Hauptgast' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  chart: { kind: 'bar', x: 'bookingNo', series: ['guests'] },
  basis: ['stay', 'booking'],
});
export type TopBookingRow = ReportRow<typeof topBookingsReport>;

/** What an item list counts per entry and currency. */
const itemCounts = {
  quantity: z.number().int(),
  /** Bookings and till receipts it was sold on. */
  sales: z.number().int(),
};

const itemColumns = [
  { key: 'quantity', kind: 'integer', label: { en: 'Quantity', de: 'Menge' } },
  { key: 'sales', kind: 'integer', label: { en: 'Sales', de: 'Verkäufe' } },
] as const satisfies readonly ReportColumn<keyof typeof itemCounts>[];

/** How a line of a booking's calculation counts, said once for every item list. */
const BOOKING_LINES: ReportText = {
  en: 'A booking’s calculation lines count when they are charged (on the invoice, paid on site or given free), in the currency of the line; each line counts as a quantity of one, whatever its add rule multiplies its price by. The list is ranked by quantity, then by sales. Amounts are never added across currencies: an entry has a line per currency.',
  de: 'Die Zeilen der Kalkulation einer Buchung zählen, wenn sie berechnet werden (auf der Rechnung, vor Ort bezahlt oder kostenlos gegeben), in der Währung der Zeile; jede Zeile zählt als Menge eins, womit ihre Regel den Preis auch vervielfacht. Die Liste ist nach Menge geordnet, dann nach Verkäufen. Beträge verschiedener Währungen werden nie addiert: ein Eintrag hat eine Zeile je Währung.',
};

/** Which bookings' lines an item list reads. */
const ITEM_SALES: ReportText = {
  en: 'The lines read are those of bookings reserved, confirmed or completed; a cancelled booking sold nothing (its fee is no product).',
  de: 'Gelesen werden die Zeilen reservierter, bestätigter und abgeschlossener Buchungen; eine stornierte Buchung hat nichts verkauft (ihre Gebühr ist kein Produkt).',
};

/**
 * A list of what was sold: an entry per `key` and `label` with quantity, sales and revenue per
 * currency, ranked by quantity; charted as bars of quantity per entry.
 */
export const defineItemList = rankedList({
  counts: itemCounts,
  columns: itemColumns,
  series: ['quantity'],
  about: { en: `${BOOKING_LINES.en} ${ITEM_SALES.en}`, de: `${BOOKING_LINES.de} ${ITEM_SALES.de}` },
});

/** Said of the point of sale's lines wherever a list counts them. */
const TILL_LINES: ReportText = {
  en: 'Till sales count with their number of items, on the day of the receipt whichever date basis is chosen, paid or put on a room (voids count against them); a room’s bill from the till is counted here and not again as a booking line. A filter by category, source or state leaves the till’s sales out: they belong to no booking.',
  de: 'Kassenverkäufe zählen mit ihrer Stückzahl, am Tag des Belegs, welche Datumsbasis auch gewählt ist, bezahlt oder aufs Zimmer gebucht (Stornos zählen dagegen); eine Zimmerrechnung von der Kasse zählt hier und nicht noch einmal als Buchungszeile. Ein Filter nach Kategorie, Quelle oder Status lässt die Kassenverkäufe aus: sie gehören zu keiner Buchung.',
};

/** `GET /api/bookings/statistics/topProducts`: the products sold with bookings and at the tills. */
export const topProductsReport = defineItemList({
  name: 'topProducts',
  title: { en: 'Top products', de: 'Top-Produkte' },
  definition: {
    en: `Products sold, per product name as sold: the product lines of the bookings’ calculations and the items sold at the point of sale. ${TILL_LINES.en}`,
    de: `Verkaufte Produkte, je Produktname wie verkauft: die Produktzeilen der Kalkulationen der Buchungen und die an der Kasse verkauften Artikel. ${TILL_LINES.de}`,
  },
  key: 'product',
  label: 'productName',
  labelTitle: { en: 'Product', de: 'Produkt' },
});
export type TopProductRow = ReportRow<typeof topProductsReport>;

/** `GET /api/bookings/statistics/topSupplements`: the add-ons booked. */
export const topSupplementsReport = defineItemList({
  name: 'topSupplements',
  title: { en: 'Top supplements', de: 'Top-Zusatzleistungen' },
  definition: {
    en: 'Supplements (add-ons) sold with bookings, per supplement name as sold: the add-on lines of the bookings’ calculations.',
    de: 'Mit Buchungen verkaufte Zusatzleistungen, je Name wie verkauft: die Zusatzleistungszeilen der Kalkulationen der Buchungen.',
  },
  key: 'supplement',
  label: 'supplementName',
  labelTitle: { en: 'Supplement', de: 'Zusatzleistung' },
});
export type TopSupplementRow = ReportRow<typeof topSupplementsReport>;

/** `GET /api/bookings/statistics/topProductCategories`: what kinds of goods and services sell. */
export const topProductCategoriesReport = defineItemList({
  name: 'topProductCategories',
  title: { en: 'Top product categories', de: 'Top-Produktkategorien' },
  definition: {
    en: `Products and supplements sold, per product category: a booking’s product line takes the category of the product of its name (the active one first), an add-on line the category of its supplement, a till’s line the category it was sold in; lines without one are one entry “No category”. ${TILL_LINES.en}`,
    de: `Verkaufte Produkte und Zusatzleistungen je Produktkategorie: die Produktzeile einer Buchung hat die Kategorie des Produkts ihres Namens (das aktive zuerst), eine Zusatzleistungszeile die ihrer Zusatzleistung, eine Kassenzeile die, in der sie verkauft wurde; Zeilen ohne Kategorie sind ein Eintrag „Ohne Kategorie“. ${TILL_LINES.de}`,
  },
  key: 'category',
  label: 'categoryName',
  labelTitle: { en: 'Product category', de: 'Produktkategorie' },
});
export type TopProductCategoryRow = ReportRow<typeof topProductCategoriesReport>;

/** One item entry's figures in one currency, as a query groups them. */
export interface ItemGroup {
  key: string;
  name: string;
  currency: string;
  sales: number;
  quantity: number;
  revenue: number;
}

/**
 * The `amount` entries sold most (by quantity over all currencies, then sales, then by key for a
 * stable order), each with its lines per currency, biggest revenue first, numbered by rank.
 */
export function topItems<G extends ItemGroup>(
  groups: readonly G[],
  amount: number,
): (G & { rank: number })[] {
  return rankGroups(groups, amount, ['quantity', 'sales']);
}
