import {
  type AnyReport,
  decimalsOf,
  groupingOf,
  type ReportParams,
  type ReportRow,
  reportPeriod,
  type StatisticsMode,
  type TimeUnit,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BookingService } from '../bookings/index.ts';
import { registerReport } from '../reports/index.ts';
import { printReport, STATISTICS_TEMPLATE } from './statistics-print.routes.ts';

/** SPEC §7 names no scope for the statistics; its screens (/stats/booking) ask for bookings.read. */
export const STATISTICS_SCOPES = ['bookings.read'];

/**
 * A kind's parameters with the period worked out, the unit a kind over time groups by (its
 * default when none is asked) and the bookings the user may open.
 */
export type KindFilter<D extends AnyReport> = ReportParams<D> & {
  from: string;
  to: string;
  unit: TimeUnit;
  visible: ReturnType<BookingService['repository']['visibleTo']>;
};

interface KindOptions {
  /** Where it answers when not at `/api/bookings/statistics/{name}`. */
  path?: string;
  /** Who may read it when not everyone with bookings.read. */
  scopes?: string[];
  tags?: string[];
  /** The period asked, from the operator's today where the caller names none (else reportPeriod's year). */
  period?: (params: { from?: string; to?: string }, today: string) => { from: string; to: string };
}

/**
 * What every statistics route shares: `kind` registers a report (JSON, CSV or XLSX from one
 * definition, money in the files with the operator's decimals) answering its rows for the period
 * asked, counting only the bookings the user may open.
 */
export function statisticsKinds(app: FastifyInstance, bookings: BookingService) {
  const decimals = async () => {
    const rates = await bookings.rates();
    return (currency: string) => decimalsOf(rates, currency);
  };

  function kind<D extends AnyReport>(
    definition: D,
    rows: (filter: KindFilter<D>, request: FastifyRequest) => Promise<ReportRow<D>[]>,
    options: KindOptions = {},
  ): void {
    registerReport(app, definition, {
      path: options.path ?? `/api/bookings/statistics/${definition.name}`,
      scopes: options.scopes ?? STATISTICS_SCOPES,
      tags: options.tags,
      decimals,
      // SPEC §7 `template`: the kind's figures printed in the company's frame, as a PDF.
      templates: {
        names: [STATISTICS_TEMPLATE],
        print: (_name, result, request, reply) =>
          printReport(
            bookings,
            definition,
            result,
            request,
            reply,
            'pdf',
            (request.query as { mode?: StatisticsMode }).mode,
          ),
      },
      async run(params, request) {
        const { today } = await bookings.operatorDay();
        const asked = params as {
          from?: string;
          to?: string;
          basis?: 'stay' | 'booking';
          groupBy?: TimeUnit;
        };
        const groupBy = groupingOf(definition, asked.groupBy);
        const filter = {
          ...params,
          ...(options.period ?? reportPeriod)(asked, today),
          unit: groupBy ?? 'month',
          visible: bookings.repository.visibleTo(request.principal),
        } as KindFilter<D>;
        return {
          from: filter.from,
          to: filter.to,
          basis: definition.basis ? (asked.basis ?? null) : null,
          groupBy,
          rows: await rows(filter, request),
        };
      },
    });
  }

  return { kind };
}

export type StatisticsKinds = ReturnType<typeof statisticsKinds>;
