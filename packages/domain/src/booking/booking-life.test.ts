import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT,
  actionRefusal,
  actionStates,
  allowedActions,
  allows,
  BOOKING_ACTIONS,
  canChangeState,
  nextStates,
} from './booking-life.ts';
import { BOOKING_STATES, type BookingState } from '../booking-states/index.ts';

/**
 * The whole table written out once more by hand: x = allowed. A change to booking-life.ts that
 * does not change this picture too fails here, pair by pair.
 */
const MATRIX = `
            edit calc rooms pay change cancel release revert rebook revRe split delete copy in out lock comment ref
draft        x    x    x     x    x      x      x       .      x      .     x     x      x    x  x   x    x       x
planned      x    x    x     x    x      x      x       .      x      .     x     x      x    x  x   x    x       x
confirmed    x    x    x     x    x      x      .       .      x      .     x     .      x    x  x   x    x       x
waiting      x    x    x     x    x      x      .       .      .      .     .     x      x    .  .   .    x       x
resolved     .    .    .     x    x      .      .       .      .      .     .     .      x    .  .   .    x       x
aborted      .    .    .     x    .      .      .       x      .      .     .     x      x    .  .   .    x       x
freed        .    .    .     x    x      .      .       x      .      .     .     x      x    .  .   .    x       x
rebooked     .    .    .     .    .      .      .       .      .      x     .     .      x    .  .   .    x       x
splitted     .    .    .     .    .      .      .       .      .      .     .     .      x    .  .   .    x       x
deleted      .    .    .     .    .      .      .       .      .      .     .     .      x    .  .   .    x       .
`;

const rows = MATRIX.trim()
  .split('\n')
  .slice(1)
  .map((line) => line.trim().split(/\s+/));
const expected = new Map(
  rows.map(([state, ...marks]) => [state as BookingState, marks.map((m) => m === 'x')]),
);

describe('the booking state machine', () => {
  it('has a row for every state and a column for every action', () => {
    expect([...expected.keys()].sort()).toEqual([...BOOKING_STATES].sort());
    for (const marks of expected.values()) expect(marks).toHaveLength(BOOKING_ACTIONS.length);
  });

  for (const state of BOOKING_STATES)
    for (const [i, action] of BOOKING_ACTIONS.entries())
      it(`${state} ${expected.get(state)![i] ? 'allows' : 'refuses'} ${action}`, () => {
        const allowed = expected.get(state)![i]!;
        expect(allows(state, action)).toBe(allowed);
        const refusal = actionRefusal(state, action);
        if (allowed) expect(refusal).toBeNull();
        else expect(refusal).toMatch(/^A booking that is .+ cannot .+/);
      });

  it('changes state only between live states, cancel and release included where allowed', () => {
    const reachable = Object.fromEntries(BOOKING_STATES.map((s) => [s, [...nextStates(s)].sort()]));
    expect(reachable).toEqual({
      draft: ['aborted', 'confirmed', 'freed', 'planned', 'waiting'],
      planned: ['aborted', 'confirmed', 'draft', 'freed', 'waiting'],
      confirmed: ['aborted', 'planned', 'resolved'],
      waiting: ['aborted', 'confirmed', 'draft', 'planned'],
      resolved: ['confirmed'],
      freed: ['confirmed', 'planned'],
      aborted: [],
      rebooked: [],
      splitted: [],
      deleted: [],
    });
    for (const from of BOOKING_STATES)
      for (const to of BOOKING_STATES) expect(canChangeState(from, to)).toBe(reachable[from]!.includes(to));
  });

  it('says where the state-changing actions lead', () => {
    expect(ACTION_RESULT).toEqual({
      cancel: 'aborted',
      release: 'freed',
      rebook: 'rebooked',
      split: 'splitted',
      delete: 'deleted',
    });
  });

  it('answers actionStates for the screen from the same table', () => {
    const answer = actionStates(BOOKING_STATES);
    expect(answer.confirmed.actions).toEqual(allowedActions('confirmed'));
    expect(answer.confirmed.states).toEqual(['planned', 'resolved', 'aborted']);
    expect(answer.splitted).toEqual({ actions: ['copy', 'comment', 'reference'], states: [] });
  });

  it('words a refusal with the state and the action', () => {
    expect(actionRefusal('aborted', 'edit')).toBe('A booking that is cancelled cannot be edited');
    expect(actionRefusal('confirmed', 'release')).toBe('A booking that is confirmed cannot be released');
  });
});
