import type { Occupancy } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import {
  type CalendarAnswer,
  type CalendarCabin,
  calendarRange,
  clip,
  monthSegments,
  vesselTimelines,
  weekendPattern,
} from './calendar-model.ts';

const cabin = (id: string, deck: string | null, beds = [0, 1]): CalendarCabin => ({
  id,
  name: id.toUpperCase(),
  deck,
  availableBeds: beds.length,
  activeBeds: beds,
  blocked: false,
});
const trip = (id: string, from: string, to: string, status = 'open') => ({
  id,
  tour: 't',
  tourName: `Tour ${id}`,
  vessel: 'v1',
  from,
  to,
  status,
  nights: 7,
});
const blocker = (room: string, from: string, to: string, extra: Partial<Occupancy> = {}): Occupancy => ({
  id: `${room}-${from}`,
  room,
  beds: [0, 64],
  from,
  to,
  kind: 'blocker',
  reason: 'Maintanance',
  note: '',
  ...extra,
});

function answer(occupancies: Occupancy[], cabins = [cabin('c1', 'd1'), cabin('c2', null)]): CalendarAnswer {
  return {
    from: '2027-01-01',
    to: '2027-02-01',
    weekend: { arrivalDays: [], departureDays: [] },
    vessels: [{ id: 'v1', name: 'MV Manta', decks: [{ id: 'd1', name: 'Main', sort: 1 }], cabins }],
    schedules: [
      trip('a', '2026-12-26', '2027-01-02'),
      trip('b', '2027-01-02', '2027-01-09'),
      trip('x', '2027-01-09', '2027-01-16', 'cancelled'),
      trip('c', '2027-01-23', '2027-01-30'),
    ],
    occupancies,
  };
}

