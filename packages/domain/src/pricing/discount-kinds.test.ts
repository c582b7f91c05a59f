import { describe, expect, it } from 'vitest';
import type { QuoteDraft } from './draft.ts';
import { resortContext, resortDraft, special, sumOf } from './pricing-fixtures.ts';
import { quote } from './quote.ts';
import type { Special } from './special.ts';

/** Two adults, a standard room, 7 low-season nights at 80.00: 1120.00, 560.00 per guest. */
const run = (specials: Special[], draft: QuoteDraft = resortDraft()) => {
  const calc = quote(draft, resortContext({ specials }));
  return {
    calc,
    specials: calc.entries.filter((e) => e.type === 'special').map((e) => [e.text, e.amount.amount]),
    total: calc.total.amount,
  };
};

/** 28 Jun – 3 Jul: 3 low nights at 80.00 and 2 high nights at 100.00 per guest. */
const acrossSeasons = resortDraft({ dates: { from: '2027-06-28', to: '2027-07-03' } });

describe('discount kinds', () => {
  it('PerCent takes a share of the target', () => {
    expect(run([special(1, { discount: 'PerCent', discountValue: 10 })]).specials).toEqual([
      ['Special 1', -11200],
    ]);
  });

  it('PerCent above 100 % stops at free', () => {
    const { total } = run([special(1, { discount: 'PerCent', discountValue: 150 })]);
    expect(total).toBe(0);
  });

  it('Absolute takes an amount once per booking, or once per guest with scope Person', () => {
    expect(run([special(1, { discount: 'Absolute', discountValue: 5000 })]).specials).toEqual([
      ['Special 1', -5000],
    ]);
    expect(
      run([special(1, { discount: 'Absolute', discountValue: 5000, scope: 'Person' })]).specials,
    ).toEqual([
      ['Special 1: Guest 1', -5000],
      ['Special 1: Guest 2', -5000],
    ]);
  });

  it('Absolute never takes more than the target costs', () => {
    expect(run([special(1, { discount: 'Absolute', discountValue: 500000 })]).total).toBe(0);
  });

  it('AbsoluteNights takes an amount per night of the stay', () => {
    expect(run([special(1, { discount: 'AbsoluteNights', discountValue: 1000 })]).specials).toEqual([
      ['Special 1', -7000],
    ]);
    expect(
      run([special(1, { discount: 'AbsoluteNights', discountValue: 1000, scope: 'Person' })]).total,
    ).toBe(112000 - 14000);
  });

  it('FOC gives the configured number of places free, never more than there are guests', () => {
    const one = run([special(1, { discount: 'FOC', discountValue: 1, scope: 'Person' })]);
    expect(one.specials).toEqual([['Special 1: Guest 1', -56000]]);
    expect(one.calc.entries.find((e) => e.type === 'special')?.customerType).toBe('ForFree');
    const five = run([special(1, { discount: 'FOC', discountValue: 5 })]);
    expect(five.total).toBe(0);
    expect(five.calc.focCustomerIds).toHaveLength(2);
  });

  it('FOC frees the cheapest place: a child before an adult', () => {
    const draft = resortDraft();
    draft.rooms[0].beds[1] = { id: 'child', name: 'Child', permanentAge: 8 };
    const { specials } = run([special(1, { discount: 'FOC', discountValue: 1 })], draft);
    expect(specials).toEqual([['Special 1: Child', -28000]]);
  });

  it('Lowest charges every unit of a group at its lowest price', () => {
    const { specials } = run([special(1, { discount: 'Lowest', scope: 'Person' })], acrossSeasons);
    // 2 high nights at 100.00 charged at 80.00, per guest.
    expect(specials).toEqual([
      ['Special 1: Guest 1', -4000],
      ['Special 1: Guest 2', -4000],
    ]);
  });

  it('FixUnit sets every unit (night) to the value, both ways', () => {
    expect(run([special(1, { discount: 'FixUnit', discountValue: 6000 })]).total).toBe(2 * 7 * 6000);
    expect(run([special(1, { discount: 'FixUnit', discountValue: 9000 })]).total).toBe(2 * 7 * 9000);
  });

  it('Fix sets the group total: the booking, or each guest', () => {
    expect(run([special(1, { discount: 'Fix', discountValue: 100000 })]).total).toBe(100000);
    expect(run([special(1, { discount: 'Fix', discountValue: 45000, scope: 'Person' })]).specials).toEqual([
      ['Special 1: Guest 1', -11000],
      ['Special 1: Guest 2', -11000],
    ]);
  });

  it('reduce: false turns the same computation into a surcharge', () => {
    expect(run([special(1, { discount: 'PerCent', discountValue: 10, reduce: false })]).specials).toEqual([
      ['Special 1', 11200],
    ]);
    expect(run([special(1, { discount: 'Absolute', discountValue: 2500, reduce: false })]).total).toBe(
      114500,
    );
  });

  it('applies in order: set prices, free places, percentages, fixed amounts', () => {
    const { specials, total } = run([
      special(1, { name: 'Minus 20', discount: 'Absolute', discountValue: 2000 }),
      special(2, { name: 'Ten percent', discount: 'PerCent', discountValue: 10 }),
      special(3, { name: 'Package', discount: 'Fix', discountValue: 100000 }),
    ]);
    expect(specials).toEqual([
      ['Package', -12000],
      ['Ten percent', -10000],
      ['Minus 20', -2000],
    ]);
    expect(total).toBe(88000);
  });

  it('explains each special', () => {
    const { calc } = run([special(1, { discount: 'PerCent', discountValue: 10 })]);
    expect(calc.entries.find((e) => e.type === 'special')?.reason).toMatchObject({
      source: 'special',
      special: {
        id: special(1, {}).id,
        name: 'Special 1',
        discount: 'PerCent',
        target: 'room',
        scope: 'Booking',
      },
      computation: '10 % of 1120.00 EUR off',
    });
    expect(sumOf(calc.entries, 'room_cost')).toBe(112000);
  });
});
