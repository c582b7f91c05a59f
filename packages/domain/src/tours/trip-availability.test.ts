import { describe, expect, it } from 'vitest';
import type { Occupancy } from '../assets/index.ts';
import { tripAvailability } from './trip-availability.ts';

const occupancy = (room: string, beds: [number, number], from: string, to: string): Occupancy => ({
  id: `${room}-${from}`,
  room,
  beds,
  from,
  to,
  kind: 'blocker',
  reason: 'Maintanance',
  note: '',
});

describe('tripAvailability', () => {
  const cabins = [
    { id: 'a', activeBeds: [0, 1], blocked: false },
    { id: 'b', activeBeds: [0, 1], blocked: false },
    { id: 'c', activeBeds: [0, 1, 2], blocked: true },
    { id: 'd', activeBeds: [], blocked: false },
  ];
  const trip = { from: '2027-01-02', to: '2027-01-09' };

  it('counts every active bed and nothing taken on a trip without occupancy, blocked cabins excluded', () => {
    expect(tripAvailability(cabins, () => [], trip)).toEqual({
      cabins: 4,
      freeCabins: 2,
      beds: 7,
      freeBeds: 4,
    });
  });

  it('takes a bed away when any night of the trip is taken, and the cabin with it', () => {
    const taken = new Map([
      ['a', [occupancy('a', [1, 2], '2027-01-08', '2027-01-09')]],
      // Ends on embarkation day: the nights do not meet.
      ['b', [occupancy('b', [0, 64], '2026-12-26', '2027-01-02')]],
    ]);
    expect(tripAvailability(cabins, (id) => taken.get(id) ?? [], trip)).toEqual({
      cabins: 4,
      freeCabins: 1,
      beds: 7,
      freeBeds: 3,
    });
  });
});
