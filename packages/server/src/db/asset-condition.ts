import { assetScope, type Principal, type ResourceDefinition } from '@seaberth/domain';
import { and, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const none = sql`false`;
const within = (column: AnyPgColumn, ids: string[] | 'all') =>
  ids === 'all' ? undefined : ids.length ? inArray(column, ids) : none;

/** An id list (jsonb array) naming only these ids; an empty list names none and always passes. */
const allWithin = (column: AnyPgColumn | undefined, ids: string[] | 'all') =>
  column && ids !== 'all' ? sql`${column} <@ ${JSON.stringify(ids)}::jsonb` : undefined;

/**
 * The rows of an asset-bound resource a principal may see (SPEC §6): a user limited to some
 * resorts or vessels sees those assets and what belongs to them; rows bound to no asset stay visible.
 * A row listing several assets (a booking widget) shows them all, so it is seen only when every
 * listed asset is the user's.
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
  const listed = and(
    allWithin(asset.resorts ? columns[asset.resorts] : undefined, scope.resorts),
    allWithin(asset.vessels ? columns[asset.vessels] : undefined, scope.vessels),
  );
  if (!resort && !vessel) return listed;
  return and(
    or(
      resort ? and(isNotNull(resort), within(resort, scope.resorts)) : undefined,
      vessel ? and(isNotNull(vessel), within(vessel, scope.vessels)) : undefined,
      and(resort ? isNull(resort) : undefined, vessel ? isNull(vessel) : undefined),
    ),
    listed,
  );
}
