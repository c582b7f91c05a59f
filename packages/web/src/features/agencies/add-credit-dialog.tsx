import { AGENCY_CREDIT_KINDS, type AgencyCreditInput, bookingResource, signedCredit } from '@seaberth/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { type ListParams, useResourceList } from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useAddLedgerEntry } from '../ledger/index.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { agencyLedger } from './agency-api.ts';
import { AgencySelect, useAgencies } from './agency-select.tsx';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

type Kind = AgencyCreditInput['kind'];
const KINDS = AGENCY_CREDIT_KINDS.filter((kind): kind is Kind => kind !== 'reversal');

/** The agency's latest bookings, to say what an entry is for (optional). */
function useAgencyBookings(agency: string) {
  const params = useMemo<ListParams>(
    () => ({ page: 0, size: 100, sort: 'from', order: -1, filter: { agency } }),
    [agency],
  );
  return useResourceList(bookingResource, params, Boolean(agency));
}

export interface AddCreditDialogProps {
  /** The agency of the page; without it the dialog asks for one. */
  agency?: { id: string; currency: string };
  onClose: () => void;
}

/**
 * A new ledger entry: the kind gives the sign (a prepayment is in the agency's favour, a voucher
 * against it), so the amount is typed without one; only a correction may be negative.
 */
export function AddCreditDialog({ agency: fixed, onClose }: AddCreditDialogProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const agencies = useAgencies(!fixed);
  const [agency, setAgency] = useState(fixed?.id ?? '');
  const [kind, setKind] = useState<Kind>('prepayment');
  const [minor, setMinor] = useState<number | null>(null);
  const [date, setDate] = useState(operatorToday());
  const [booking, setBooking] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const bookings = useAgencyBookings(agency);
  const add = useAddLedgerEntry(agencyLedger);
  const currency = fixed?.currency ?? agencies.byId.get(agency)?.currency ?? 'EUR';
  const amountError =
    minor === null
      ? t('agencies.credits.amountInvalid')
      : minor === 0
        ? t('validation.zeroCredit')
        : kind !== 'correction' && minor < 0
          ? t('validation.unsignedCredit')
          : null;

  const submit = () => {
    setTried(true);
    if (!agency || amountError || minor === null || !date) return;
    add.mutate(
      {
        agency,
        kind,
        amount: minor,
        date,
        ...(booking ? { booking } : {}),
        note: note.trim(),
      },
      {
        onSuccess: (entry) => {
          showSuccess(t('agencies.credits.added', { amount: format(entry.amount, entry.currency) }));
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      title={t('agencies.credits.addTitle')}
      submitLabel={t('agencies.credits.addSubmit')}
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      error={add.isError ? { text: bookingErrorText(add.error, t) } : null}
      testId="add-credit-dialog"
    >
      {!fixed && (
        <AgencySelect
          value={agency}
          onChange={(next) => {
            setAgency(next);
            setBooking('');
          }}
          error={tried && !agency}
          helperText={tried && !agency ? t('agencies.credits.pickAgency') : undefined}
        />
      )}
      <TextField
        select
        label={t('agencies.credits.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as Kind)}
        helperText={t(`agencies.credits.kindHints.${kind}`)}
      >
        {KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`agencies.credits.kinds.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput
          label={t('agencies.credits.amount')}
          value={minor}
          onChange={setMinor}
          currency={currency}
          // The sign is the kind's: a minus typed is refused above with that reason, not as no amount.
          signed
          required
          error={tried && amountError ? amountError : undefined}
          hint={
            minor ? t('agencies.credits.books', { amount: format(signedCredit(kind, minor), currency) }) : ' '
          }
        />
        <DateField
          label={t('agencies.credits.date')}
          value={date}
          onChange={(iso) => setDate(iso)}
          required
          fullWidth
        />
      </Stack>
      <TextField
        select
        label={t('agencies.credits.booking')}
        value={booking}
        onChange={(event) => setBooking(event.target.value)}
        disabled={!agency}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>{t('agencies.credits.noBooking')}</em>
        </MenuItem>
        {(bookings.data?.data ?? []).map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {`${String(row.bookingNo ?? '')} · ${String(row.leadName ?? '')}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('agencies.credits.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
