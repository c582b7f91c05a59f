import {
  type AnyReport,
  type Feature,
  type Language,
  groupedDefinition,
  REPORT_EXPORTS,
  type ReportAnswer,
  type ReportParams,
  type ReportRow,
  reportCsv,
  reportDefinitionText,
  reportFileName,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jsonOrFile } from '../../http/answers.ts';
import { languageOf } from '../../http/request-language.ts';
import { reportsOf } from './report-registry.ts';
import { reportWorkbook } from './report-workbook.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a report's query worked out: the period and basis it covers and its rows. */
export interface ReportResult<D extends AnyReport> {
  from: string;
  to: string;
  basis: ReportAnswer<D>['basis'];
  /** For a report over time: the unit its rows are. */
  groupBy?: ReportAnswer<D>['groupBy'];
  rows: ReportRow<D>[];
}

/**
 * A report's answer from what its query worked out, its definition in the reader's language, and
 * the definition its rows are shown by (the unit's column headed by the unit grouped by).
 */
export function reportAnswer<D extends AnyReport>(
  definition: D,
  result: ReportResult<D>,
  language: Language,
) {
  const answer = {
    from: result.from,
    to: result.to,
    basis: result.basis,
    definition: reportDefinitionText(definition, language, result.basis),
    ...(result.groupBy ? { groupBy: result.groupBy } : {}),
    rows: result.rows,
  } as ReportAnswer<D>;
  return { answer, shown: groupedDefinition(definition, result.groupBy) };
}

export interface ReportRoute<D extends AnyReport> {
  path: string;
  /** Any one of them admits (SPEC §6); admin is accepted everywhere. */
  scopes: string[];
  features?: Feature[];
  tags?: string[];
  /** The operator's decimals of a currency, for money in the files; Intl's when left out. */
  decimals?: () => Promise<(currency: string) => number>;
  run(params: ReportParams<D>, request: FastifyRequest): Promise<ReportResult<D>>;
  /**
   * The print templates the figures may be answered through (SPEC §7 `template`): the route then
   * answers the printed document instead of JSON or a file.
   */
  templates?: {
    names: readonly [string, ...string[]];
    print(
      name: string,
      result: ReportResult<D>,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<unknown>;
  };
}

/** ISO 4217's minor digits as the runtime knows them: the fallback for a currency the operator lacks. */
export function intlDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** A file name for the `filename` and the RFC 6266 `filename*` parameter alike. */
const attachment = (name: string) =>
  `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * `GET {path}` for a report: its parameters and `export=csv|xlsx` in the query; the answer in JSON
 * (the definition's answer schema), or the rows as a file in the reader's language (their saved
 * language, else the browser's): CSV for German Excel, or an XLSX workbook.
 */
export function registerReport<D extends AnyReport>(
  app: FastifyInstance,
  definition: D,
  route: ReportRoute<D>,
): void {
  reportsOf(app).set(definition.name, { definition, route: route as unknown as ReportRoute<AnyReport> });
  const querystring = (definition.params as z.ZodObject).safeExtend({
    export: z.enum(REPORT_EXPORTS).optional().describe('The rows as a file instead of JSON'),
    ...(route.templates
      ? {
          template: z
            .enum(route.templates.names)
            .optional()
            .describe('The figures printed through this template, as a PDF, instead of JSON'),
        }
      : {}),
  });
  app.get(
    route.path,
    {
      config: { access: { scopes: route.scopes, features: route.features } },
      schema: {
        tags: route.tags ?? ['statistics'],
        summary: definition.title.en,
        description: definition.definition.en,
        querystring,
        response: {
          200: jsonOrFile(
            definition.answer,
            {
              'text/csv': 'CSV',
              [XLSX_TYPE]: 'XLSX',
              ...(route.templates ? { 'application/pdf': 'PDF through the template' } : {}),
            },
            definition.title.en,
          ),
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const {
        export: format,
        template,
        ...params
      } = request.query as ReportParams<D> & { export?: 'csv' | 'xlsx'; template?: string };
      const result = await route.run(params as ReportParams<D>, request);
      if (template && route.templates) return route.templates.print(template, result, request, reply);
      const language = languageOf(request);
      const { answer, shown } = reportAnswer(definition, result, language);
      if (!format) return answer;
      const decimalsOf = (await route.decimals?.()) ?? intlDecimals;
      reply.header('content-disposition', attachment(reportFileName(shown, result, format)));
      if (format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .send(reportCsv(shown, result.rows, { language, decimalsOf }));
      return reply.type(XLSX_TYPE).send(await reportWorkbook(shown, answer, { language, decimalsOf }));
    },
  );
}
