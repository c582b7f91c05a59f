import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../dates/index.ts';
import {
  copySchedules,
  defaultDiveDays,
  effectiveDiveDays,
  scheduleNights,
  shiftKeepingWeekday,
} from './schedule-rules.ts';
import { scheduleResource } from './tour.ts';

describe('scheduleNights and dive days', () => {
  it('counts the nights between embarkation and disembarkation', () => {
    expect(scheduleNights({ from: '2027-01-02', to: '2027-01-09' })).toBe(7);
    expect(scheduleNights({ from: '2027-02-26', to: '2027-03-05' })).toBe(7);
    expect(scheduleNights({ from: '2027-01-09', to: '2027-01-02' })).toBe(0);
  });

  it('derives dive days as nights + 1 - 3 and never below zero (SPEC §9)', () => {
    expect(defaultDiveDays(7)).toBe(5);
    expect(defaultDiveDays(10)).toBe(8);
    expect(defaultDiveDays(2)).toBe(0);
    expect(defaultDiveDays(1)).toBe(0);
    expect(defaultDiveDays(0)).toBe(0);
  });

  it('prefers a schedule’s own dive days over the default', () => {
    expect(effectiveDiveDays({ from: '2027-01-02', to: '2027-01-09', diveDays: null })).toBe(5);
    expect(effectiveDiveDays({ from: '2027-01-02', to: '2027-01-09', diveDays: 6 })).toBe(6);
    expect(effectiveDiveDays({ from: '2027-01-02', to: '2027-01-09', diveDays: 0 })).toBe(0);
  });
});

describe('scheduleResource', () => {
  const base = {
    tour: '3f0a7b1c-6d2e-4c8a-9b1f-2a3b4c5d6e7f',
    vessel: '4f0a7b1c-6d2e-4c8a-9b1f-2a3b4c5d6e7f',
  };
  it('defaults status open, 3 dives per day and derived dive days', () => {
    const parsed = scheduleResource.schema.parse({ ...base, from: '2027-01-02', to: '2027-01-09' });
    expect(parsed).toMatchObject({ status: 'open', divesPerDay: 3, diveDays: null, note: '' });
  });
  it('refuses a disembarkation on or before embarkation', () => {
    const result = scheduleResource.schema.safeParse({ ...base, from: '2027-01-09', to: '2027-01-09' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['to']);
  });
});

const week = (from: string, to: string, id = from) => ({ id, from, to });

describe('copySchedules', () => {
  const season = [
    week('2027-01-02', '2027-01-09'),
    week('2027-01-09', '2027-01-16'),
    week('2027-01-16', '2027-01-26'),
    week('2027-03-01', '2027-03-08'),
  ];

  it('moves the schedules embarking in the period by the offset to the target period', () => {
    const { copies, outside } = copySchedules(
      season,
      { from: '2027-01-01', to: '2027-02-01' },
      { from: '2027-06-01', to: '2027-07-01' },
    );
    expect(copies.map((c) => [c.source.id, c.from, c.to])).toEqual([
      ['2027-01-02', '2027-06-02', '2027-06-09'],
      ['2027-01-09', '2027-06-09', '2027-06-16'],
      ['2027-01-16', '2027-06-16', '2027-06-26'],
    ]);
    expect(outside).toEqual([]);
  });

  it('leaves out copies that would embark after a shorter target period', () => {
    const { copies, outside } = copySchedules(
      season,
      { from: '2027-01-01', to: '2027-02-01' },
      { from: '2027-06-01', to: '2027-06-10' },
    );
    expect(copies.map((c) => c.from)).toEqual(['2027-06-02', '2027-06-09']);
    expect(outside.map((c) => c.from)).toEqual(['2027-06-16']);
  });

  it('copies a year later on the same weekday, 364 days on, also across a leap day', () => {
    const { copies } = copySchedules(season, { from: '2027-01-01', to: '2028-01-01' }, { addYears: 1 });
    expect(copies.map((c) => [c.from, c.to])).toEqual([
      ['2028-01-01', '2028-01-08'],
      ['2028-01-08', '2028-01-15'],
      ['2028-01-15', '2028-01-25'],
      ['2028-02-28', '2028-03-06'],
    ]);
    for (const [i, c] of copies.entries()) expect(isoWeekday(c.from)).toBe(isoWeekday(season[i]!.from));
  });

  it('moves to the nearest same weekday, never more than three days', () => {
    for (const iso of ['2027-02-28', '2028-02-29', '2027-12-31', '2026-06-15']) {
      for (const years of [1, 2, 5]) {
        const shifted = shiftKeepingWeekday(iso, years);
        expect(isoWeekday(shifted)).toBe(isoWeekday(iso));
        const naive = Number(new Date(`${Number(iso.slice(0, 4)) + years}${iso.slice(4, 8)}01`));
        expect(Math.abs(Number(new Date(shifted)) - naive)).toBeLessThan(35 * 86_400_000);
      }
    }
    expect(shiftKeepingWeekday('2027-01-02', 1)).toBe('2028-01-01');
  });
});
