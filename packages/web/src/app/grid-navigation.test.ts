import { describe, expect, it } from 'vitest';
import { cellAt, fillRow, moveInGrid } from './grid-navigation.ts';

// Three rows of a 10-day chart: a stay 2–5 in the first, a heading without cells, two stays below.
const rows = [
  fillRow([{ start: 2, length: 3 }], 10),
  [],
  fillRow(
    [
      { start: 0, length: 4 },
      { start: 6, length: 2 },
    ],
    10,
  ),
];

describe('moving in a timeline grid by keyboard', () => {
  it('fills a row with free cells between the stays', () => {
    expect(rows[0]!.map((c) => [c.start, c.length])).toEqual([
      [0, 2],
      [2, 3],
      [5, 5],
    ]);
  });

  it('moves left and right along a row and stops at its ends', () => {
    expect(moveInGrid(rows, { row: 0, start: 2 }, 'ArrowRight')).toEqual({ row: 0, start: 5 });
    expect(moveInGrid(rows, { row: 0, start: 2 }, 'ArrowLeft')).toEqual({ row: 0, start: 0 });
    expect(moveInGrid(rows, { row: 0, start: 5 }, 'ArrowRight')).toBeNull();
    expect(moveInGrid(rows, { row: 0, start: 5 }, 'Home')).toEqual({ row: 0, start: 0 });
    expect(moveInGrid(rows, { row: 0, start: 0 }, 'End')).toEqual({ row: 0, start: 5 });
  });

  it('moves down over a heading to the cell on the same day', () => {
    expect(moveInGrid(rows, { row: 0, start: 2 }, 'ArrowDown')).toEqual({ row: 2, start: 0 });
    expect(moveInGrid(rows, { row: 0, start: 5 }, 'ArrowDown')).toEqual({ row: 2, start: 4 });
    expect(moveInGrid(rows, { row: 2, start: 6 }, 'ArrowUp')).toEqual({ row: 0, start: 5 });
    expect(moveInGrid(rows, { row: 2, start: 6 }, 'ArrowDown')).toBeNull();
    expect(moveInGrid(rows, { row: 2, start: 6 }, 'Home', true)).toEqual({ row: 0, start: 5 });
  });

  it('takes the nearest cell when none covers the day', () => {
    expect(cellAt([{ start: 3, length: 2 }], 0)).toEqual({ start: 3, length: 2 });
    expect(cellAt([], 0)).toBeNull();
  });

  it('ignores keys that are not movements', () => {
    expect(moveInGrid(rows, { row: 0, start: 2 }, 'Enter')).toBeNull();
  });
});
