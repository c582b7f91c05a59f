import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { buildQuoteDraft, isQuotable, type SampleBooking } from './quote-draft.ts';

const sample: SampleBooking = {
  assetKind: 'vessel',
  assetId: 'v1',
  from: '2027-03-06',
  to: '2027-03-13',
  scheduleId: 's1',
  bookingDate: '2026-11-01',
  source: 'agency',
  currency: 'USD',
  rooms: [
    { roomType: 'lower', ages: ['', ''] },
    { roomType: 'lower', ages: ['12'] },
  ],
  addons: [],
};

describe('a sample booking as a quote draft', () => {
  it('takes a vessel departure instead of dates and real cabins while there are any', () => {
    const draft = buildQuoteDraft(sample, [{ id: 'c1', roomType: 'lower', name: 'Cabin 1' }]);
    expect(draft.schedule).toEqual({ id: 's1' });
    expect(draft.dates).toBeUndefined();
    expect(draft.rooms.map((room) => room.room)).toEqual(['c1', 'sample-room-2']);
    expect(draft.rooms[1].beds).toEqual([{ id: 'guest-3', name: 'Guest 3', permanentAge: 12 }]);
    expect(draft.source).toBe('agency');
  });

  it('is not quoted without guests or with reversed dates', () => {
    expect(isQuotable({ ...sample, rooms: [] })).toBe(false);
    expect(isQuotable({ ...sample, scheduleId: '', to: '2027-03-01' })).toBe(false);
    expect(isQuotable({ ...sample, scheduleId: '' })).toBe(true);
  });
});

describe('money in the inputs', () => {
  it('reads decimals as minor units without float errors and writes them back', () => {
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor('1 234,5')).toBe(123450);
    expect(decimalToMinor('12.345')).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
    expect(decimalToMinor('500', 0)).toBe(500);
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-8800)).toBe('-88.00');
    expect(minorToDecimal(500, 0)).toBe('500');
  });
});
