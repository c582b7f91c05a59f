import { type CustomerCreditInput, movesBookingMoney, signedCustomerCredit } from '@seaberth/domain';
import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useBooking } from '../bookings/index.ts';
import type { GuestOption } from './customer-picker.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';
import { bookingLimit, CreditBookingField } from './credit-booking-field.tsx';
import { creditErrors } from './credit-errors.ts';
import { heldIn, useAddCustomerCredit, useCustomerBalances } from './customer-credit-api.ts';
import { CustomerSelect } from './customer-select.tsx';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

type Kind = CustomerCreditInput['kind'];
export const CREDIT_INPUT_KINDS: readonly Kind[] = [
  'voucher',
  'overpayment',
  'refundOwed',
  'redeemed',
  'refundPaid',
  'correction',
];
/** Kinds that take money out of the credit: the dialog says what is held. */
const SPENDING: readonly Kind[] = ['redeemed', 'refundPaid', 'correction'];

export interface CustomerCreditDialogProps {
  /** The customer of the page: not asked for. */
  fixed?: GuestOption;
  /** The customer to start with (the screen's filter). */
  initial?: GuestOption | null;
  onClose: () => void;
}

/**
 * A new entry in a customer's credit: the kind gives the sign, so the amount is typed without one
 * (only a correction may be negative). Kinds that move money to or from a booking name it and are
 * prefilled with the most the booking allows; the others take a currency.
 */
export function CustomerCreditDialog({ fixed, initial = null, onClose }: CustomerCreditDialogProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { defaultCurrency } = useCurrencies();
  const { showSuccess } = useSnackbar();
  const [customer, setCustomer] = useState<GuestOption | null>(fixed ?? initial);
  const [kind, setKind] = useState<Kind>('voucher');
  const [minor, setMinor] = useState<number | null>(null);
  const [chosenCurrency, setCurrency] = useState('');
  const [booking, setBooking] = useState<{ id: string; currency: string } | null>(null);
  const [date, setDate] = useState(operatorToday());
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [prefilled, setPrefilled] = useState('');
  const add = useAddCustomerCredit();
  const withBooking = movesBookingMoney(kind);
  const detail = useBooking(withBooking ? booking?.id : undefined);
  const customerId = customer?.id ?? '';
  const balances = useCustomerBalances(customerId ? [customerId] : []);
  const currency = withBooking ? (booking?.currency ?? defaultCurrency) : chosenCurrency || defaultCurrency;
  const held = heldIn(balances.byCustomer.get(customerId), currency);
  const limit = withBooking && detail.data ? bookingLimit(kind, detail.data) : null;
  // Paying from the credit: no more than is held either (known once the balance is in).
  const most =
    limit === null || (kind === 'redeemed' && balances.isLoading)
      ? null
      : kind === 'redeemed'
        ? Math.min(limit, held)
        : limit;

  // The amount starts as the most the chosen booking allows (once per booking and kind).
  const prefillFor = `${kind}:${detail.data?.id ?? ''}`;
  useEffect(() => {
    if (most === null || prefilled === prefillFor) return;
    setPrefilled(prefillFor);
    if (most > 0) setMinor(most);
  }, [most, prefilled, prefillFor]);

  const limitText =
    limit === null ? undefined : t(`customers.credits.limits.${kind}`, { amount: format(limit, currency) });
  const tooMuch =
    limit === null ? undefined : t(`customers.credits.tooMuch.${kind}`, { amount: format(limit, currency) });
  const amountError =
    minor === null
      ? t('customers.credits.amountInvalid')
      : minor === 0
        ? t('validation.zeroCredit')
        : kind !== 'correction' && minor < 0
          ? t('validation.unsignedCredit')
          : limit !== null && Math.abs(minor) > limit
            ? tooMuch
            : null;
  const server = creditErrors(add.error, t, tooMuch ? { amount: tooMuch } : {});
  const fieldError = (field: keyof typeof server.fields, local?: string | null | false) =>
    (tried && local) || server.fields[field] || undefined;
  const bookingError = fieldError('booking', !booking && t('validation.chooseBooking'));
  const dateError = fieldError('date', !date && t('customers.credits.dateMissing'));

  const submit = () => {
    setTried(true);
    if (!customer || amountError || minor === null || !date || (withBooking && !booking)) return;
    add.mutate(
      {
        customer: customer.id,
        kind,
        amount: minor,
        date,
        note: note.trim(),
        ...(withBooking ? { booking: booking?.id } : { currency }),
      },
      {
        onSuccess: (entry) => {
          showSuccess(t('customers.credits.added', { amount: format(entry.amount, entry.currency) }));
          onClose();
        },
      },
    );
  };

  const holds = SPENDING.includes(kind) && customer ? format(held, currency) : null;
  const signed = minor ? signedCustomerCredit(kind, minor) : 0;
  const books = signed ? (signed > 0 ? '+' : '') + format(signed, currency) : null;
  const amountHint = books
    ? t(holds ? 'customers.credits.booksHeld' : 'customers.credits.books', { amount: books, held: holds })
    : holds
      ? t('customers.credits.holds', { amount: holds })
      : ' ';

  return (
    <ActionDialog
      title={t('customers.credits.addTitle')}
      submitLabel={t('customers.credits.addSubmit')}
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      error={server.alert ? { text: server.alert } : null}
      testId="add-credit-dialog"
    >
      {!fixed && (
        <CustomerSelect
          label={t('customers.credits.owner')}
          value={customer}
          onChange={(next) => {
            setCustomer(next);
            setBooking(null);
          }}
          error={fieldError('customer', !customer && t('customers.credits.pickCustomer'))}
        />
      )}
      <TextField
        select
        label={t('customers.credits.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as Kind)}
        helperText={t(`customers.credits.kindHints.${kind}`)}
      >
        {CREDIT_INPUT_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`customers.credits.kinds.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {withBooking && (
        <CreditBookingField
          customer={customerId}
          kind={kind}
          value={booking?.id ?? ''}
          onChange={(stay) => setBooking(stay && { id: stay.booking, currency: stay.currency })}
          error={Boolean(bookingError)}
          helperText={bookingError ?? limitText}
        />
      )}
      <MoneyInput
        label={t('customers.credits.amount')}
        value={minor}
        onChange={setMinor}
        currency={currency}
        // A booking's money is in the booking's currency; otherwise the entry's is chosen.
        onCurrencyChange={withBooking ? undefined : setCurrency}
        currencyLabel={t('customers.credits.currency')}
        currencyError={fieldError('currency')}
        // The sign is the kind's: a minus typed is refused below with that reason, not as no amount.
        signed
        required
        error={fieldError('amount', amountError)}
        hint={amountHint}
      />
      <DateField
        label={t('customers.credits.date')}
        value={date}
        onChange={(iso) => setDate(iso)}
        required
        error={Boolean(dateError)}
        helperText={dateError}
      />
      <TextField
        label={t('customers.credits.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(fieldError('note'))}
        helperText={fieldError('note')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
