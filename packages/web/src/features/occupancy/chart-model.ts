import {
  addDays,
  addMonths,
  barDisplay,
  type BookingCalendarColor,
  type ChartBar,
  type ChartBlocker,
  type ChartRoom,
  compareNames,
  contrastTextColor,
  daysBetween,
  nightsBetween,
  type OccupancyChart,
} from '@seaberth/domain';
import { CALENDAR_COLORS } from '../../ui/calendar-colors.ts';
import { clip, type Stretch } from '../calendar/index.ts';

/** The spans the chart shows: two weeks, a month, three months. */
export const CHART_SPANS = ['2w', '1m', '3m'] as const;
export type ChartSpan = (typeof CHART_SPANS)[number];

/** The visible range [from, to) of a span starting at `start` (a month view starts on the 1st). */
export function chartRange(span: ChartSpan, start: string): { from: string; to: string } {
  if (span === '2w') return { from: start, to: addDays(start, 14) };
  const first = `${start.slice(0, 7)}-01`;
  return { from: first, to: addMonths(first, span === '1m' ? 1 : 3) };
}

/** Where a span starts when it shows today: a fortnight from two days back, months from the 1st. */
export function startForToday(span: ChartSpan, today: string): string {
  return span === '2w' ? addDays(today, -2) : `${today.slice(0, 7)}-01`;
}

/** One page back or on. */
export function pageStart(span: ChartSpan, start: string, step: 1 | -1): string {
  if (span === '2w') return addDays(start, 14 * step);
  return addMonths(`${start.slice(0, 7)}-01`, (span === '1m' ? 1 : 3) * step);
}

export interface PlacedBar extends Stretch {
  bar: ChartBar;
  colorKey: BookingCalendarColor;
  background: string;
  color: string;
  /** The stay goes on before or after the visible range. */
  cutStart: boolean;
  cutEnd: boolean;
}

export interface PlacedBlock extends Stretch {
  blocker: ChartBlocker;
  /** How it is drawn: hatched grey, hatched red, or hatched in the allotment colour. */
  look: 'blocked' | 'outOfOrder' | 'allotment';
}

/** A line of the chart: a room type's heading, a room, or one bed of a room sold bed by bed. */
export interface ChartLine {
  key: string;
  kind: 'type' | 'room' | 'bed';
  label: string;
  room: ChartRoom | null;
  bed: number | null;
  bars: PlacedBar[];
  blocks: PlacedBlock[];
}

export interface ChartNow {
  today: string;
  time: string;
}

function placeBar(chart: OccupancyChart, bar: ChartBar, now: ChartNow, categoryColors: Map<string, string>) {
  const stretch = clip({ from: chart.from, to: chart.to }, bar.from, bar.to);
  if (!stretch) return null;
  const display = barDisplay(
    { ...bar, categoryColor: bar.category ? (categoryColors.get(bar.category) ?? null) : null },
    now,
    chart.display,
  );
  const background = display.override ?? CALENDAR_COLORS[display.key];
  return {
    ...stretch,
    bar,
    colorKey: display.key,
    background,
    color: contrastTextColor(background),
    cutStart: bar.from < chart.from,
    cutEnd: bar.to > chart.to,
  } satisfies PlacedBar;
}

function placeBlock(chart: OccupancyChart, blocker: ChartBlocker): PlacedBlock | null {
  const stretch = clip({ from: chart.from, to: chart.to }, blocker.from, blocker.to);
  const look =
    blocker.kind === 'allotment' ? 'allotment' : blocker.reason === 'OutOfOrder' ? 'outOfOrder' : 'blocked';
  return stretch && { ...stretch, blocker, look };
}

const WHOLE_ROOM_BEDS = 64;

/**
 * The lines of the chart: room types in name order, their rooms in natural order ("G9" before
 * "G10"), a room sold bed by bed followed by a line per bed. A booking of the whole room sits on
 * the room's line, a booking of beds on the lines of its beds; blockers likewise.
 */
