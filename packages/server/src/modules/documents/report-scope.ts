import { bookingResource, type Principal } from '@seaberth/domain';
import { and, getTableColumns, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { assetCondition } from '../../http/asset-scope.ts';
import { agentBookings } from '../bookings/booking-rows.ts';

const bookingColumns = getTableColumns(bookings);

/**
 * The bookings a report, print, statement or export may show its requester: those of the resorts
 * and vessels the user is limited to (SPEC §6) and, for an agent, those of the own agency. Report
 * queries take a scope instead of a principal, and only `reportScope` makes one, so a new report
 * cannot leave the limits out (issue 31 finding 8: the agency statement and payments did).
 */
export interface ReportScope {
  readonly bookings: SQL | undefined;
  readonly [scoped]: true;
}

declare const scoped: unique symbol;

export function reportScope(principal: Principal): ReportScope {
  return {
    bookings: and(assetCondition(bookingResource, bookingColumns, principal), agentBookings(principal)),
  } as ReportScope;
}
