import { describe, expect, it } from 'vitest';
import type { BookingDetail } from './booking-detail.ts';
import { type BookingSnapshot, diffSnapshots, snapshotOf } from './booking-history.ts';

const detail = {
  id: 'b1',
  version: 1,
  bookingNo: '2027-00001',
  state: 'planned',
  type: 'vessel',
  from: '2027-03-06',
  to: '2027-03-13',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 2,
  schedule: 's1',
  tour: 't1',
  vessel: 'v1',
  resort: null,
  currency: 'EUR',
  total: 300000,
  paid: 0,
  source: 'direct',
  bookingSource: null,
  category: null,
  language: 'de',
  termsOfPayment: null,
  bookingDate: '2026-11-24',
  cancelationDate: null,
  cancelReason: null,
  freedDate: null,
  releaseReason: null,
  deletedDate: null,
  resolvedDate: null,
  previousState: null,
  optionUntil: null,
  rebookedTo: null,
  rebookedFrom: null,
  splitFrom: null,
  references: [],
  note: '',
  calculation: {
    entries: [
      { text: 'Cabin 1, Anna Berg', amount: { amount: 150000, currency: 'EUR' } },
      { text: 'Cabin 1, Ben Berg', amount: { amount: 150000, currency: 'EUR' } },
    ],
  },
  extras: { addons: [], specials: [] },
  checkIn: null,
  checkOut: null,
  hasFoc: false,
  rooms: [
    {
      id: 'rb1',
      room: 'c1',
      roomName: 'Cabin 1',
      roomType: 'Deluxe',
      from: '2027-03-06',
      to: '2027-03-13',
      beds: null,
      checkIn: null,
      checkOut: null,
      locked: false,
      guests: [
        { customer: 'k1', fullName: 'Anna Berg', bed: 0, variant: null },
        { customer: 'k2', fullName: 'Ben Berg', bed: 1, variant: null },
      ],
    },
  ],
  payments: [],
  createdAt: '',
  updatedAt: '',
} as unknown as BookingDetail;

const base = snapshotOf(detail);
const with_ = (patch: Partial<BookingSnapshot>): BookingSnapshot => ({ ...structuredClone(base), ...patch });

describe('a booking version', () => {
  it('remembers names, not only ids, and the calculation as readable lines', () => {
    expect(base.rooms).toEqual([
      {
        id: 'rb1',
        roomName: 'Cabin 1',
        from: '2027-03-06',
        to: '2027-03-13',
        beds: null,
        locked: false,
        checkIn: null,
        checkOut: null,
        guests: ['Anna Berg', 'Ben Berg'],
      },
    ]);
    expect(base.calculation).toEqual(['Cabin 1, Anna Berg: 1500.00 EUR', 'Cabin 1, Ben Berg: 1500.00 EUR']);
  });

  it('lists what the first version holds, leaving empty fields out', () => {
    const fields = diffSnapshots(null, base).map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining(['state', 'from', 'to', 'leadName', 'total', 'rooms.Cabin 1', 'calculation']),
    );
    expect(fields).not.toContain('note');
    expect(fields).not.toContain('extras');
    expect(fields).not.toContain('paid');
    expect(diffSnapshots(null, base)).toContainEqual({
      field: 'rooms.Cabin 1',
      before: null,
      after: 'Cabin 1, 2027-03-06 – 2027-03-13: Anna Berg, Ben Berg',
    });
  });

  it('names nothing when nothing changed', () => {
    expect(diffSnapshots(base, structuredClone(base))).toEqual([]);
  });

  it('names changed header fields with before and after', () => {
    expect(diffSnapshots(base, with_({ state: 'confirmed', note: 'late' }))).toEqual([
      { field: 'state', before: 'planned', after: 'confirmed' },
      { field: 'note', before: '', after: 'late' },
    ]);
  });

  it('follows a room by its id through a change of cabin and of guests', () => {
    const after = with_({});
    after.rooms[0] = { ...after.rooms[0]!, roomName: 'Suite', guests: ['Anna Berg', null] };
    expect(diffSnapshots(base, after)).toEqual([
      { field: 'rooms.Cabin 1.roomName', before: 'Cabin 1', after: 'Suite' },
      { field: 'rooms.Cabin 1.guests', before: ['Anna Berg', 'Ben Berg'], after: ['Anna Berg', null] },
    ]);
  });

  it('tells added and removed rooms, payments and references', () => {
    const payment = {
      id: 'p1',
      date: '2027-01-02',
      amount: 5000,
      currency: 'EUR',
      method: 'cash',
      reference: '',
    };
    const after = with_({ payments: [payment], references: [{ id: 'r1', kind: 'agency', value: 'A-1' }] });
    after.rooms = [{ ...after.rooms[0]!, id: 'rb2', roomName: 'Cabin 2' }];
    expect(diffSnapshots(base, after)).toEqual([
      {
        field: 'rooms.Cabin 1',
        before: 'Cabin 1, 2027-03-06 – 2027-03-13: Anna Berg, Ben Berg',
        after: null,
      },
      {
        field: 'rooms.Cabin 2',
        before: null,
        after: 'Cabin 2, 2027-03-06 – 2027-03-13: Anna Berg, Ben Berg',
      },
      { field: 'payments', before: null, after: payment },
      { field: 'references', before: null, after: { id: 'r1', kind: 'agency', value: 'A-1' } },
    ]);
    expect(diffSnapshots(after, base)).toContainEqual({ field: 'payments', before: payment, after: null });
  });

  it('compares calculation lines as a list, duplicates counted', () => {
    const after = with_({
      calculation: [
        'Cabin 1, Anna Berg: 1500.00 EUR',
        'Cabin 1, Anna Berg: 1500.00 EUR',
        'Discount: -100.00 EUR',
      ],
    });
    expect(diffSnapshots(base, after)).toEqual([
      {
        field: 'calculation',
        before: ['Cabin 1, Ben Berg: 1500.00 EUR'],
        after: ['Cabin 1, Anna Berg: 1500.00 EUR', 'Discount: -100.00 EUR'],
      },
    ]);
  });
});