export function chartLines(chart: OccupancyChart, now: ChartNow): ChartLine[] {
  const categoryColors = new Map(chart.categories.map((c) => [c.id, c.color]));
  const barsOf = new Map<string, PlacedBar[]>();
  const blocksOf = new Map<string, PlacedBlock[]>();
  const add = <T>(map: Map<string, T[]>, key: string, item: T) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const bar of chart.bars) {
    const placed = placeBar(chart, bar, now, categoryColors);
    if (!placed) continue;
    if (bar.beds) for (const bed of bar.beds) add(barsOf, `${bar.room}:${bed}`, placed);
    else add(barsOf, bar.room, placed);
  }
  for (const blocker of chart.blockers) {
    const placed = placeBlock(chart, blocker);
    if (!placed) continue;
    const [first, last] = blocker.beds;
    if (first === 0 && last >= WHOLE_ROOM_BEDS) add(blocksOf, blocker.room, placed);
    else for (let bed = first; bed < last; bed++) add(blocksOf, `${blocker.room}:${bed}`, placed);
  }

  const typeNames = new Map(chart.roomTypes.map((t) => [t.id, t.name]));
  const groups = new Map<string, ChartRoom[]>();
  for (const room of chart.rooms.filter((r) => r.isActive)) {
    const key = room.roomType && typeNames.has(room.roomType) ? room.roomType : '';
    const group = groups.get(key);
    if (group) group.push(room);
    else groups.set(key, [room]);
  }
  const order = [...groups.keys()].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : compareNames(typeNames.get(a)!, typeNames.get(b)!),
  );
  const lines: ChartLine[] = [];
  for (const type of order) {
    lines.push({
      key: `type:${type}`,
      kind: 'type',
      label: typeNames.get(type) ?? '',
      room: null,
      bed: null,
      bars: [],
      blocks: [],
    });
    for (const room of groups.get(type)!.sort((a, b) => compareNames(a.name, b.name))) {
      lines.push({
        key: room.id,
        kind: 'room',
        label: room.name,
        room,
        bed: null,
        bars: barsOf.get(room.id) ?? [],
        blocks: blocksOf.get(room.id) ?? [],
      });
      if (!room.allowSharedRoom) continue;
      // One line per place (roomCapacity's numbers: a double bed's second sleeper has its own).
      const places = room.places ?? Array.from({ length: room.availableBeds }, (_, i) => i);
      for (const [i, bed] of places.entries())
        lines.push({
          key: `${room.id}:${bed}`,
          kind: 'bed',
          label: String(i + 1),
          room,
          bed,
          bars: barsOf.get(`${room.id}:${bed}`) ?? [],
          blocks: blocksOf.get(`${room.id}:${bed}`) ?? [],
        });
    }
  }
  return lines;
}

/** The day of the range under a point of a line, from its position across the line. */
export function dayAt(x: number, lane: { left: number; width: number }, days: number): number {
  const day = Math.floor(((x - lane.left) / lane.width) * days);
  return Math.min(days - 1, Math.max(0, day));
}

export type DragMode = 'move' | 'start' | 'end';

/** Where a bar lands: moved by whole days (and maybe to another room), or one end dragged. */
export function draggedStay(
  bar: Pick<ChartBar, 'from' | 'to'>,
  mode: DragMode,
  shift: number,
): { from: string; to: string } {
  if (mode === 'move') return { from: addDays(bar.from, shift), to: addDays(bar.to, shift) };
  const nights = nightsBetween(bar.from, bar.to);
  // An end never passes the other: a stay keeps at least one night.
  if (mode === 'start') return { from: addDays(bar.from, Math.min(shift, nights - 1)), to: bar.to };
  return { from: bar.from, to: addDays(bar.to, Math.max(shift, 1 - nights)) };
}

/** The nights picked by dragging across free cells, whichever way the pointer went. */
export function pickedNights(from: string, startDay: number, endDay: number): { from: string; to: string } {
  const first = Math.min(startDay, endDay);
  const last = Math.max(startDay, endDay);
  return { from: addDays(from, first), to: addDays(from, last + 1) };
}

/** Day index of today in the range, or null. */
export function todayIndex(from: string, to: string, today: string): number | null {
  const index = daysBetween(from, today);
  return index >= 0 && index < nightsBetween(from, to) ? index : null;
}

/**
 * A whole booked room moved into a room with fewer places than its guests (empty paid places
 * count): the room and its places, else null. The server refuses such a move (ROOM_TOO_SMALL).
 */
export function overCapacity(
  bar: Pick<ChartBar, 'pax' | 'room'>,
  target: { room?: string; beds?: number[] },
  rooms: readonly Pick<ChartRoom, 'id' | 'name' | 'availableBeds'>[],
): { name: string; places: number } | null {
  if (!target.room || target.room === bar.room || target.beds) return null;
  const room = rooms.find((r) => r.id === target.room);
  return room && bar.pax > room.availableBeds ? { name: room.name, places: room.availableBeds } : null;
}
