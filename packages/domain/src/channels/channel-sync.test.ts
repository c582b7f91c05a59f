import { describe, expect, it } from 'vitest';
import { missingParts } from './channel-connection.ts';
import { channelMappingsSchema } from './channel-mapping.ts';
import { nightOf, restrictionRanges } from './channel-restrictions.ts';
import { channelSyncInputSchema, toRanges } from './channel-sync.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('availability ranges', () => {
  it('joins nights of equal value into one inclusive range and starts a new one on a change', () => {
    expect(toRanges('ch', '2030-03-30', [2, 2, 1, 2, 2])).toEqual([
      { channelRoomType: 'ch', from: '2030-03-30', to: '2030-03-31', availability: 2 },
      { channelRoomType: 'ch', from: '2030-04-01', to: '2030-04-01', availability: 1 },
      { channelRoomType: 'ch', from: '2030-04-02', to: '2030-04-03', availability: 2 },
    ]);
    expect(toRanges('ch', '2030-01-01', [])).toEqual([]);
  });
});

describe('connection and mapping rules', () => {
  it('names what a connection lacks', () => {
    expect(missingParts({ baseUrl: '', propertyId: '', apiKeySet: false })).toEqual([
      'baseUrl',
      'propertyId',
      'apiKey',
    ]);
    expect(missingParts({ baseUrl: 'https://x.example', propertyId: 'p', apiKeySet: true })).toEqual([]);
  });

  it('refuses one channel room type for two of ours', () => {
    const twice = channelMappingsSchema.safeParse({
      roomTypes: [
        { roomType: A, channelRoomType: 'x' },
        { roomType: B, channelRoomType: 'x' },
      ],
      ratePlans: [],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(
      'Each of our room types and rate plans maps to one channel entry only',
    );
    expect(
      channelMappingsSchema.safeParse({ roomTypes: [{ roomType: A, channelRoomType: 'x' }], ratePlans: [] })
        .success,
    ).toBe(true);
  });

  it('takes a sync range of at most 500 days that ends after it starts', () => {
    expect(channelSyncInputSchema.safeParse({ from: '2030-01-02', to: '2030-01-01' }).success).toBe(false);
    expect(channelSyncInputSchema.safeParse({ from: '2030-01-01', to: '2031-06-01' }).success).toBe(false);
    expect(channelSyncInputSchema.safeParse({ from: '2030-01-01', to: '2030-02-01' }).success).toBe(true);
  });
});

describe('rates and restrictions from a price list', () => {
  const list = {
    status: 'active',
    valid: { from: '2030-01-01', to: '2030-12-31' },
    periods: [{ season: 'High', from: '2030-07-01', to: '2030-08-31' }],
    entries: [
      { roomType: A, room: null, season: '', noOfPax: null, amount: 5000 },
      { roomType: A, room: null, season: 'High', noOfPax: null, amount: 7000 },
    ],
  };

  it('prices the room for two, the season’s entry first, and stops selling outside the list', () => {
    expect(nightOf(list, A, '2030-03-01', 2, 30)).toMatchObject({ rate: 100, stopSell: false, maxStay: 30 });
    expect(nightOf(list, A, '2030-07-15', 2, 30)).toMatchObject({ rate: 140, stopSell: false });
    expect(nightOf(list, A, '2031-01-01', 2, 30)).toMatchObject({ stopSell: true });
    expect(nightOf(list, B, '2030-03-01', 2, 30)).toMatchObject({ stopSell: true });
    expect(nightOf({ ...list, status: 'draft' }, A, '2030-03-01', 2, 30)).toMatchObject({ stopSell: true });
  });

  it('joins nights alike into ranges', () => {
    const ranges = restrictionRanges('rp', list, A, '2030-06-29', 4, { maxStay: 30 });
    expect(ranges.map((r) => [r.from, r.to, r.rate])).toEqual([
      ['2030-06-29', '2030-06-30', 100],
      ['2030-07-01', '2030-07-02', 140],
    ]);
  });
});
