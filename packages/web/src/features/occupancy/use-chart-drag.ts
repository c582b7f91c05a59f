import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';
import { clip, type Stretch } from '../calendar/index.ts';
import {
  type ChartLine,
  dayAt,
  type DragMode,
  draggedStay,
  type PlacedBar,
  pickedNights,
} from './chart-model.ts';
import type { MoveTarget } from './occupancy-api.ts';

/** What the pointer is doing: dragging a bar (or one of its ends), or picking free nights. */
export type Gesture =
  | { kind: 'bar'; placed: PlacedBar; mode: DragMode; lineKey: string; stretch: Stretch | null }
  | { kind: 'pick'; lineKey: string; stretch: Stretch };

interface Options {
  from: string;
  to: string;
  days: number;
  lines: ChartLine[];
  onMove: (target: MoveTarget, placed: PlacedBar) => void;
  onPick: (room: string, nights: { from: string; to: string }) => void;
}

/** Pixels at each end of a bar that drag that end (the bar's ::before and ::after). */
const END_GRIP = 6;

/** Whether a pointer going down on a bar takes its start, its end or the whole bar. */
function modeAt(element: HTMLElement, x: number, placed: PlacedBar): DragMode {
  const rect = element.getBoundingClientRect();
  // A bar too narrow for three grips moves as a whole.
  if (rect.width < 3 * END_GRIP) return 'move';
  if (!placed.cutStart && x - rect.left < END_GRIP) return 'start';
  if (!placed.cutEnd && rect.right - x < END_GRIP) return 'end';
  return 'move';
}

/** A pointer that moves less than this is a click, not a drag. */
const CLICK_SLOP = 4;

const laneOf = (element: Element | null) => element?.closest<HTMLElement>('[data-lane]') ?? null;
const lineKeyAt = (x: number, y: number) =>
  document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-line]')?.dataset.line ?? null;

/**
 * Pointer gestures on the chart, by delegation from its root: drag a bar to another line or days,
 * drag a bar's end, drag across free nights. Lines themselves never re-render while dragging; the
 * gesture is drawn as one ghost over them.
 */
export function useChartDrag({ from, to, days, lines, onMove, onPick }: Options) {
  const [gesture, setGesture] = useState<Gesture | null>(null);
  /** Set after a drag so the click that ends it does not also open the booking. */
  const swallowClick = useRef(false);
  const byKey = useRef(new Map<string, ChartLine>());
  byKey.current = new Map(lines.map((line) => [line.key, line]));

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      const target = event.target as HTMLElement;
      const lane = laneOf(target);
      const lineKey = target.closest<HTMLElement>('[data-line]')?.dataset.line;
      if (!lane || !lineKey) return;
      const line = byKey.current.get(lineKey);
      if (!line || line.kind === 'type') return;
      const rect = lane.getBoundingClientRect();
      const box = { left: rect.left, width: rect.width };
      const startX = event.clientX;
      const startY = event.clientY;
      const barElement = target.closest<HTMLElement>('[data-rb]');
      const placed = barElement
        ? line.bars.find((b) => b.bar.roomBooking === barElement.dataset.rb)
        : undefined;
      if (barElement && (!placed || placed.bar.locked)) return; // a click opens it; locked bars stay put
      if (!placed && target.closest('[data-block]')) return;
      const mode = placed && barElement ? modeAt(barElement, startX, placed) : 'move';
      const firstDay = dayAt(startX, box, days);
      let moved = false;
      let current: Gesture | null = null;

      const follow = (x: number, y: number) => {
        if (!moved && Math.abs(x - startX) < CLICK_SLOP && Math.abs(y - startY) < CLICK_SLOP) return;
        moved = true;
        if (placed) {
          const shift = Math.round(((x - startX) / box.width) * days);
          const stay = draggedStay(placed.bar, mode, shift);
          const over = mode === 'move' ? lineKeyAt(x, y) : lineKey;
          const targetLine = over ? byKey.current.get(over) : undefined;
          const landing = targetLine && targetLine.kind !== 'type' ? targetLine.key : lineKey;
          current = {
            kind: 'bar',
            placed,
            mode,
            lineKey: landing,
            stretch: clip({ from, to }, stay.from, stay.to),
          };
        } else {
          const day = dayAt(x, box, days);
          current = {
            kind: 'pick',
            lineKey,
            stretch: { start: Math.min(firstDay, day), length: Math.abs(day - firstDay) + 1 },
          };
        }
        setGesture(current);
      };

      const finish = (x: number) => {
        window.removeEventListener('pointermove', onWindowMove);
        window.removeEventListener('pointerup', onWindowUp);
        window.removeEventListener('pointercancel', onCancel);
        setGesture(null);
        if (!moved || !current) return;
        swallowClick.current = true;
        if (current.kind === 'pick' && line.room) {
          onPick(line.room.id, pickedNights(from, firstDay, dayAt(x, box, days)));
          return;
        }
        if (current.kind !== 'bar' || !placed) return;
        const shift = Math.round(((x - startX) / box.width) * days);
        const stay = draggedStay(placed.bar, mode, shift);
        const landing = byKey.current.get(current.lineKey)!;
        const bar = placed.bar;
        const otherRoom = landing.room && landing.room.id !== bar.room ? landing.room.id : undefined;
        // A bed booking dropped on another bed moves to that bed; dropped on a room's own line, to the whole room.
        const bedChange =
          landing.bed !== null && bar.beds?.length === 1 && (otherRoom || landing.bed !== bar.beds[0])
            ? [landing.bed]
            : undefined;
        const datesChanged = stay.from !== bar.from || stay.to !== bar.to;
        if (!otherRoom && !bedChange && !datesChanged) return;
        onMove(
          {
            booking: bar.booking,
            roomBooking: bar.roomBooking,
            version: bar.version,
            ...(otherRoom || bedChange ? { room: landing.room!.id, beds: bedChange } : {}),
            ...(datesChanged ? stay : {}),
          },
          placed,
        );
      };
      const onWindowMove = (e: PointerEvent) => follow(e.clientX, e.clientY);
      const onWindowUp = (e: PointerEvent) => finish(e.clientX);
      const onCancel = () => {
        moved = false;
        finish(startX);
      };
      window.addEventListener('pointermove', onWindowMove);
      window.addEventListener('pointerup', onWindowUp);
      window.addEventListener('pointercancel', onCancel);
      // No text selection or native link drag while a gesture runs.
      event.preventDefault();
    },
    [from, to, days, onMove, onPick],
  );

  const onClickCapture = useCallback((event: React.MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return { gesture, onPointerDown, onClickCapture };
}
