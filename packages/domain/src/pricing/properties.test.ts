import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index.ts';
import { COUNTED_CUSTOMER_TYPES } from './calculation.ts';
import type { QuoteDraft } from './draft.ts';
import { guest, ids, resortContext, resortDraft, room, special, supplement } from './pricing-fixtures.ts';
import { quote } from './quote.ts';
import {
  DISCOUNT_KINDS,
  PRICE_TARGETS,
  type RuleCriterion,
  SPECIAL_SCOPES,
  type Special,
} from './special.ts';

const ruleArb: fc.Arbitrary<RuleCriterion[]> = fc.subarray([
  { criterion: 'Nights', operator: 'GreaterThanEquals', values: [5] },
  { criterion: 'Age', operator: 'LessThanEquals', values: [11] },
  { criterion: 'DayInWeek', operator: 'IsIn', values: [5, 6] },
  { criterion: 'NoOfPax', operator: 'GreaterThan', values: [3] },
  { criterion: 'SpecialsGroup', operator: 'IsNotIn', values: [ids.seasonalGroup] },
]);

const specialArb = (n: number): fc.Arbitrary<Special> =>
  fc
    .record({
      discount: fc.constantFrom(...DISCOUNT_KINDS),
      percent: fc.integer({ min: 0, max: 120 }),
      amount: fc.integer({ min: 0, max: 200_000 }),
      places: fc.integer({ min: 0, max: 4 }),
      target: fc.constantFrom(...PRICE_TARGETS),
      scope: fc.constantFrom(...SPECIAL_SCOPES),
      rule: ruleArb,
      reduce: fc.boolean(),
      replaceMatchingRoomPrice: fc.boolean(),
      unique: fc.boolean(),
      excludeFromTax: fc.boolean(),
      grouped: fc.boolean(),
    })
    .map(({ percent, amount, places, grouped, ...s }) =>
      special(n, {
        ...s,
        name: `Special ${n}`,
        discountValue: s.discount === 'PerCent' ? percent : s.discount === 'FOC' ? places : amount,
        group: grouped ? ids.seasonalGroup : null,
        productCategories: [ids.category],
      }),
    );

const draftArb: fc.Arbitrary<QuoteDraft> = fc
  .record({
    ages: fc.array(fc.option(fc.integer({ min: 0, max: 80 }), { nil: undefined }), {
      minLength: 1,
      maxLength: 10,
    }),
    start: fc.integer({ min: 0, max: 330 }),
    nights: fc.integer({ min: 1, max: 21 }),
    lead: fc.integer({ min: 0, max: 400 }),
    addon: fc.boolean(),
  })
  .map(({ ages, start, nights, lead, addon }) => {
    const guests = ages.map((age, i) => guest(i + 1, { permanentAge: age }));
    const rooms = [];
    for (let i = 0; i < guests.length; i += 2)
      rooms.push(room(i / 2 + 1, [guests[i], guests[i + 1] ?? null]));
    const from = addDays('2027-01-07', start);
    return resortDraft({
      rooms,
      dates: { from, to: addDays(from, nights) },
      bookingDate: addDays(from, -lead),
      addons: addon ? [{ supplement: ids.nitrox }] : [],
      products: [
        {
          id: ids.equipment,
          name: 'Mask',
          price: { amount: 3000, currency: 'EUR' },
          addRule: 'PerPerson',
          category: ids.category,
        },
      ],
    });
  });

const contextWith = (specials: Special[]) =>
  resortContext({
    specials,
    supplements: [supplement(ids.nitrox, { name: 'Nitrox', amount: 1000, addRule: 'PerDiveDay' })],
  });

const specialsArb = fc
  .array(fc.integer({ min: 1, max: 99 }), { maxLength: 5 })
  .chain((ns) => fc.tuple(...[...new Set(ns)].map(specialArb)));

