import { describe, expect, it } from 'vitest';
import { ids, resortDraft, resortList } from './pricing-fixtures.ts';
import { completeDraft, quoteDraftSchema } from './quote-draft-schema.ts';
import { entryOfNight } from './room-prices.ts';

describe('quoteDraftSchema', () => {
  it('accepts the engine draft of the fixtures unchanged', () => {
    const draft = resortDraft();
    const parsed = quoteDraftSchema.parse(draft);
    expect(completeDraft(parsed, { bookingDate: '2000-01-01' })).toEqual(draft);
  });

  it('fills a missing or empty booking date and the schedule from the server', () => {
    const { bookingDate: _b, ...rest } = resortDraft();
    const schedule = { id: ids.schedule, tour: ids.tour, from: '2027-03-06', to: '2027-03-13' };
    const parsed = quoteDraftSchema.parse({ ...rest, bookingDate: '', schedule: { id: ids.schedule } });
    expect(completeDraft(parsed, { bookingDate: '2026-11-01', schedule })).toMatchObject({
      bookingDate: '2026-11-01',
      schedule,
      source: 'direct',
    });
  });

  it('names every invalid field', () => {
    const result = quoteDraftSchema.safeParse({
      asset: { kind: 'hotel', id: 'x' },
      rooms: [{ roomType: ids.standard, room: 'r', beds: [{}] }],
      dates: { from: '2027-05-10', to: '2027-05-03' },
      currency: 'EURO',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['asset.kind', 'asset.id', 'rooms.0.beds.0.id', 'dates.to', 'currency']),
    );
  });
});

describe('entryOfNight', () => {
  it('names the season and the most specific entry of a night, or null outside every period', () => {
    const list = resortList();
    expect(entryOfNight(list, '2027-07-10', { roomType: ids.standard, pax: 1 })).toMatchObject({
      season: 'High',
      entry: { noOfPax: 1, amount: 15000 },
    });
    expect(entryOfNight(list, '2027-05-10', { roomType: ids.deluxe, pax: 3 })).toMatchObject({
      season: 'Low',
      entry: { noOfPax: null, amount: 11000 },
    });
    expect(entryOfNight(list, '2027-12-24', { roomType: ids.standard, pax: 2 })).toBeNull();
    expect(entryOfNight(list, '2027-05-10', { roomType: ids.room(9), pax: 2 })).toEqual({
      season: 'Low',
      entry: null,
    });
  });
});
