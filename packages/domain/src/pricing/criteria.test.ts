import { describe, expect, it } from 'vitest';
import {
  type Actual,
  actualValue,
  type BookingFacts,
  compare,
  CRITERION_LEVEL,
  type UnitFacts,
} from './criteria.ts';
import { CRITERIA, type Criterion, OPERATORS, type Operator } from './special.ts';

const booking: BookingFacts = {
  pax: 4,
  paxOnTrip: 18,
  bookingDate: '2027-01-10',
  arrival: '2027-05-03', // a Monday
  departure: '2027-05-10',
  nights: 7,
  daysBeforeTravel: 113,
  bookingId: 'booking-1',
  resort: 'resort-1',
  vessel: null,
  tour: 'tour-1',
  schedule: 'schedule-1',
  agency: 'agency-1',
  bookingSource: 'source-web',
  specialsGroups: ['group-a'],
};

const unit: UnitFacts = {
  roomType: 'deluxe',
  paxInRoom: 2,
  night: '2027-05-08', // a Saturday
  guest: {
    id: 'guest-1',
    birthday: '2017-05-04',
    passportCountry: 'de',
    addressCountry: 'PH',
    customerType: 'diver',
    lastStay: '2025-11-20',
    noOfStays: 3,
    stayRevenue: 250000,
    loyaltyTier: 'gold',
  },
};

/** Each criterion: the value it reads from the facts above, and a rule that holds. */
const CASES: Record<Criterion, [Actual, Operator, (string | number)[]]> = {
  NoOfPax: [4, 'GreaterThanEquals', [4]],
  NoOfPaxOnTrip: [18, 'LessThan', [20]],
  NoOfPaxInDoubleRoom: [2, 'Equals', [2]],
  Date: ['2027-05-08', 'GreaterThan', ['2027-05-01']],
  DepartureDay: [1, 'IsIn', [1, 6]],
  DaysBeforeTravelDate: [113, 'GreaterThanEquals', [90]],
  BookingDate: ['2027-01-10', 'LessThanEquals', ['2027-01-31']],
  Bookings: ['booking-1', 'IsIn', ['booking-1']],
  Resort: ['resort-1', 'Equals', ['resort-1']],
  Vessel: [null, 'IsNotIn', ['vessel-1']],
  CustomerType: ['diver', 'IsIn', ['diver', 'snorkeler']],
  Itineraries: ['tour-1', 'IsIn', ['tour-1']],
  Agencies: ['agency-1', 'IsNotIn', ['agency-2']],
  BookingSource: ['source-web', 'Equals', ['source-web']],
  Nights: [7, 'GreaterThanEquals', [7]],
  Customers: ['guest-1', 'IsIn', ['guest-1']],
  Schedules: ['schedule-1', 'IsIn', ['schedule-1']],
  SpecialsGroup: [['group-a'], 'IsIn', ['group-a']],
  Age: [9, 'LessThanEquals', [11]],
  PassportCountry: ['DE', 'IsIn', ['de', 'AT']],
  AddressCountry: ['PH', 'IsNotIn', ['DE']],
  DayInWeek: [6, 'IsIn', [6, 7]],
  RoomType: ['deluxe', 'Equals', ['deluxe']],
  LastStay: ['2025-11-20', 'GreaterThanEquals', ['2025-01-01']],
  NoOfStays: [3, 'GreaterThan', [2]],
  StayRevenue: [250000, 'GreaterThanEquals', [100000]],
  LoyaltyTier: ['gold', 'IsIn', ['silver', 'gold']],
};

describe('rule criteria', () => {
  it('covers all 26 criteria of SPEC §3 and the loyalty tier', () => {
    expect(CRITERIA).toHaveLength(27);
    expect(Object.keys(CASES).sort()).toEqual([...CRITERIA].sort());
  });

  it.each(CRITERIA)('%s reads its value and holds for a matching rule', (criterion) => {
    const [actual, operator, values] = CASES[criterion];
    expect(actualValue(criterion, booking, unit)).toEqual(actual);
    expect(compare(operator, actualValue(criterion, booking, unit), values)).toBe(true);
  });

  it('reads night criteria from the arrival when a unit has no night (a trip price, an add-on)', () => {
    const noNight = { ...unit, night: null };
    expect(actualValue('Date', booking, noNight)).toBe('2027-05-03');
    expect(actualValue('DayInWeek', booking, noNight)).toBe(1);
  });

  it('knows nothing of a person on a per-booking unit, except that history counts from zero for a guest', () => {
    const none: UnitFacts = { roomType: null, paxInRoom: null, guest: null, night: null };
    for (const c of ['CustomerType', 'Customers', 'Age', 'PassportCountry', 'LastStay', 'NoOfStays'] as const)
      expect(actualValue(c, booking, none)).toBeNull();
    expect(actualValue('NoOfStays', booking, { ...unit, guest: { id: 'new' } })).toBe(0);
    expect(actualValue('StayRevenue', booking, { ...unit, guest: { id: 'new' } })).toBe(0);
  });

  it('sorts every criterion into booking, room, person or night level', () => {
    expect(CRITERION_LEVEL.Age).toBe('person');
    expect(CRITERION_LEVEL.RoomType).toBe('room');
    expect(CRITERION_LEVEL.DayInWeek).toBe('night');
    expect(CRITERION_LEVEL.NoOfPax).toBe('booking');
  });
});

describe('operators', () => {
  it('covers the 7 operators of SPEC §3', () => {
    expect(OPERATORS).toHaveLength(7);
  });

  // [operator, actual, values, expected]
  const table: [Operator, Actual, (string | number)[], boolean][] = [
    ['GreaterThan', 5, [4], true],
    ['GreaterThan', 4, [4], false],
    ['GreaterThanEquals', 4, [4], true],
    ['GreaterThanEquals', 3, [4], false],
    ['LessThan', 3, [4], true],
    ['LessThan', 4, [4], false],
    ['LessThanEquals', 4, [4], true],
    ['LessThanEquals', 5, [4], false],
    ['Equals', 4, ['4'], true],
    ['Equals', 4, [5], false],
    ['IsIn', 'b', ['a', 'b'], true],
    ['IsIn', 'c', ['a', 'b'], false],
    ['IsNotIn', 'c', ['a', 'b'], true],
    ['IsNotIn', 'a', ['a', 'b'], false],
    // Numbers compare as numbers, not text ("10" < "9" as text).
    ['GreaterThan', 10, ['9'], true],
    // ISO dates compare in calendar order.
    ['LessThan', '2027-01-31', ['2027-02-01'], true],
    // Codes compare without regard to case.
    ['Equals', 'de', ['DE'], true],
  ];
  it.each(table)('%s: %j against %j is %s', (operator, actual, values, expected) => {
    expect(compare(operator, actual, values)).toBe(expected);
  });

  it.each(OPERATORS)('%s: an unknown value satisfies only IsNotIn', (operator) => {
    expect(compare(operator, null, [1])).toBe(operator === 'IsNotIn');
  });

  it('treats a set as in when any member is, equal when it contains the value', () => {
    expect(compare('IsIn', ['a', 'b'], ['b', 'c'])).toBe(true);
    expect(compare('IsNotIn', ['a', 'b'], ['b'])).toBe(false);
    expect(compare('IsNotIn', [], ['b'])).toBe(true);
    expect(compare('Equals', ['a', 'b'], ['b'])).toBe(true);
    expect(compare('GreaterThan', ['a'], ['b'])).toBe(false);
  });
});
