import { Box } from '@mui/material';
import { type KeyboardEvent, memo, type PointerEvent } from 'react';
import { type CellColorKey, stateColors } from '../../ui/calendar-colors.ts';
import type { PlanBox } from './plan-geometry.ts';

export interface CabinBoxProps {
  id: string;
  name: string;
  box: PlanBox;
  scale: number;
  state: CellColorKey;
  /** The accessible name: cabin, state and position. */
  label: string;
  selected: boolean;
  /** Drawn while dragging: where the cabin would land. */
  ghost?: boolean;
  editable: boolean;
  describedBy?: string;
  onSelect?: (id: string) => void;
  onMoveStart?: (event: PointerEvent, id: string) => void;
  onResizeStart?: (event: PointerEvent, id: string) => void;
  onKey?: (event: KeyboardEvent, id: string) => void;
}

/** One cabin on a deck: a button in its state's colour, with a resize corner when editable. */
export const CabinBox = memo(function CabinBox(props: CabinBoxProps) {
  const { id, name, box, scale, state, label, selected, ghost, editable, describedBy } = props;
  const colors = stateColors(state);
  const style = { left: box.x * scale, top: box.y * scale, width: box.w * scale, height: box.h * scale };
  if (ghost) {
    return (
      <Box
        aria-hidden
        style={style}
        sx={{
          position: 'absolute',
          border: '2px dashed',
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'rgba(11,79,108,0.12)',
        }}
      />
    );
  }
  return (
    <Box
      component="button"
      type="button"
      data-cabin={id}
      aria-label={label}
      aria-pressed={selected}
      aria-describedby={describedBy}
      title={label}
      onClick={() => props.onSelect?.(id)}
      onPointerDown={editable ? (event: PointerEvent) => props.onMoveStart?.(event, id) : undefined}
      onKeyDown={editable ? (event: KeyboardEvent) => props.onKey?.(event, id) : undefined}
      style={{ ...style, background: colors.background, color: colors.color }}
      sx={{
        position: 'absolute',
        p: 0.25,
        border: '1px solid rgba(0,0,0,0.35)',
        borderRadius: 1,
        font: 'inherit',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: 1.1,
        overflow: 'hidden',
        cursor: editable ? 'grab' : 'pointer',
        touchAction: 'none',
        userSelect: 'none',
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'secondary.main',
        outlineOffset: 1,
        zIndex: selected ? 2 : 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {name}
      {editable && selected && (
        <Box
          aria-hidden
          onPointerDown={(event: PointerEvent) => props.onResizeStart?.(event, id)}
          sx={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: 12,
            height: 12,
            bgcolor: 'secondary.main',
            borderTopLeftRadius: 4,
            cursor: 'nwse-resize',
            touchAction: 'none',
          }}
        />
      )}
    </Box>
  );
});
