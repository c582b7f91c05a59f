import { describe, expect, it } from 'vitest';
import { onlineHoldCeiling, onlineHoldLimits } from './online-hold-limits.ts';

describe('online hold limits', () => {
  it('take the defaults for missing or unusable settings and keep stored ones in range', () => {
    expect(onlineHoldLimits({})).toEqual({
      onlineHoldMinutes: 15,
      onlineMaxRooms: 4,
      onlineHoldsPerVisitor: 2,
      onlineHoldShare: 30,
      transferOptionDays: 7,
    });
    expect(
      onlineHoldLimits({
        onlineHoldMinutes: 'soon',
        onlineMaxRooms: '99',
        onlineHoldsPerVisitor: '0',
        onlineHoldShare: ' ',
        transferOptionDays: '90',
      }),
    ).toEqual({
      onlineHoldMinutes: 15,
      onlineMaxRooms: 20,
      onlineHoldsPerVisitor: 1,
      onlineHoldShare: 30,
      transferOptionDays: 60,
    });
  });

  it('let unpaid holds take the share rounded up, at least one cabin', () => {
    expect(onlineHoldCeiling(30, 30)).toBe(9);
    expect(onlineHoldCeiling(6, 30)).toBe(2);
    expect(onlineHoldCeiling(1, 30)).toBe(1);
    expect(onlineHoldCeiling(0, 30)).toBe(1);
  });
});
