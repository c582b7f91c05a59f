import { describe, expect, it } from 'vitest';
import {
  chartRangeProblem,
  checkInProblem,
  checkOutProblem,
  departureAfterCheckOut,
  frontDeskDays,
  missingGuestData,
  roomDatesSchema,
} from './front-desk.ts';

const stay = { state: 'confirmed' as const, from: '2027-03-10', to: '2027-03-14', checkIn: null };

describe('check-in and check-out rules', () => {
  it('checks in from the arrival day until the last night, once, while the booking holds beds', () => {
    expect(checkInProblem(stay, '2027-03-09')).toBe('BEFORE_ARRIVAL');
    expect(checkInProblem(stay, '2027-03-10')).toBeNull();
    expect(checkInProblem(stay, '2027-03-13')).toBeNull();
    expect(checkInProblem(stay, '2027-03-14')).toBe('AFTER_DEPARTURE');
    expect(checkInProblem({ ...stay, state: 'waiting' }, '2027-03-10')).toBe('HOLDS_NO_BEDS');
    expect(checkInProblem({ ...stay, state: 'aborted' }, '2027-03-10')).toBe('HOLDS_NO_BEDS');
    expect(checkInProblem({ ...stay, checkIn: '2027-03-10T12:00:00Z' }, '2027-03-11')).toBe(
      'ALREADY_CHECKED_IN',
    );
  });

  it('checks out only what is checked in, once', () => {
    expect(checkOutProblem({ checkIn: null, checkOut: null })).toBe('NOT_CHECKED_IN');
    expect(checkOutProblem({ checkIn: 'x', checkOut: 'y' })).toBe('ALREADY_CHECKED_OUT');
    expect(checkOutProblem({ checkIn: 'x', checkOut: null })).toBeNull();
  });

  it('frees the nights from the day of an early departure on, keeping at least the first night', () => {
    expect(departureAfterCheckOut(stay, '2027-03-12')).toBe('2027-03-12');
    expect(departureAfterCheckOut(stay, '2027-03-14')).toBe('2027-03-14');
    expect(departureAfterCheckOut(stay, '2027-03-16')).toBe('2027-03-14');
    expect(departureAfterCheckOut(stay, '2027-03-10')).toBe('2027-03-11');
  });
});

describe('ranges of the desk', () => {
  it('lists the days of a range with both ends, at most two months', () => {
    expect(frontDeskDays('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(frontDeskDays('2027-01-01', '2027-12-31')).toHaveLength(62);
  });

  it('refuses a reversed or too long chart range', () => {
    expect(chartRangeProblem('2027-01-01', '2027-04-01')).toBeNull();
    expect(chartRangeProblem('2027-04-01', '2027-01-01')).not.toBeNull();
    expect(chartRangeProblem('2027-01-01', '2028-01-01')).not.toBeNull();
  });

  it('takes new dates for a room with from before to', () => {
    expect(roomDatesSchema.safeParse({ from: '2027-01-05', to: '2027-01-03', version: 1 }).success).toBe(
      false,
    );
    expect(roomDatesSchema.parse({ from: '2027-01-03', to: '2027-01-05', version: 1 })).toMatchObject({
      keepPrice: false,
    });
    // The change names the version it was based on (issue 31).
    expect(roomDatesSchema.safeParse({ from: '2027-01-03', to: '2027-01-05' }).success).toBe(false);
  });
});

describe('missing guest data', () => {
  it('names birthday, nationality and passport number when they are not known', () => {
    expect(
      missingGuestData({ masterData: { birthday: null, nationality: '' }, passport: { number: '' } }),
    ).toEqual(['birthday', 'nationality', 'passport']);
    expect(
      missingGuestData({
        masterData: { birthday: null, permanentAge: 30, nationality: 'DE' },
        passport: { number: 'X1' },
      }),
    ).toEqual([]);
  });
});
