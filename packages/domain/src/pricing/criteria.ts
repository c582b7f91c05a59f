import { isoWeekday } from '../dates/index.ts';
import { ageOf } from '../dates/index.ts';
import type { MatchedCriterion } from './calculation.ts';
import type { QuoteGuest } from './draft.ts';
import type { Criterion, Operator, RuleCriterion } from './special.ts';

/** What a rule can ask about the booking as a whole. */
export interface BookingFacts {
  pax: number;
  /** Guests on the trip including this booking. */
  paxOnTrip: number;
  bookingDate: string;
  arrival: string;
  departure: string;
  nights: number;
  daysBeforeTravel: number;
  bookingId: string | null;
  resort: string | null;
  vessel: string | null;
  tour: string | null;
  schedule: string | null;
  agency: string | null;
  bookingSource: string | null;
  /** Groups of the specials applied before the one being checked. */
  specialsGroups: string[];
}

/** What a rule can ask about one priced unit: its room, its guest, its night. */
export interface UnitFacts {
  roomType: string | null;
  paxInRoom: number | null;
  guest: QuoteGuest | null;
  night: string | null;
}

export type Actual = string | number | (string | number)[] | null;

/**
 * Where a criterion looks. Booking-level criteria decide once; the others are checked for every
 * unit (a guest's night, an add-on line), so "children under 12 pay half" discounts only children.
 */
export const CRITERION_LEVEL: Record<Criterion, 'booking' | 'room' | 'person' | 'night'> = {
  NoOfPax: 'booking',
  NoOfPaxOnTrip: 'booking',
  NoOfPaxInDoubleRoom: 'room',
  Date: 'night',
  DepartureDay: 'booking',
  DaysBeforeTravelDate: 'booking',
  BookingDate: 'booking',
  Bookings: 'booking',
  Resort: 'booking',
  Vessel: 'booking',
  CustomerType: 'person',
  Itineraries: 'booking',
  Agencies: 'booking',
  BookingSource: 'booking',
  Nights: 'booking',
  Customers: 'person',
  Schedules: 'booking',
  SpecialsGroup: 'booking',
  Age: 'person',
  PassportCountry: 'person',
  AddressCountry: 'person',
  DayInWeek: 'night',
  RoomType: 'room',
  LastStay: 'person',
  NoOfStays: 'person',
  StayRevenue: 'person',
  LoyaltyTier: 'person',
};

const upper = (v: string | null | undefined) => (v ? v.toUpperCase() : null);

/** The value a criterion compares; null when the booking or unit does not know it. */
export function actualValue(criterion: Criterion, b: BookingFacts, u: UnitFacts): Actual {
  const g = u.guest;
  switch (criterion) {
    case 'NoOfPax':
      return b.pax;
    case 'NoOfPaxOnTrip':
      return b.paxOnTrip;
    case 'NoOfPaxInDoubleRoom':
      return u.paxInRoom;
    case 'Date':
      return u.night ?? b.arrival;
    // The weekday the stay or trip begins (a liveaboard "departs" on its first day).
    case 'DepartureDay':
      return isoWeekday(b.arrival);
    case 'DaysBeforeTravelDate':
      return b.daysBeforeTravel;
    case 'BookingDate':
      return b.bookingDate;
    case 'Bookings':
      return b.bookingId;
    case 'Resort':
      return b.resort;
    case 'Vessel':
      return b.vessel;
    case 'CustomerType':
      return g?.customerType ?? null;
    case 'Itineraries':
      return b.tour;
    case 'Agencies':
      return b.agency;
    case 'BookingSource':
      return b.bookingSource;
    case 'Nights':
      return b.nights;
    case 'Customers':
      return g?.id ?? null;
    case 'Schedules':
      return b.schedule;
    case 'SpecialsGroup':
      return b.specialsGroups;
    case 'Age':
      return g ? ageOf(g, b.arrival) : null;
    case 'PassportCountry':
      return upper(g?.passportCountry);
    case 'AddressCountry':
      return upper(g?.addressCountry);
    case 'DayInWeek':
      return isoWeekday(u.night ?? b.arrival);
    case 'RoomType':
      return u.roomType;
    case 'LastStay':
      return g?.lastStay?.slice(0, 10) ?? null;
    // A guest without history is a first-timer: no stays, no revenue.
    case 'NoOfStays':
      return g ? (g.noOfStays ?? 0) : null;
    case 'StayRevenue':
      return g ? (g.stayRevenue ?? 0) : null;
    case 'LoyaltyTier':
      return g?.loyaltyTier ?? null;
  }
}

/**
 * Applies an operator. Numbers compare as numbers, everything else as text (ISO dates order as
 * text); country codes are compared in upper case. An unknown value satisfies only IsNotIn. A set
 * (SpecialsGroup) is "in" when any member is, and "equals" a value it contains.
 */
export function compare(operator: Operator, actual: Actual, values: readonly (string | number)[]): boolean {
  if (actual === null) return operator === 'IsNotIn';
  if (Array.isArray(actual)) {
    const wanted = values.map(String);
    const hits = actual.some((a) => wanted.includes(String(a)));
    if (operator === 'IsIn') return hits;
    if (operator === 'IsNotIn') return !hits;
    if (operator === 'Equals') return actual.map(String).includes(wanted[0]);
    return false;
  }
  const numeric = typeof actual === 'number';
  const list = values.map((v) => (numeric ? Number(v) : String(v).toUpperCase()));
  const value = numeric ? actual : String(actual).toUpperCase();
  const first = list[0];
  switch (operator) {
    case 'GreaterThan':
      return value > first;
    case 'GreaterThanEquals':
      return value >= first;
    case 'LessThan':
      return value < first;
    case 'LessThanEquals':
      return value <= first;
    case 'Equals':
      return value === first;
    case 'IsIn':
      return list.includes(value);
    case 'IsNotIn':
      return !list.includes(value);
  }
}

export function criterionHolds(c: RuleCriterion, b: BookingFacts, u: UnitFacts): boolean {
  return compare(c.operator, actualValue(c.criterion, b, u), c.values);
}

export const NO_UNIT: UnitFacts = { roomType: null, paxInRoom: null, guest: null, night: null };

/** The booking-level part of a rule; SpecialsGroup is left to the moment the special is applied. */
export function bookingLevelHolds(rule: readonly RuleCriterion[], b: BookingFacts): boolean {
  return rule.every(
    (c) =>
      CRITERION_LEVEL[c.criterion] !== 'booking' ||
      c.criterion === 'SpecialsGroup' ||
      criterionHolds(c, b, NO_UNIT),
  );
}

/** The unit-level part of a rule; a Bed-scoped special does not ask about the person. */
export function unitLevelHolds(
  rule: readonly RuleCriterion[],
  b: BookingFacts,
  u: UnitFacts,
  ignorePerson: boolean,
): boolean {
  return rule.every((c) => {
    const level = CRITERION_LEVEL[c.criterion];
    if (level === 'booking' || (ignorePerson && level === 'person')) return true;
    return criterionHolds(c, b, u);
  });
}

/** The rule with the values it was checked against, for the entry's reason. */
export function explainRule(
  rule: readonly RuleCriterion[],
  b: BookingFacts,
  u: UnitFacts,
): MatchedCriterion[] {
  return rule.map((c) => ({ ...c, actual: actualValue(c.criterion, b, u) }));
}
