import { z } from 'zod';
import type { ReportColumn, ReportRow, ReportText } from '../reports/index.ts';
import { rankedList, rankGroups } from './ranked-list.ts';

/**
 * The top lists of SPEC §7's statistics kinds: who brings the sales, ranked by bookings. Money is
 * never added across currencies, so an entry has a line per currency its bookings were made in.
 */

/** What every top list counts per entry and currency. */
const counts = { bookings: z.number().int(), guests: z.number().int() };

const countColumns = [
  { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
  { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
] as const satisfies readonly ReportColumn<keyof typeof counts>[];

/** What a sale is, said once for every top list. */
const SALES: ReportText = {
  en: 'Sales are bookings reserved, confirmed or completed, and cancelled bookings that charged a fee (with the fee as revenue and no guests). Guests are the places booked; revenue is the bookings’ total in their own currency, one line per currency.',
  de: 'Verkäufe sind reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr (mit der Gebühr als Umsatz und ohne Gäste). Gäste sind die gebuchten Plätze; Umsatz ist die Summe der Buchungen in ihrer eigenen Währung, eine Zeile je Währung.',
};

/**
 * A top list: an entry per `key` (its id or code) and `label` (its name in the reader's language)
 * with the figures every top list counts, ranked by bookings; charted as bars of bookings and
 * guests per entry.
 */
export const defineTopList = rankedList({
  counts,
  columns: countColumns,
  series: ['bookings', 'guests'],
  about: SALES,
});

/** `GET /api/bookings/statistics/topCountries`: the countries the lead guests come from. */
export const topCountriesReport = defineTopList({
  name: 'topCountries',
  title: { en: 'Top countries', de: 'Top-Länder' },
  definition: {
    en: 'Sales per country of the lead guest (the country of their address, else their nationality), the countries with the most bookings first.',
    de: 'Verkäufe je Land des Hauptgasts (das Land seiner Anschrift, sonst seine Nationalität), die Länder mit den meisten Buchungen zuerst.',
  },
  key: 'country',
  label: 'countryName',
  labelTitle: { en: 'Country', de: 'Land' },
});
export type TopCountryRow = ReportRow<typeof topCountriesReport>;

/** `GET /api/bookings/statistics/topAgencies`: the agencies that bring the sales. */
export const topAgenciesReport = defineTopList({
  name: 'topAgencies',
  title: { en: 'Top agencies', de: 'Top-Agenturen' },
  definition: {
    en: 'Sales made through an agency, per agency, the agencies with the most bookings first; direct bookings are not listed.',
    de: 'Über eine Agentur gemachte Verkäufe je Agentur, die Agenturen mit den meisten Buchungen zuerst; Direktbuchungen sind nicht aufgeführt.',
  },
  key: 'agency',
  label: 'agencyName',
  labelTitle: { en: 'Agency', de: 'Agentur' },
});
export type TopAgencyRow = ReportRow<typeof topAgenciesReport>;

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
  return rankGroups(groups, amount, ['bookings', 'guests']);
}

/** `GET /api/bookings/statistics/topCustomers`: the guests who book the most. */
export const topCustomersReport = defineTopList({
  name: 'topCustomers',
  title: { en: 'Top customers', de: 'Top-Kunden' },
  definition: {
    en: 'Sales per lead guest (the customer who booked), the customers with the most bookings first.',
    de: 'Verkäufe je Hauptgast (der Kunde, der gebucht hat), die Kunden mit den meisten Buchungen zuerst.',
  },
  key: 'customer',
  label: 'customerName',
  labelTitle: { en: 'Customer', de: 'Kunde' },
});
export type TopCustomerRow = ReportRow<typeof topCustomersReport>;

/** `GET /api/bookings/statistics/topUsers`: the staff users who make the sales. */
export const topUsersReport = defineTopList({
  name: 'topUsers',
  title: { en: 'Top users', de: 'Top-Benutzer' },
  definition: {
    en: 'Sales per user who created the booking, the users with the most bookings first; bookings made without a signed-in user (online, imported) are one entry “Online”.',
    de: 'Verkäufe je Benutzer, der die Buchung angelegt hat, die Benutzer mit den meisten Buchungen zuerst; ohne angemeldeten Benutzer gemachte Buchungen (online, importiert) sind ein Eintrag „Online“.',
  },
  key: 'user',
  label: 'userName',
  labelTitle: { en: 'User', de: 'Benutzer' },
});
export type TopUserRow = ReportRow<typeof topUsersReport>;

/**
 * `GET /api/bookings/statistics/topSalesAgents`: the operator's own sales agents. A booking names
 * no sales agent of its own (SPEC §3); an agent sells as an agency of type employee (SPEC §3
 * Agency types), so this list is the sales through agencies of that type.
 */
export const topSalesAgentsReport = defineTopList({
  name: 'topSalesAgents',
  title: { en: 'Top sales agents', de: 'Top-Verkäufer' },
  definition: {
    en: 'Sales made through a sales agent, an agency of type employee (the operator’s own agents), per agent, the agents with the most bookings first; bookings through travel agencies and resellers and direct bookings are not listed.',
    de: 'Über einen Verkäufer gemachte Verkäufe, eine Agentur vom Typ Mitarbeiter (die eigenen Verkäufer des Betreibers), je Verkäufer, die Verkäufer mit den meisten Buchungen zuerst; Buchungen über Reisebüros und Wiederverkäufer sowie Direktbuchungen sind nicht aufgeführt.',
  },
  key: 'agent',
  label: 'agentName',
  labelTitle: { en: 'Sales agent', de: 'Verkäufer' },
});
export type TopSalesAgentRow = ReportRow<typeof topSalesAgentsReport>;

/** `GET /api/bookings/statistics/topRooms`: the rooms and cabins that earn the most. */
export const topRoomsReport = defineTopList({
  name: 'topRooms',
  title: { en: 'Top rooms', de: 'Top-Zimmer' },
  definition: {
    en: 'Sales per room or cabin booked, the rooms with the most bookings first. A booking counts once for each room it books; guests are the places booked in the room; its revenue is split between its rooms by their guest-nights (places × nights), rounded to the cent, so a room’s share of a shared booking may be off by a cent.',
    de: 'Verkäufe je gebuchtem Zimmer oder Kabine, die Zimmer mit den meisten Buchungen zuerst. Eine Buchung zählt einmal für jedes Zimmer, das sie bucht; Gäste sind die im Zimmer gebuchten Plätze; ihr Umsatz wird nach Gästenächten (Plätze × Nächte) auf ihre Zimmer verteilt und auf den Cent gerundet, der Anteil eines Zimmers kann daher um einen Cent abweichen.',
  },
  key: 'room',
  label: 'roomName',
  labelTitle: { en: 'Room', de: 'Zimmer' },
});
export type TopRoomRow = ReportRow<typeof topRoomsReport>;
