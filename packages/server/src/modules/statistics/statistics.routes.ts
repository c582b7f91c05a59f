import {
  decimalsOf,
  type Language,
  reportPeriod,
  type StatisticsParams,
  topAgenciesReport,
  topCountriesReport,
  topGroups,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-language.ts';
import type { BookingService } from '../bookings/index.ts';
import { registerReport } from '../reports/index.ts';
import { StatisticsRepository } from './statistics.repository.ts';

/** SPEC §7 names no scope for the statistics; its screens (/stats/booking) ask for bookings.read. */
const scopes = ['bookings.read'];

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

/**
 * The statistics kinds of SPEC §7 (`GET /api/bookings/statistics/{kind}`), each a report defined in
 * the domain and registered through `registerReport`: JSON, CSV or XLSX from one definition. Users
 * limited to some resorts or vessels count only the bookings they may open.
 */
export function registerStatisticsRoutes(app: FastifyInstance, bookings: BookingService): void {
  const reads = new StatisticsRepository(bookings.services.database.db);
  const decimals = async () => {
    const rates = await bookings.rates();
    return (currency: string) => decimalsOf(rates, currency);
  };
  const filterOf = async (params: StatisticsParams, request: FastifyRequest) => {
    const { today } = await bookings.operatorDay();
    return {
      ...params,
      ...reportPeriod(params, today),
      visible: bookings.repository.visibleTo(request.principal),
    };
  };
  const base = '/api/bookings/statistics';

  registerReport(app, topCountriesReport, {
    path: `${base}/topCountries`,
    scopes,
    decimals,
    async run(params, request) {
      const filter = await filterOf(params, request);
      const top = topGroups(await reads.perCountry(filter), params.amount);
      const names = await reads.countryNames(top.map((row) => row.key));
      const language = languageOf(request);
      const rows = top.map(({ key, rank, currency, bookings: count, guests, revenue }) => ({
        rank,
        country: key,
        countryName: countryName(key, language, names.get(key)),
        currency,
        bookings: count,
        guests,
        revenue,
      }));
      return { from: filter.from, to: filter.to, basis: params.basis, rows };
    },
  });

  registerReport(app, topAgenciesReport, {
    path: `${base}/topAgencies`,
    scopes,
    decimals,
    async run(params, request) {
      const filter = await filterOf(params, request);
      const rows = topGroups(await reads.perAgency(filter), params.amount).map(
        ({ key, name, rank, currency, bookings: count, guests, revenue }) => ({
          rank,
          agency: key,
          agencyName: name,
          currency,
          bookings: count,
          guests,
          revenue,
        }),
      );
      return { from: filter.from, to: filter.to, basis: params.basis, rows };
    },
  });
}
