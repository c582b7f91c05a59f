import { assetScope, type Principal, type ResourceDefinition } from '@seaberth/domain';
import { and, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Row } from '../db/resource-repository.ts';
import { forbidden } from './errors.ts';

const none = sql`false`;
const within = (column: AnyPgColumn, ids: string[] | 'all') =>
  ids === 'all' ? undefined : ids.length ? inArray(column, ids) : none;

/**
 * The rows of an asset-bound resource a principal may see (SPEC §6): a user limited to some
 * resorts or vessels sees those assets and what belongs to them; rows bound to no asset stay visible.
 */
export function assetCondition(
  definition: ResourceDefinition,
  columns: Record<string, AnyPgColumn>,
  principal: Principal,
): SQL | undefined {
  const asset = definition.asset;
  if (!asset) return undefined;
  const scope = assetScope(principal);
  if (scope.resorts === 'all' && scope.vessels === 'all') return undefined;
  if (asset.self) return within(columns.id!, asset.self === 'resort' ? scope.resorts : scope.vessels);
  const resort = asset.resort ? columns[asset.resort] : undefined;
  const vessel = asset.vessel ? columns[asset.vessel] : undefined;
  return or(
    resort ? and(isNotNull(resort), within(resort, scope.resorts)) : undefined,
    vessel ? and(isNotNull(vessel), within(vessel, scope.vessels)) : undefined,
    and(resort ? isNull(resort) : undefined, vessel ? isNull(vessel) : undefined),
  );
}

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
}
