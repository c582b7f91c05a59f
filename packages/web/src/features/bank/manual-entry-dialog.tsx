import { bankResource } from '@seaberth/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useCreateManualEntry } from './bank-api.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

/**
 * Money taken at the desk (cash, card) booked on an account: typed in the account's currency and
 * sent as exact minor units; a refund paid out is typed with a minus.
 */
export function ManualEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const accounts = useResourceList(bankResource, ALL_ROWS);
  const active = (accounts.data?.data ?? []).filter((row) => row.isActive !== false);
  const [bank, setBank] = useState('');
  const [date, setDate] = useState(operatorToday());
  const [minor, setMinor] = useState<number | null>(null);
  const [payer, setPayer] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateManualEntry();
  const account = active.find((row) => row.id === bank);
  const currency = String(account?.currency ?? 'EUR');
  const amountError =
    minor === null ? t('bank.manual.amountInvalid') : minor === 0 ? t('bank.manual.amountZero') : null;

  const submit = () => {
    setTried(true);
    if (!bank || !date || amountError || minor === null) return;
    create.mutate(
      { bank, bookingDate: date, amount: minor, counterpartyName: payer.trim(), remittance: text.trim() },
      {
        onSuccess: () => {
          showSuccess(t('bank.manual.added', { amount: format(minor, currency) }));
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      title={t('bank.manual.title')}
      submitLabel={t('bank.manual.submit')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      error={create.isError ? { text: bookingErrorText(create.error, t) } : null}
      testId="manual-entry-dialog"
    >
      <TextField
        select
        label={t('bank.manual.account')}
        value={bank}
        onChange={(event) => setBank(event.target.value)}
        required
        error={tried && !bank}
        helperText={tried && !bank ? t('bank.manual.pickAccount') : undefined}
      >
        {active.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {`${String(row.name ?? '')} (${String(row.currency ?? '')})`}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput
          label={t('bank.manual.amount')}
          value={minor}
          onChange={setMinor}
          currency={currency}
          // A refund paid out is typed with a minus.
          signed
          required
          error={tried && amountError ? amountError : undefined}
          hint={t('bank.manual.amountHint')}
        />
        <DateField
          label={t('bank.manual.date')}
          value={date}
          onChange={(iso) => setDate(iso)}
          required
          fullWidth
          error={tried && !date}
        />
      </Stack>
      <TextField
        label={t('bank.manual.payer')}
        value={payer}
        onChange={(event) => setPayer(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('bank.manual.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
