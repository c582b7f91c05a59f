import { describe, expect, it } from 'vitest';
import { contestResource } from './contest.ts';
import {
  contestState,
  drawBounds,
  drawRefusal,
  drawWinners,
  entryRefusal,
  withdrawalRefusal,
} from './contest-rules.ts';

const june = { from: '2026-06-01', to: '2026-06-30' };

describe('contest state', () => {
  it('is draft before the period, open within it (both ends included), closed after it, drawn once drawn', () => {
    expect(contestState(june, '2026-05-31', false)).toBe('draft');
    expect(contestState(june, '2026-06-01', false)).toBe('open');
    expect(contestState(june, '2026-06-30', false)).toBe('open');
    expect(contestState(june, '2026-07-01', false)).toBe('closed');
    expect(contestState(june, '2026-07-01', true)).toBe('drawn');
  });
});

describe('entries and draws', () => {
  it('takes entries only within the period and before the draw', () => {
    expect(entryRefusal(june, '2026-05-31', false)).toBe('CONTEST_NOT_OPEN');
    expect(entryRefusal(june, '2026-06-15', false)).toBeNull();
    expect(entryRefusal(june, '2026-07-01', false)).toBe('CONTEST_NOT_OPEN');
    expect(entryRefusal(june, '2026-07-01', true)).toBe('CONTEST_DRAWN');
    expect(withdrawalRefusal(false)).toBeNull();
    expect(withdrawalRefusal(true)).toBe('CONTEST_DRAWN');
  });

  it('draws only after the last day, once, and among some entries', () => {
    expect(drawRefusal(june, '2026-06-30', false, 5)).toBe('CONTEST_NOT_ENDED');
    expect(drawRefusal(june, '2026-07-01', false, 5)).toBeNull();
    expect(drawRefusal(june, '2026-07-01', false, 0)).toBe('CONTEST_NO_ENTRIES');
    expect(drawRefusal(june, '2026-07-01', true, 5)).toBe('CONTEST_DRAWN');
  });

  it('asks one number per winner, each among the entries still in the pot', () => {
    expect(drawBounds(10, 3)).toEqual([10, 9, 8]);
    expect(drawBounds(2, 5)).toEqual([2, 1]);
    expect(drawBounds(0, 1)).toEqual([]);
  });

  it('picks the winners the numbers name, never one twice', () => {
    const pool = ['a', 'b', 'c', 'd', 'e'];
    expect(drawWinners(pool, [0])).toEqual(['a']);
    expect(drawWinners(pool, [4])).toEqual(['e']);
    // e is drawn, a takes its place at the end; then index 1 + 3 = 4 is a.
    expect(drawWinners(pool, [4, 3])).toEqual(['e', 'a']);
    expect(drawWinners(pool, [2, 0, 0])).toEqual(['c', 'b', 'a']);
    // Every entry wins when there are fewer entries than prizes.
    expect(new Set(drawWinners(['x', 'y'], [1, 0]))).toEqual(new Set(['x', 'y']));
    expect(pool).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives every entry the same chance: each sequence of numbers picks a different ordered set', () => {
    const pool = ['a', 'b', 'c', 'd'];
    const outcomes = new Set<string>();
    for (let first = 0; first < 4; first += 1)
      for (let second = 0; second < 3; second += 1) outcomes.add(drawWinners(pool, [first, second]).join(''));
    // 4 × 3 sequences, 4 × 3 ordered pairs of different entries: a bijection, so uniform numbers give a uniform draw.
    expect(outcomes.size).toBe(12);
  });

  it('refuses a number outside its bound rather than drawing someone twice', () => {
    expect(() => drawWinners(['a', 'b'], [2])).toThrow(RangeError);
    expect(() => drawWinners(['a', 'b'], [0, 1])).toThrow(RangeError);
    expect(() => drawWinners(['a', 'b'], [-1])).toThrow(RangeError);
  });
});

describe('contest record', () => {
  it('needs a name and a period whose end is not before its start', () => {
    const ok = contestResource.schema.safeParse({
      name: 'House reef week',
      from: '2026-06-01',
      to: '2026-06-01',
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ winners: 1, terms: { de: '', en: '' }, prize: { de: '', en: '' } });
    const backwards = contestResource.schema.safeParse({ name: 'x', from: '2026-06-02', to: '2026-06-01' });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['to']);
    expect(
      contestResource.schema.safeParse({ name: 'x', from: '2026-06-01', to: '2026-06-02', winners: 0 })
        .success,
    ).toBe(false);
  });
});
