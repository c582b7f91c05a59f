import { formatDate, type OccupancyChart } from '@seaberth/domain';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useRefreshBookings } from '../bookings/booking-api.ts';
import { bookingErrorText } from '../bookings/booking-errors.ts';
import { KeepPriceChoice } from '../bookings/keep-price-choice.tsx';
import { useMoney } from '../bookings/use-money.ts';
import type { PlacedBar } from './chart-model.ts';
import { type MoveTarget, moveBookedRoom, previewMove } from './occupancy-api.ts';

interface Props {
  chart: OccupancyChart;
  target: MoveTarget;
  placed: PlacedBar;
  onClose: () => void;
}

const dates = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/**
 * What a drag on the chart would do, asked of the server before anything changes: whether the
 * room is free for those nights, whether the assignment is locked, and the price with the change,
 * so the desk chooses to keep the price or to price the booking again.
 */
export function MovePreviewDialog({ chart, target, placed, onClose }: Props) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const bar = placed.bar;
  const roomName = (id: string) => chart.rooms.find((r) => r.id === id)?.name ?? '';
  const preview = useQuery({
    queryKey: ['occupancy-move-preview', target],
    queryFn: () => previewMove(target),
    retry: false,
    gcTime: 0,
    meta: { silent: true },
  });
  // Other nights usually cost something else; another room of the same kind usually does not.
  const [keepPrice, setKeepPrice] = useState(!target.from);
  const move = useMutation({
    meta: { silent: true },
    mutationFn: () => moveBookedRoom(target, keepPrice),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('occupancy.move.done', { bookingNo: bar.bookingNo }));
      onClose();
    },
  });
  const answer = preview.data;
  const blocked = !answer || Boolean(answer.clash) || answer.locked;
  const toRoom = target.room ? roomName(target.room) : roomName(bar.room);
  const toBeds = target.beds
    ? ` · ${t('occupancy.bed', { bed: target.beds.map((b) => b + 1).join(', ') })}`
    : '';
  const error = move.isError
    ? { title: t('occupancy.move.failed'), text: bookingErrorText(move.error, t) }
    : preview.isError
      ? { text: bookingErrorText(preview.error, t) }
      : null;

  return (
    <ActionDialog
      title={t('occupancy.move.title', { bookingNo: bar.bookingNo })}
      submitLabel={t('occupancy.move.submit')}
      onSubmit={() => move.mutate()}
      onClose={onClose}
      pending={move.isPending}
      submitDisabled={blocked}
      error={error}
      testId="move-preview-dialog"
    >
      <Typography>
        {t('occupancy.move.what', {
          lead: bar.leadName || bar.bookingNo,
          fromRoom: roomName(bar.room),
          fromDates: dates(bar.from, bar.to),
        })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('occupancy.move.to', {
          toRoom: `${toRoom}${toBeds}`,
          toDates: dates(target.from ?? bar.from, target.to ?? bar.to),
        })}
      </Typography>
      {preview.isPending && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('occupancy.move.checking')}
          </Typography>
          <LinearProgress />
        </>
      )}
      {answer?.locked && <Alert severity="warning">{t('occupancy.move.locked')}</Alert>}
      {answer?.clash && (
        <Alert severity="warning" data-testid="move-clash">
          {t('occupancy.move.clash', {
            room: answer.clash.room,
            from: formatDate(answer.clash.from),
            to: formatDate(answer.clash.to),
            by: answer.clash.bookingNo
              ? t('occupancy.move.clashBy', { bookingNo: answer.clash.bookingNo })
              : '',
          })}
        </Alert>
      )}
      {answer && !blocked && answer.repriced !== answer.total && (
        <KeepPriceChoice
          keepPrice={keepPrice}
          onChange={setKeepPrice}
          label={t('occupancy.move.price', {
            total: format(answer.total, answer.currency),
            repriced: format(answer.repriced, answer.currency),
          })}
          keep={{ label: t('occupancy.move.keepPrice', { total: format(answer.total, answer.currency) }) }}
          reprice={{
            label: t('occupancy.move.reprice', { repriced: format(answer.repriced, answer.currency) }),
          }}
        />
      )}
    </ActionDialog>
  );
}
