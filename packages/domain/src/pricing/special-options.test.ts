import { describe, expect, it } from 'vitest';
import type { QuoteContext, QuoteDraft } from './draft.ts';
import {
  guest,
  ids,
  resortContext,
  resortDraft,
  resortList,
  special,
  supplement,
  uuid,
} from './pricing-fixtures.ts';
import { quote } from './quote.ts';
import type { Special } from './special.ts';

const tshirt = {
  id: uuid(90),
  name: 'T-shirt',
  price: { amount: 2000, currency: 'EUR' },
  addRule: 'PerBooking' as const,
  category: ids.category,
};
const nitrox = supplement(ids.nitrox, { name: 'Nitrox', amount: 1000, addRule: 'PerPerson' });

/** The stay of discount-kinds plus an add-on (20.00), a product (20.00) and an external transfer (30.00). */
const withExtras = (overrides: Partial<QuoteDraft> = {}) =>
  resortDraft({
    addons: [{ supplement: ids.nitrox }],
    products: [tshirt],
    externals: [{ name: 'Transfer', price: { amount: 3000, currency: 'EUR' } }],
    ...overrides,
  });

const run = (specials: Special[], draft: QuoteDraft = withExtras(), context: Partial<QuoteContext> = {}) => {
  const calc = quote(draft, resortContext({ specials, supplements: [nitrox], ...context }));
  const changes = calc.entries.filter((e) => e.type === 'special').map((e) => e.amount.amount);
  return { calc, changes, change: changes.reduce((s, a) => s + a, 0) };
};

describe('price-change targets', () => {
  // 10 % of: rooms 1120.00, add-on 20.00, product 20.00, external 30.00.
  it.each([
    ['booking', -11900],
    ['room', -11200],
    ['commissionable', -11200],
    ['addon', -200],
    ['product', -200],
    ['external', -300],
    ['productCategory', -200],
  ] as const)('%s', (target, expected) => {
    const { change } = run([
      special(1, { discount: 'PerCent', discountValue: 10, target, productCategories: [ids.category] }),
    ]);
    expect(change).toBe(expected);
  });

  it('commissionable includes price variants, which are room price too', () => {
    const variant = {
      id: uuid(95),
      name: 'Sea view',
      description: '',
      surcharge: 10,
      surchargeType: 'percent' as const,
      perNight: true,
    };
    const draft = withExtras();
    draft.rooms[0].beds[0] = guest(1, { variant: variant.id });
    const { calc, change } = run(
      [special(1, { discount: 'PerCent', discountValue: 10, target: 'commissionable' })],
      draft,
      { variants: [variant], priceLists: [resortList({ variants: [variant.id] })] },
    );
    expect(calc.entries.find((e) => e.type === 'option')?.amount.amount).toBe(5600);
    expect(change).toBe(-11760);
  });
});

describe('scopes', () => {
  const childDraft = () => {
    const draft = resortDraft();
    draft.rooms[0].beds[1] = guest(2, { birthday: '2019-01-01' });
    return draft;
  };
  const childRule = [{ criterion: 'Age' as const, operator: 'LessThanEquals' as const, values: [11] }];

  it('Person: person criteria pick the guests, one line each', () => {
    // The child pays the child price of 40.00 a night: 280.00; half off is 140.00.
    const { calc, changes } = run(
      [special(1, { discount: 'PerCent', discountValue: 50, scope: 'Person', rule: childRule })],
      childDraft(),
    );
    expect(changes).toEqual([-14000]);
    expect(calc.entries.find((e) => e.type === 'special')?.customer).toBe(guest(2).id);
  });

  it('Bed: person criteria are not asked, every bed gets it', () => {
    const { changes } = run(
      [special(1, { discount: 'Absolute', discountValue: 1000, scope: 'Bed', rule: childRule })],
      childDraft(),
    );
    expect(changes).toEqual([-1000, -1000]);
  });

  it('Booking: person criteria still limit the units it changes', () => {
    const { changes } = run(
      [special(1, { discount: 'PerCent', discountValue: 50, scope: 'Booking', rule: childRule })],
      childDraft(),
    );
    expect(changes).toEqual([-14000]);
  });

  it('night criteria change only those nights (weekend nights, Friday and Saturday)', () => {
    const { changes } = run([
      special(1, {
        discount: 'PerCent',
        discountValue: 50,
        rule: [{ criterion: 'DayInWeek', operator: 'IsIn', values: [5, 6] }],
      }),
    ]);
    expect(changes).toEqual([-2 * 2 * 4000]);
  });
});

