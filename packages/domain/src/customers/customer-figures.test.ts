import { describe, expect, it } from 'vitest';
import { isReturningGuest, passportWarning } from './customer-figures.ts';

describe("a customer's figures", () => {
  it('calls a guest returning who arrives again after their first stay, past or booked', () => {
    const none = { firstStay: null, lastStay: null, nextArrival: null };
    expect(isReturningGuest({ stays: 0, ...none })).toBe(false);
    expect(
      isReturningGuest({ stays: 1, firstStay: '2026-03-01', lastStay: '2026-03-01', nextArrival: null }),
    ).toBe(false);
    expect(
      isReturningGuest({ stays: 2, firstStay: '2025-03-01', lastStay: '2026-03-01', nextArrival: null }),
    ).toBe(true);
    expect(
      isReturningGuest({
        stays: 2,
        firstStay: '2026-03-01',
        lastStay: '2026-03-01',
        nextArrival: '2027-01-09',
      }),
    ).toBe(true);
    // A combined booking: the stay and the trip arrive the same day.
    expect(
      isReturningGuest({ stays: 2, firstStay: '2026-12-12', lastStay: null, nextArrival: '2026-12-12' }),
    ).toBe(false);
  });

  it('warns of a passport that expired, or expires less than six months after the next arrival', () => {
    const today = '2027-01-10';
    expect(passportWarning('2027-01-09', null, today)).toBe('expired');
    expect(passportWarning('2027-01-09', '2027-03-06', today)).toBe('expired');
    // Valid today, but not for six months beyond arrival on 6 March: 5 September is the first day that is.
    expect(passportWarning('2027-09-05', '2027-03-06', today)).toBe('expiresBeforeTravel');
    expect(passportWarning('2027-09-06', '2027-03-06', today)).toBeNull();
    // Without a trip ahead only an expired passport is worth a word; without a date, nothing.
    expect(passportWarning('2027-02-01', null, today)).toBeNull();
    expect(passportWarning(null, '2027-03-06', today)).toBeNull();
  });
});
