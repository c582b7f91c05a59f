import { type KeyboardEvent, type RefObject, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { type GridCellSpan, type GridPosition, moveInGrid } from './grid-navigation.ts';

const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'];
/** Frames a focus move waits for a row scrolled into view to be drawn. */
const FOCUS_TRIES = 10;

export interface RovingGridOptions {
  /** The row index of an element inside a row; by default its row's `data-row`. */
  rowOf?: (element: HTMLElement) => number | undefined;
  /** The element of a row, once drawn; by default the one with `data-row` equal to its index. */
  rowElement?: (row: number) => HTMLElement | null | undefined;
  /** Scrolls a row that is not drawn yet into view (a list that draws only what is seen). */
  reveal?: (row: number) => void;
}

/**
 * The roving tabindex of a grid (the vessel calendar, the occupancy chart; WAI-ARIA APG grid): one
 * cell is in the Tab order, the arrow keys (and Home, End, Page Up/Down) move it. Cells carry
 * `data-cell` (their start) inside a row element; `rows` holds each row's cells in order. A grid
 * that draws only the rows in view passes `reveal`, and the focus follows once the row is drawn.
 */
export function useRovingGrid(
  rows: readonly (readonly GridCellSpan[])[],
  root: RefObject<HTMLElement | null>,
  options: RovingGridOptions = {},
) {
  const { rowOf } = options;
  // Read when a move happens, not a reason to move the focus again: a render must not steal it.
  const latest = useRef(options);
  latest.current = options;
  const [active, setActive] = useState<GridPosition | null>(null);
  const [focusWanted, setFocusWanted] = useState(0);
  const first = rows.findIndex((cells) => cells.length > 0);
  const valid = active && rows[active.row]?.some((cell) => cell.start === active.start);
  const tab: GridPosition = valid ? active : { row: first, start: rows[first]?.[0]?.start ?? 0 };

  useEffect(() => {
    if (!focusWanted || !active) return;
    let tries = 0;
    let frame = 0;
    const { rowElement, reveal } = latest.current;
    const attempt = () => {
      const row = rowElement
        ? rowElement(active.row)
        : root.current?.querySelector<HTMLElement>(`[data-row="${active.row}"]`);
      const cell = row?.querySelector<HTMLElement>(`[data-cell="${active.start}"]`);
      if (cell) {
        cell.focus();
        return;
      }
      if (!reveal) return;
      if (tries++ === 0) reveal(active.row);
      if (tries < FOCUS_TRIES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusWanted, active, root]);

  const positionOf = (element: HTMLElement): GridPosition | null => {
    const row = rowOf
      ? rowOf(element)
      : Number(element.closest<HTMLElement>('[data-row]')?.dataset.row ?? Number.NaN);
    const start = element.closest<HTMLElement>('[data-cell]')?.dataset.cell;
    return row !== undefined && row >= 0 && start !== undefined ? { row, start: Number(start) } : null;
  };
  return {
    /** The cell in the Tab order. */
    tab,
    /** tabIndex for the cell starting at `start` in row `row`. */
    tabIndex: (row: number, start: number) => (row === tab.row && start === tab.start ? 0 : -1),
    onFocus: (event: SyntheticEvent) => {
      const at = positionOf(event.target as HTMLElement);
      if (at && (at.row !== active?.row || at.start !== active.start)) setActive(at);
    },
    /** Moves the focus for a movement key; true when the key was one. */
    onKeyDown: (event: KeyboardEvent<HTMLElement>): boolean => {
      const at = positionOf(event.target as HTMLElement);
      if (!at) return false;
      const next = moveInGrid(rows, at, event.key, event.ctrlKey || event.metaKey);
      if (!next && !ARROWS.includes(event.key)) return false;
      event.preventDefault();
      if (next) {
        setActive(next);
        setFocusWanted((n) => n + 1);
      }
      return true;
    },
  };
}
