import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { crmFilters } from '../../db/schema/index.ts';

/**
 * The saved filters one user sees: their own, and the shared ones of their side — the staff's
 * (made without an agency) for staff, their agency's for an agent.
 */
export function visibleCrmFilters(user: string | null, agency: string | null): SQL | undefined {
  const side = agency ? eq(crmFilters.agency, agency) : isNull(crmFilters.agency);
  const shared = and(eq(crmFilters.shared, true), side);
  return user ? or(eq(crmFilters.createdBy, user), shared) : shared;
}
