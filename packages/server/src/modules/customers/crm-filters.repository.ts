import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { crmFilters } from '../../db/schema/index.ts';

/**
 * Whose shared filters a user sees: the staff's (made without an agency), their agency's for an
 * agent, nobody's for an agent not attached to an agency yet.
 */
export type FilterSide = { kind: 'staff' } | { kind: 'agency'; agency: string } | { kind: 'none' };

/** The saved filters one user sees: their own, and the shared ones of their side. */
export function visibleCrmFilters(user: string | null, side: FilterSide): SQL | undefined {
  const shared =
    side.kind === 'none'
      ? undefined
      : and(
          eq(crmFilters.shared, true),
          side.kind === 'agency' ? eq(crmFilters.agency, side.agency) : isNull(crmFilters.agency),
        );
  const own = user ? eq(crmFilters.createdBy, user) : undefined;
  return or(own, shared) ?? sql`false`;
}
