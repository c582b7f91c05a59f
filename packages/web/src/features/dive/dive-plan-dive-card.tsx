import { useDroppable } from '@dnd-kit/core';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import type { DivePlanDive } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { DiverCard } from './dive-plan-diver.tsx';

export interface DiveCardProps {
  dive: DivePlanDive;
  all: DivePlanDive[];
  canUpdate: boolean;
  onEdit: () => void;
  onMove: (diver: string, dive: string) => void;
  onRemove: (diver: string) => void;
  onOverride: (diver: string) => void;
}

/** One dive as a column: when, where, what, who leads, the seats taken, and its divers (a drop target). */
export function DiveCard({ dive, all, canUpdate, onEdit, onMove, onRemove, onOverride }: DiveCardProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `dive:${dive.id}`, disabled: Boolean(dive.closedAt) });
  const full = dive.seats !== null && dive.divers.length >= dive.seats;
  const headingId = `dive-${dive.id}-heading`;
  return (
    <Card
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderColor: isOver ? 'primary.main' : undefined, borderWidth: isOver ? 2 : 1, minHeight: 160 }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {`${dive.time} · ${dive.siteName || t('divePlan.noSite')}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[dive.typeName, dive.guideName && t('divePlan.guidedBy', { name: dive.guideName })]
                .filter(Boolean)
                .join(' · ') || t('divePlan.notSet')}
            </Typography>
          </Box>
          {canUpdate && !dive.closedAt && (
            <IconButton
              aria-label={t('divePlan.editDive', { time: dive.time })}
              onClick={onEdit}
              size="small"
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={full ? 'warning' : 'default'}
            label={
              dive.seats === null
                ? t('divePlan.noBoatDivers', { count: dive.divers.length })
                : t('divePlan.seatsTaken', { taken: dive.divers.length, seats: dive.seats })
            }
          />
          {dive.closedAt && <Chip size="small" icon={<LockIcon />} label={t('divePlan.closed')} />}
        </Stack>
        <Stack
          spacing={1}
          // A list only with divers on it: an empty list is no list (axe: aria-required-children).
          {...(dive.divers.length > 0
            ? { role: 'list', 'aria-label': t('divePlan.diversOf', { time: dive.time }) }
            : {})}
        >
          {dive.divers.map((diver) => (
            <Box role="listitem" key={diver.id}>
              <DiverCard
                diver={diver}
                dive={dive}
                others={all.filter((other) => other.id !== dive.id)}
                canUpdate={canUpdate}
                onMove={(target) => onMove(diver.id, target)}
                onRemove={() => onRemove(diver.id)}
                onOverride={() => onOverride(diver.id)}
              />
            </Box>
          ))}
          {dive.divers.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('divePlan.dropHere')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
