import { describe, expect, it } from 'vitest';
import { freeBeds } from './occupancy.ts';
import {
  type CapacityBed,
  placesAsBeds,
  roomCapacity,
  sleepingPlaces,
  sleepsLookup,
} from './room-capacity.ts';

const sleepsOf = sleepsLookup([
  { id: 'id-single', name: 'Single', key: 'single', sleeps: 1 },
  { id: 'id-double', name: 'Double', key: 'double', sleeps: 2 },
  { id: 'id-queen', name: 'Queen', key: 'queen', sleeps: 2 },
  { id: 'id-king', name: 'King', key: 'king', sleeps: 2 },
  { id: 'id-bunk', name: 'Bunk', key: 'bunk', sleeps: 1 },
]);
const beds = (...types: (string | [string, boolean])[]): CapacityBed[] =>
  types.map((type, no) =>
    Array.isArray(type) ? { no, type: type[0], active: type[1] } : { no, type, active: true },
  );
const room = (list: CapacityBed[], min = 1, max = 2) => ({ beds: list, minNoOfPax: min, maxNoOfPax: max });

describe('sleepsLookup', () => {
  it('finds a bed type by id, key or name, any case, and lets an unknown bed sleep one', () => {
    expect(sleepsOf('id-double')).toBe(2);
    expect(sleepsOf('double')).toBe(2);
    expect(sleepsOf('King')).toBe(2);
    expect(sleepsOf('bunk')).toBe(1);
    expect(sleepsOf('')).toBe(1);
    expect(sleepsOf('hammock')).toBe(1);
  });
});

describe('roomCapacity', () => {
  it('gives a single bed one place', () => {
    expect(roomCapacity(room(beds('single')), sleepsOf)).toMatchObject({ places: [0], min: 1, max: 1 });
  });

  it('gives a double bed two places: its own number and one counted down from 63', () => {
    expect(roomCapacity(room(beds('double')), sleepsOf)).toMatchObject({ places: [0, 63], max: 2 });
    expect(roomCapacity(room(beds('id-queen')), sleepsOf).max).toBe(2);
  });

  it('gives a twin room and a bunk cabin one place per bed', () => {
    expect(roomCapacity(room(beds('single', 'single')), sleepsOf).places).toEqual([0, 1]);
    expect(roomCapacity(room(beds('bunk', 'bunk', 'bunk', 'bunk'), 1, 4), sleepsOf).places).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it('adds up a family room of a double and a bunk, keeping each bed’s places together', () => {
    const capacity = roomCapacity(room(beds('double', 'bunk', 'bunk'), 1, 4), sleepsOf);
    expect(capacity.places).toEqual([0, 63, 1, 2]);
    expect(capacity.all.map((p) => [p.bed, p.sleeper])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
    ]);
  });

  it('counts no place of an inactive bed, without renumbering the places of the others', () => {
    const capacity = roomCapacity(room(beds(['double', false], 'double'), 1, 4), sleepsOf);
    expect(capacity.places).toEqual([1, 62]);
    expect(capacity.max).toBe(2);
  });

  it('is bounded by the room’s maximum when the beds sleep more', () => {
    expect(roomCapacity(room(beds('double', 'single'), 1, 2), sleepsOf)).toMatchObject({
      places: [0, 63],
      max: 2,
    });
    expect(roomCapacity(room(beds('double'), 1, 1), sleepsOf)).toMatchObject({ places: [0], max: 1 });
  });

  it('is bounded by the room type’s maximum and raised to the larger minimum', () => {
    const family = room(beds('double', 'single', 'single'), 1, 4);
    expect(roomCapacity(family, sleepsOf, { minNoOfPax: 2, maxNoOfPax: 3 })).toMatchObject({
      max: 3,
      min: 2,
    });
    expect(roomCapacity(room(beds('double'), 1, 2), sleepsOf, { minNoOfPax: 1, maxNoOfPax: 1 }).max).toBe(1);
  });

  it('never asks for more guests than the room takes', () => {
    expect(
      roomCapacity(room(beds('single'), 2, 2), sleepsOf, { minNoOfPax: 3, maxNoOfPax: 4 }),
    ).toMatchObject({
      min: 1,
      max: 1,
    });
  });

  it('falls back to the room’s default bed type for beds that name none', () => {
    expect(roomCapacity({ ...room(beds('')), bedType: 'double' }, sleepsOf).max).toBe(2);
    expect(roomCapacity(room(beds('', '')), sleepsOf).max).toBe(2);
  });

  it('keeps extra places clear of the numbers beds already use', () => {
    const list: CapacityBed[] = [
      { no: 0, type: 'double', active: true },
      { no: 63, type: 'single', active: true },
    ];
    expect(sleepingPlaces(list, sleepsOf).map((p) => p.no)).toEqual([0, 62, 63]);
  });

  it('lets a second guest into a double bed whose first place an old booking holds', () => {
    const { places } = roomCapacity(room(beds('double')), sleepsOf);
    const held = [{ beds: [0, 1] as [number, number], from: '2027-01-01', to: '2027-01-05' }];
    expect(freeBeds(placesAsBeds(places), held, '2027-01-02', '2027-01-03')).toEqual([63]);
  });
});
