import { describe, expect, it } from 'vitest';
import {
  guest,
  ids,
  resortContext,
  resortDraft,
  resortList,
  room,
  sumOf,
  uuid,
  vesselList,
} from './pricing-fixtures.ts';
import { quote } from './quote.ts';

const roomTotal = (calc: ReturnType<typeof quote>) => sumOf(calc.entries, 'room_cost');

describe('price lists', () => {
  it('only active lists of the booked asset price anything', () => {
    const draftList = resortList({ status: 'draft' });
    const calc = quote(resortDraft(), resortContext({ priceLists: [draftList] }));
    expect(calc.entries).toEqual([]);
    expect(calc.warnings[0]).toMatchObject({ code: 'NO_PRICE', customer: guest(1).id, night: '2027-05-03' });
    const elsewhere = resortList({ resort: uuid(999) });
    expect(roomTotal(quote(resortDraft(), resortContext({ priceLists: [elsewhere] })))).toBe(0);
  });

  it('warns about each guest night no list covers', () => {
    const calc = quote(resortDraft({ dates: { from: '2027-12-18', to: '2027-12-22' } }), resortContext());
    expect(roomTotal(calc)).toBe(2 * 2 * 8000);
    expect(calc.warnings.map((w) => w.text)).toEqual([
      'No active price list covers 2 night(s) of Guest 1: 2027-12-20, 2027-12-21',
      'No active price list covers 2 night(s) of Guest 2: 2027-12-20, 2027-12-21',
    ]);
  });

  it('respects the validity range', () => {
    const calc = quote(
      resortDraft(),
      resortContext({ priceLists: [resortList({ valid: { from: '2027-05-05', to: null } })] }),
    );
    expect(roomTotal(calc)).toBe(2 * 5 * 8000);
  });

  it('uses the single-use entry for one guest and a cabin entry over the room type', () => {
    const single = resortDraft({ rooms: [room(1, [guest(1), null])] });
    expect(roomTotal(quote(single, resortContext()))).toBe(7 * 12000);
    const cabin = resortList();
    cabin.entries.push({
      roomType: null,
      room: ids.room(1),
      season: 'Low',
      noOfPax: null,
      amount: 7000,
      childAmount: null,
    });
    expect(roomTotal(quote(resortDraft(), resortContext({ priceLists: [cabin] })))).toBe(2 * 7 * 7000);
  });

  it('charges the child price to a guest aged up to childMaxAge on arrival', () => {
    const draft = resortDraft({ rooms: [room(1, [guest(1), guest(2, { birthday: '2015-05-03' })])] });
    expect(roomTotal(quote(draft, resortContext({ childMaxAge: 12 })))).toBe(7 * 8000 + 7 * 4000);
    expect(roomTotal(quote(draft, resortContext({ childMaxAge: 11 })))).toBe(2 * 7 * 8000);
  });

  it('applies the list surcharge, then its discount', () => {
    const list = resortList({ surcharge: 10, discount: 5000, discountType: 'absolute' });
    const calc = quote(resortDraft(), resortContext({ priceLists: [list] }));
    // 80.00 + 10 % = 88.00, − 50.00 = 38.00 a night
    expect(roomTotal(calc)).toBe(2 * 7 * 3800);
    expect(calc.entries[0].reason.computation).toBe(
      '7 nights × 80.00 EUR (Low) + 10 % surcharge − 50.00 EUR discount',
    );
  });

  it('falls back to the base price when no entry matches', () => {
    const list = resortList({ basePrice: 9900 });
    const deluxeless = { ...list, entries: list.entries.filter((e) => e.roomType !== ids.deluxe) };
    const calc = quote(
      resortDraft({ rooms: [room(1, [guest(1)], ids.deluxe)] }),
      resortContext({ priceLists: [deluxeless] }),
    );
    expect(roomTotal(calc)).toBe(7 * 9900);
    expect(calc.entries[0].reason.computation).toBe('7 nights × 99.00 EUR (Low, base price)');
  });

  it('prefers a list for the guest country, then the lower price', () => {
    const residents = resortList(
      { name: 'Residents', countries: ['ph'], entries: [{ amount: 5000 }] },
      uuid(22),
    );
    const pricier = resortList({ name: 'Pricier', entries: [{ amount: 9000 }] }, uuid(23));
    const draft = resortDraft({
      rooms: [room(1, [guest(1, { passportCountry: 'PH' }), guest(2, { addressCountry: 'DE' })])],
    });
    const calc = quote(draft, resortContext({ priceLists: [pricier, residents, resortList()] }));
    expect(calc.entries.filter((e) => e.type === 'room_cost').map((e) => e.text)).toEqual([
      'Residents: Guest 1 (Room 1)',
      'Resort 2027: Guest 2 (Room 1)',
    ]);
  });

  it('OTA bookings use only lists available to OTAs', () => {
    expect(roomTotal(quote(resortDraft({ source: 'ota' }), resortContext()))).toBe(0);
    const ota = resortContext({ priceLists: [resortList({ isAvailableToOTA: true })] });
    expect(roomTotal(quote(resortDraft({ source: 'ota' }), ota))).toBe(112000);
  });

  it('a complete list prices the whole stay, per person, by the arrival season', () => {
    const calc = quote(
      {
        asset: { kind: 'vessel', id: ids.vessel },
        rooms: [room(1, [guest(1)], ids.lowerDeck)],
        dates: { from: '2027-03-06', to: '2027-03-13' },
        bookingDate: '2027-01-01',
        source: 'direct',
        currency: 'EUR',
      },
      resortContext({ priceLists: [vesselList()] }),
    );
    expect(calc.entries[0]).toMatchObject({ type: 'room_cost', amount: { amount: 150000 } });
    expect(calc.entries[0].reason.computation).toBe('stay × 1500.00 EUR');
  });

  it('converts into the booking currency and warns when the list is not sold in it', () => {
    const calc = quote(resortDraft({ currency: 'JPY' }), resortContext());
    expect(calc.total).toEqual({ amount: 2 * 7 * 12800, currency: 'JPY' });
    expect(calc.warnings).toContainEqual(expect.objectContaining({ code: 'CURRENCY_NOT_OFFERED' }));
  });

  it('adds a tax that is not included in the prices', () => {
    const list = resortList({
      tax: { status: 'active', value: 10, name: 'Service charge', inclusive: false },
    });
    const calc = quote(resortDraft(), resortContext({ priceLists: [list] }));
    expect(calc.entries.find((e) => e.reason.source === 'tax')).toMatchObject({
      type: 'cost',
      customerType: 'Direct',
      amount: { amount: 11200 },
    });
    expect(calc.total.amount).toBe(123200);
  });

  it('charges no tax while its status is aborted (the default)', () => {
    const list = resortList({ tax: {} });
    expect(list.tax).toEqual({ status: 'aborted', value: 0, name: '', inclusive: true });
    expect(quote(resortDraft(), resortContext({ priceLists: [list] })).tax).toEqual([]);
  });

  it('needs nights to price', () => {
    const calc = quote(resortDraft({ dates: { from: '2027-05-03', to: '2027-05-03' } }), resortContext());
    expect(calc.warnings).toEqual([{ code: 'NO_DATES', text: 'The booking has no nights to price' }]);
    expect(calc.total.amount).toBe(0);
  });
});

