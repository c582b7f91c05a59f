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
  return {
    canRead: hasAnyScope(principal, requiredScopes(definition, 'read')),
    canCreate: hasAnyScope(principal, requiredScopes(definition, 'create')),
    canUpdate: hasAnyScope(principal, requiredScopes(definition, 'update')),
    canDelete: hasAnyScope(principal, requiredScopes(definition, 'delete')),
  };
}
