import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Calculation, CalculationEntry } from '../pricing/index.ts';
import type { BookingExtras } from './booking.ts';
import { divideCalculation, divideExtras, divideProportionally } from './booking-split.ts';

const line = (text: string, amount: number, customer: string | null, extra: Partial<CalculationEntry> = {}) =>
  ({
    text,
    sort: 0,
    amount: { amount, currency: 'EUR' },
    editable: true,
    deletable: true,
    unique: false,
    customer,
    price: null,
    customerType: 'Direct',
    type: 'room_cost',
    reason: { source: 'priceList', computation: '' },
    ...extra,
  }) as CalculationEntry;

const calculation = (entries: CalculationEntry[], total: number): Calculation => ({
  currency: 'EUR',
  entries: [
    ...entries,
    line('Deposit', Math.round(total * 0.3) + 0, null, { customerType: 'Info', type: 'deposit' }),
    line('Rest', total - (Math.round(total * 0.3) + 0), null, { customerType: 'Info', type: 'rest' }),
  ],
  totals: [{ amount: total, currency: 'EUR' }],
  total: { amount: total, currency: 'EUR' },
  tax: [
    {
      name: 'VAT',
      percent: 19,
      inclusive: true,
      base: { amount: total, currency: 'EUR' },
      amount: { amount: Math.round((total * 19) / 119) + 0, currency: 'EUR' },
    },
  ],
  commission: null,
  due: [
    { kind: 'deposit', amount: { amount: Math.round(total * 0.3) + 0, currency: 'EUR' }, due: '2027-01-01' },
    {
      kind: 'rest',
      amount: { amount: total - (Math.round(total * 0.3) + 0), currency: 'EUR' },
      due: '2027-02-01',
    },
  ],
  focCustomerIds: [],
  warnings: [],
});

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0) + 0;

describe('dividing money', () => {
  it('divides in proportion, the parts adding up exactly', () => {
    expect(divideProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(divideProportionally(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(divideProportionally(10, [0, 0])).toEqual([10, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => sum(divideProportionally(amount, weights)) === amount,
      ),
    );
  });

  it('gives each guest their lines and the booking lines to the first part', () => {
    const calc = calculation(
      [
        line('Cabin 1, Anna', 150000, 'anna'),
        line('Cabin 2, Ben', 100000, 'ben'),
        line('Transfer', 5000, null),
      ],
      255000,
    );
    const [first, second] = divideCalculation(calc, (c) => (c === 'ben' ? 1 : 0), 2);
    expect(first!.entries.filter((e) => e.customerType === 'Direct').map((e) => e.text)).toEqual([
      'Cabin 1, Anna',
      'Transfer',
    ]);
    expect(second!.total).toEqual({ amount: 100000, currency: 'EUR' });
    expect(first!.total.amount + second!.total.amount).toBe(255000);
    expect(first!.due.map((d) => d.amount.amount)).toEqual([46500, 108500]);
    expect(second!.due.map((d) => d.amount.amount)).toEqual([30000, 70000]);
  });

  it('never creates or loses money: totals, due amounts and tax add up to the original', () => {
    const guests = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            customer: fc.constantFrom(null, ...guests),
            amount: fc.integer({ min: -50000, max: 500000 }),
            onsite: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
        (lines, assignment) => {
          const entries = lines.map((l, i) =>
            line(`line ${i}`, l.amount, l.customer, { customerType: l.onsite ? 'OnSite' : 'Direct' }),
          );
          const total = sum(lines.map((l) => l.amount));
          const calc = calculation(entries, total);
          const partOf = (c: string | null) => (c ? assignment[guests.indexOf(c)]! : 0);
          const parts = divideCalculation(calc, partOf, 3);
          expect(sum(parts.map((p) => p.total.amount))).toBe(total);
          for (const kind of ['deposit', 'rest'])
            expect(
              sum(parts.flatMap((p) => p.due.filter((d) => d.kind === kind).map((d) => d.amount.amount))),
            ).toBe(calc.due.find((d) => d.kind === kind)!.amount.amount);
          expect(sum(parts.map((p) => p.tax[0]!.amount.amount))).toBe(calc.tax[0]!.amount.amount);
          const counted = (c: Calculation) =>
            sum(c.entries.filter((e) => e.customerType !== 'Info').map((e) => e.amount.amount));
          expect(sum(parts.map(counted))).toBe(counted(calc));
        },
      ),
    );
  });
});

describe('divideExtras', () => {
  const line = (id: string, customer: string | null, amount: number) => ({
    id,
    replaces: null,
    removed: false,
    text: id,
    amount,
    currency: 'EUR',
    customer,
    customerType: 'Direct' as const,
    type: 'cost' as const,
    editable: true,
    deletable: true,
  });
  const extras: BookingExtras = {
    addons: [
      { supplement: 'nitrox' },
      { supplement: 'course', customers: ['ben'] },
      { supplement: 'transfer', customers: ['ann', 'ben'] },
    ],
    specials: [{ special: 'loyal' }],
    manual: [line('m-ann', 'ann', 100), line('m-ben', 'ben', 200), line('m-all', null, 300)],
    products: [
      { id: 'p1', name: 'Boat', price: { amount: 5000, currency: 'EUR' }, addRule: 'PerBooking' as const },
      {
        id: 'p2',
        name: 'Torch',
        price: { amount: 900, currency: 'EUR' },
        addRule: 'PerBooking' as const,
        customers: ['ben'],
      },
    ],
    priceList: 'list',
  };
  const partOf = (c: string | null) => (c === 'ben' ? 1 : 0);

  it('sends lines by hand and products with their guests, booking-wide ones to the first part', () => {
    const [first, second] = divideExtras(extras, partOf, 2);
    expect(first!.manual!.map((m) => m.id)).toEqual(['m-ann', 'm-all']);
    expect(second!.manual!.map((m) => m.id)).toEqual(['m-ben']);
    expect(first!.products!.map((p) => p.id)).toEqual(['p1']);
    expect(second!.products!.map((p) => p.id)).toEqual(['p2']);
    // Nothing by hand is counted twice.
    const amounts = [first!, second!].flatMap((e) => e.manual!.map((m) => m.amount));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(600);
  });

  it('keeps each part’s guests on add-ons, and what is for everyone with every part', () => {
    const [first, second] = divideExtras(extras, partOf, 2);
    expect(first!.addons).toEqual([{ supplement: 'nitrox' }, { supplement: 'transfer', customers: ['ann'] }]);
    expect(second!.addons).toEqual([
      { supplement: 'nitrox' },
      { supplement: 'course', customers: ['ben'] },
      { supplement: 'transfer', customers: ['ben'] },
    ]);
    expect([first!.specials, second!.specials]).toEqual([[{ special: 'loyal' }], [{ special: 'loyal' }]]);
    expect([first!.priceList, second!.priceList]).toEqual(['list', 'list']);
  });
});
