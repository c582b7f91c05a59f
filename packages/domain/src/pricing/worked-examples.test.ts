import { describe, expect, it } from 'vitest';
import { commissionResource } from './commission.ts';
import {
  guest,
  ids,
  rates,
  resortContext,
  resortDraft,
  room,
  special,
  supplement,
  sumOf,
  terms,
  vesselList,
} from './pricing-fixtures.ts';
import { quote } from './quote.ts';

/** The examples of docs/pricing.md, with the same numbers. */

const earlyBird = special(1, {
  name: 'Early bird',
  discount: 'PerCent',
  discountValue: 10,
  rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90] }],
  group: ids.seasonalGroup,
});
const lastMinute = special(2, {
  name: 'Last minute',
  discount: 'PerCent',
  discountValue: 5,
  rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'LessThanEquals', values: [14] }],
});
const groupFoc = special(3, {
  name: '10+1 group',
  discount: 'FOC',
  discountValue: 1,
  scope: 'Person',
  rule: [{ criterion: 'NoOfPax', operator: 'GreaterThanEquals', values: [11] }],
});

describe('Example 1: a stay across two seasons with an early bird', () => {
  const calc = quote(
    resortDraft({ dates: { from: '2027-06-28', to: '2027-07-03' } }),
    resortContext({ specials: [earlyBird, lastMinute, groupFoc] }),
  );

  it('prices 3 low and 2 high nights per guest', () => {
    const rooms = calc.entries.filter((e) => e.type === 'room_cost');
    expect(rooms.map((e) => e.amount.amount)).toEqual([44000, 44000]);
    expect(rooms[0].reason.computation).toBe('3 nights × 80.00 EUR (Low) + 2 nights × 100.00 EUR (High)');
    expect(rooms[0].reason.seasons).toEqual(['Low', 'High']);
  });

  it('takes 10 % early bird off the room price, once for the booking', () => {
    const specials = calc.entries.filter((e) => e.type === 'special');
    expect(specials).toHaveLength(1);
    expect(specials[0]).toMatchObject({ text: 'Early bird', amount: { amount: -8800, currency: 'EUR' } });
    expect(specials[0].reason.computation).toBe('10 % of 880.00 EUR off');
    expect(specials[0].reason.rule).toEqual([
      { criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90], actual: 169 },
    ]);
    expect(calc.total).toEqual({ amount: 79200, currency: 'EUR' });
  });

  it('shows the inclusive VAT and splits the total by the terms', () => {
    expect(calc.tax).toEqual([
      {
        name: 'VAT',
        percent: 12,
        inclusive: true,
        base: { amount: 79200, currency: 'EUR' },
        amount: { amount: 8486, currency: 'EUR' },
      },
    ]);
    expect(calc.due).toEqual([
      { kind: 'deposit', amount: { amount: 23760, currency: 'EUR' }, due: '2027-01-17' },
      { kind: 'rest', amount: { amount: 55440, currency: 'EUR' }, due: '2027-05-29' },
    ]);
    expect(calc.entries.find((e) => e.type === 'text')?.text).toBe('Included: Breakfast');
  });
});

describe('Example 2: a group of eleven, booked late', () => {
  const guests = Array.from({ length: 11 }, (_, i) => guest(i + 1));
  const draft = resortDraft({
    rooms: [
      ...[0, 1, 2, 3, 4].map((r) => room(r + 1, [guests[2 * r], guests[2 * r + 1]])),
      room(6, [guests[10], null]),
    ],
    dates: { from: '2027-05-01', to: '2027-05-08' },
    bookingDate: '2027-04-20',
  });
  const calc = quote(draft, resortContext({ specials: [earlyBird, lastMinute, groupFoc] }));

  it('gives the cheapest place free, then 5 % last minute on the rest', () => {
    expect(sumOf(calc.entries, 'room_cost')).toBe(644000);
    const [foc, late] = calc.entries.filter((e) => e.type === 'special');
    expect(foc).toMatchObject({
      text: '10+1 group: Guest 1',
      customer: guests[0].id,
      customerType: 'ForFree',
      amount: { amount: -56000 },
    });
    expect(late).toMatchObject({ text: 'Last minute', amount: { amount: -29400 } });
    expect(calc.total.amount).toBe(558600);
    expect(calc.focCustomerIds).toEqual([guests[0].id]);
  });

  it('asks for everything at once when the rest would already be due', () => {
    expect(calc.tax[0].amount.amount).toBe(59850);
    expect(calc.due).toEqual([
      { kind: 'rest', amount: { amount: 558600, currency: 'EUR' }, due: '2027-04-20' },
    ]);
  });
});

