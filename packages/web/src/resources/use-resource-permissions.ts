import { hasAnyScope, type ResourceDefinition, requiredScopes } from '@seaberth/domain';
import { useSession } from '../app/session-context.ts';

export interface ResourcePermissions {
  canRead: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** What the logged-in user may do with a resource; screens hide what the server would refuse. */
export function useResourcePermissions(definition: ResourceDefinition): ResourcePermissions {
  const { principal } = useSession();
  // A read-only resource is written by the server alone: nobody gets write actions for it.
  const writable = definition.readOnly !== true;
  return {
    canRead: hasAnyScope(principal, requiredScopes(definition, 'read')),
    canCreate: writable && hasAnyScope(principal, requiredScopes(definition, 'create')),
    canUpdate: writable && hasAnyScope(principal, requiredScopes(definition, 'update')),
    canDelete: writable && hasAnyScope(principal, requiredScopes(definition, 'delete')),
  };
}
