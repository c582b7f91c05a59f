import { agentAgency, bookingResource, type Principal } from '@seaberth/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { assetCondition } from '../../db/asset-condition.ts';
import { bookings } from '../../db/schema/index.ts';

/** An agent (agencies.self without booking scopes) sees the bookings of its own agency only. */
export function agentBookings(principal: Principal): SQL | undefined {
  const agency = agentAgency(principal, ['bookings.read', 'bookings.update']);
  if (agency === undefined) return undefined;
  return agency ? eq(bookings.agency, agency) : sql`false`;
}

const bookingColumns = getTableColumns(bookings);

/** The bookings a principal may see: users limited to some resorts or vessels, agents to their agency's. */
export function bookingsVisibleTo(principal: Principal): SQL | undefined {
  return and(assetCondition(bookingResource, bookingColumns, principal), agentBookings(principal));
}
