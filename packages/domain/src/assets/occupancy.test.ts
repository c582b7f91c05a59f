import { describe, expect, it } from 'vitest';
import { addBlockerSchema, bedRuns, freeBeds, nightlyStates, WHOLE_ROOM } from './occupancy.ts';
import { numberBeds, roomResource } from './room.ts';

const beds = (n: number, inactive: number[] = []) =>
  Array.from({ length: n }, (_, no) => ({ no, active: !inactive.includes(no) }));
const stay = (
  from: string,
  to: string,
  range: [number, number] = WHOLE_ROOM,
  kind: 'blocker' | 'booking' = 'booking',
) => ({
  from,
  to,
  beds: range,
  kind,
});

describe('bedRuns', () => {
  it('joins neighbouring bed numbers into half-open ranges', () => {
    expect(bedRuns([5, 1, 2, 2])).toEqual([
      [1, 3],
      [5, 6],
    ]);
    expect(bedRuns([])).toEqual([]);
  });
});

describe('freeBeds', () => {
  it('treats stays as half-open: a departure day is free again', () => {
    expect(freeBeds(beds(2), [stay('2027-01-01', '2027-01-05')], '2027-01-05', '2027-01-06')).toEqual([0, 1]);
    expect(freeBeds(beds(2), [stay('2027-01-01', '2027-01-05')], '2027-01-04', '2027-01-06')).toEqual([]);
    expect(freeBeds(beds(2), [stay('2027-01-05', '2027-01-09')], '2027-01-01', '2027-01-05')).toEqual([0, 1]);
  });

  it('frees only the beds no stay touches, and never inactive beds', () => {
    const taken = [stay('2027-01-01', '2027-01-05', [1, 2])];
    expect(freeBeds(beds(4, [3]), taken, '2027-01-02', '2027-01-03')).toEqual([0, 2]);
  });
});

describe('nightlyStates', () => {
  it('marks each night free, partial, full or blocked', () => {
    const states = nightlyStates(
      beds(2),
      [
        stay('2027-01-02', '2027-01-04', [0, 1]),
        stay('2027-01-03', '2027-01-04', [1, 2]),
        stay('2027-01-05', '2027-01-06', WHOLE_ROOM, 'blocker'),
      ],
      '2027-01-01',
      '2027-01-07',
    );
    expect(states).toEqual(['free', 'partial', 'full', 'free', 'blocked', 'free']);
  });

  it('counts a whole-room booking as full, not blocked, and clips stays to the range', () => {
    expect(nightlyStates(beds(2), [stay('2026-12-20', '2027-01-02')], '2027-01-01', '2027-01-03')).toEqual([
      'full',
      'free',
    ]);
  });
});

describe('blocker input', () => {
  it('needs the last night after the first and a known reason', () => {
    const room = '3f8b8f6e-6a3c-4c59-9a53-1f4a2b6c7d8e';
    expect(
      addBlockerSchema.safeParse({ room, from: '2027-01-05', to: '2027-01-05', reason: 'Event' }).success,
    ).toBe(false);
    expect(
      addBlockerSchema.safeParse({ room, from: '2027-01-05', to: '2027-01-06', reason: 'Holiday' }).success,
    ).toBe(false);
    expect(
      addBlockerSchema.safeParse({ room, from: '2027-01-05', to: '2027-01-06', reason: 'Maintanance' })
        .success,
    ).toBe(true);
    expect(
      addBlockerSchema.safeParse({ room, from: '2027-02-30', to: '2027-03-06', reason: 'Event' }).success,
    ).toBe(false);
  });
});

describe('rooms', () => {
  it('numbers new beds after the highest existing number', () => {
    expect(
      numberBeds([
        { no: 3, active: true, visible: true, type: '', maxAge: -1, internalId: '' },
        { active: true, visible: true, type: '', maxAge: -1, internalId: '' },
      ]).map((b) => b.no),
    ).toEqual([3, 4]);
  });

  it('starts a room with two beds and pax 1/2/2', () => {
    const room = roomResource.schema.parse({ name: 'R1', resort: '3f8b8f6e-6a3c-4c59-9a53-1f4a2b6c7d8e' });
    expect(room.configuration.beds).toHaveLength(2);
    expect(room.configuration).toMatchObject({ minNoOfPax: 1, defaultNoOfPax: 2, maxNoOfPax: 2 });
  });
});
