import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type KeyboardCoordinateGetter,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import type { DivePlan, DivePlanGuest } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { DiveCard } from './dive-plan-dive-card.tsx';
import { GuestCard } from './dive-plan-diver.tsx';
import { diveLabel } from './dive-plan-texts.ts';

export interface BoardActions {
  add: (dive: string, customer: string) => void;
  move: (diver: string, dive: string) => void;
  remove: (diver: string) => void;
  edit: (dive: string) => void;
  override: (diver: string) => void;
  mix: (diver: string) => void;
  /** Logs the dive's divers; absent when the user may not log dives. */
  log?: (dive: string) => void;
}

/**
 * With the keyboard a drag jumps from one drop target to the next (arrow keys), instead of
 * crawling across the screen 25 pixels at a time.
 */
const jumpBetweenTargets: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = ['ArrowRight', 'ArrowDown'].includes(event.code);
  const back = ['ArrowLeft', 'ArrowUp'].includes(event.code);
  if (!forward && !back) return undefined;
  event.preventDefault();
  const targets = [...context.droppableContainers.getEnabled()]
    .map((c) => ({ id: c.id, rect: context.droppableRects.get(c.id) }))
    .filter((c): c is { id: string; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (!targets.length) return currentCoordinates;
  const at = targets.findIndex((c) => c.id === context.over?.id);
  const next = targets[(at + (forward ? 1 : -1) + targets.length) % targets.length]!;
  return { x: next.rect.left + 8, y: next.rect.top + 8 };
};

/** Where the pointer is wins; a keyboard drag (no pointer) falls back to what the card overlaps. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

/**
 * The day's dives as cards per boat, and the guests of the day to put on them. A guest dragged
 * onto a dive joins it (a guest may dive several times a day); a diver dragged to another dive
 * moves, dragged back to the guests leaves the dive. Every drag has its menu twin for the keyboard.
 */
export function DivePlanBoard({
  plan,
  guests,
  canUpdate,
  search,
  onSearch,
  actions,
  logging = null,
}: {
  plan: DivePlan;
  guests: DivePlanGuest[];
  canUpdate: boolean;
  search: string;
  onSearch: (search: string) => void;
  actions: BoardActions;
  /** The dive being logged right now. */
  logging?: string | null;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenTargets }),
  );
  const diverName = (id: string | number) => {
    const [kind, key] = String(id).split(':');
    if (kind === 'guest') return guests.find((g) => g.customer === key)?.fullName ?? '';
    return plan.dives.flatMap((d) => d.divers).find((d) => d.id === key)?.fullName ?? '';
  };
  const targetName = (id: string | number | undefined) => {
    const dive = plan.dives.find((d) => `dive:${d.id}` === id);
    return dive ? diveLabel(t, dive) : t('divePlan.guests');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('divePlan.drag.start', { name: diverName(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('divePlan.drag.over', { name: diverName(active.id), target: targetName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('divePlan.drag.end', { name: diverName(active.id), target: targetName(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('divePlan.drag.cancel', { name: diverName(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const [kind, key] = String(active.id).split(':') as [string, string];
    const target = String(over.id);
    if (target === 'pool') {
      if (kind === 'diver') actions.remove(key);
      return;
    }
    const dive = target.slice('dive:'.length);
    if (kind === 'guest') {
      if (!plan.dives.find((d) => d.id === dive)?.divers.some((d) => d.customer === key))
        actions.add(dive, key);
    } else if (!plan.dives.find((d) => d.id === dive)?.divers.some((d) => d.id === key))
      actions.move(key, dive);
  };
  const boats = [...new Set(plan.dives.map((d) => d.boatName))];
  const planned = (customer: string) =>
    plan.dives.filter((d) => d.divers.some((v) => v.customer === customer)).length;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('divePlan.drag.instructions') },
      }}
    >
      <Stack spacing={2}>
        <GuestPool search={search} onSearch={onSearch}>
          {guests.map((guest) => (
            <GuestCard
              key={guest.customer}
              guest={guest}
              dives={plan.dives}
              planned={planned(guest.customer)}
              canUpdate={canUpdate}
              onAdd={(dive) => actions.add(dive, guest.customer)}
            />
          ))}
          {guests.length === 0 && <Typography color="text.secondary">{t('divePlan.noGuests')}</Typography>}
        </GuestPool>
        {boats.map((boat) => (
          <Box key={boat || '-'} component="section" aria-label={boat || t('divePlan.noBoat')}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {boat || t('divePlan.noBoat')}
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}
            >
              {plan.dives
                .filter((d) => d.boatName === boat)
                .map((dive) => (
                  <DiveCard
                    key={dive.id}
                    dive={dive}
                    all={plan.dives}
                    canUpdate={canUpdate}
                    onEdit={() => actions.edit(dive.id)}
                    onMove={actions.move}
                    onRemove={actions.remove}
                    onOverride={actions.override}
                    onMix={actions.mix}
                    {...(actions.log ? { onLog: () => actions.log!(dive.id) } : {})}
                    logging={logging === dive.id}
                    date={plan.date}
                  />
                ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </DndContext>
  );
}

/** The guests of the day, a drop target too: a diver dropped here leaves the dive. */
function GuestPool({
  search,
  onSearch,
  children,
}: {
  search: string;
  onSearch: (search: string) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: 'pool' });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={t('divePlan.guests')}
      variant="outlined"
      sx={{ p: 1.5, borderColor: isOver ? 'primary.main' : undefined }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {t('divePlan.guests')}
        </Typography>
        <TextField
          size="small"
          label={t('divePlan.findDayGuest')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ minWidth: 220 }}
        />
      </Stack>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {children}
      </Box>
    </Paper>
  );
}
