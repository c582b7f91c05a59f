import {
  addDays,
  type BlockReason,
  daysBetween,
  isWeekend,
  nightsBetween,
  type NightState,
  type OccupancyKind,
} from '@seaberth/domain';
import { type StateColorKey, stateColorKey } from '../../ui/calendar-colors.ts';
import type { OccupancyAnswer } from './use-occupancy.ts';

export interface NightCell {
  state: NightState;
  /** The colour to show: the state, or outOfOrder for a night blocked as out of order. */
  color: StateColorKey;
  kinds: OccupancyKind[];
  reasons: BlockReason[];
  notes: string[];
}

export interface AvailabilityRow {
  id: string;
  name: string;
  cells: NightCell[];
}

export interface NightColumn {
  date: string;
  weekend: boolean;
}

/** The nights of [from, to) with their weekend mark (SPEC §9 isWeekend). */
export function nightColumns(from: string, to: string): NightColumn[] {
  return Array.from({ length: nightsBetween(from, to) }, (_, i) => {
    const date = addDays(from, i);
    return { date, weekend: isWeekend(date) };
  });
}

function addOnce<T>(list: T[], value: T) {
  if (!list.includes(value)) list.push(value);
}

/**
 * Rows of the grid from one occupancy answer: the server's nightly state per cell plus what
 * occupies it (kind, reason, note) for the tooltip. Each occupancy touches only its own nights.
 */
export function availabilityRows(answer: OccupancyAnswer): AvailabilityRow[] {
  const count = nightsBetween(answer.from, answer.to);
  return answer.rooms.map((room) => {
    const cells: NightCell[] = Array.from({ length: count }, (_, i) => ({
      state: room.nights[i] ?? 'free',
      color: 'free',
      kinds: [],
      reasons: [],
      notes: [],
    }));
    for (const o of room.occupancies) {
      const first = Math.max(0, daysBetween(answer.from, o.from));
      const end = Math.min(count, daysBetween(answer.from, o.to));
      for (let i = first; i < end; i++) {
        const cell = cells[i]!;
        addOnce(cell.kinds, o.kind);
        if (o.reason) addOnce(cell.reasons, o.reason);
        if (o.note) addOnce(cell.notes, o.note);
      }
    }
    for (const cell of cells) cell.color = stateColorKey(cell.state, cell.reasons);
    return { id: room.id, name: room.name, cells };
  });
}

/** Rooms without any guest or blocker per night: what an operator can still sell. */
export function freeRoomsPerNight(rows: AvailabilityRow[], nights: number): number[] {
  const counts = new Array<number>(nights).fill(0);
  for (const row of rows) {
    row.cells.forEach((cell, i) => {
      if (cell.state === 'free') counts[i]++;
    });
  }
  return counts;
}
