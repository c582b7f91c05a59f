import { describe, expect, it } from 'vitest';
import { applyManualLines, lineRefusal, manualFrom, type ManualLine, renamed } from './manual-lines.ts';
import {
  guest,
  rates,
  resortContext,
  resortDraft,
  resortList,
  room,
  terms,
  uuid,
} from './pricing-fixtures.ts';
import { dueAmounts } from './due-dates.ts';
import { quote, recalculated } from './quote.ts';

const manual = (line: Partial<ManualLine> & Pick<ManualLine, 'id'>): ManualLine => ({
  replaces: null,
  removed: false,
  text: 'Line',
  amount: 0,
  currency: 'EUR',
  customer: null,
  customerType: 'Direct',
  type: 'cost',
  editable: true,
  deletable: true,
  ...line,
});

describe('line ids', () => {
  const calc = quote(resortDraft(), resortContext());

  it('gives every line an id, the same when the booking is priced again', () => {
    const ids = calc.entries.map((e) => e.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(quote(resortDraft(), resortContext()).entries.map((e) => e.id)).toEqual(ids);
  });

  it("keeps a guest's line id when the other guest of the room is someone else", () => {
    const first = calc.entries.find((e) => e.type === 'room_cost' && e.customer === guest(1).id)!;
    const grown = quote(resortDraft({ rooms: [room(1, [guest(1), guest(3)])] }), resortContext());
    expect(grown.entries.find((e) => e.id === first.id)?.customer).toBe(guest(1).id);
  });
});

describe('changes by hand in the quote', () => {
  const base = quote(resortDraft(), resortContext());
  const roomLine = base.entries.find((e) => e.type === 'room_cost')!;

  it('puts a changed line in place of its priced one, and the totals and due amounts follow', () => {
    const changed = quote(
      resortDraft({
        manual: [{ ...manualFrom(roomLine), amount: roomLine.amount.amount - 10_000, text: 'Agreed price' }],
      }),
      resortContext(),
    );
    const line = changed.entries.find((e) => e.id === roomLine.id)!;
    expect(line).toMatchObject({ text: 'Agreed price', manual: true, sort: roomLine.sort });
    expect(line.reason.source).toBe('manual');
    expect(changed.total.amount).toBe(base.total.amount - 10_000);
    expect(changed.due.reduce((s, d) => s + d.amount.amount, 0)).toBe(base.total.amount - 10_000);
  });

  it('leaves a removed line out and adds lines entered by hand', () => {
    const changed = quote(
      resortDraft({
        manual: [
          { ...manualFrom(roomLine), removed: true },
          manual({ id: 'm-1', text: 'Airport transfer', amount: 4_500 }),
          manual({ id: 'm-2', text: 'Paid at the bar', amount: 2_000, customerType: 'OnSite' }),
        ],
      }),
      resortContext(),
    );
    expect(changed.entries.some((e) => e.id === roomLine.id)).toBe(false);
    expect(changed.entries.find((e) => e.id === 'm-1')).toMatchObject({
      text: 'Airport transfer',
      manual: true,
    });
    // On-site money is settled on site: not in what the booking is paid.
    expect(changed.total.amount).toBe(base.total.amount - roomLine.amount.amount + 4_500);
  });

  it('orders the lines as the operator sorted them and numbers them 10, 20, …', () => {
    const ids = base.entries.filter((e) => e.type !== 'deposit' && e.type !== 'rest').map((e) => e.id!);
    const reversed = [...ids].reverse();
    const sorted = quote(resortDraft({ order: reversed }), resortContext());
    const kept = sorted.entries.filter((e) => e.type !== 'deposit' && e.type !== 'rest');
    expect(kept.map((e) => e.id)).toEqual(reversed);
    expect(kept.map((e) => e.sort)).toEqual(reversed.map((_, i) => (i + 1) * 10));
  });

  it('drops the change of a line that is no longer priced (its guest left)', () => {
    const guest2Line = base.entries.find((e) => e.type === 'room_cost' && e.customer === guest(2).id)!;
    const entries = applyManualLines(
      base.entries.filter((e) => e.id !== guest2Line.id),
      [{ ...manualFrom(guest2Line), amount: 1 }],
    );
    expect(entries.some((e) => e.id === guest2Line.id)).toBe(false);
  });

  it('prices with the price list chosen by hand only', () => {
    const other = { ...resortList(), id: uuid(77), name: 'Dive package' };
    const chosen = quote(
      resortDraft({ priceList: uuid(77) }),
      resortContext({ priceLists: [resortList(), other] }),
    );
    expect(chosen.entries.filter((e) => e.type === 'room_cost').map((e) => e.reason.priceList?.id)).toEqual([
      uuid(77),
      uuid(77),
    ]);
  });
});

describe('what may be touched', () => {
  it('refuses to edit a line marked not editable and to delete one not deletable', () => {
    const line = { ...manual({ id: 'x' }), editable: false, deletable: false };
    const entry = applyManualLines([], [line])[0];
    expect(lineRefusal(entry, 'edit')).toBe('LINE_NOT_EDITABLE');
    expect(lineRefusal(entry, 'delete')).toBe('LINE_NOT_DELETABLE');
    expect(lineRefusal({ ...entry!, editable: true, deletable: true }, 'delete')).toBeNull();
  });

  it('renames from a pattern', () => {
    expect(renamed('{text} ({customer})', { text: 'Nitrox', customer: 'Ana Diaz' })).toBe(
      'Nitrox (Ana Diaz)',
    );
  });
});

describe('a change by hand on a stored calculation', () => {
  const stored = quote(resortDraft(), resortContext());
  const dueOf = (total: { amount: number; currency: string }) =>
    dueAmounts(total, terms, '2027-01-10', '2027-05-03', rates);

  it('adds a line without pricing the rest again, and the due amounts follow', () => {
    const next = recalculated(
      stored,
      { manual: [manual({ id: 'm-1', text: 'Transfer', amount: 4_500 })] },
      dueOf,
      {
        rates,
      },
    );
    expect(next.priced).toEqual(stored.priced);
    expect(next.total.amount).toBe(stored.total.amount + 4_500);
    expect(next.due.map((d) => d.amount.amount).reduce((a, b) => a + b)).toBe(stored.total.amount + 4_500);
    expect(next.entries.filter((e) => e.type === 'deposit' || e.type === 'rest')).toHaveLength(2);
    // Removing the change by hand gives back the stored calculation's lines.
    const back = recalculated(next, { manual: [] }, dueOf, { rates });
    expect(back.entries.map((e) => [e.id, e.amount.amount])).toEqual(
      stored.entries.map((e) => [e.id, e.amount.amount]),
    );
  });
});
