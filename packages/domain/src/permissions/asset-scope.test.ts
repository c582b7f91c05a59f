import { describe, expect, it } from 'vitest';
import { assetScope, canSeeAsset, filterAssets } from './asset-scope.ts';
import { GUEST } from './principal.ts';
import { principal } from './test-principals.ts';

const assets = [{ id: 'r1' }, { id: 'r2' }, { id: 'v1' }];

describe('assetScope', () => {
  it('leaves admin unrestricted even with lists', () => {
    expect(assetScope(principal({ userType: 'admin', resorts: ['r1'] }))).toEqual({
      resorts: 'all',
      vessels: 'all',
    });
  });

  it('leaves a user without asset lists unrestricted', () => {
    expect(assetScope(principal())).toEqual({ resorts: 'all', vessels: 'all' });
    expect(assetScope(GUEST)).toEqual({ resorts: 'all', vessels: 'all' });
  });

  it('restricts both kinds once any list is set', () => {
    expect(assetScope(principal({ vessels: ['v1'] }))).toEqual({ resorts: [], vessels: ['v1'] });
    expect(assetScope(principal({ resorts: ['r1'] }))).toEqual({ resorts: ['r1'], vessels: [] });
  });
});

describe('canSeeAsset', () => {
  const crew = principal({ vessels: ['v1'] });
  it('allows listed assets and refuses the rest', () => {
    expect(canSeeAsset(crew, 'vessel', 'v1')).toBe(true);
    expect(canSeeAsset(crew, 'vessel', 'v2')).toBe(false);
    expect(canSeeAsset(crew, 'resort', 'r1')).toBe(false);
  });
  it('allows everything when unrestricted', () => {
    expect(canSeeAsset(principal(), 'resort', 'r9')).toBe(true);
    expect(canSeeAsset(principal({ userType: 'admin', vessels: ['v1'] }), 'vessel', 'v2')).toBe(true);
  });
});

describe('filterAssets', () => {
  it('keeps only the listed assets of the kind', () => {
    expect(filterAssets(principal({ resorts: ['r2'] }), 'resort', assets)).toEqual([{ id: 'r2' }]);
    expect(filterAssets(principal({ resorts: ['r2'] }), 'vessel', assets)).toEqual([]);
  });
  it('returns a copy of everything when unrestricted', () => {
    const result = filterAssets(principal(), 'resort', assets);
    expect(result).toEqual(assets);
    expect(result).not.toBe(assets);
  });
});
