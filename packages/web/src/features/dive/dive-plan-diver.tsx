import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import type { DivePlanDive, DivePlanDiver, DivePlanGuest } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diveLabel, findingText } from './dive-plan-texts.ts';

const STATUS = {
  ok: { color: 'success', icon: <CheckCircleOutlineIcon /> },
  warning: { color: 'warning', icon: <WarningAmberIcon /> },
  block: { color: 'error', icon: <BlockIcon /> },
} as const;

/** OK, warning or block, with the reasons written out under it (a tablet has no hover). */
export function EligibilityChip({ diver }: { diver: DivePlanDiver }) {
  const { t } = useTranslation();
  const status = STATUS[diver.eligibility];
  return (
    <Stack spacing={0.25}>
      <Chip
        size="small"
        color={status.color}
        icon={status.icon}
        label={t(`divePlan.eligibility.${diver.eligibility}`)}
        sx={{ alignSelf: 'flex-start' }}
      />
      {diver.findings.map((finding) => (
        <Typography
          key={finding.reason}
          variant="caption"
          color={finding.severity === 'block' ? 'error' : 'warning.dark'}
        >
          {findingText(t, finding)}
        </Typography>
      ))}
      {diver.override && (
        <Typography variant="caption" color="text.secondary">
          {t('divePlan.overridden', { reason: diver.override.reason, by: diver.override.by })}
        </Typography>
      )}
    </Stack>
  );
}

/** A chip that drags (pointer, touch, or space and the arrow keys), with its actions in a menu. */
function DragCard({
  id,
  label,
  disabled,
  children,
  actions,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
  actions: { label: string; onClick: () => void }[];
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, disabled });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Paper
      variant="outlined"
      ref={setNodeRef}
      sx={{
        p: 1,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        touchAction: 'none',
        cursor: disabled ? 'default' : 'grab',
      }}
    >
      {/* Named by what it shows (the diver's name first), so a voice user can say what they see. */}
      <Box {...attributes} {...listeners} sx={{ flex: 1, minWidth: 0, minHeight: 44 }}>
        {children}
      </Box>
      {actions.length > 0 && (
        <>
          <IconButton
            size="small"
            aria-label={t('divePlan.actionsFor', { name: label })}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action.label}
                onClick={() => {
                  setAnchor(null);
                  action.onClick();
                }}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Paper>
  );
}

export interface DiverCardProps {
  diver: DivePlanDiver;
  dive: DivePlanDive;
  others: DivePlanDive[];
  canUpdate: boolean;
  onMove: (dive: string) => void;
  onRemove: () => void;
  onOverride: () => void;
  onMix: () => void;
}

/** A diver on a dive: name, level, eligibility; moved by dragging or from the menu. */
export function DiverCard({
  diver,
  dive,
  others,
  canUpdate,
  onMove,
  onRemove,
  onOverride,
  onMix,
}: DiverCardProps) {
  const { t } = useTranslation();
  const open = canUpdate && !dive.closedAt;
  const actions = open
    ? [
        ...others
          .filter((other) => !other.closedAt)
          .map((other) => ({
            label: t('divePlan.moveTo', { dive: diveLabel(t, other) }),
            onClick: () => onMove(other.id),
          })),
        ...(diver.findings.some((f) => f.severity === 'block') && !diver.override
          ? [{ label: t('divePlan.override.action'), onClick: onOverride }]
          : []),
        { label: t('divePlan.mix.action'), onClick: onMix },
        { label: t('divePlan.removeDiver'), onClick: onRemove },
      ]
    : [];
  return (
    <DragCard id={`diver:${diver.id}`} label={diver.fullName} disabled={!open} actions={actions}>
      <Typography variant="body2" fontWeight={600}>
        {diver.fullName}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {[
          t(`divePlan.levels.${diver.level}`),
          diver.dives != null && t('divePlan.dives', { count: diver.dives }),
          diver.nitroxMix,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <EligibilityChip diver={diver} />
      {diver.loggedDive && (
        <Chip
          size="small"
          variant="outlined"
          color="success"
          label={t('divePlan.log.logged')}
          sx={{ mt: 0.5 }}
        />
      )}
    </DragCard>
  );
}

/** A guest of the day in the pool: dragged (or added from the menu) onto a dive. */
export function GuestCard({
  guest,
  dives,
  planned,
  canUpdate,
  onAdd,
}: {
  guest: DivePlanGuest;
  dives: DivePlanDive[];
  planned: number;
  canUpdate: boolean;
  onAdd: (dive: string) => void;
}) {
  const { t } = useTranslation();
  const actions = canUpdate
    ? dives
        .filter((dive) => !dive.closedAt && !dive.divers.some((d) => d.customer === guest.customer))
        .map((dive) => ({
          label: t('divePlan.addTo', { dive: diveLabel(t, dive) }),
          onClick: () => onAdd(dive.id),
        }))
    : [];
  return (
    <DragCard id={`guest:${guest.customer}`} label={guest.fullName} disabled={!canUpdate} actions={actions}>
      <Typography variant="body2" fontWeight={600}>
        {guest.fullName}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {[
          guest.room || t('divePlan.dayGuest'),
          t(`divePlan.levels.${guest.level}`),
          t('divePlan.onDives', { count: planned }),
        ].join(' · ')}
      </Typography>
    </DragCard>
  );
}