describe('ranges', () => {
  it('turns a month and a span into [first day, first day of the month after)', () => {
    expect(calendarRange('2027-01', 1)).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    expect(calendarRange('2027-11', 3)).toEqual({ from: '2027-11-01', to: '2028-02-01' });
  });

  it('splits a range into month segments in day indices', () => {
    expect(monthSegments('2027-01-01', '2027-04-01')).toEqual([
      { month: '2027-01', start: 0, length: 31 },
      { month: '2027-02', start: 31, length: 28 },
      { month: '2027-03', start: 59, length: 31 },
    ]);
    const year = monthSegments('2028-01-01', '2029-01-01');
    expect(year).toHaveLength(12);
    expect(year.reduce((sum, m) => sum + m.length, 0)).toBe(366);
  });

  it('clips a stay to the visible days and drops one outside', () => {
    const range = { from: '2027-01-01', to: '2027-02-01' };
    expect(clip(range, '2026-12-26', '2027-01-02')).toEqual({ start: 0, length: 1 });
    expect(clip(range, '2027-01-30', '2027-02-06')).toEqual({ start: 29, length: 2 });
    expect(clip(range, '2027-02-01', '2027-02-08')).toBeNull();
  });

  it('marks Saturday and Sunday and the change-over days of the schedule rules (SPEC §9)', () => {
    // 2027-01-01 is a Friday.
    expect(weekendPattern('2027-01-01', {})).toEqual([false, true, true, false, false, false, false]);
    expect(weekendPattern('2027-01-01', { arrivalDays: [5], departureDays: [3] })).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('vesselTimelines', () => {
  it('gives every cabin a cell per trip in the range, cancelled trips left out', () => {
    const [timeline] = vesselTimelines(answer([]));
    expect(timeline!.trips.map((t) => [t.trip.id, t.start, t.length])).toEqual([
      ['a', 0, 1],
      ['b', 1, 7],
      ['c', 22, 7],
    ]);
    expect(timeline!.trips.every((t) => t.freeCabins === 2 && t.cabins === 2)).toBe(true);
    const rows = timeline!.decks.flatMap((d) => d.rows);
    expect(rows.map((r) => r.cells.map((c) => c.state))).toEqual([
      ['free', 'free', 'free'],
      ['free', 'free', 'free'],
    ]);
  });

  it('groups cabins by deck in deck order, unplaced cabins last', () => {
    const [timeline] = vesselTimelines(answer([]));
    expect(timeline!.decks.map((d) => [d.deck?.name ?? null, d.rows.map((r) => r.cabin.id)])).toEqual([
      ['Main', ['c1']],
      [null, ['c2']],
    ]);
  });

  it('orders cabins as people count: 9 before 10', () => {
    const cabins = [cabin('cabin 10', null), cabin('cabin 9', null), cabin('cabin 1', null)];
    const rows = vesselTimelines(answer([], cabins))[0]!.decks.flatMap((d) => d.rows);
    expect(rows.map((r) => r.cabin.id)).toEqual(['cabin 1', 'cabin 9', 'cabin 10']);
  });

  it('takes the worst night of a trip: one blocked night blocks the cabin for the trip', () => {
    const [timeline] = vesselTimelines(answer([blocker('c1', '2027-01-05', '2027-01-06')]));
    const c1 = timeline!.decks[0]!.rows[0]!;
    expect(c1.cells.map((c) => c.state)).toEqual(['free', 'blocked', 'free']);
    expect(c1.cells[1]!.freeBeds).toBe(0);
    expect(timeline!.trips[1]!.freeCabins).toBe(1);
  });

  it('shows an out-of-order blocker in its own colour and some beds taken as partial', () => {
    const occupancies = [
      blocker('c1', '2027-01-23', '2027-01-30', { reason: 'OutOfOrder' }),
      blocker('c2', '2027-01-02', '2027-01-09', { beds: [0, 1] }),
    ];
    const rows = vesselTimelines(answer(occupancies))[0]!.decks.flatMap((d) => d.rows);
    expect(rows[0]!.cells[2]!.state).toBe('outOfOrder');
    expect(rows[1]!.cells[1]).toMatchObject({ state: 'partial', freeBeds: 1, beds: 2 });
  });

  it('blocks every trip of a cabin that is out of service as a whole', () => {
    const cabins = [{ ...cabin('c1', 'd1'), blocked: true }];
    const rows = vesselTimelines(answer([], cabins))[0]!.decks.flatMap((d) => d.rows);
    expect(rows[0]!.cells.every((c) => c.state === 'blocked' && c.freeBeds === 0)).toBe(true);
  });

  it('shows blockers on days in port, and only those days', () => {
    // The vessel sails until Jan 16 (the cancelled trip aside: in port Jan 9-16) and from Jan 23.
    const [timeline] = vesselTimelines(answer([blocker('c2', '2027-01-07', '2027-01-25')]));
    const c2 = timeline!.decks[1]!.rows[0]!;
    expect(c2.blocks).toEqual([{ start: 8, length: 14, reason: 'Maintanance' }]);
    expect(c2.cells.map((c) => c.state)).toEqual(['free', 'blocked', 'blocked']);
  });
});

describe('booking colours (SPEC §4)', () => {
  const booked = (room: string, state: Occupancy['bookingState'], beds: [number, number] = [0, 64]) =>
    blocker(room, '2027-01-02', '2027-01-09', {
      id: `${room}-${state}`,
      kind: 'booking',
      reason: null,
      bookingState: state,
      beds,
    });
  const cellOf = (occupancies: Occupancy[], room = 'c1') =>
    vesselTimelines(answer(occupancies))[0]!
      .decks.flatMap((d) => d.rows)
      .find((r) => r.cabin.id === room)!
      .cells.find((c) => c.trip.id === 'b')!;

  it('shows a full cabin as offer, reservation or booking by the state holding it', () => {
    expect(cellOf([booked('c1', 'draft')]).state).toBe('offer');
    expect(cellOf([booked('c1', 'planned')]).state).toBe('reservation');
    expect(cellOf([booked('c1', 'confirmed')]).state).toBe('booking');
  });

  it('lets the firmest booking colour a cabin shared by several, and keeps a partly sold one light', () => {
    expect(cellOf([booked('c1', 'draft', [0, 1]), booked('c1', 'confirmed', [1, 2])]).state).toBe('booking');
    expect(cellOf([booked('c1', 'confirmed', [0, 1])]).state).toBe('partial');
    expect(cellOf([booked('c1', 'confirmed')], 'c2').state).toBe('free');
  });

  it('shows a cabin held for an agency as its allotment, naming the agency, until a booking takes it', () => {
    const held = (beds: [number, number]) =>
      blocker('c1', '2027-01-02', '2027-01-09', {
        id: `held-${beds[0]}`,
        kind: 'allotment',
        reason: null,
        beds,
        agency: 'a1',
        agencyName: 'Blue Reef Travel',
      });
    expect(cellOf([held([0, 64])])).toMatchObject({ state: 'allotment', agencies: ['Blue Reef Travel'] });
    expect(cellOf([held([1, 64]), booked('c1', 'confirmed', [0, 1])]).state).toBe('booking');
    expect(cellOf([booked('c1', 'confirmed')]).agencies).toEqual([]);
    const through = { ...booked('c1', 'confirmed'), agency: 'a1', agencyName: 'Blue Reef Travel' };
    expect(cellOf([through])).toMatchObject({
      state: 'booking',
      agencies: [],
      bookedThrough: ['Blue Reef Travel'],
    });
  });
});
