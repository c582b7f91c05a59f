import type { Principal } from '@seaberth/domain';
import { agentBookings } from '../bookings/index.ts';
import { reportBookingsCondition } from './documents.repository.ts';

/**
 * The bookings a report, print, statement or export may show its requester: those of the resorts
 * and vessels the user is limited to (SPEC §6) and, for an agent, those of the own agency. Report
 * queries take a scope instead of a principal, and only `reportScope` makes one, so a new report
 * cannot leave the limits out (issue 31 finding 8: the agency statement and payments did).
 */
export interface ReportScope {
  readonly bookings: ReturnType<typeof reportBookingsCondition>;
  readonly [scoped]: true;
}

declare const scoped: unique symbol;

export function reportScope(principal: Principal): ReportScope {
  return {
    bookings: reportBookingsCondition(principal, agentBookings(principal)),
  } as ReportScope;
}
