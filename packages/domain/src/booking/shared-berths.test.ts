import { describe, expect, it } from 'vitest';
import { sharedGender } from './shared-berths.ts';

const dorm = { name: 'Dorm', allowSharedRoom: true, allowMixedGender: false };
const anna = { fullName: 'Anna', gender: 'f' };
const bea = { fullName: 'Bea', gender: 'f' };
const carl = { fullName: 'Carl', gender: 'm' };

describe('shared berths by gender', () => {
  it('holds beds of a single-gender shared room for that gender', () => {
    expect(sharedGender(dorm, [0, 1], [anna, bea])).toEqual({ gender: 'f' });
    expect(sharedGender(dorm, [2], [carl])).toEqual({ gender: 'm' });
  });

  it('carries no gender for a whole room or a room that mixes', () => {
    expect(sharedGender(dorm, null, [anna, carl])).toEqual({ gender: null });
    expect(sharedGender({ ...dorm, allowMixedGender: true }, [0, 1], [anna, carl])).toEqual({ gender: null });
    expect(sharedGender({ ...dorm, allowSharedRoom: false }, [0], [anna])).toEqual({ gender: null });
  });

  it('refuses mixed, unknown or unnamed guests, naming the room and the guest', () => {
    expect(sharedGender(dorm, [0, 1], [anna, carl]).problem).toBe(
      'Dorm takes guests of one gender only; book them apart',
    );
    expect(sharedGender(dorm, [0], [{ fullName: 'Kim', gender: 'u' }]).problem).toBe(
      'Dorm is shared by gender: give the gender of Kim',
    );
    expect(sharedGender(dorm, [0], []).problem).toContain('name the guests');
  });
});
