import { type BookingDetail, RELEASE_REASONS } from '@seaberth/domain';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useRefreshBookings } from './booking-api.ts';
import { useBookingMutation } from './use-booking-mutation.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { DateRange, DepartureField } from './rebook-dialog.tsx';

/** A life action of a booking: what it calls, and the dialog around it. */
function useLifeAction(
  booking: BookingDetail,
  call: () => Promise<unknown>,
  done: string,
  onClose: () => void,
) {
  const action = useBookingMutation(call, {
    done,
    doneParams: { bookingNo: booking.bookingNo },
    onDone: onClose,
  });
  return { ...action, run: () => action.run() };
}

/** An offer or reservation gives its beds back, with a reason. */
export function ReleaseDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string>('customer');
  const [message, setMessage] = useState('');
  const action = useLifeAction(
    booking,
    () =>
      api.POST('/api/bookings/{id}/release', {
        path: { id: booking.id },
        body: { reason, message: message.trim(), version: booking.version },
      }),
    'bookings.life.released',
    onClose,
  );
  return (
    <ActionDialog
      title={t('bookings.life.releaseTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.life.release')}
      onSubmit={action.run}
      onClose={onClose}
      pending={action.pending}
      error={action.error}
      destructive
    >
      <Typography variant="body2">{t('bookings.life.releaseText')}</Typography>
      <TextField
        select
        label={t('bookings.life.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      >
        {RELEASE_REASONS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`bookings.life.reasons.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('bookings.life.message')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ActionDialog>
  );
}

/** Undo the last cancellation or release: the booking takes its beds again, if they are free. */
export function RevertDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const back = booking.previousState;
  const action = useLifeAction(
    booking,
    () =>
      api.POST('/api/bookings/{id}/revert', { path: { id: booking.id }, body: { version: booking.version } }),
    'bookings.life.reverted',
    onClose,
  );
  return (
    <ActionDialog
      title={t('bookings.life.revertTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.life.revert')}
      onSubmit={action.run}
      onClose={onClose}
      pending={action.pending}
      error={action.error}
    >
      <Typography variant="body2">
        {back
          ? t('bookings.life.revertText', { state: t(`resources.options.state.${back}`) })
          : t('bookings.life.revertTextUnknown')}
      </Typography>
    </ActionDialog>
  );
}

/** To state deleted: the beds go, the booking and its history stay readable. */
export function DeleteBookingDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useLifeAction(
    booking,
    () => api.DELETE('/api/bookings/{id}', { path: { id: booking.id }, query: { version: booking.version } }),
    'bookings.life.deleted',
    onClose,
  );
  return (
    <ActionDialog
      title={t('bookings.life.deleteTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.life.delete')}
      onSubmit={action.run}
      onClose={onClose}
      pending={action.pending}
      error={action.error}
      destructive
    >
      <Typography variant="body2">{t('bookings.life.deleteText')}</Typography>
    </ActionDialog>
  );
}

/** A new offer with the same rooms and guests on other dates (a resort stay) or another trip. */
export function CopyBookingDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const trip = booking.type === 'vessel';
  const [schedule, setSchedule] = useState('');
  const [from, setFrom] = useState(booking.from);
  const [to, setTo] = useState(booking.to);
  const copy = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/bookings/{id}/copy', {
        path: { id: booking.id },
        body: trip ? { schedule } : { dates: { from, to } },
      }),
    onSuccess: async (made) => {
      await refresh();
      showSuccess(t('bookings.life.copied', { bookingNo: booking.bookingNo, next: made.bookingNo }));
      navigate(`/booking/${made.id}`);
    },
  });
  const invalid = trip ? !schedule : !from || !to || from >= to;
  return (
    <ActionDialog
      title={t('bookings.life.copyTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookings.life.copy')}
      onSubmit={() => copy.mutate()}
      onClose={onClose}
      pending={copy.isPending}
      submitDisabled={invalid}
      error={copy.isError ? { text: bookingErrorText(copy.error, t) } : null}
    >
      <Typography variant="body2">{t('bookings.life.copyText')}</Typography>
      {trip ? (
        <DepartureField booking={booking} value={schedule} onChange={setSchedule} />
      ) : (
        <DateRange from={from} to={to} setFrom={setFrom} setTo={setTo} invalid={invalid} />
      )}
    </ActionDialog>
  );
}
