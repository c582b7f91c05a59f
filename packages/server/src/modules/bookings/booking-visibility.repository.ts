import { agentAgency, type Principal } from '@seaberth/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';

/** An agent (agencies.self without booking scopes) sees the bookings of its own agency only. */
export function agentBookings(principal: Principal): SQL | undefined {
  const agency = agentAgency(principal, ['bookings.read', 'bookings.update']);
  if (agency === undefined) return undefined;
  return agency ? eq(bookings.agency, agency) : sql`false`;
}
