import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Collapse, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRow } from './field-drafts.ts';
import { FieldTypeIcon } from './field-type-icon.tsx';
import { pickText } from './form-texts.ts';

export interface FieldListProps {
  rows: FieldRow[];
  /** The field whose settings are open; one at a time keeps the list short. */
  expanded: string | null;
  onExpand: (uid: string | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (uid: string) => void;
  hasError: (uid: string) => boolean;
  settings: (row: FieldRow) => ReactNode;
  language: string;
}

/**
 * The form's fields in order. Drag a field by its handle (mouse, touch, or space and the arrow
 * keys), or use the arrows beside it; open a field to edit it.
 */
export function FieldList({
  rows,
  expanded,
  onExpand,
  onMove,
  onRemove,
  hasError,
  settings,
  language,
}: FieldListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (uid: string | number) => {
    const index = rows.findIndex((row) => row.uid === uid);
    const row = rows[index];
    return row ? summary(row, language, t) : '';
  };
  const position = (uid: string | number) => rows.findIndex((row) => row.uid === uid) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('forms.builder.drag.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('forms.builder.drag.over', { name: nameOf(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('forms.builder.drag.end', { name: nameOf(active.id), position: position(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('forms.builder.drag.cancel', { name: nameOf(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.uid === active.id);
    const to = rows.findIndex((row) => row.uid === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('forms.builder.drag.instructions') },
      }}
    >
      <SortableContext items={rows.map((row) => row.uid)} strategy={verticalListSortingStrategy}>
        <Stack
          spacing={1}
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('forms.builder.fields')}
        >
          {rows.map((row, index) => (
            <SortableField
              key={row.uid}
              row={row}
              index={index}
              count={rows.length}
              open={expanded === row.uid}
              onToggle={() => onExpand(expanded === row.uid ? null : row.uid)}
              onMove={onMove}
              onRemove={() => onRemove(row.uid)}
              error={hasError(row.uid)}
              language={language}
            >
              {settings(row)}
            </SortableField>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function summary(row: FieldRow, language: string, t: (key: string) => string): string {
  return pickText(row.field.label, language) || t(`forms.types.${row.field.type}`);
}

function SortableField({
  row,
  index,
  count,
  open,
  onToggle,
  onMove,
  onRemove,
  error,
  language,
  children,
}: {
  row: FieldRow;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  error: boolean;
  language: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.uid });
  const { field } = row;
  const name = summary(row, language, t);
  const typeName = t(`forms.types.${field.type}`);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="builder-field"
      data-key={field.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto' }}
    >
      <Paper
        variant="outlined"
        sx={{
          borderColor: error ? 'error.main' : open ? 'primary.main' : 'divider',
          boxShadow: isDragging ? 6 : 0,
          overflow: 'hidden',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', pl: 0.5, pr: 0.5, minHeight: 52 }}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            {...listeners}
            aria-label={t('forms.builder.dragHandle', { name })}
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <ButtonBase
            onClick={onToggle}
            aria-expanded={open}
            sx={{
              flex: 1,
              minWidth: 0,
              justifyContent: 'flex-start',
              textAlign: 'left',
              py: 1,
              px: 1,
              gap: 1.5,
            }}
          >
            {/* On a phone the question needs the room more than the picture of its type. */}
            <FieldTypeIcon
              type={field.type}
              color={error ? 'error' : 'action'}
              sx={{ display: { xs: 'none', sm: 'inline-block' } }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                noWrap
                sx={{
                  fontWeight: 500,
                  // Two lines on a phone, where the buttons leave little room; one elsewhere.
                  whiteSpace: { xs: 'normal', sm: 'nowrap' },
                  display: { xs: '-webkit-box', sm: 'block' },
                  WebkitLineClamp: { xs: 2 },
                  WebkitBoxOrient: 'vertical',
                  lineHeight: 1.3,
                }}
                color={error ? 'error' : undefined}
              >
                {name}
                {field.required && (
                  <Box component="span" sx={{ color: 'error.main' }} aria-label={t('forms.builder.required')}>
                    {' *'}
                  </Box>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {typeName} · {field.id}
              </Typography>
            </Box>
          </ButtonBase>
          <Tooltip title={t('forms.builder.moveUp')}>
            <span>
              <IconButton
                size="small"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={t('forms.builder.moveUpNamed', { name })}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('forms.builder.moveDown')}>
            <span>
              <IconButton
                size="small"
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={t('forms.builder.moveDownNamed', { name })}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('forms.builder.remove')}>
            <IconButton size="small" onClick={onRemove} aria-label={t('forms.builder.removeNamed', { name })}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton
            size="small"
            onClick={onToggle}
            aria-label={t(open ? 'forms.builder.close' : 'forms.builder.open', { name })}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ p: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>{children}</Box>
        </Collapse>
      </Paper>
    </Box>
  );
}
