import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { boxAt, type DeckSize, newCabinSize, type PlanBox, resizedBox } from './plan-geometry.ts';

/** Where a deck is drawn on screen and how many pixels one plan unit takes. */
export interface DeckGeometry {
  deck: DeckSize & { id: string };
  scale: number;
  element: HTMLElement;
}

export type DeckGeometries = RefObject<Map<string, DeckGeometry>>;

type DragMode = 'move' | 'resize' | 'place';

interface DragState {
  roomId: string;
  mode: DragMode;
  start: { x: number; y: number };
  /** The box and deck the cabin had when the drag began (none when placing from the list). */
  origin: { deckId: string; box: PlanBox } | null;
  /** Where inside the cabin it was grabbed, in plan units (move only). */
  grab: { x: number; y: number } | null;
}

export interface DragPreview {
  roomId: string;
  deckId: string;
  box: PlanBox;
}

/** Less movement than this is a click (select the cabin), not a drag. */
const CLICK_SLOP_PX = 4;

function deckAt(geometries: Map<string, DeckGeometry>, x: number, y: number): DeckGeometry | undefined {
  for (const geometry of geometries.values()) {
    const rect = geometry.element.getBoundingClientRect();
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return geometry;
  }
  return undefined;
}

/**
 * Pointer dragging on the deck plan (mouse, pen and touch alike): move a cabin, resize it by its
 * corner, or drag an unplaced cabin onto a deck. While dragging, a preview box shows where it
 * would land; letting go over a deck drops it there, anywhere else puts it back.
 */
export function usePlanDrag(geometries: DeckGeometries, onDrop: (preview: DragPreview) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const previewRef = useRef<DragPreview | null>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;

  const begin = useCallback(
    (event: ReactPointerEvent, roomId: string, mode: DragMode, origin: DragState['origin']) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      let grab: DragState['grab'] = null;
      if (mode === 'move' && origin) {
        const geometry = geometries.current?.get(origin.deckId);
        const rect = geometry?.element.getBoundingClientRect();
        if (geometry && rect) {
          grab = {
            x: (event.clientX - rect.left) / geometry.scale - origin.box.x,
            y: (event.clientY - rect.top) / geometry.scale - origin.box.y,
          };
        }
      }
      setDrag({ roomId, mode, start: { x: event.clientX, y: event.clientY }, origin, grab });
    },
    [geometries],
  );

  useEffect(() => {
    if (!drag) return;
    const show = (next: DragPreview | null) => {
      previewRef.current = next;
      setPreview(next);
    };
    const onMove = (event: PointerEvent) => {
      const dx = event.clientX - drag.start.x;
      const dy = event.clientY - drag.start.y;
      if (!previewRef.current && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
      const all = geometries.current ?? new Map<string, DeckGeometry>();
      if (drag.mode === 'resize' && drag.origin) {
        const geometry = all.get(drag.origin.deckId);
        if (!geometry) return;
        const box = resizedBox(drag.origin.box, dx / geometry.scale, dy / geometry.scale, geometry.deck);
        show({ roomId: drag.roomId, deckId: geometry.deck.id, box });
        return;
      }
      const geometry = deckAt(all, event.clientX, event.clientY);
      if (!geometry) return show(null);
      const rect = geometry.element.getBoundingClientRect();
      const size = drag.origin ? drag.origin.box : newCabinSize(geometry.deck);
      const grab = drag.grab ?? { x: size.w / 2, y: size.h / 2 };
      const point = {
        x: (event.clientX - rect.left) / geometry.scale - grab.x,
        y: (event.clientY - rect.top) / geometry.scale - grab.y,
      };
      show({ roomId: drag.roomId, deckId: geometry.deck.id, box: boxAt(point, size, geometry.deck) });
    };
    const finish = (drop: boolean) => {
      const last = previewRef.current;
      if (drop && last) dropRef.current(last);
      show(null);
      setDrag(null);
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && finish(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
    };
  }, [drag, geometries]);

  return { begin, preview, dragging: drag?.roomId ?? null };
}
