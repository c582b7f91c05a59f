import { type BookingDetail, type BookingState, nextStates } from '@seaberth/domain';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { postBookingAction, useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from './booking-errors.ts';

const CANCEL_REASONS = ['customer', 'operator', 'noPayment', 'other'] as const;

/**
 * What an operator does with a booking: the state changes booking-flow allows (cancelling has
 * its own call and a confirmation), and moving cabins on a trip.
 */
export function BookingActions({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [cancelling, setCancelling] = useState(false);
  const stateName = (state: BookingState) => t(`resources.options.state.${state}`);
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (state: BookingState) =>
      postBookingAction(booking.id, 'change', { state, version: booking.version }),
    onSuccess: async (_result, state) => {
      await refresh();
      showSuccess(t('bookings.detail.changed', { bookingNo: booking.bookingNo, state: stateName(state) }));
    },
  });
  const states = nextStates(booking.state).filter((state) => state !== 'aborted');
  const canCancel = nextStates(booking.state).includes('aborted');
  return (
    <Stack spacing={1}>
      {change.isError && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          <AlertTitle>{t('bookings.detail.failed')}</AlertTitle>
          {bookingErrorText(change.error, t)}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        role="group"
        aria-label={t('bookings.detail.actions')}
      >
        {states.map((state) => (
          <Button
            key={state}
            variant="outlined"
            disabled={change.isPending}
            onClick={() => change.mutate(state)}
            data-testid={`booking-state-${state}`}
          >
            {t('bookings.detail.changeTo', { state: stateName(state) })}
          </Button>
        ))}
        {booking.schedule && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/schedules/movecabin/${booking.id}`}
            startIcon={<SwapHorizIcon />}
          >
            {t('bookings.detail.moveCabin')}
          </Button>
        )}
        {canCancel && (
          <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
            {t('bookings.detail.cancel')}
          </Button>
        )}
      </Stack>
      {cancelling && <CancelDialog booking={booking} onClose={() => setCancelling(false)} />}
    </Stack>
  );
}

function CancelDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [reason, setReason] = useState<string>('customer');
  const [message, setMessage] = useState('');
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      postBookingAction(booking.id, 'cancell', { reason, message: message.trim(), version: booking.version }),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('bookings.detail.cancelled', { bookingNo: booking.bookingNo }));
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby="cancel-booking-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="cancel-booking-title">
        {t('bookings.detail.cancelTitle', { bookingNo: booking.bookingNo })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('bookings.detail.cancelText')}</DialogContentText>
          {cancel.isError && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
              {bookingErrorText(cancel.error, t)}
            </Alert>
          )}
          <TextField
            select
            label={t('bookings.detail.cancelReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            {CANCEL_REASONS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`bookings.cancelReasons.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('bookings.detail.cancelMessage')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          {t('bookings.detail.keep')}
        </Button>
        <PendingButton
          pending={cancel.isPending}
          color="error"
          variant="contained"
          onClick={() => cancel.mutate()}
        >
          {t('bookings.detail.cancelConfirm')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