describe('quote invariants', () => {
  it('the totals are the sums of the counted entries, and the due amounts add up to the total', () => {
    fc.assert(
      fc.property(draftArb, specialsArb, (draft, specials) => {
        const calc = quote(draft, contextWith(specials));
        for (const total of calc.totals) {
          const sum = calc.entries
            .filter(
              (e) => e.amount.currency === total.currency && COUNTED_CUSTOMER_TYPES.includes(e.customerType),
            )
            .reduce((s, e) => s + e.amount.amount, 0);
          expect(total.amount).toBe(sum);
        }
        for (const e of calc.entries) expect(Number.isSafeInteger(e.amount.amount)).toBe(true);
        if (calc.due.length)
          expect(calc.due.reduce((s, d) => s + d.amount.amount, 0)).toBe(calc.total.amount);
      }),
      { numRuns: 150 },
    );
  });

  it('no special makes a price negative', () => {
    fc.assert(
      fc.property(draftArb, specialsArb, (draft, specials) => {
        const calc = quote(draft, contextWith(specials));
        expect(calc.total.amount).toBeGreaterThanOrEqual(0);
        for (const e of calc.entries.filter((x) => x.type !== 'special'))
          expect(e.amount.amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic, whatever order the records come in', () => {
    fc.assert(
      fc.property(draftArb, specialsArb, (draft, specials) => {
        const first = quote(draft, contextWith(specials));
        expect(quote(draft, contextWith(specials))).toEqual(first);
        expect(quote(draft, contextWith([...specials].reverse()))).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('FOC gives exactly the configured free places, as many as there are guests at most', () => {
    fc.assert(
      fc.property(draftArb, fc.integer({ min: 0, max: 12 }), (draft, places) => {
        const foc = special(1, { discount: 'FOC', discountValue: places, scope: 'Person' });
        const calc = quote(draft, contextWith([foc]));
        const priced = new Set(
          calc.entries.filter((e) => e.type === 'room_cost' && e.amount.amount > 0).map((e) => e.customer),
        );
        expect(calc.focCustomerIds).toHaveLength(Math.min(places, priced.size));
        for (const id of calc.focCustomerIds) {
          const room = calc.entries.filter((e) => e.type === 'room_cost' && e.customer === id);
          const free = calc.entries.filter((e) => e.type === 'special' && e.customer === id);
          expect(free.reduce((s, e) => s + e.amount.amount, 0)).toBe(
            -room.reduce((s, e) => s + e.amount.amount, 0),
          );
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('found by the properties', () => {
  it('a tax base never goes negative when an untaxed surcharge is later set back to zero', () => {
    // Room −44.97 and mask +45.03 excluded from tax, then both fixed at 0: the base would be −0.06.
    const draft = resortDraft({
      rooms: [room(1, [guest(1), null])],
      dates: { from: '2027-01-07', to: '2027-01-08' },
      products: [
        { id: ids.equipment, name: 'Mask', price: { amount: 3000, currency: 'EUR' }, addRule: 'PerPerson' },
      ],
    });
    const calc = quote(
      draft,
      contextWith([
        special(1, {
          discount: 'FixUnit',
          discountValue: 7503,
          reduce: false,
          excludeFromTax: true,
          target: 'booking',
        }),
        special(2, { discount: 'FixUnit', discountValue: 0, target: 'booking' }),
      ]),
    );
    expect(calc.tax[0].base.amount).toBe(0);
    expect(calc.tax[0].amount.amount).toBe(0);
  });

  it('a room-price-replacing reduction never takes a room line below zero', () => {
    // A bed raised to 1000.04 by a Fix, then 8 % off folded into the 80.00 room line.
    const calc = quote(
      resortDraft({ dates: { from: '2027-01-07', to: '2027-01-08' } }),
      contextWith([
        special(1, { name: 'Raise', discount: 'Fix', discountValue: 100004, scope: 'Bed', reduce: false }),
        special(2, { name: 'Eight', discount: 'PerCent', discountValue: 8, replaceMatchingRoomPrice: true }),
      ]),
    );
    const rooms = calc.entries.filter((e) => e.type === 'room_cost');
    expect(rooms.map((e) => e.amount.amount)).toEqual([0, 0]);
    expect(calc.entries.filter((e) => e.type === 'special').map((e) => [e.text, e.amount.amount])).toEqual([
      ['Raise: Guest 1', 92004],
      ['Raise: Guest 2', 92004],
      // 8 % of 1000.04 is 80.0032 per bed: 80.00 folded into each room line, the rest shown here.
      ['Eight', -1],
    ]);
    expect(calc.total.amount).toBe(184007); // 2 × 1000.04 × 0.92 = 1840.0736
  });
});
