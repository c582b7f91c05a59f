import type { AnyReport, Principal } from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportRoute } from './report-routes.ts';

/** A registered report: its definition and the route that works it out. */
export interface RegisteredReport {
  definition: AnyReport;
  route: ReportRoute<AnyReport>;
}

const registries = new WeakMap<FastifyInstance, Map<string, RegisteredReport>>();

/**
 * The reports an app answers, by kind: what `registerReport` registered, so a report can be worked
 * out without an HTTP call (a mailed report, issue 36). One per app: tests build several in a process.
 */
export function reportsOf(app: FastifyInstance): Map<string, RegisteredReport> {
  let registry = registries.get(app);
  if (!registry) {
    registry = new Map();
    registries.set(app, registry);
  }
  return registry;
}

/**
 * A request as the report's computation reads it, made for a user who is not asking: their
 * principal (scopes and asset limits) and the language the report is written in.
 */
export function requestFor(principal: Principal, language: string): FastifyRequest {
  return { principal, headers: { 'accept-language': language } } as unknown as FastifyRequest;
}
