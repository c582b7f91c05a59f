import { Box, Typography } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellColorKey } from '../../ui/calendar-colors.ts';
import { CabinBox } from './cabin-box.tsx';
import { GRID, type PlanBox } from './plan-geometry.ts';
import type { DeckRow } from './use-asset-children.ts';
import type { DeckGeometries, DragPreview } from './use-plan-drag.ts';

export interface PlacedCabin {
  id: string;
  name: string;
  box: PlanBox;
  state: CellColorKey;
  label: string;
}

export interface DeckDrawingProps {
  deck: DeckRow;
  scale: number;
  cabins: PlacedCabin[];
  geometries: DeckGeometries;
  selectedId: string | null;
  draggingId: string | null;
  preview: DragPreview | null;
  editable: boolean;
  helpId: string;
  onSelect: (id: string) => void;
  onMoveStart: (event: PointerEvent, id: string) => void;
  onResizeStart: (event: PointerEvent, id: string) => void;
  onKey: (event: KeyboardEvent, id: string) => void;
}

/** The outline of a hull seen from above, in pixels: flat stern on the left, pointed bow on the right. */
export function hullPath(w: number, h: number): string {
  const r = Math.min(h / 5, 16);
  const bow = w * 0.88;
  return [
    `M ${r} 0 L ${bow} 0`,
    `Q ${w * 0.97} 0 ${w} ${h / 2}`,
    `Q ${w * 0.97} ${h} ${bow} ${h}`,
    `L ${r} ${h} Q 0 ${h} 0 ${h - r} L 0 ${r} Q 0 0 ${r} 0 Z`,
  ].join(' ');
}

/** One deck drawn to scale, with its cabins where their plan puts them. */
export function DeckDrawing(props: DeckDrawingProps) {
  const { deck, scale, cabins, geometries, selectedId, draggingId, preview, editable, helpId } = props;
  const { t } = useTranslation();
  const width = deck.planWidth * scale;
  const height = deck.planHeight * scale;
  const register = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) geometries.current?.set(deck.id, { deck, scale, element });
      else geometries.current?.delete(deck.id);
    },
    [geometries, deck, scale],
  );
  const cell = GRID * scale;
  const hull = hullPath(width, height);
  return (
    <Box component="section" aria-label={t('assets.plan.deckLabel', { name: deck.name })}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {deck.name}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {t('assets.plan.cabinCount', { count: cabins.length })}
        </Typography>
      </Typography>
      <Box ref={register} data-deck={deck.id} sx={{ position: 'relative', width, height, flex: 'none' }}>
        <svg
          aria-hidden
          width={width}
          height={height}
          style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
        >
          <defs>
            <pattern id={`grid-${deck.id}`} width={cell} height={cell} patternUnits="userSpaceOnUse">
              <path
                d={`M ${cell} 0 L 0 0 0 ${cell}`}
                fill="none"
                stroke="rgba(11,79,108,0.12)"
                strokeWidth={1}
              />
            </pattern>
          </defs>
          <path d={hull} fill="#e3eef3" />
          {editable && <path d={hull} fill={`url(#grid-${deck.id})`} />}
          <path d={hull} fill="none" stroke="#0b4f6c" strokeWidth={1.5} />
        </svg>
        {cabins.map((cabin) =>
          cabin.id === draggingId && preview ? null : (
            <CabinBox
              key={cabin.id}
              {...cabin}
              scale={scale}
              selected={cabin.id === selectedId}
              editable={editable}
              describedBy={helpId}
              onSelect={props.onSelect}
              onMoveStart={props.onMoveStart}
              onResizeStart={props.onResizeStart}
              onKey={props.onKey}
            />
          ),
        )}
        {preview && preview.deckId === deck.id && (
          <CabinBox
            id={preview.roomId}
            name=""
            label=""
            box={preview.box}
            scale={scale}
            state="free"
            selected={false}
            ghost
            editable={false}
          />
        )}
      </Box>
    </Box>
  );
}
