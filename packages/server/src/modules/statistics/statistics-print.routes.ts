import {
  type AnyReport,
  cellText,
  decimalsOf,
  groupedDefinition,
  hasAnyScope,
  type Language,
  moneyFormat,
  type ReportCell,
  reportCells,
  reportDefinitionText,
  reportHeaders,
  rowsWithPeriodLabels,
  type StatisticsMode,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, issueField, notFound, validationError } from '../../http/errors.ts';
import { languageOf } from '../../http/request-language.ts';
import type { BookingService } from '../bookings/index.ts';
import { type PrintFormat, printAnswer, printFormatSchema, printTable, sendPrint } from '../print/index.ts';
import { type ReportResult, reportChartPng, reportChartSvg, reportsOf } from '../reports/index.ts';

/** The print template that takes a statistics report: its table in the company's letterhead. */
export const STATISTICS_TEMPLATE = 'statistics';

const kindField = z.string().min(1).max(100).describe('The statistics kind to print, e.g. incomeByMonth');
/** The kind, the format and the kind's own parameters (checked against the kind's definition). */
const printQuery = z.looseObject({ kind: kindField, ...printFormatSchema.shape });

/** A cell as a printed page shows it: money with its currency in the reader's format. */
function printedCell(cell: ReportCell, language: Language): string {
  if (cell.kind === 'money')
    return cell.minor === null || !cell.currency ? '' : moneyFormat(language, cell.currency)(cell.minor);
  if (cell.kind === 'percent' && cell.value !== null) return `${cellText(cell, language)} %`;
  return cellText(cell, language);
}

/**
 * A report's figures printed through the statistics template: its table (headed by the unit of a
 * report over time) in the company's frame, with the period, the day printed and the definition;
 * in `chart` mode with the report's chart above the table, as the mailed report draws it.
 */
export async function printReport(
  bookings: BookingService,
  report: AnyReport,
  result: ReportResult<AnyReport>,
  request: FastifyRequest,
  reply: FastifyReply,
  format: PrintFormat,
  mode: StatisticsMode = 'chart',
) {
  const language = languageOf(request);
  const definition = groupedDefinition(report, result.groupBy);
  const rates = await bookings.rates();
  const shown = rowsWithPeriodLabels(definition, result.rows, language);
  const cells = reportCells(definition, shown, {
    decimalsOf: (currency) => decimalsOf(rates, currency),
  });
  const { today } = await bookings.operatorDay();
  const printed = language === 'de' ? 'gedruckt' : 'printed';
  const table = printTable(
    definition.title[language],
    `${result.from} – ${result.to} · ${printed} ${today}`,
    reportHeaders(definition, language),
    cells.map((row) => row.map((cell) => printedCell(cell, language))),
  );
  table.after = { lines: [reportDefinitionText(definition, language, result.basis)] };
  const svg = mode === 'chart' ? reportChartSvg(definition, shown, language) : null;
  if (svg) table.chart = { svg, png: (await reportChartPng(definition, shown, language))! };
  return sendPrint(reply, bookings.services, table, format);
}

/**
 * SPEC §7 `GET report/{templateId}` and `POST report/{templateId}` for the template `statistics`:
 * any statistics kind the server answers, worked out as its own route does (the same parameters,
 * scopes and asset limits) and printed as a table in the company's frame (letterhead, legal
 * footer, page numbers), as HTML to print or PDF. The other templates (list, arrivals, departures,
 * open, guests) print bookings and take no report (documents/booking-reports.routes.ts).
 */
export function registerStatisticsPrintRoutes(app: FastifyInstance, bookings: BookingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any one admits to the route; the kind's own scopes are checked once it is known.
  const config = { access: { scopes: ['bookings.read', 'bookingpayment.read'] } };
  const tags = ['bookings', 'statistics'];

  const print = async (
    input: Record<string, unknown> & { kind: string; format: 'html' | 'pdf' },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const { kind, format, ...query } = input;
    const entry = reportsOf(app).get(kind);
    if (!entry) throw notFound(`Statistics kind ${kind}`);
    if (!hasAnyScope(request.principal, entry.route.scopes)) throw forbidden();
    const parsed = (entry.definition.params as z.ZodObject).safeParse(query);
    if (!parsed.success)
      throw validationError(
        parsed.error.issues.map((issue) => issueField(issue.path.map(String).join('.'), issue)),
      );
    const result = await entry.route.run(parsed.data, request);
    const { mode } = parsed.data as { mode?: StatisticsMode };
    return printReport(bookings, entry.definition, result, request, reply, format, mode);
  };

  r.get(
    `/api/bookings/report/${STATISTICS_TEMPLATE}`,
    {
      config,
      schema: {
        tags,
        summary: 'A statistics report printed through the statistics template',
        querystring: printQuery,
        response: { 200: printAnswer },
      },
    },
    (request, reply) => print(request.query, request, reply),
  );

  r.post(
    `/api/bookings/report/${STATISTICS_TEMPLATE}`,
    {
      config,
      schema: {
        tags,
        summary: 'A statistics report printed through the statistics template, its parameters in the body',
        body: printQuery,
        response: { 200: printAnswer },
      },
    },
    (request, reply) => print(request.body, request, reply),
  );
}
