import { isAdmin } from './has-any-scope.ts';
import type { Principal } from './principal.ts';

export type AssetKind = 'resort' | 'vessel';

export interface AssetScope {
  resorts: string[] | 'all';
  vessels: string[] | 'all';
}

/**
 * SPEC §6: assets limit access. A user with no asset lists sees every asset. A user with any
 * asset list is restricted for both kinds to what is listed, so a crew member given one vessel
 * does not see every resort by omission (least privilege); an admin is never restricted. The
 * guest holds no lists and sees all assets, which the public booking pages need.
 */
export function assetScope(p: Principal): AssetScope {
  if (isAdmin(p)) return { resorts: 'all', vessels: 'all' };
  if (p.resorts.length === 0 && p.vessels.length === 0) return { resorts: 'all', vessels: 'all' };
  return { resorts: [...p.resorts], vessels: [...p.vessels] };
}

export function canSeeAsset(p: Principal, kind: AssetKind, id: string): boolean {
  const allowed = assetScope(p)[kind === 'resort' ? 'resorts' : 'vessels'];
  return allowed === 'all' || allowed.includes(id);
}

export function filterAssets<T extends { id: string }>(
  p: Principal,
  kind: AssetKind,
  list: readonly T[],
): T[] {
  const allowed = assetScope(p)[kind === 'resort' ? 'resorts' : 'vessels'];
  if (allowed === 'all') return [...list];
  const ids = new Set(allowed);
  return list.filter((asset) => ids.has(asset.id));
}
