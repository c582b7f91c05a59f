import { describe, expect, it } from 'vitest';
import { boxAfterKey, boxAt, clampBox, firstFreeSpot, GRID, resizedBox, snap } from './plan-geometry.ts';

const deck = { planWidth: 100, planHeight: 30 };

describe('deck plan geometry', () => {
  it('snaps to the grid and keeps boxes on the deck', () => {
    expect(snap(3.1)).toBe(4);
    expect(snap(0.9)).toBe(0);
    expect(boxAt({ x: 95.3, y: -4 }, { w: 10, h: 10 }, deck)).toEqual({ x: 90, y: 0, w: 10, h: 10 });
    expect(clampBox({ x: 0, y: 0, w: 500, h: 0 }, deck)).toEqual({ x: 0, y: 0, w: 100, h: GRID });
  });

  it('resizes from the top-left corner, never past the deck edge', () => {
    expect(resizedBox({ x: 80, y: 10, w: 10, h: 10 }, 40, 3, deck)).toEqual({ x: 80, y: 10, w: 20, h: 14 });
    expect(resizedBox({ x: 0, y: 0, w: 10, h: 10 }, -50, 0, deck)).toEqual({ x: 0, y: 0, w: GRID, h: 10 });
  });

  it('finds the first free spot row by row', () => {
    const taken = [
      { x: 0, y: 0, w: 10, h: 10 },
      { x: 10, y: 0, w: 10, h: 10 },
    ];
    expect(firstFreeSpot(deck, taken, { w: 10, h: 10 })).toEqual({ x: 20, y: 0, w: 10, h: 10 });
    const full = [{ x: 0, y: 0, w: 100, h: 30 }];
    expect(firstFreeSpot(deck, full, { w: 10, h: 10 })).toEqual({ x: 0, y: 0, w: 10, h: 10 });
  });

  it('moves with arrow keys and resizes with shift', () => {
    const box = { x: 10, y: 10, w: 10, h: 10 };
    expect(boxAfterKey(box, 'ArrowRight', false, deck)).toEqual({ ...box, x: 12 });
    expect(boxAfterKey(box, 'ArrowUp', true, deck)).toEqual({ ...box, h: 8 });
    expect(boxAfterKey({ ...box, x: 0 }, 'ArrowLeft', false, deck)).toEqual({ ...box, x: 0 });
    expect(boxAfterKey(box, 'Enter', false, deck)).toBeNull();
  });
});
