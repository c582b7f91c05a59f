import { describe, expect, it } from 'vitest';
import { ageOf, isChild } from './age.ts';

describe('ageOf', () => {
  it('prefers permanentAge over the birthday', () => {
    expect(ageOf({ permanentAge: 12, birthday: '1980-01-01' }, '2025-06-01')).toBe(12);
    expect(ageOf({ permanentAge: 0 }, '2025-06-01')).toBe(0);
  });
  it('falls back to the birthday when permanentAge is missing', () => {
    expect(ageOf({ permanentAge: null, birthday: '2015-06-01' }, '2025-06-01')).toBe(10);
  });
  it('counts full years only, turning older on the birthday', () => {
    expect(ageOf({ birthday: '2015-06-02' }, '2025-06-01')).toBe(9);
    expect(ageOf({ birthday: '2015-06-01' }, '2025-06-01')).toBe(10);
    expect(ageOf({ birthday: '2015-07-01' }, '2025-06-30')).toBe(9);
    expect(ageOf({ birthday: '2025-06-01' }, '2025-06-01')).toBe(0);
  });
  it('lets a leap-day child turn older on Mar 1 in common years', () => {
    expect(ageOf({ birthday: '2016-02-29' }, '2025-02-28')).toBe(8);
    expect(ageOf({ birthday: '2016-02-29' }, '2025-03-01')).toBe(9);
    expect(ageOf({ birthday: '2016-02-29' }, '2024-02-29')).toBe(8);
  });
  it('reads a birthday stored with a time', () => {
    expect(ageOf({ birthday: '2015-06-01T00:00:00.000Z' }, '2025-06-01')).toBe(10);
  });
  it('is null when unknown, unreadable, in the future or negative', () => {
    expect(ageOf({}, '2025-06-01')).toBeNull();
    expect(ageOf({ birthday: '' }, '2025-06-01')).toBeNull();
    expect(ageOf({ birthday: '01.06.2015' }, '2025-06-01')).toBeNull();
    expect(ageOf({ birthday: '2025-06-02' }, '2025-06-01')).toBeNull();
    expect(ageOf({ permanentAge: -1 }, '2025-06-01')).toBeNull();
    expect(ageOf({ birthday: '2015-06-01' }, 'today')).toBeNull();
  });
});

describe('isChild', () => {
  it('is a child up to and including childMaxAge', () => {
    expect(isChild({ permanentAge: 11 }, '2025-06-01', 12)).toBe(true);
    expect(isChild({ permanentAge: 12 }, '2025-06-01', 12)).toBe(true);
    expect(isChild({ permanentAge: 13 }, '2025-06-01', 12)).toBe(false);
  });
  it('decides on the given date', () => {
    const customer = { birthday: '2012-06-15' };
    expect(isChild(customer, '2025-06-14', 12)).toBe(true);
    expect(isChild(customer, '2025-06-15', 12)).toBe(false);
  });
  it('is not a child when the age is unknown', () => {
    expect(isChild({}, '2025-06-01', 12)).toBe(false);
  });
});
