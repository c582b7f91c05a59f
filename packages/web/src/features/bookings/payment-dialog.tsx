import { type BookingPaymentInput, PAYMENT_INPUT_METHODS, type PaymentInputMethod } from '@seaberth/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { minorToDecimal } from '../../ui/money.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { api } from '../../api/client.ts';
import { useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

export interface PaymentDialogProps {
  /** The booking as on screen: the payment is made on its version. */
  booking: { id: string; currency: string; version: number };
  /** Digits after the decimal point in the booking currency. */
  decimals: number;
  onClose: () => void;
  /** The amount to start with, in minor units: the open balance, or a refund (negative). */
  initialAmount?: number;
  /** Another title, e.g. for a refund or a payment taken at check-out. */
  title?: string;
  /** After the payment is recorded (and the bookings are read again), before the dialog closes. */
  onSaved?: () => void;
}

/**
 * Money received for a booking, typed as a decimal in the booking currency and sent as integer
 * minor units (ARCHITECTURE: money is never a float); a negative amount records a refund.
 */
export function PaymentDialog({
  booking,
  decimals,
  onClose,
  initialAmount,
  title,
  onSaved,
}: PaymentDialogProps) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [minor, setMinor] = useState<number | null>(initialAmount ?? null);
  const [method, setMethod] = useState<PaymentInputMethod>('bankTransfer');
  const [date, setDate] = useState(operatorToday());
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: BookingPaymentInput) =>
      api.POST('/api/bookings/{id}/payment', { path: { id: booking.id }, body }),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('bookings.payments.added'));
      onSaved?.();
      onClose();
    },
  });
  const amountBad = minor === null || minor === 0;

  const submit = () => {
    setTouched(true);
    if (minor === null || minor === 0 || !date) return;
    save.mutate({
      amount: minor,
      currency: booking.currency,
      date,
      method,
      reference: reference.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
      version: booking.version,
    });
  };

  return (
    <ActionDialog
      title={title ?? t('bookings.payments.dialogTitle')}
      submitLabel={t('bookings.payments.save')}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={
        save.isError ? { title: t('bookings.payments.failed'), text: bookingErrorText(save.error, t) } : null
      }
      testId="payment-dialog"
    >
      <MoneyInput
        label={t('bookings.payments.amount')}
        value={minor}
        onChange={setMinor}
        currency={booking.currency}
        decimals={decimals}
        // A negative amount records a refund.
        signed
        required
        error={
          touched && amountBad
            ? t('bookings.payments.amountInvalid', { example: minorToDecimal(12345, decimals) })
            : undefined
        }
        hint={t('bookings.payments.amountHint')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('bookings.payments.method')}
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentInputMethod)}
          fullWidth
        >
          {PAYMENT_INPUT_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`resources.options.method.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label={t('bookings.payments.date')}
          value={date}
          onChange={(iso) => setDate(iso)}
          required
          fullWidth
        />
      </Stack>
      <TextField
        label={t('bookings.payments.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('bookings.payments.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ActionDialog>
  );
}