describe('special options', () => {
  const tenPercent = (overrides: Parameters<typeof special>[1] = {}) =>
    special(1, { name: 'Ten', discount: 'PerCent', discountValue: 10, ...overrides });

  it.each([
    ['direct', 'Booking'],
    ['agency', 'AgentDirectBooking'],
    ['online', 'CustomerDirectBooking'],
    ['ota', 'OTABooking'],
  ] as const)('includeIn: a %s booking counts as %s', (source, channel) => {
    const context = { priceLists: [resortList({ isAvailableToOTA: true })] };
    const only = run([tenPercent({ includeIn: [channel] })], withExtras({ source }), context);
    expect(only.change).toBe(-11200);
    const others = run(
      [
        tenPercent({
          includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'].filter(
            (c) => c !== channel,
          ) as Special['includeIn'],
        }),
      ],
      withExtras({ source }),
      context,
    );
    expect(others.change).toBe(0);
  });

  it('autoAdd: false applies only when chosen on the booking', () => {
    expect(run([tenPercent({ autoAdd: false })]).change).toBe(0);
    const chosen = withExtras({ specials: [{ special: tenPercent().id }] });
    expect(run([tenPercent({ autoAdd: false })], chosen).change).toBe(-11200);
  });

  it('a chosen special whose rule fails is reported, unless its rules are ignored', () => {
    const strict = tenPercent({
      autoAdd: false,
      rule: [{ criterion: 'NoOfPax', operator: 'GreaterThan', values: [10] }],
    });
    const failed = run([strict], withExtras({ specials: [{ special: strict.id }] }));
    expect(failed.change).toBe(0);
    expect(failed.calc.warnings).toContainEqual(
      expect.objectContaining({ code: 'SPECIAL_NOT_APPLICABLE', special: strict.id }),
    );
    expect(run([strict], withExtras({ specials: [{ special: strict.id, ignoreRules: true }] })).change).toBe(
      -11200,
    );
  });

  it('only active specials in their date range apply', () => {
    expect(run([tenPercent({ status: 'draft' })]).change).toBe(0);
    expect(run([tenPercent({ dateRange: { from: '2027-06-01', to: null } })]).change).toBe(0);
    expect(run([tenPercent({ dateRange: { from: '2027-05-01', to: '2027-05-03' } })]).change).toBe(-11200);
  });

  it('unique: with scope Person only the first guest gets it', () => {
    expect(run([tenPercent({ scope: 'Person', unique: true })]).changes).toEqual([-5600]);
  });

  it('replaceMatchingRoomPrice folds the change into the room lines', () => {
    const { calc, changes } = run([tenPercent({ replaceMatchingRoomPrice: true })]);
    expect(changes).toEqual([]);
    const rooms = calc.entries.filter((e) => e.type === 'room_cost');
    expect(rooms.map((e) => e.amount.amount)).toEqual([50400, 50400]);
    expect(rooms[0].reason.computation).toContain('replaced by Ten');
  });

  it('excludeFromTax keeps the special out of the taxable price', () => {
    const taxed = run([tenPercent()]).calc.tax[0].base.amount;
    const untaxed = run([tenPercent({ excludeFromTax: true })]).calc.tax[0].base.amount;
    expect(untaxed - taxed).toBe(11200);
  });

  it('excludeFromCommission keeps the special out of the commissionable price', () => {
    const agency = withExtras({ source: 'agency', agency: { id: ids.agency, commission: 10 } });
    const normal = run([tenPercent()], agency).calc.commission;
    const excluded = run([tenPercent({ excludeFromCommission: true })], agency).calc.commission;
    expect(normal?.base.amount).toBe(100800);
    expect(excluded?.base.amount).toBe(112000);
    expect(excluded?.amount.amount).toBe(11200);
  });

  it('specials with the same rule compete unless includeSpecialsWithSameRule', () => {
    const rule = [{ criterion: 'Nights' as const, operator: 'GreaterThanEquals' as const, values: [7] }];
    const a = special(1, { discount: 'PerCent', discountValue: 10, rule });
    const b = special(2, { discount: 'Absolute', discountValue: 5000, rule });
    expect(run([a, b]).changes).toEqual([-11200]);
    expect(run([a, { ...b, includeSpecialsWithSameRule: true }]).changes).toEqual([-11200, -5000]);
  });

  it('specials of one group exclude each other; the best for the guest wins', () => {
    const a = special(1, { discount: 'PerCent', discountValue: 10, group: ids.seasonalGroup });
    const b = special(2, { discount: 'Absolute', discountValue: 15000, group: ids.seasonalGroup });
    expect(run([a, b]).changes).toEqual([-15000]);
  });

  it('the SpecialsGroup criterion sees the groups of the specials applied before', () => {
    const grouped = special(1, { discount: 'PerCent', discountValue: 10, group: ids.seasonalGroup });
    const notWithGroup = special(2, {
      discount: 'Absolute',
      discountValue: 5000,
      rule: [{ criterion: 'SpecialsGroup', operator: 'IsNotIn', values: [ids.seasonalGroup] }],
    });
    expect(run([grouped, notWithGroup]).changes).toEqual([-11200]);
    expect(run([notWithGroup]).changes).toEqual([-5000]);
    const onlyWithGroup = { ...notWithGroup, rule: [{ ...notWithGroup.rule[0], operator: 'IsIn' as const }] };
    expect(run([grouped, onlyWithGroup]).changes).toEqual([-11200, -5000]);
  });

  it('specials do not touch lines paid on site', () => {
    const onsite = resortList({ useOnsiteCurrency: true });
    const { calc, change } = run([tenPercent()], resortDraft(), {
      priceLists: [onsite],
      onsiteCurrency: 'PHP',
    });
    expect(change).toBe(0);
    expect(calc.entries.filter((e) => e.type === 'room_cost').every((e) => e.customerType === 'OnSite')).toBe(
      true,
    );
    expect(calc.totals).toEqual([
      { amount: 0, currency: 'EUR' },
      { amount: 7112000, currency: 'PHP' },
    ]);
    expect(calc.due).toEqual([]);
  });
});

describe('AgencyCommission specials', () => {
  const agencyDraft = withExtras({ source: 'agency', agency: { id: ids.agency, commission: 10 } });

  it('set a fixed commission when that pays the agency more', () => {
    const bonus = special(1, {
      name: 'Flat bonus',
      type: 'AgencyCommission',
      discount: 'Absolute',
      discountValue: 20000,
    });
    expect(run([bonus], agencyDraft).calc.commission).toMatchObject({
      percent: null,
      amount: { amount: 20000, currency: 'EUR' },
      reason: 'Flat bonus',
    });
    expect(run([bonus], agencyDraft).change).toBe(0);
  });

  it('leave the standard commission when it pays more', () => {
    const small = special(1, { type: 'AgencyCommission', discount: 'PerCent', discountValue: 5 });
    expect(run([small], agencyDraft).calc.commission).toMatchObject({
      percent: 10,
      amount: { amount: 11200 },
    });
  });

  it('pay nothing without an agency', () => {
    expect(run([]).calc.commission).toBeNull();
  });
});
