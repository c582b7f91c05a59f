import { DEFAULT_DISPLAY_SETTINGS } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { CALENDAR_COLORS } from '../../ui/calendar-colors.ts';
import { chartAnswer, chartBar } from './chart-test-data.ts';
import {
  chartLines,
  chartRange,
  dayAt,
  draggedStay,
  overCapacity,
  pageStart,
  pickedNights,
  startForToday,
  todayIndex,
} from './chart-model.ts';

const now = { today: '2027-03-04', time: '2027-03-04T12:00:00.000Z' };

describe('the lines of the occupancy chart', () => {
  it('groups active rooms by type in natural order, with a line per bed of a shared room', () => {
    const lines = chartLines(chartAnswer(), now);
    expect(lines.map((l) => `${l.kind}:${l.label}`)).toEqual([
      'type:Dive Dorm',
      'room:Dorm A',
      'bed:1',
      'bed:2',
      'bed:3',
      'type:Garden Double',
      'room:G2',
      'room:G10',
    ]);
  });

  it('places a bar by day from the range start, cut where the stay goes on', () => {
    const answer = chartAnswer({
      bars: [chartBar(), chartBar({ roomBooking: 'rb2', room: 'g10', from: '2027-02-25', to: '2027-03-02' })],
    });
    const lines = chartLines(answer, now);
    const g2 = lines.find((l) => l.label === 'G2')!;
    expect(g2.bars[0]).toMatchObject({ start: 2, length: 3, cutStart: false, cutEnd: false });
    const g10 = lines.find((l) => l.label === 'G10')!;
    expect(g10.bars[0]).toMatchObject({ start: 0, length: 1, cutStart: true });
  });

  it('puts bed bookings on their beds and whole-room blockers on the room', () => {
    const answer = chartAnswer({
      bars: [chartBar({ room: 'dorm', beds: [0, 2] })],
      blockers: [
        {
          id: 'k1',
          room: 'g2',
          beds: [0, 64],
          from: '2027-03-10',
          to: '2027-03-12',
          reason: 'OutOfOrder',
          note: '',
          kind: 'blocker',
          releaseDate: null,
        },
        {
          id: 'k2',
          room: 'dorm',
          beds: [1, 2],
          from: '2027-03-10',
          to: '2027-03-12',
          reason: 'Maintanance',
          note: '',
          kind: 'blocker',
          releaseDate: null,
        },
      ],
    });
    const lines = chartLines(answer, now);
    const byKey = new Map(lines.map((l) => [l.key, l]));
    expect(byKey.get('dorm:0')!.bars).toHaveLength(1);
    expect(byKey.get('dorm:1')!.bars).toHaveLength(0);
    expect(byKey.get('dorm:2')!.bars).toHaveLength(1);
    expect(byKey.get('dorm')!.bars).toHaveLength(0);
    expect(byKey.get('g2')!.blocks[0]).toMatchObject({ start: 9, length: 2, look: 'outOfOrder' });
    expect(byKey.get('dorm:1')!.blocks[0]!.look).toBe('blocked');
  });

  it('draws an agency’s allotment on its room in the allotment look', () => {
    const answer = chartAnswer({
      blockers: [
        {
          id: 'a1',
          room: 'g10',
          beds: [0, 64],
          from: '2027-03-10',
          to: '2027-03-12',
          reason: null,
          note: 'Blue Reef Travel',
          kind: 'allotment',
          releaseDate: '2027-02-20',
        },
      ],
    });
    const g10 = chartLines(answer, now).find((l) => l.key === 'g10')!;
    expect(g10.blocks[0]).toMatchObject({ start: 9, length: 2, look: 'allotment' });
  });

  it('colours bars by the SPEC §4 display rules: state, checked in, past, category, FOC', () => {
    const answer = chartAnswer({
      display: { ...DEFAULT_DISPLAY_SETTINGS, focColor: '#d81b60' },
      bars: [
        chartBar({ roomBooking: 'a', room: 'g2', state: 'planned' }),
        chartBar({ roomBooking: 'b', room: 'g10', checkIn: '2027-03-03T14:00:00.000Z' }),
        chartBar({ roomBooking: 'c', room: 'g10', from: '2027-03-01', to: '2027-03-03' }),
        chartBar({ roomBooking: 'd', room: 'g2', from: '2027-03-08', to: '2027-03-10', category: 'c1' }),
        chartBar({ roomBooking: 'e', room: 'g2', from: '2027-03-11', to: '2027-03-13', hasFoc: true }),
      ],
    });
    const bars = chartLines(answer, now).flatMap((l) => l.bars);
    const byId = new Map(bars.map((b) => [b.bar.roomBooking, b]));
    expect(byId.get('a')!.background).toBe(CALENDAR_COLORS.reservation);
    expect(byId.get('b')!.colorKey).toBe('checkedIn');
    expect(byId.get('c')!.colorKey).toBe('pastBooking');
    expect(byId.get('d')!.background).toBe('#7b4fa6');
    expect(byId.get('e')!.background).toBe('#d81b60');
    expect(byId.get('d')!.color).toBe('#ffffff');
  });
});

