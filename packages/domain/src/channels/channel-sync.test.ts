import { describe, expect, it } from 'vitest';
import { missingParts } from './channel-connection.ts';
import { channelMappingsSchema } from './channel-mapping.ts';
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
