import { describe, expect, it } from 'vitest';
import { soldRoomTypes } from './ota-update-rows.tsx';

const room = (roomTypeName: string) => ({ roomTypeName }) as Parameters<typeof soldRoomTypes>[0][number];

describe('soldRoomTypes', () => {
  it('says a room type sold twice once with its count, in the order sold', () => {
    expect(soldRoomTypes([room('Beach Bungalow'), room('Dorm'), room('Beach Bungalow')])).toBe(
      '2 × Beach Bungalow, Dorm',
    );
    expect(soldRoomTypes([room('Standard')])).toBe('Standard');
    expect(soldRoomTypes([])).toBe('');
  });
});
