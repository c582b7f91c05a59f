import { describe, expect, it } from 'vitest';
import { roomCapacity, sleepsLookup } from '../assets/index.ts';
import { inManifestOrder, type ManifestCabin, manifestLines } from './trip-lists.ts';

const sleepsOf = sleepsLookup([{ name: 'Double', key: 'double', sleeps: 2 }]);
const cabin = (id: string, name: string, deckSort: number | null, types: string[]): ManifestCabin => {
  const capacity = roomCapacity(
    { beds: types.map((type, no) => ({ no, type, active: true })), minNoOfPax: 1, maxNoOfPax: 4 },
    sleepsOf,
  );
  return { id, name, deckSort, places: capacity.places, sleepers: capacity.all };
};

describe('inManifestOrder', () => {
  it('orders cabins deck by deck, then by name as people count', () => {
    const cabins = [
      cabin('c10', 'Cabin 10', 2, ['single']),
      cabin('x', 'Spare', null, ['single']),
      cabin('c2', 'Cabin 2', 2, ['single']),
      cabin('s1', 'Suite 1', 1, ['double']),
    ];
    expect(inManifestOrder(cabins).map((c) => c.name)).toEqual(['Suite 1', 'Cabin 2', 'Cabin 10', 'Spare']);
  });
});

describe('manifestLines', () => {
  it('lists guests on board only, never an empty bed, and names the bed of each', () => {
    const cabins = [cabin('c10', 'Cabin 10', 1, ['single', 'single']), cabin('c2', 'Cabin 2', 1, ['double'])];
    const guests = [
      { name: 'Ben', room: 'c2', bed: 1, roomBeds: null },
      { name: 'Ann', room: 'c2', bed: 0, roomBeds: null },
      { name: 'Cleo', room: 'c10', bed: 0, roomBeds: [1] },
    ];
    expect(manifestLines(cabins, guests).map((l) => [l.cabin.name, l.place, l.guest.name])).toEqual([
      ['Cabin 2', 'Bed 1', 'Ann'],
      ['Cabin 2', 'Bed 1/2', 'Ben'],
      ['Cabin 10', 'Bed 2', 'Cleo'],
    ]);
  });
});
