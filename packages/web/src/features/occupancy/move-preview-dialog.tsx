import { formatDate, type OccupancyChart } from '@seaberth/domain';
import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { overCapacity, type PlacedBar } from './chart-model.ts';
import type { MoveTarget } from './occupancy-api.ts';
import { useMove } from './use-move.tsx';

interface Props {
  chart: OccupancyChart;
  target: MoveTarget;
  placed: PlacedBar;
  onClose: () => void;
}

export const stayDates = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/**
 * What a drag on the chart would do, before anything changes: the clash, the lock and the price
 * with the change, so the desk chooses to keep the price or to price the booking again.
 */
export function MovePreviewDialog({ chart, target, placed, onClose }: Props) {
  const { t } = useTranslation();
  const bar = placed.bar;
  // More guests than the room has places: said before the server is asked, and nothing to confirm.
  const tooSmall = overCapacity(bar, target, chart.rooms);
  const move = useMove(tooSmall ? null : target, bar.bookingNo, onClose);
  const roomName = (id: string) => chart.rooms.find((r) => r.id === id)?.name ?? '';
  const toRoom = target.room ? roomName(target.room) : roomName(bar.room);
  const toBeds = target.beds
    ? ` · ${t('occupancy.bed', { bed: target.beds.map((b) => b + 1).join(', ') })}`
    : '';
  return (
    <ActionDialog
      title={t('occupancy.move.title', { bookingNo: bar.bookingNo })}
      submitLabel={t('occupancy.move.submit')}
      onSubmit={move.submit}
      onClose={onClose}
      pending={move.pending}
      submitDisabled={move.blocked || Boolean(tooSmall)}
      error={move.error}
      testId="move-preview-dialog"
    >
      <Typography>
        {t('occupancy.move.what', {
          lead: bar.leadName || bar.bookingNo,
          fromRoom: roomName(bar.room),
          fromDates: stayDates(bar.from, bar.to),
        })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('occupancy.move.to', {
          toRoom: `${toRoom}${toBeds}`,
          toDates: stayDates(target.from ?? bar.from, target.to ?? bar.to),
        })}
      </Typography>
      {tooSmall ? (
        <Alert severity="warning" data-testid="move-too-small">
          {t('errors.ROOM_TOO_SMALL', { room: tooSmall.name, places: tooSmall.places, guests: bar.pax })}
        </Alert>
      ) : (
        move.body
      )}
    </ActionDialog>
  );
}
