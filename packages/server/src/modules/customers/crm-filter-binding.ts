import {
  agentAgency,
  CUSTOMER_STAFF_SCOPES,
  crmFilterResource,
  isAdmin,
  type Principal,
} from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { forbidden, refusal } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { type FilterSide, visibleCrmFilters } from './crm-filters.repository.ts';

/**
 * Saved CRM filters through the generic layer: the author and their agency are set once, on
 * create; a private filter is seen by its author alone, a shared one by their side.
 */
export function crmFilterBinding(): ResourceBinding {
  return {
    definition: crmFilterResource,
    table: t.crmFilters,
    condition: (request) => visibleCrmFilters(request.auth?.user.id ?? null, sideOf(request.principal)),
    toRow: (input, request, existing) => {
      if (existing)
        return {
          ...input,
          createdBy: existing.createdBy,
          createdByName: existing.createdByName,
          agency: existing.agency,
        };
      const side = sideOf(request.principal);
      // An agent not attached to an agency has no customers to filter and nobody to share with.
      if (side.kind === 'none') throw forbidden();
      return {
        ...input,
        createdBy: request.auth?.user.id ?? null,
        createdByName: request.auth?.user.name ?? '',
        agency: side.kind === 'agency' ? side.agency : null,
      };
    },
    // A shared filter is the team's to use, its author's to change.
    mayChange: (existing, request) => {
      if (existing.createdBy !== (request.auth?.user.id ?? null) && !isAdmin(request.principal))
        throw refusal(
          'FORBIDDEN_RESSOURCE',
          'Only whoever saved a filter (or an administrator) changes or deletes it',
        );
    },
  };
}

/** Staff, an agent of an agency, or an agent without one (agentAgency null). */
function sideOf(principal: Principal): FilterSide {
  const agency = agentAgency(principal, CUSTOMER_STAFF_SCOPES);
  if (agency === undefined) return { kind: 'staff' };
  return agency ? { kind: 'agency', agency } : { kind: 'none' };
}
