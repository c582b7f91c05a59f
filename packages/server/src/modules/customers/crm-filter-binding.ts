import { agentAgency, CUSTOMER_STAFF_SCOPES, crmFilterResource, isAdmin } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { refusal } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { visibleCrmFilters } from './crm-filters.repository.ts';

/**
 * Saved CRM filters through the generic layer: the author and their agency are set once, on
 * create; a private filter is seen by its author alone, a shared one by their side.
 */
export function crmFilterBinding(): ResourceBinding {
  return {
    definition: crmFilterResource,
    table: t.crmFilters,
    condition: (request) =>
      visibleCrmFilters(
        request.auth?.user.id ?? null,
        agentAgency(request.principal, CUSTOMER_STAFF_SCOPES) ?? null,
      ),
    toRow: (input, request, existing) =>
      existing
        ? {
            ...input,
            createdBy: existing.createdBy,
            createdByName: existing.createdByName,
            agency: existing.agency,
          }
        : {
            ...input,
            createdBy: request.auth?.user.id ?? null,
            createdByName: request.auth?.user.name ?? '',
            agency: agentAgency(request.principal, CUSTOMER_STAFF_SCOPES) ?? null,
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
