import { assetScope, type Principal, type ResourceDefinition } from '@seaberth/domain';
import type { Row } from '../db/resource-repository.ts';
import { forbidden } from './errors.ts';

// The read side, the rows a principal may see, is a query: db/asset-condition.ts.

/** Refuses a write that would place a record under an asset the principal may not touch. */
export function checkAssetWrite(definition: ResourceDefinition, input: Row, principal: Principal): void {
  const asset = definition.asset;
  if (!asset) return;
  const scope = assetScope(principal);
  if (scope.resorts === 'all' && scope.vessels === 'all') return;
  // A limited user cannot see a new resort or vessel afterwards, so may not create one.
  if (asset.self) throw forbidden();
  const allowed = (ids: string[] | 'all', id: unknown) =>
    ids === 'all' || (typeof id === 'string' && ids.includes(id));
  if (asset.resort && input[asset.resort] != null && !allowed(scope.resorts, input[asset.resort]))
    throw forbidden();
  if (asset.vessel && input[asset.vessel] != null && !allowed(scope.vessels, input[asset.vessel]))
    throw forbidden();
  const allAllowed = (ids: string[] | 'all', list: unknown) =>
    !Array.isArray(list) || list.every((id) => allowed(ids, id));
  if (asset.resorts && !allAllowed(scope.resorts, input[asset.resorts])) throw forbidden();
  if (asset.vessels && !allAllowed(scope.vessels, input[asset.vessels])) throw forbidden();
}
