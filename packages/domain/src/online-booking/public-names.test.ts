import { describe, expect, it } from 'vitest';
import { guestFacingEntries, perGuestAmount, quotedGuests } from './public-names.ts';

describe('public names', () => {
  it('names nights by the room type and the guest, not by the price list and the room number', () => {
    const entries = [
      { text: 'Season 2027 (internal): Anna Berg (G-12)', type: 'room_cost' as const, customer: 'a' },
      { text: 'Season 2027 (internal): Tom Berg (G-12)', type: 'room_cost' as const, customer: 't' },
      { text: 'Airport transfer', type: 'addon' as const, customer: 'a' },
      { text: 'VAT 7 %', type: 'text' as const, customer: null },
    ];
    const places = new Map([
      ['a', { type: 'Garden Double', guest: 'Anna Berg' }],
      ['t', { type: 'Garden Double', guest: 'Tom Berg' }],
    ]);
    expect(guestFacingEntries(entries, places).map((e) => e.text)).toEqual([
      'Garden Double: Anna Berg',
      'Garden Double: Tom Berg',
      'Airport transfer',
      'VAT 7 %',
    ]);
  });

  it('quotes a room for its usual guests within its places, a shared cabin per berth', () => {
    expect(quotedGuests({ shared: false, usual: 2, places: 2 })).toBe(2);
    expect(quotedGuests({ shared: false, usual: 2, places: 1 })).toBe(1);
    expect(quotedGuests({ shared: false, usual: 0, places: 3 })).toBe(3);
    expect(quotedGuests({ shared: true, usual: 2, places: 4 })).toBe(1);
  });

  it('splits a room price per guest rounded half up', () => {
    expect(perGuestAmount(33150, 2)).toBe(16575);
    expect(perGuestAmount(1001, 2)).toBe(501);
    expect(perGuestAmount(1000, 0)).toBe(1000);
  });
});
