import { type KeyboardEvent, type RefObject, type SyntheticEvent, useEffect, useState } from 'react';
import { type GridCellSpan, type GridPosition, moveInGrid } from './grid-navigation.ts';

const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'];

/**
 * The roving tabindex of a grid whose rows are all drawn (the vessel calendar): one cell is in
 * the Tab order, the arrow keys (and Home, End, Page Up/Down) move it. Cells carry `data-cell`
 * (their start) inside an element with `data-row` (the row's index into `rows`).
 */
export function useRovingGrid(
  rows: readonly (readonly GridCellSpan[])[],
  root: RefObject<HTMLElement | null>,
) {
  const [active, setActive] = useState<GridPosition | null>(null);
  const [focusWanted, setFocusWanted] = useState(0);
  const first = rows.findIndex((cells) => cells.length > 0);
  const valid = active && rows[active.row]?.some((cell) => cell.start === active.start);
  const tab: GridPosition = valid ? active : { row: first, start: rows[first]?.[0]?.start ?? 0 };

  useEffect(() => {
    if (!focusWanted || !active) return;
    root.current
      ?.querySelector<HTMLElement>(`[data-row="${active.row}"] [data-cell="${active.start}"]`)
      ?.focus();
  }, [focusWanted, active, root]);

  const positionOf = (element: HTMLElement): GridPosition | null => {
    const row = element.closest<HTMLElement>('[data-row]')?.dataset.row;
    const start = element.closest<HTMLElement>('[data-cell]')?.dataset.cell;
    return row !== undefined && start !== undefined ? { row: Number(row), start: Number(start) } : null;
  };
  return {
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
