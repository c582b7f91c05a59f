import { InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { type BookingOption, useAssignEntry } from './bank-api.ts';
import { leftToAssign } from './bank-format.ts';
import type { AssignableEntry } from './bank-types.ts';
import { BookingSearchField } from './booking-search-field.tsx';

const RATE = /^\d{1,12}(\.\d{1,10})?$/;

/** What an entry pays of a booking unless told otherwise: what is left, at most what the booking owes. */
function prefill(entry: AssignableEntry, booking: BookingOption | null): number {
  const left = leftToAssign(entry);
  if (!booking || booking.currency !== entry.currency || entry.amount < 0) return left;
  const open = booking.total - booking.paid;
  return open > 0 ? Math.min(left, open) : left;
}

/**
 * An entry (or part of it) pays a booking the operator searches for. The amount is in the entry's
 * currency; a booking in another currency is credited at the rate given (else the day's rate).
 */
export function AssignDialog({ entry, onClose }: { entry: AssignableEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const { showSuccess } = useSnackbar();
  const decimals = decimalsOf(entry.currency);
  const [booking, setBooking] = useState<BookingOption | null>(null);
  const [amount, setAmount] = useState(() => minorToDecimal(prefill(entry, null), decimals));
  const [rate, setRate] = useState('');
  const [rateType, setRateType] = useState<'direct' | 'inverse'>('direct');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const assign = useAssignEntry();
  const left = leftToAssign(entry);
  const minor = decimalToMinor(amount, decimals);
  const foreign = booking !== null && booking.currency !== entry.currency;
  const rateText = rate.trim().replace(',', '.');
  const amountError =
    minor === null || minor <= 0
      ? t('bank.assign.amountInvalid')
      : minor > left
        ? t('bank.assign.amountTooHigh', { amount: format(left, entry.currency) })
        : null;
  const rateError = foreign && rateText && !RATE.test(rateText) ? t('bank.assign.rateInvalid') : null;

  const choose = (next: BookingOption | null) => {
    setBooking(next);
    setAmount(minorToDecimal(prefill(entry, next), decimals));
  };

  const submit = () => {
    setTried(true);
    if (!booking || amountError || rateError || minor === null) return;
    assign.mutate(
      {
        entry: entry.id,
        body: {
          booking: booking.id,
          amount: minor,
          ...(foreign && rateText ? { rate: rateText, rateType } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          showSuccess(
            t('bank.assign.done', { amount: format(minor, entry.currency), booking: booking.bookingNo }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      title={t('bank.assign.title')}
      submitLabel={t('bank.assign.submit')}
      onSubmit={submit}
      onClose={onClose}
      pending={assign.isPending}
      error={assign.isError ? { text: bookingErrorText(assign.error, t) } : null}
      testId="assign-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('bank.assign.entry', {
          date: formatDate(entry.bookingDate, false),
          name: entry.counterpartyName || t('bank.entries.noName'),
          amount: format(entry.amount, entry.currency),
          left: format(left, entry.currency),
        })}
      </Typography>
      <BookingSearchField
        value={booking}
        onChange={choose}
        error={tried && !booking ? t('bank.assign.pickBooking') : undefined}
      />
      <TextField
        label={t('bank.assign.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
        error={tried && Boolean(amountError)}
        helperText={tried && amountError ? amountError : t('bank.assign.amountHint')}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">{entry.currency}</InputAdornment> },
        }}
      />
      {foreign && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('bank.assign.rate')}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            fullWidth
            error={Boolean(rateError)}
            helperText={rateError ?? t('bank.assign.rateHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            label={t('bank.assign.rateType')}
            value={rateType}
            onChange={(event) => setRateType(event.target.value as 'direct' | 'inverse')}
            fullWidth
          >
            <MenuItem value="direct">
              {t('bank.assign.direct', { from: entry.currency, to: booking.currency })}
            </MenuItem>
            <MenuItem value="inverse">
              {t('bank.assign.inverse', { from: entry.currency, to: booking.currency })}
            </MenuItem>
          </TextField>
        </Stack>
      )}
      <TextField
        label={t('bank.assign.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