describe('Example 3: a liveaboard trip sold in USD through an agency', () => {
  const a = guest(1);
  const b = guest(2);
  const calc = quote(
    {
      asset: { kind: 'vessel', id: ids.vessel },
      rooms: [room(1, [a, b], ids.lowerDeck)],
      schedule: { id: ids.schedule, tour: ids.tour, from: '2027-03-06', to: '2027-03-13' },
      bookingDate: '2026-11-01',
      source: 'agency',
      agency: { id: ids.agency },
      currency: 'USD',
      addons: [{ supplement: ids.nitrox }, { supplement: ids.equipment, customers: [b.id] }],
    },
    {
      priceLists: [vesselList()],
      supplements: [
        supplement(ids.nitrox, { name: 'Nitrox', amount: 1000, addRule: 'PerDiveDay' }),
        supplement(ids.equipment, { name: 'Equipment', amount: 2500, addRule: 'PerDay' }),
      ],
      specials: [
        special(4, {
          name: 'Agent bonus',
          type: 'AgencyCommission',
          discountValue: 18,
          target: 'commissionable',
          rule: [{ criterion: 'Vessel', operator: 'IsIn', values: [ids.vessel] }],
        }),
      ],
      commissions: [
        { id: ids.commission, ...commissionResource.schema.parse({ name: 'Standard', percent: 15 }) },
      ],
      terms: [terms],
      rates,
      childMaxAge: 11,
    },
  );

  it('converts the trip price and the add-ons into the booking currency', () => {
    expect(calc.entries.filter((e) => e.type === 'tour').map((e) => e.amount)).toEqual([
      { amount: 165000, currency: 'USD' },
      { amount: 165000, currency: 'USD' },
    ]);
    expect(calc.entries.filter((e) => e.type === 'addon').map((e) => [e.text, e.amount.amount])).toEqual([
      ['Nitrox', 11000],
      ['Equipment', 22000],
    ]);
    expect(calc.entries.filter((e) => e.type === 'addon').map((e) => e.reason.computation)).toEqual([
      '2 guests × 5 × dive day × 10.00 EUR',
      '8 × day × 25.00 EUR',
    ]);
    expect(calc.entries[0].reason.computation).toBe('stay × 1500.00 EUR');
    expect(calc.total).toEqual({ amount: 363000, currency: 'USD' });
  });

  it('pays the agency the better of its 15 % and the 18 % bonus, on the trip price only', () => {
    expect(calc.commission).toEqual({
      agency: ids.agency,
      percent: 18,
      base: { amount: 330000, currency: 'USD' },
      amount: { amount: 59400, currency: 'USD' },
      reason: 'Agent bonus: 18 % of 3300.00 USD',
    });
  });

  it('splits the total by the terms', () => {
    expect(calc.due).toEqual([
      { kind: 'deposit', amount: { amount: 108900, currency: 'USD' }, due: '2026-11-08' },
      { kind: 'rest', amount: { amount: 254100, currency: 'USD' }, due: '2027-02-04' },
    ]);
  });
});

describe('Example 4: competing specials and the order of application', () => {
  const springDeal = special(5, {
    name: 'Spring deal',
    discount: 'PerCent',
    discountValue: 15,
    rule: [{ criterion: 'Date', operator: 'GreaterThanEquals', values: ['2027-05-01'] }],
    group: ids.seasonalGroup,
  });
  const longStay = special(6, {
    name: 'Long stay',
    discount: 'Absolute',
    discountValue: 5000,
    scope: 'Person',
    rule: [{ criterion: 'Nights', operator: 'GreaterThanEquals', values: [7] }],
  });
  const calc = quote(resortDraft(), resortContext({ specials: [longStay, earlyBird, springDeal] }));

  it('lets the better special of a group win, then takes fixed amounts off the rest', () => {
    expect(sumOf(calc.entries, 'room_cost')).toBe(112000);
    expect(calc.entries.filter((e) => e.type === 'special').map((e) => [e.text, e.amount.amount])).toEqual([
      ['Spring deal', -16800],
      ['Long stay: Guest 1', -5000],
      ['Long stay: Guest 2', -5000],
    ]);
    expect(calc.total.amount).toBe(85200);
    expect(calc.tax[0].amount.amount).toBe(9129);
  });
});
