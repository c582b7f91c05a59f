/** A cabin's box on its deck drawing, in plan units (the room's `plan`). */
export interface PlanBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DeckSize {
  planWidth: number;
  planHeight: number;
}

/** Cabins snap to a grid of this many plan units, so walls line up without pixel fiddling. */
export const GRID = 2;
/** A new cabin's size before it is resized: a small square, shrunk to fit a narrow deck. */
export const NEW_CABIN_SIZE = 10;

export function snap(value: number): number {
  return Math.round(value / GRID) * GRID;
}

/** Keeps a box on its deck: at least one grid cell big, no larger than the deck, fully inside. */
export function clampBox(box: PlanBox, deck: DeckSize): PlanBox {
  const w = Math.min(Math.max(box.w, GRID), deck.planWidth);
  const h = Math.min(Math.max(box.h, GRID), deck.planHeight);
  return {
    x: Math.min(Math.max(box.x, 0), deck.planWidth - w),
    y: Math.min(Math.max(box.y, 0), deck.planHeight - h),
    w,
    h,
  };
}

export function newCabinSize(deck: DeckSize): { w: number; h: number } {
  return {
    w: Math.min(NEW_CABIN_SIZE, deck.planWidth),
    h: Math.min(NEW_CABIN_SIZE, deck.planHeight),
  };
}

/** The box with its top-left corner at a point (plan units), snapped and kept on the deck. */
export function boxAt(
  point: { x: number; y: number },
  size: { w: number; h: number },
  deck: DeckSize,
): PlanBox {
  return clampBox({ x: snap(point.x), y: snap(point.y), w: size.w, h: size.h }, deck);
}

/** A resize by a pointer delta (plan units), snapped, with the top-left corner staying put. */
export function resizedBox(origin: PlanBox, dw: number, dh: number, deck: DeckSize): PlanBox {
  const w = Math.min(snap(origin.w + dw), deck.planWidth - origin.x);
  const h = Math.min(snap(origin.h + dh), deck.planHeight - origin.y);
  return clampBox({ ...origin, w, h }, deck);
}

export function overlaps(a: PlanBox, b: PlanBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The first grid position, row by row, where a box of this size touches no other cabin. */
export function firstFreeSpot(deck: DeckSize, taken: PlanBox[], size: { w: number; h: number }): PlanBox {
  for (let y = 0; y + size.h <= deck.planHeight; y += GRID) {
    for (let x = 0; x + size.w <= deck.planWidth; x += GRID) {
      const box = { x, y, ...size };
      if (!taken.some((other) => overlaps(box, other))) return box;
    }
  }
  return clampBox({ x: 0, y: 0, ...size }, deck);
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Arrow keys move a box one grid cell; with Shift they resize it. Null for any other key. */
export function boxAfterKey(box: PlanBox, key: string, shift: boolean, deck: DeckSize): PlanBox | null {
  const move = MOVES[key];
  if (!move) return null;
  const [dx, dy] = move;
  if (shift) return resizedBox(box, dx * GRID, dy * GRID, deck);
  return clampBox({ ...box, x: box.x + dx * GRID, y: box.y + dy * GRID }, deck);
}

export function sameBox(a: PlanBox | null | undefined, b: PlanBox | null | undefined): boolean {
  if (!a || !b) return a === b || (!a && !b);
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}
