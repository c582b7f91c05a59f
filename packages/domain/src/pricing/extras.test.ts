import { describe, expect, it } from 'vitest';
import { timesPerGuest } from './extras.ts';
import { guest, ids, resortContext, resortDraft, room, supplement, uuid } from './pricing-fixtures.ts';
import { quote } from './quote.ts';
import type { Stay } from './stay.ts';
import { ADD_RULES, type AddRule } from './supplement.ts';

const stay = (nights: number): Stay => ({
  arrival: '2027-05-01',
  departure: '2027-05-31',
  nights: Array.from({ length: nights }, (_, i) => `2027-05-${String(i + 1).padStart(2, '0')}`),
});

describe('add rules', () => {
  // 10 nights, 4 dives a day, dive days by SPEC §9: 10 + 1 − 3 = 8
  const table: Record<AddRule, number> = {
    PerPerson: 1,
    PerBooking: 1,
    PerBookingAndCustomer: 1,
    PerDay: 11,
    PerDiveDay: 8,
    PerDive: 32,
    PerNight: 10,
    PerWeekFloor: 1,
    PerWeekCeil: 2,
  };
  it.each(ADD_RULES)('%s', (rule) => {
    expect(timesPerGuest(rule, stay(10), resortContext({ divesPerDay: 4 }))).toBe(table[rule]);
  });

  it('takes dive days from the context when the schedule states them', () => {
    expect(timesPerGuest('PerDiveDay', stay(10), resortContext({ diveDays: 5 }))).toBe(5);
    expect(timesPerGuest('PerDiveDay', stay(1), resortContext())).toBe(0);
  });
});

describe('add-ons, products and external services', () => {
  const nitrox = (addRule: AddRule) => supplement(ids.nitrox, { name: 'Nitrox', amount: 1000, addRule });
  const lines = (addRule: AddRule, customers?: string[]) =>
    quote(
      resortDraft({ addons: [{ supplement: ids.nitrox, customers, quantity: 2 }] }),
      resortContext({ supplements: [nitrox(addRule)] }),
    ).entries.filter((e) => e.type === 'addon');

  it('charges per guest in one line, per booking once, per customer a line each', () => {
    expect(lines('PerNight').map((e) => e.amount.amount)).toEqual([2 * 2 * 7 * 1000]);
    expect(lines('PerNight')[0].reason.computation).toBe('2 guests × 14 × night × 10.00 EUR');
    expect(lines('PerBooking').map((e) => e.amount.amount)).toEqual([2000]);
    expect(lines('PerBookingAndCustomer').map((e) => [e.customer, e.amount.amount])).toEqual([
      [guest(1).id, 2000],
      [guest(2).id, 2000],
    ]);
    expect(lines('PerPerson', [guest(2).id]).map((e) => [e.customer, e.amount.amount])).toEqual([
      [guest(2).id, 2000],
    ]);
  });

  it('refuses an add-on of another asset or an inactive one', () => {
    const elsewhere = supplement(ids.nitrox, { name: 'Nitrox', amount: 1000, vessel: ids.vessel });
    const calc = quote(
      resortDraft({ addons: [{ supplement: ids.nitrox }] }),
      resortContext({ supplements: [elsewhere] }),
    );
    expect(calc.entries.some((e) => e.type === 'addon')).toBe(false);
    expect(calc.warnings[0].code).toBe('NOT_OFFERED');
  });

  it('puts add-ons paid on site in the on-site currency, outside the due amounts', () => {
    const onsite = supplement(ids.nitrox, { name: 'Nitrox', amount: 1000, customerType: 'OnSite' });
    const calc = quote(
      resortDraft({ addons: [{ supplement: ids.nitrox }] }),
      resortContext({ supplements: [onsite], onsiteCurrency: 'PHP' }),
    );
    expect(calc.entries.find((e) => e.type === 'addon')).toMatchObject({
      customerType: 'OnSite',
      amount: { amount: 127000, currency: 'PHP' },
    });
    expect(calc.total.amount).toBe(112000);
  });

  it('prices products and externals given on the draft, converting their currency', () => {
    const calc = quote(
      resortDraft({
        rooms: [room(1, [guest(1)])],
        products: [
          { id: uuid(90), name: 'Logbook', price: { amount: 1100, currency: 'USD' }, addRule: 'PerBooking' },
        ],
        externals: [
          { name: 'Airport transfer', price: { amount: 4500, currency: 'EUR' }, customer: guest(1).id },
        ],
      }),
      resortContext(),
    );
    const sold = calc.entries.filter((e) => e.type === 'product' || e.type === 'external');
    expect(sold.map((e) => [e.type, e.text, e.amount.amount, e.customer])).toEqual([
      ['product', 'Logbook', 1000, null],
      ['external', 'Airport transfer', 4500, guest(1).id],
    ]);
  });
});