describe('price variants', () => {
  const variant = (surchargeType: 'percent' | 'absolute', surcharge: number, perNight = true) => ({
    id: uuid(95),
    name: 'Full board',
    description: '',
    surcharge,
    surchargeType,
    perNight,
  });
  const price = (v: ReturnType<typeof variant>, offered = true) => {
    const draft = resortDraft({ rooms: [room(1, [guest(1, { variant: v.id }), guest(2)])] });
    const list = resortList({ variants: offered ? [v.id] : [] });
    return quote(draft, resortContext({ variants: [v], priceLists: [list] }));
  };

  it('adds a percentage of the guest room price as an option line', () => {
    expect(sumOf(price(variant('percent', 25)).entries, 'option')).toBe(14000);
  });

  it('adds a fixed amount per night or per stay', () => {
    expect(sumOf(price(variant('absolute', 3000)).entries, 'option')).toBe(21000);
    expect(sumOf(price(variant('absolute', 3000, false)).entries, 'option')).toBe(3000);
  });

  it('charges a per-stay amount once when two lists price the stay', () => {
    const v = variant('absolute', 3000, false);
    const draft = resortDraft({ rooms: [room(1, [guest(1, { variant: v.id })])] });
    const lists = [
      resortList({ variants: [v.id], valid: { from: null, to: '2027-05-05' } }),
      resortList({ variants: [v.id], valid: { from: '2027-05-06', to: null } }, uuid(22)),
    ];
    const calc = quote(draft, resortContext({ variants: [v], priceLists: lists }));
    expect(calc.entries.filter((e) => e.type === 'room_cost')).toHaveLength(2);
    expect(sumOf(calc.entries, 'option')).toBe(3000);
  });

  it('warns when the guest list does not offer the variant', () => {
    const calc = price(variant('percent', 25), false);
    expect(sumOf(calc.entries, 'option')).toBe(0);
    expect(calc.warnings[0]).toMatchObject({ code: 'NOT_OFFERED', customer: guest(1).id });
  });
});
