import { describe, expect, it } from 'vitest';
import de from '../i18n/de/assets.json';
import en from '../i18n/en/assets.json';
import { CALENDAR_COLORS, cellColorKey, rangeState, STATE_COLORS, stateColorKey } from './calendar-colors.ts';

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('night colours', () => {
  it('uses the spec’s free colour and tells out-of-order blocks apart', () => {
    expect(STATE_COLORS.free).toBe('#ECECEC');
    expect(STATE_COLORS.blocked).toBe(CALENDAR_COLORS.blocked);
    expect(stateColorKey('blocked', ['Maintanance'])).toBe('blocked');
    expect(stateColorKey('blocked', ['Event', 'OutOfOrder'])).toBe('outOfOrder');
    // A partly blocked night (some beds) is partial whatever the reason.
    expect(stateColorKey('partial', ['OutOfOrder'])).toBe('partial');
  });

  it('gives a range the state of its worst night', () => {
    expect(rangeState([])).toBe('free');
    expect(rangeState(['free', 'partial', 'free'])).toBe('partial');
    expect(rangeState(['full', 'partial'])).toBe('full');
    expect(rangeState(['free', 'blocked', 'full'])).toBe('blocked');
  });
});

describe('assets texts', () => {
  it('has every English text in German too', () => {
    expect(leaves(de).sort()).toEqual(leaves(en).sort());
  });
});

describe('cellColorKey', () => {
  const booked = (bookingState: 'draft' | 'planned' | 'confirmed') => ({
    kind: 'booking' as const,
    reason: null,
    bookingState,
  });

  it('names a full cabin by its firmest booking, a partly sold one stays partial', () => {
    expect(cellColorKey('full', [booked('planned')])).toBe('reservation');
    expect(cellColorKey('full', [booked('draft'), booked('confirmed')])).toBe('booking');
    expect(cellColorKey('partial', [booked('confirmed')])).toBe('partial');
    expect(cellColorKey('blocked', [{ kind: 'blocker', reason: 'OutOfOrder', bookingState: null }])).toBe(
      'outOfOrder',
    );
  });
});