describe('dragging on the chart', () => {
  it('turns a pointer position into a day of the range', () => {
    const lane = { left: 100, width: 1400 };
    expect(dayAt(100, lane, 14)).toBe(0);
    expect(dayAt(1499, lane, 14)).toBe(13);
    expect(dayAt(2000, lane, 14)).toBe(13);
    expect(dayAt(250, lane, 14)).toBe(1);
  });

  it('moves a stay by whole days and drags one end, never past the other', () => {
    const bar = { from: '2027-03-03', to: '2027-03-06' };
    expect(draggedStay(bar, 'move', 2)).toEqual({ from: '2027-03-05', to: '2027-03-08' });
    expect(draggedStay(bar, 'end', 2)).toEqual({ from: '2027-03-03', to: '2027-03-08' });
    expect(draggedStay(bar, 'end', -5)).toEqual({ from: '2027-03-03', to: '2027-03-04' });
    expect(draggedStay(bar, 'start', -1)).toEqual({ from: '2027-03-02', to: '2027-03-06' });
    expect(draggedStay(bar, 'start', 9)).toEqual({ from: '2027-03-05', to: '2027-03-06' });
  });

  it('picks the nights dragged across free cells, either way', () => {
    expect(pickedNights('2027-03-01', 4, 2)).toEqual({ from: '2027-03-03', to: '2027-03-06' });
    expect(pickedNights('2027-03-01', 2, 2)).toEqual({ from: '2027-03-03', to: '2027-03-04' });
  });
});

describe('the chart’s range', () => {
  it('shows a fortnight from two days back, and months from the first', () => {
    expect(startForToday('2w', '2027-03-10')).toBe('2027-03-08');
    expect(chartRange('2w', '2027-03-08')).toEqual({ from: '2027-03-08', to: '2027-03-22' });
    expect(chartRange('1m', '2027-03-08')).toEqual({ from: '2027-03-01', to: '2027-04-01' });
    expect(chartRange('3m', '2027-03-08')).toEqual({ from: '2027-03-01', to: '2027-06-01' });
    expect(pageStart('3m', '2027-03-01', -1)).toBe('2026-12-01');
    expect(pageStart('2w', '2027-03-08', 1)).toBe('2027-03-22');
    expect(todayIndex('2027-03-01', '2027-03-15', '2027-03-04')).toBe(3);
    expect(todayIndex('2027-03-01', '2027-03-15', '2027-03-15')).toBeNull();
  });
});

describe('a move into a room with fewer places than guests', () => {
  const rooms = [
    { id: 'double', name: 'G101', availableBeds: 2 },
    { id: 'single', name: 'S1', availableBeds: 1 },
  ];

  it('is named with the room and its places before the server is asked', () => {
    expect(overCapacity(chartBar({ room: 'double', pax: 2 }), { room: 'single' }, rooms)).toEqual({
      name: 'S1',
      places: 1,
    });
  });

  it('is no warning when the guests fit, when only the dates change, or when beds are chosen', () => {
    expect(overCapacity(chartBar({ room: 'single', pax: 2 }), { room: 'double' }, rooms)).toBeNull();
    expect(overCapacity(chartBar({ room: 'double', pax: 2 }), {}, rooms)).toBeNull();
    expect(
      overCapacity(chartBar({ room: 'double', pax: 2 }), { room: 'single', beds: [0] }, rooms),
    ).toBeNull();
  });
});
