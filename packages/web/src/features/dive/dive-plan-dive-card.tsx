import { useDroppable } from '@dnd-kit/core';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { type DivePlanDive, divePlanLogBlocker } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../app/pending-button.tsx';
import { DiverCard } from './dive-plan-diver.tsx';

export interface DiveCardProps {
  dive: DivePlanDive;
  all: DivePlanDive[];
  canUpdate: boolean;
  onEdit: () => void;
  onMove: (diver: string, dive: string) => void;
  onRemove: (diver: string) => void;
  onOverride: (diver: string) => void;
  onMix: (diver: string) => void;
  /** Logs the dive's divers (absent without divelog.create). */
  onLog?: () => void;
  logging?: boolean;
  /** The plan's day: "correct depths" opens the dive log of that day. */
  date: string;
}

/** One dive as a column: when, where, what, who leads, the seats taken, and its divers (a drop target). */
export function DiveCard({
  dive,
  all,
  canUpdate,
  onEdit,
  onMove,
  onRemove,
  onOverride,
  onMix,
  onLog,
  logging = false,
  date,
}: DiveCardProps) {
  const { t } = useTranslation();
  const blocker = divePlanLogBlocker(dive);
  const hintId = `dive-${dive.id}-log-hint`;
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
          {blocker === 'allLogged' && (
            <Chip size="small" color="success" icon={<TaskAltIcon />} label={t('divePlan.log.logged')} />
          )}
        </Stack>
        {onLog && dive.divers.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
          >
            {blocker === 'allLogged' ? (
              <Button size="small" component={RouterLink} to={`/dive/log?date=${date}`}>
                {t('divePlan.log.correct')}
              </Button>
            ) : (
              <PendingButton
                size="small"
                variant="outlined"
                pending={logging}
                disabled={blocker === 'noType'}
                onClick={onLog}
                // "Log dive at 08:00": the visible words first, then which dive (axe label-content-name-mismatch).
                aria-label={t('divePlan.log.actionAt', { time: dive.time })}
                {...(blocker === 'noType' ? { 'aria-describedby': hintId } : {})}
              >
                {t('divePlan.log.action')}
              </PendingButton>
            )}
            {blocker === 'noType' && (
              <Typography id={hintId} variant="caption" color="text.secondary">
                {t('divePlan.log.needsType')}
              </Typography>
            )}
          </Stack>
        )}
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
                onMix={() => onMix(diver.id)}
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
