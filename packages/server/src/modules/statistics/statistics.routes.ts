import {
  type AnyReport,
  type Language,
  type ReportRow,
  fillPeriods,
  incomeByMonthReport,
  occupancyOf,
  AGE_GROUPS,
  ageGroupOf,
  customerAge,
  statsByAgeReport,
  REPEATER_LABELS,
  statsByRepeaterReport,
  topAgenciesReport,
  topCountriesReport,
  topCustomersReport,
  topGroups,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-language.ts';
import type { BookingService } from '../bookings/index.ts';
import { statisticsKinds } from './statistics-kind.ts';
import { registerDepartureRoutes } from './departures.routes.ts';
import { registerBookingFigureRoutes } from './statistics-booking-figures.routes.ts';
import { registerStatisticsPrintRoutes } from './statistics-print.routes.ts';
import { registerOccupancyRoutes } from './occupancy.routes.ts';
import { registerPaceRoutes } from './pace.routes.ts';
import { registerTopListRoutes } from './statistics-top-lists.routes.ts';
import { type NamedGroup, type StatisticsFilter, StatisticsRepository } from './statistics.repository.ts';

const UNKNOWN_COUNTRY: Record<Language, string> = { en: 'Unknown', de: 'Unbekannt' };

/** A country's name in the reader's language: the operator's own, else the runtime's, else its code. */
function countryName(
  code: string,
  language: Language,
  own: { name: string; de: string; en: string } | undefined,
): string {
  if (!code) return UNKNOWN_COUNTRY[language];
  if (own?.[language]) return own[language];
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? own?.name ?? code;
  } catch {
    return own?.name ?? code;
  }
}

/** A top list's definition: a report with the fields its entries' key and name go in. */
export type TopList = AnyReport & { entry: { key: string; label: string } };

/** Registers a top list: its query's groups, and how the ranked entries are named. */
export type TopListRegistrar = <D extends TopList>(
  definition: D,
  groups: (filter: StatisticsFilter & { amount: number }) => Promise<NamedGroup[]>,
  names?: (top: NamedGroup[], language: Language) => Promise<(group: NamedGroup) => string>,
) => void;

/**
 * The statistics kinds of SPEC §7 (`GET /api/bookings/statistics/{kind}`), each a report defined in
 * the domain and registered through `registerReport`: JSON, CSV or XLSX from one definition. Users
 * limited to some resorts or vessels count only the bookings they may open.
 */
export function registerStatisticsRoutes(app: FastifyInstance, bookings: BookingService): void {
  const reads = new StatisticsRepository(bookings.services.database.db);
  const kinds = statisticsKinds(app, bookings);
  registerDepartureRoutes(bookings, kinds);
  registerOccupancyRoutes(bookings, kinds);
  registerPaceRoutes(bookings, kinds);

  /** A top list: the query's groups ranked, the first `amount` entries named in the reader's language. */
  const topList: TopListRegistrar = (definition, groups, names = async () => (group) => group.name) =>
    kinds.kind(definition, async (asked, request) => {
      // Every top list takes the statistics' parameters (statisticsParamsSchema).
      const filter = asked as unknown as StatisticsFilter & { amount: number };
      const top = topGroups(await groups(filter), filter.amount);
      const nameOf = await names(top, languageOf(request));
      const { key, label } = definition.entry;
      return top.map((group) => ({
        rank: group.rank,
        [key]: group.key,
        [label]: nameOf(group),
        currency: group.currency,
        bookings: group.bookings,
        guests: group.guests,
        revenue: group.revenue,
      })) as ReportRow<typeof definition>[];
    });

  topList(
    topCountriesReport,
    (filter) => reads.perCountry(filter),
    async (top, language) => {
      const own = await reads.countryNames(top.map((group) => group.key));
      return (group) => countryName(group.key, language, own.get(group.key));
    },
  );
  topList(topAgenciesReport, (filter) => reads.perAgency(filter));
  topList(
    topCustomersReport,
    (filter) => reads.perCustomer(filter),
    async (top) => {
      const names = await reads.customerNames(top.map((group) => group.key));
      return (group) => names.get(group.key) ?? group.name;
    },
  );

  registerTopListRoutes(bookings, { topList, kinds });
  registerBookingFigureRoutes(app, bookings, kinds);
  registerStatisticsPrintRoutes(app, bookings);

  kinds.kind(incomeByMonthReport, async (filter) =>
    fillPeriods(await reads.perPeriod(filter), filter.from, filter.to, filter.unit),
  );

  kinds.kind(statsByAgeReport, async (filter, request) => {
    const guests = await reads.guestsOfSales(filter);
    const groups = new Map<string, { guests: number; bookings: Set<string> }>();
    for (const guest of guests) {
      const age = customerAge({ birthday: guest.birthday, permanentAge: guest.permanentAge }, guest.arrival);
      const key = ageGroupOf(age);
      const group = groups.get(key) ?? { guests: 0, bookings: new Set<string>() };
      group.guests += 1;
      group.bookings.add(guest.booking);
      groups.set(key, group);
    }
    const unknown = languageOf(request) === 'de' ? 'unbekannt' : 'unknown';
    return [...AGE_GROUPS.map((g) => g.key), 'unknown'].flatMap((key) => {
      const group = groups.get(key);
      if (!group) return [];
      return [
        {
          group: key,
          label: key === 'unknown' ? unknown : key.replace('-', '–'),
          guests: group.guests,
          bookings: group.bookings.size,
          share: occupancyOf(group.guests, guests.length),
        },
      ];
    });
  });

  kinds.kind(statsByRepeaterReport, async (filter, request) => {
    const language = languageOf(request);
    const rows = await reads.perRepeater(filter);
    return rows.map((row) => ({ ...row, label: REPEATER_LABELS[row.kind][language] }));
  });
}
