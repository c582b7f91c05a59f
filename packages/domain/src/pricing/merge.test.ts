import { describe, expect, it } from 'vitest';
import { isDueLine } from './calculation.ts';
import { dueAmounts } from './due-dates.ts';
import { mergedCalculation } from './merge.ts';
import { guest, rates, resortContext, resortDraft, room, terms } from './pricing-fixtures.ts';
import { quote } from './quote.ts';

describe('one calculation of a resort stay and a trip', () => {
  // Two parts alike but for their nights: a week in May, then a week in June.
  const may = quote(resortDraft(), resortContext());
  const june = quote(
    resortDraft({ dates: { from: '2027-06-07', to: '2027-06-14' }, rooms: [room(2, [guest(1), guest(2)])] }),
    resortContext(),
  );
  const dueOf = (total: { amount: number; currency: string }) =>
    dueAmounts(total, terms, '2027-01-10', '2027-05-03', rates);
  const merged = mergedCalculation([may, june], { manual: [] }, dueOf, { rates });

  it('adds up the parts: one total, one set of due amounts, taxes of one rate together', () => {
    expect(merged.total.amount).toBe(may.total.amount + june.total.amount);
    expect(merged.due.map((d) => d.kind)).toEqual(['deposit', 'rest']);
    expect(merged.due.reduce((sum, d) => sum + d.amount.amount, 0)).toBe(merged.total.amount);
    expect(merged.entries.filter(isDueLine)).toHaveLength(2);
    expect(may.tax.length).toBeGreaterThan(0);
    expect(merged.tax).toHaveLength(may.tax.length);
    for (const [i, line] of merged.tax.entries())
      expect(line.amount.amount).toBe(may.tax[i]!.amount.amount + june.tax[i]!.amount.amount);
  });

  it('gives every line its own id, the same when the parts are priced again', () => {
    const ids = merged.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mergedCalculation([may, june], { manual: [] }, dueOf, { rates }).entries.map((e) => e.id)).toEqual(
      ids,
    );
  });

  it('applies a change by hand once to the whole booking', () => {
    const line = {
      id: 'm-1',
      replaces: null,
      removed: false,
      text: 'Transfer',
      amount: 4_500,
      currency: 'EUR',
      customer: null,
      customerType: 'Direct' as const,
      type: 'cost' as const,
      editable: true,
      deletable: true,
    };
    const withLine = mergedCalculation([may, june], { manual: [line] }, dueOf, { rates });
    expect(withLine.total.amount).toBe(merged.total.amount + 4_500);
    expect(withLine.entries.filter((e) => e.text === 'Transfer')).toHaveLength(1);
  });

  it('keeps an add-on warning only when no part offers it', () => {
    const warn = (text: string) => ({ code: 'NOT_OFFERED' as const, text });
    const a = {
      ...may,
      warnings: [warn('Add-on x is not offered here'), warn('Add-on y is not offered here')],
    };
    const b = { ...june, warnings: [warn('Add-on y is not offered here')] };
    expect(mergedCalculation([a, b], { manual: [] }, dueOf, { rates }).warnings).toEqual([
      warn('Add-on y is not offered here'),
    ]);
  });
});
