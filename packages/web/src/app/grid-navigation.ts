/**
 * Keyboard movement in a timeline grid (the occupancy chart, the vessel calendar): rows of cells
 * that each cover a stretch of days and together fill the row. The arrow keys move as the APG grid
 * pattern says; up and down keep to the day the user is on, so a column of dates reads straight.
 */

export interface GridCellSpan {
  start: number;
  length: number;
}

export interface GridPosition {
  row: number;
  /** The start (day index) of the focused cell. */
  start: number;
}

/** Rows a Page Up / Page Down jumps. */
export const PAGE_ROWS = 10;

/** The cell of a row that covers `day`, else the nearest one; null when the row has no cells. */
export function cellAt(cells: readonly GridCellSpan[], day: number): GridCellSpan | null {
  let best: GridCellSpan | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const cell of cells) {
    if (day >= cell.start && day < cell.start + cell.length) return cell;
    const d = day < cell.start ? cell.start - day : day - (cell.start + cell.length - 1);
    if (d < distance) {
      distance = d;
      best = cell;
    }
  }
  return best;
}

/** The next row from `row` in `step` direction that has cells (rows without cells are headings). */
function rowWithCells(rows: readonly (readonly GridCellSpan[])[], row: number, step: number, count = 1) {
  let found = row;
  let index = row;
  let moved = 0;
  while (moved < count) {
    index += step;
    if (index < 0 || index >= rows.length) break;
    if (rows[index]!.length) {
      found = index;
      moved++;
    }
  }
  return found;
}

/**
 * Where a key takes the focus from `at`, or null when the key is not a movement (or leads
 * nowhere). Cells of a row are sorted by start.
 */
export function moveInGrid(
  rows: readonly (readonly GridCellSpan[])[],
  at: GridPosition,
  key: string,
  ctrl = false,
): GridPosition | null {
  const cells = rows[at.row];
  if (!cells) return null;
  const index = cells.findIndex((cell) => cell.start === at.start);
  const here = cells[index];
  const vertical = (row: number): GridPosition | null => {
    if (row === at.row) return null;
    const cell = cellAt(rows[row]!, at.start);
    return cell ? { row, start: cell.start } : null;
  };
  switch (key) {
    case 'ArrowRight': {
      const next = cells[index + 1];
      return next ? { row: at.row, start: next.start } : null;
    }
    case 'ArrowLeft': {
      const previous = index > 0 ? cells[index - 1] : undefined;
      return previous ? { row: at.row, start: previous.start } : null;
    }
    case 'ArrowDown':
      return vertical(rowWithCells(rows, at.row, 1));
    case 'ArrowUp':
      return vertical(rowWithCells(rows, at.row, -1));
    case 'PageDown':
      return vertical(rowWithCells(rows, at.row, 1, PAGE_ROWS));
    case 'PageUp':
      return vertical(rowWithCells(rows, at.row, -1, PAGE_ROWS));
    case 'Home': {
      if (ctrl) return vertical(rowWithCells(rows, -1, 1)) ?? firstOf(rows, at);
      const first = cells[0];
      return first && first !== here ? { row: at.row, start: first.start } : null;
    }
    case 'End': {
      if (ctrl) return vertical(rowWithCells(rows, rows.length, -1));
      const last = cells[cells.length - 1];
      return last && last !== here ? { row: at.row, start: last.start } : null;
    }
    default:
      return null;
  }
}

function firstOf(rows: readonly (readonly GridCellSpan[])[], at: GridPosition): GridPosition | null {
  const row = rows.findIndex((cells) => cells.length > 0);
  return row >= 0 && row !== at.row ? { row, start: rows[row]![0]!.start } : null;
}

/**
 * A row's cells filling its whole width: the occupied stretches as given, and the free days
 * between them as cells of their own (so a screen reader hears "free" and Enter can book them).
 */
export function fillRow<T extends GridCellSpan>(
  taken: readonly T[],
  days: number,
): (T | (GridCellSpan & { free: true }))[] {
  const sorted = [...taken].sort((a, b) => a.start - b.start || b.length - a.length);
  const cells: (T | (GridCellSpan & { free: true }))[] = [];
  let reached = 0;
  for (const cell of sorted) {
    if (cell.start >= days) break;
    if (cell.start > reached) cells.push({ start: reached, length: cell.start - reached, free: true });
    // Two stretches starting on one day (a stay on a blocked day) cannot both be a position of
    // the keyboard: the first (the longer) is; the mouse still reaches the other.
    if (cells.some((c) => c.start === cell.start)) continue;
    cells.push(cell);
    reached = Math.max(reached, cell.start + cell.length);
  }
  if (reached < days) cells.push({ start: reached, length: days - reached, free: true });
  return cells;
}
