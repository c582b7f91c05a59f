import { formatDate } from '@seaberth/domain';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar.tsx';
import { KeepPriceChoice, useRefreshBookings } from '../bookings/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { type MoveTarget, moveBookedRoom, previewMove } from './occupancy-api.ts';

/**
 * Moving a booked room, asked of the server before anything changes (whether the room is free for
 * those nights, whether the assignment is locked, the price with the change), then done: the
 * chart's drag and the booking page's form share it. `target` null while the form is incomplete.
 */
export function useMove(target: MoveTarget | null, bookingNo: string, onDone: () => void) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const preview = useQuery({
    queryKey: ['occupancy-move-preview', target],
    queryFn: () => previewMove(target!),
    enabled: Boolean(target),
    retry: false,
    gcTime: 0,
    meta: { silent: true },
  });
  // Other nights usually cost something else; another room of the same kind usually does not.
  const [keepPrice, setKeepPrice] = useState<boolean | null>(null);
  const keep = keepPrice ?? !target?.from;
  const move = useMutation({
    meta: { silent: true },
    mutationFn: () => moveBookedRoom(target!, keep),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('occupancy.move.done', { bookingNo }));
      onDone();
    },
  });
  const answer = target ? preview.data : undefined;
  const blocked = !answer || Boolean(answer.clash) || answer.locked;
  const error = move.isError
    ? { title: t('occupancy.move.failed'), text: bookingErrorText(move.error, t) }
    : preview.isError
      ? { text: bookingErrorText(preview.error, t) }
      : null;
  return {
    submit: () => move.mutate(),
    pending: move.isPending,
    blocked,
    error,
    body: (
      <MoveCheck
        answer={answer}
        checking={Boolean(target) && preview.isPending}
        keep={keep}
        setKeep={setKeepPrice}
      />
    ),
  };
}

function MoveCheck({
  answer,
  checking,
  keep,
  setKeep,
}: {
  answer: Awaited<ReturnType<typeof previewMove>> | undefined;
  checking: boolean;
  keep: boolean;
  setKeep: (keep: boolean) => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <>
      {checking && (
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
      {answer && !answer.clash && !answer.locked && answer.repriced !== answer.total && (
        <KeepPriceChoice
          keepPrice={keep}
          onChange={setKeep}
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
    </>
  );
}
