import type { BookingDetail } from '@seaberth/domain';
import {
  Alert,
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
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { postBookingAction, useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from './booking-errors.ts';
import { useMoney } from './use-money.ts';

const CANCEL_REASONS = ['customer', 'operator', 'noPayment', 'other'] as const;
const CHARGES = ['none', 'terms', 'percent', 'value'] as const;
type Charge = (typeof CHARGES)[number];

/**
 * Cancelling asks why and what it costs: nothing, the terms' scale for the day, a percent or a
 * fixed amount; the fee of a percent or an amount is shown before confirming.
 */
export function CancelDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [reason, setReason] = useState<string>('customer');
  const [message, setMessage] = useState('');
  const [charge, setCharge] = useState<Charge>('none');
  const [figure, setFigure] = useState('');
  const { format, decimalsOf } = useMoney();
  const decimals = decimalsOf(booking.currency);
  const number = Number(figure.replace(',', '.'));
  const valid =
    charge === 'none' ||
    charge === 'terms' ||
    (figure.trim() !== '' && Number.isFinite(number) && number >= 0);
  const fee =
    charge === 'percent' && valid
      ? Math.round((booking.total * Math.min(number, 100)) / 100)
      : charge === 'value' && valid
        ? Math.round(number * 10 ** decimals)
        : null;
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      postBookingAction(booking.id, 'cancell', {
        reason,
        message: message.trim(),
        ...(charge === 'terms' ? { useTerms: true } : {}),
        ...(charge === 'percent' ? { percent: Math.min(number, 100) } : {}),
        ...(charge === 'value' ? { value: fee } : {}),
        version: booking.version,
      }),
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
          <TextField
            select
            label={t('bookings.cancelFee.charge')}
            value={charge}
            onChange={(event) => setCharge(event.target.value as Charge)}
            helperText={charge === 'terms' ? t('bookings.cancelFee.termsHelp') : undefined}
          >
            {CHARGES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`bookings.cancelFee.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {(charge === 'percent' || charge === 'value') && (
            <TextField
              label={
                charge === 'percent'
                  ? t('bookings.cancelFee.percentLabel')
                  : t('bookings.cancelFee.valueLabel', { currency: booking.currency })
              }
              value={figure}
              onChange={(event) => setFigure(event.target.value)}
              error={!valid}
              helperText={
                fee !== null
                  ? t('bookings.cancelFee.preview', { fee: format(fee, booking.currency) })
                  : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          {t('bookings.detail.keep')}
        </Button>
        <PendingButton
          pending={cancel.isPending}
          disabled={!valid}
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
