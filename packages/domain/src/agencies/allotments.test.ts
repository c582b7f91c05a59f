import { describe, expect, it } from 'vitest';
import { allotmentInputSchema, allotmentRemainder, allotmentState } from './allotments.ts';

const row = { beds: [0, 64] as [number, number], from: '2027-01-01', to: '2027-01-11' };

describe('allotmentRemainder', () => {
  it('keeps nothing when a booking takes the whole room for all the nights', () => {
    expect(allotmentRemainder(row, { beds: [[0, 64]], from: '2027-01-01', to: '2027-01-11' })).toEqual([]);
  });

  it('keeps the nights before and after a shorter stay', () => {
    expect(allotmentRemainder(row, { beds: [[0, 64]], from: '2027-01-03', to: '2027-01-05' })).toEqual([
      { beds: [0, 64], from: '2027-01-01', to: '2027-01-03' },
      { beds: [0, 64], from: '2027-01-05', to: '2027-01-11' },
    ]);
  });

  it('keeps the beds a shared booking did not take, only for its nights', () => {
    expect(allotmentRemainder(row, { beds: [[1, 2]], from: '2027-01-01', to: '2027-01-11' })).toEqual([
      { beds: [0, 1], from: '2027-01-01', to: '2027-01-11' },
      { beds: [2, 64], from: '2027-01-01', to: '2027-01-11' },
    ]);
  });

  it('handles a stay reaching past the row and unsorted, overlapping bed runs', () => {
    expect(
      allotmentRemainder(
        { beds: [0, 4], from: '2027-01-05', to: '2027-01-08' },
        {
          beds: [
            [2, 3],
            [0, 1],
            [0, 2],
          ],
          from: '2027-01-01',
          to: '2027-01-20',
        },
      ),
    ).toEqual([{ beds: [3, 4], from: '2027-01-05', to: '2027-01-08' }]);
  });
});

describe('allotmentInputSchema', () => {
  const base = { releaseDate: '2027-01-01' };
  it('wants trips or a resort, not both', () => {
    expect(allotmentInputSchema.safeParse({ ...base, count: 1 }).success).toBe(false);
    expect(
      allotmentInputSchema.safeParse({
        ...base,
        count: 1,
        schedules: ['00000000-0000-4000-8000-000000000001'],
        resort: '00000000-0000-4000-8000-000000000002',
        from: '2027-02-01',
        to: '2027-02-03',
      }).success,
    ).toBe(false);
  });

  it('wants a period for a resort and rooms or a count', () => {
    const resort = '00000000-0000-4000-8000-000000000002';
    expect(allotmentInputSchema.safeParse({ ...base, resort, count: 2 }).success).toBe(false);
    expect(
      allotmentInputSchema.safeParse({ ...base, resort, from: '2027-02-01', to: '2027-02-03' }).success,
    ).toBe(false);
    expect(
      allotmentInputSchema.safeParse({ ...base, resort, from: '2027-02-01', to: '2027-02-03', count: 2 })
        .success,
    ).toBe(true);
  });
});

describe('allotmentState', () => {
  it('is released, held while a room is held, then used', () => {
    const room = { id: 'r', name: 'A', held: true };
    expect(allotmentState({ rooms: [room], releasedAt: '2027-01-01T00:00:00Z' })).toBe('released');
    expect(allotmentState({ rooms: [room], releasedAt: null })).toBe('held');
    expect(allotmentState({ rooms: [{ ...room, held: false }], releasedAt: null })).toBe('used');
  });
});
