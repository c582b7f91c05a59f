import type { BookingDetail } from '@seaberth/domain';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { creditErrors, useAddCustomerCredit } from '../customers/index.ts';
import { minorToDecimal } from '../../ui/money.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useRefreshBookings } from '../bookings/index.ts';
import { type CreditHolder, keepKind } from './booking-credit.ts';
import { useMoney } from '../../ui/use-money.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

export type BookingCreditDialogProps = { booking: BookingDetail; onClose: () => void } & (
  | { mode: 'pay'; holders: CreditHolder[]; open: number }
  | { mode: 'keep'; overpaid: number }
);

/**
 * The booking's money and a customer's credit: pay the open amount from the credit of a person of
 * the booking (`redeemed`), or keep what the booking was paid too much as the booker's credit
 * (`overpayment`, `refundOwed` once cancelled). Both are a payment of method credit on the booking.
 */
export function BookingCreditDialog(props: BookingCreditDialogProps) {
  const { booking, onClose } = props;
  const { t } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const add = useAddCustomerCredit();
  const decimals = decimalsOf(booking.currency);
  const paying = props.mode === 'pay';
  const [holder, setHolder] = useState(paying ? (props.holders[0]?.id ?? '') : (booking.lead ?? ''));
  const held = paying ? (props.holders.find((h) => h.id === holder)?.held ?? 0) : 0;
  const most = paying ? Math.min(held, props.open) : props.overpaid;
  const [minor, setMinor] = useState<number | null>(most);
  const [date, setDate] = useState(operatorToday());
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const money = (minor: number) => format(minor, booking.currency);
  const name = paying ? (props.holders.find((h) => h.id === holder)?.name ?? '') : booking.leadName;

  const tooMuch = t('bookings.payments.credit.tooMuch', { amount: money(most) });
  const amountError =
    minor === null || minor <= 0
      ? t('bookings.payments.credit.notMore', { example: minorToDecimal(most || 12345, decimals) })
      : minor > most
        ? tooMuch
        : null;
  const server = creditErrors(add.error, t, { amount: tooMuch });
  const shownAmountError = (tried && amountError) || server.fields.amount;

  const submit = () => {
    setTried(true);
    if (amountError || minor === null || !holder || !date) return;
    add.mutate(
      {
        customer: holder,
        kind: paying ? 'redeemed' : keepKind(booking.state),
        amount: minor,
        booking: booking.id,
        date,
        note: note.trim(),
      },
      {
        onSuccess: async () => {
          await refresh();
          showSuccess(
            t(`bookings.payments.credit.${paying ? 'paid' : 'kept'}`, { amount: money(minor), name }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      title={t(`bookings.payments.credit.${paying ? 'payTitle' : 'keepTitle'}`)}
      submitLabel={t(`bookings.payments.credit.${paying ? 'submitPay' : 'submitKeep'}`)}
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      error={server.alert ? { text: server.alert } : null}
      testId="booking-credit-dialog"
    >
      {paying ? (
        <>
          <Typography>
            {`${t('bookings.payments.credit.open', { amount: money(props.open) })} ${t('bookings.payments.credit.payText')}`}
          </Typography>
          <TextField
            select
            label={t('bookings.payments.credit.whose')}
            value={holder}
            onChange={(event) => {
              const next = props.holders.find((h) => h.id === event.target.value);
              setHolder(event.target.value);
              if (next) setMinor(Math.min(next.held, props.open));
            }}
          >
            {props.holders.map((h) => (
              <MenuItem key={h.id} value={h.id}>
                {t('bookings.payments.credit.holdsOption', { name: h.name, amount: money(h.held) })}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : (
        <Typography>
          {t(
            `bookings.payments.credit.${keepKind(booking.state) === 'refundOwed' ? 'keepTextCancelled' : 'keepText'}`,
            { amount: money(props.overpaid), name },
          )}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput
          label={t('bookings.payments.amount')}
          value={minor}
          onChange={setMinor}
          currency={booking.currency}
          required
          error={shownAmountError || undefined}
          hint={tooMuch}
        />
        <DateField
          label={t('bookings.payments.date')}
          value={date}
          onChange={(iso) => setDate(iso)}
          required
          fullWidth
          error={tried && !date}
        />
      </Stack>
      <TextField
        label={t('bookings.payments.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
