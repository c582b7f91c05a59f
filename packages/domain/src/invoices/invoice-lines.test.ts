import { describe, expect, it } from 'vitest';
import type { Calculation } from '../pricing/index.ts';
import { guest, ids, resortContext, resortDraft, resortList, room, special } from '../pricing/index.ts';
import { quote } from '../pricing/index.ts';
import { invoiceAmounts } from './invoice-amounts.ts';
import {
  type InvoiceRoom,
  invoiceDueDate,
  invoiceSources,
  mergedSources,
  stayLineText,
} from './invoice-lines.ts';

/** A quote at awkward prices: `price` per guest and night for two guests, `rooms` rooms. */
function priced(price: number, nights: number, percent: number, inclusive: boolean, rooms = 1) {
  const list = resortList({
    entries: [
      { roomType: ids.standard, season: 'Low', noOfPax: 2, amount: price, childAmount: null },
      { roomType: ids.standard, season: 'Low', noOfPax: 1, amount: price, childAmount: null },
    ],
    tax: { status: 'active', value: percent, name: 'VAT', inclusive },
  });
  const to = `2027-05-${String(3 + nights).padStart(2, '0')}`;
  const draft = resortDraft({
    rooms: Array.from({ length: rooms }, (_, r) => room(r + 1, [guest(2 * r + 1), guest(2 * r + 2)])),
    dates: { from: '2027-05-03', to },
  });
  const calculation = quote(draft, resortContext({ priceLists: [list] }));
  const invoiceRooms: InvoiceRoom[] = draft.rooms.map((r) => ({
    roomType: 'Garden Double',
    guests: r.beds.flatMap((b) => (b ? [{ customer: b.id, name: b.name ?? b.id }] : [])),
  }));
  return { calculation, invoiceRooms };
}

/** The invoice of the whole booking, by the booking's own tax line. */
function invoiceOf(calculation: Calculation, rooms: InvoiceRoom[], language: 'en' | 'de' = 'en') {
  const [tax] = calculation.tax;
  const rate = {
    percent: tax!.percent,
    category: 'S' as const,
    exemptionReason: '',
    inclusive: tax!.inclusive,
  };
  const sources = mergedSources(invoiceSources(calculation, 'EUR', language, rooms), language, 'EUR');
  return { sources, amounts: invoiceAmounts(sources.map((s) => ({ ...s, rate }))) };
}

describe('one rounding rule for booking and invoice', () => {
  const cases: [price: number, nights: number, percent: number, inclusive: boolean, rooms: number][] = [
    [8533, 7, 19, true, 1],
    [8533, 7, 19, false, 1],
    [9999, 3, 7, true, 2],
    [9999, 3, 7, false, 2],
    [12_345, 11, 19, true, 3],
    [4_217, 5, 19, false, 3],
    [3_333, 9, 7, true, 1],
    [16_667, 2, 12, false, 2],
  ];
  it.each(cases)(
    '%i cents × %i nights × 2 guests at %i %% (inclusive %s, %i rooms): same VAT and total to the cent',
    (price, nights, percent, inclusive, rooms) => {
      const { calculation, invoiceRooms } = priced(price, nights, percent, inclusive, rooms);
      const { amounts } = invoiceOf(calculation, invoiceRooms);
      expect(amounts.tax).toBe(calculation.tax[0]!.amount.amount);
      expect(amounts.payable).toBe(calculation.total.amount);
      expect(amounts.rounding).toBe(0);
      expect(amounts.net + amounts.tax).toBe(calculation.total.amount);
    },
  );

  it('bills no tax line as if it were a service (a net price list adds its VAT once)', () => {
    const { calculation, invoiceRooms } = priced(10_000, 2, 19, false);
    const { sources, amounts } = invoiceOf(calculation, invoiceRooms);
    expect(sources.map((s) => s.amount)).toEqual([40_000]);
    expect(amounts.tax).toBe(7_600);
    expect(amounts.payable).toBe(47_600);
  });
});

describe('invoice lines in the guest words', () => {
  it('says nights × rate and the guests of each room, in English and German', () => {
    const { calculation, invoiceRooms } = priced(8_500, 7, 19, true, 2);
    expect(
      invoiceOf(calculation, invoiceRooms).sources.map((s) => [s.text, s.amount, s.also.length]),
    ).toEqual([
      ['Garden Double, 7 nights × €85.00, 2 guests', 119_000, 1],
      ['Garden Double, 7 nights × €85.00, 2 guests', 119_000, 1],
    ]);
    expect(invoiceOf(calculation, invoiceRooms, 'de').sources[0]!.text).toBe(
      'Garden Double, 7 Nächte × 85,00\u00a0€, 2 Gäste',
    );
  });

  it('shows a discount as its own line, after the nights × rate it changes', () => {
    const list = resortList({
      entries: [{ roomType: ids.standard, season: 'Low', noOfPax: 1, amount: 8_500, childAmount: null }],
    });
    const discount = special(1, { name: 'Stay 7 pay 6', discount: 'PerCent', discountValue: 10 });
    const draft = resortDraft({ rooms: [room(1, [guest(1)])] });
    const calculation = quote(draft, resortContext({ priceLists: [list], specials: [discount] }));
    const sources = invoiceSources(calculation, 'EUR', 'en', [
      { roomType: 'Garden Single', guests: [{ customer: guest(1).id, name: 'Guest 1' }] },
    ]);
    expect(sources.reduce((a, s) => a + s.amount, 0)).toBe(calculation.total.amount);
    expect(sources.map((s) => [s.text, s.amount])).toEqual([
      ['Garden Single, 7 nights × €85.00, Guest 1', 59_500],
      ['Stay 7 pay 6', -5_950],
    ]);
  });

  it('names the guest on a line of its own, so an invoice can be split by guest', () => {
    const { calculation, invoiceRooms } = priced(8_500, 7, 19, true);
    expect(invoiceSources(calculation, 'EUR', 'en', invoiceRooms).map((s) => s.text)).toEqual([
      'Garden Double, 7 nights × €85.00, Guest 1',
      'Garden Double, 7 nights × €85.00, Guest 2',
    ]);
  });

  it('writes one night, one guest and a price per stay', () => {
    expect(stayLineText('en', 'EUR', 'Deluxe Cabin', { count: 1, unit: 'stay', price: 150_000 }, 1)).toBe(
      'Deluxe Cabin, €1,500.00 per guest, 1 guest',
    );
    expect(stayLineText('de', 'EUR', 'Garden Single', { count: 1, unit: 'night', price: 9_050 }, 1)).toBe(
      'Garden Single, 1 Nacht × 90,50\u00a0€, 1 Gast',
    );
  });
});

describe('the pay-by date of an invoice', () => {
  const due = [
    { due: '2027-02-01', kind: 'deposit' },
    { due: '2027-04-03', kind: 'rest' },
  ];
  it('is the balance date of the booking terms', () => {
    expect(invoiceDueDate(due, '2027-01-10')).toBe('2027-04-03');
  });
  it('is today when the terms have passed, and the days asked for when someone names them', () => {
    expect(invoiceDueDate(due, '2027-04-20')).toBe('2027-04-20');
    expect(invoiceDueDate(due, '2027-01-10', 10)).toBe('2027-01-20');
  });
  it('gives 14 days to a booking without terms', () => {
    expect(invoiceDueDate([], '2027-01-10')).toBe('2027-01-24');
  });
});
