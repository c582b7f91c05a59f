import { describe, expect, it } from 'vitest';
import {
  agentBookingProblems,
  agentStatesOf,
  maxStayNightsOf,
  stayProblem,
  unpricedProblems,
} from './booking-limits.ts';

describe('booking limits', () => {
  it('reads the stay limit from the setting, a default for nonsense', () => {
    expect(maxStayNightsOf(undefined)).toBe(60);
    expect(maxStayNightsOf('')).toBe(60);
    expect(maxStayNightsOf('0')).toBe(60);
    expect(maxStayNightsOf('1.5')).toBe(60);
    expect(maxStayNightsOf('90')).toBe(90);
  });

  it('refuses a stay past the limit, naming both lengths', () => {
    expect(stayProblem({ from: '2027-01-01', to: '2027-03-02' }, 60, 'dates.to')).toBeNull();
    expect(stayProblem({ from: '2027-01-01', to: '2057-01-01' }, 60, 'dates.to')).toEqual({
      path: 'dates.to',
      message: 'A stay runs at most 60 nights; this one has 10958',
    });
  });

  it('opens only known states to agents, offer and reservation by default', () => {
    expect(agentStatesOf(undefined)).toEqual(['draft', 'planned']);
    expect(agentStatesOf('confimred')).toEqual(['draft', 'planned']);
    expect(agentStatesOf('draft, planned,confirmed')).toEqual(['draft', 'planned', 'confirmed']);
  });

  it('gives an agent option a date within the option days, never none', () => {
    const rules = { states: agentStatesOf(undefined), optionDays: 7, today: '2027-01-01' };
    expect(agentBookingProblems({ state: 'planned' }, rules)).toEqual({
      problems: [],
      optionUntil: '2027-01-08',
    });
    expect(agentBookingProblems({ state: 'draft', optionUntil: '2027-01-03' }, rules).optionUntil).toBe(
      '2027-01-03',
    );
    expect(agentBookingProblems({ state: 'draft', optionUntil: null }, rules).problems[0]?.path).toBe(
      'optionUntil',
    );
    expect(agentBookingProblems({ state: 'draft', optionUntil: '2027-02-01' }, rules).problems[0]?.path).toBe(
      'optionUntil',
    );
    expect(agentBookingProblems({ state: 'confirmed' }, rules).problems[0]?.path).toBe('state');
    expect(agentBookingProblems({ state: 'draft' }, { ...rules, optionDays: 0 }).optionUntil).toBe(
      '2027-01-08',
    );
    expect(agentBookingProblems({ state: 'confirmed' }, { ...rules, states: ['confirmed'] })).toEqual({
      problems: [],
    });
  });

  it('names everything priced 0 for want of a price', () => {
    expect(
      unpricedProblems([
        { code: 'NO_PRICE', text: 'No active price list covers 2 night(s) of Ann' },
        { code: 'CURRENCY_NOT_OFFERED', text: 'converted' },
        { code: 'NOT_OFFERED', text: 'Add-on x is not offered here' },
      ]),
    ).toEqual([
      { path: 'rooms', message: 'No active price list covers 2 night(s) of Ann' },
      { path: 'extras.addons', message: 'Add-on x is not offered here' },
    ]);
  });
});
