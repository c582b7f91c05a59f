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
import { api } from '../../api/client.ts';
import { useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import {
  CANCEL_CHARGES,
  type CancelCharge,
  CancelPreviewPanel,
  chargeBody,
  useCancelPreview,
} from './cancel-preview.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { decimalToMinor } from '../../ui/money.ts';

const CANCEL_REASONS = ['customer', 'operator', 'noPayment', 'other'] as const;

/**
 * Cancelling asks why and what it costs: the terms' scale for the day, a percent, a fixed amount
 * or nothing. Before confirming, the server's preview shows the fee and what it leaves (a refund
 * due or an amount still owed), so the operator sees exactly what the cancellation will charge.
 */
export function CancelDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [reason, setReason] = useState<string>('customer');
  const [message, setMessage] = useState('');
  const [charge, setCharge] = useState<CancelCharge>('terms');
  const [figure, setFigure] = useState('');
  const { decimalsOf } = useMoney();
  const decimals = decimalsOf(booking.currency);
  const typed =
    charge === 'percent'
      ? ((n) => (Number.isFinite(n) && figure.trim() !== '' && n >= 0 && n <= 100 ? n : null))(
          Number(figure.replace(',', '.')),
        )
      : charge === 'value'
        ? ((minor) => (minor !== null && minor >= 0 ? minor : null))(decimalToMinor(figure, decimals))
        : null;
  const body = chargeBody(charge, typed);
  const preview = useCancelPreview(booking.id, body);
  const valid = body !== null;
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/bookings/{id}/cancell', {
        path: { id: booking.id },
        body: { reason, message: message.trim(), ...body, version: booking.version },
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
            onChange={(event) => setCharge(event.target.value as CancelCharge)}
            helperText={charge === 'terms' ? t('bookings.cancelFee.termsHelp') : undefined}
          >
            {CANCEL_CHARGES.map((value) => (
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
              error={figure.trim() !== '' && !valid}
              helperText={
                figure.trim() !== '' && !valid
                  ? t(
                      charge === 'percent'
                        ? 'bookings.cancelFee.percentInvalid'
                        : 'bookings.cancelFee.valueInvalid',
                    )
                  : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {valid && (
            <CancelPreviewPanel
              preview={preview.data}
              charge={charge}
              loading={preview.isFetching}
              error={preview.error}
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
          disabled={!valid || preview.isFetching || preview.isError}
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
