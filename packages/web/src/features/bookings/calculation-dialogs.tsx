import {
  type BookingDetail,
  CUSTOMER_TYPES,
  type Calculation,
  type CustomerType,
  type CalculationEntry,
  LANGUAGES,
  MANUAL_ENTRY_TYPES,
} from '@seaberth/domain';
import {
  FormControlLabel,
  MenuItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { calculationCalls, type PricingChoice, useChoiceOptions } from './calculation-api.ts';
import { dialogProps, useBookingMutation } from './use-booking-mutation.ts';
import { useMoney } from '../../ui/use-money.ts';

/** Guests of the booking by customer id: whom a line can be for. */
export function guestsOf(booking: BookingDetail): { id: string; name: string }[] {
  return booking.rooms.flatMap((room) =>
    room.guests.flatMap((guest) => (guest ? [{ id: guest.customer, name: guest.fullName }] : [])),
  );
}

/** `POST calculation`: a line entered by hand, for the booking or one guest. */
export function AddLineDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { decimalsOf } = useMoney();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<(typeof MANUAL_ENTRY_TYPES)[number]>('cost');
  const [customerType, setCustomerType] = useState<CustomerType>('Direct');
  const [customer, setCustomer] = useState('');
  const minor = decimalToMinor(amount || '0', decimalsOf(booking.currency));
  const add = useBookingMutation(
    () =>
      calculationCalls.add(booking, {
        text: text.trim(),
        amount: minor ?? 0,
        type,
        customerType,
        customer: customer || null,
      }),
    { done: 'bookingCalc.added', onDone: onClose },
  );
  const invalid = !text.trim() || minor === null;
  return (
    <ActionDialog
      title={t('bookingCalc.addTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('bookingCalc.add')}
      {...dialogProps(add)}
      onClose={onClose}
      submitDisabled={invalid}
    >
      <TextField
        label={t('bookingCalc.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        required
        autoFocus
      />
      <TextField
        label={t('bookingCalc.amountIn', { currency: booking.currency })}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        inputMode="decimal"
        error={minor === null}
        helperText={minor === null ? t('bookingCalc.badAmount') : t('bookingCalc.amountHelp')}
      />
      <TextField
        select
        label={t('bookingCalc.type')}
        value={type}
        onChange={(e) => setType(e.target.value as (typeof MANUAL_ENTRY_TYPES)[number])}
      >
        {MANUAL_ENTRY_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`pricing.entryType.${value}`, { defaultValue: value })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('bookingCalc.mode')}
        value={customerType}
        onChange={(e) => setCustomerType(e.target.value as CustomerType)}
      >
        {CUSTOMER_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`pricing.customerType.${value}`, { defaultValue: value })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('bookingCalc.guest')}
        value={customer}
        onChange={(e) => setCustomer(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('bookingCalc.wholeBooking')}</MenuItem>
        {guestsOf(booking).map((guest) => (
          <MenuItem key={guest.id} value={guest.id}>
            {guest.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

/** `DELETE calculation/{sort}`: confirmed, with what the total loses. */
export function RemoveLineDialog({
  booking,
  entry,
  onClose,
}: {
  booking: BookingDetail;
  entry: CalculationEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const remove = useBookingMutation(() => calculationCalls.remove(booking, entry.sort), {
    done: 'bookingCalc.removed',
    doneParams: { text: entry.text },
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={t('bookingCalc.removeTitle', { text: entry.text })}
      submitLabel={t('bookingCalc.remove')}
      {...dialogProps(remove)}
      onClose={onClose}
      destructive
    >
      <Typography variant="body2">
        {t('bookingCalc.removeText', { amount: format(entry.amount.amount, entry.amount.currency) })}
      </Typography>
    </ActionDialog>
  );
}

/** `POST reloadPrice`: the price lists asked first, the difference shown, applied on confirmation. */
export function ReloadPriceDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [keepManual, setKeepManual] = useState(true);
  const [preview, setPreview] = useState<{ current: Calculation | null; next: Calculation } | null>(null);
  const ask = useBookingMutation(
    async () => setPreview(await calculationCalls.reloadPrice(booking, false, keepManual)),
    {},
  );
  const apply = useBookingMutation(() => calculationCalls.reloadPrice(booking, true, keepManual), {
    done: 'bookingCalc.repriced',
    onDone: onClose,
  });
  const total = (calculation: Calculation | null | undefined) =>
    calculation ? format(calculation.total.amount, calculation.total.currency) : '–';
  return (
    <ActionDialog
      title={t('bookingCalc.reloadTitle', { bookingNo: booking.bookingNo })}
      submitLabel={preview ? t('bookingCalc.reloadApply') : t('bookingCalc.reloadAsk')}
      onSubmit={() => (preview ? apply.run() : ask.run())}
      onClose={onClose}
      pending={ask.pending || apply.pending}
      error={apply.error ?? ask.error}
      maxWidth="md"
    >
      <Typography variant="body2">{t('bookingCalc.reloadText')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={keepManual}
            onChange={(e) => {
              setKeepManual(e.target.checked);
              setPreview(null);
            }}
          />
        }
        label={t('bookingCalc.keepManual')}
      />
      {preview && (
        <>
          <Typography variant="subtitle2" role="status">
            {t('bookingCalc.reloadTotals', { before: total(preview.current), after: total(preview.next) })}
          </Typography>
          <Table size="small" aria-label={t('bookingCalc.reloadLines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('bookingCalc.text')}</TableCell>
                <TableCell align="right">{t('bookingCalc.now')}</TableCell>
                <TableCell align="right">{t('bookingCalc.then')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {compareLines(preview.current, preview.next).map((row) => (
                <TableRow key={row.key} selected={row.before !== row.after}>
                  <TableCell>{row.text}</TableCell>
                  <TableCell align="right">
                    {row.before === null ? '–' : format(row.before, row.currency)}
                  </TableCell>
                  <TableCell align="right">
                    {row.after === null ? '–' : format(row.after, row.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </ActionDialog>
  );
}

/** The lines of two calculations side by side, matched by id (or text for lines without one). */
export function compareLines(before: Calculation | null, after: Calculation) {
  const keyOf = (e: CalculationEntry) => e.id ?? e.text;
  const rows = new Map<
    string,
    { key: string; text: string; currency: string; before: number | null; after: number | null }
  >();
  for (const e of before?.entries ?? [])
    rows.set(keyOf(e), {
      key: keyOf(e),
      text: e.text,
      currency: e.amount.currency,
      before: e.amount.amount,
      after: null,
    });
  for (const e of after.entries) {
    const row = rows.get(keyOf(e));
    if (row) row.after = e.amount.amount;
    else
      rows.set(keyOf(e), {
        key: keyOf(e),
        text: e.text,
        currency: e.amount.currency,
        before: null,
        after: e.amount.amount,
      });
  }
  return [...rows.values()];
}

/**
 * The pricing choices of a booking: price list, terms of payment, a special, an add-on, the
 * commission, the currency, the language; each one call that names its choice in the path.
 */
export function PricingChoiceDialog({
  booking,
  choice,
  onClose,
}: {
  booking: BookingDetail;
  choice: PricingChoice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const options = useChoiceOptions(booking, choice, LANGUAGES);
  const [value, setValue] = useState('');
  const [remove, setRemove] = useState(false);
  const removable = choice === 'special' || choice === 'addon';
  const save = useBookingMutation(
    () =>
      calculationCalls.choose(
        booking,
        choice,
        value,
        removable ? { remove, ...(choice === 'special' ? { ignoreRules: true } : {}) } : {},
      ),
    { done: 'bookingCalc.chosen', onDone: onClose },
  );
  const automatic = choice === 'changePrice' ? 'auto' : choice === 'commission' ? 'none' : null;
  return (
    <ActionDialog
      title={t(`bookingCalc.choices.${choice}.title`, { bookingNo: booking.bookingNo })}
      submitLabel={t('bookingCalc.apply')}
      {...dialogProps(save)}
      onClose={onClose}
      submitDisabled={!value}
    >
      <Typography variant="body2">{t(`bookingCalc.choices.${choice}.text`)}</Typography>
      <TextField
        select
        label={t(`bookingCalc.choices.${choice}.label`)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        helperText={options.isError ? t('bookingCalc.noOptions') : undefined}
      >
        {automatic && <MenuItem value={automatic}>{t(`bookingCalc.choices.${choice}.automatic`)}</MenuItem>}
        {(options.data ?? []).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {choice === 'language'
              ? t(`languages.${option.value}`, { defaultValue: option.label })
              : option.label}
          </MenuItem>
        ))}
      </TextField>
      {removable && (
        <FormControlLabel
          control={<Switch checked={remove} onChange={(e) => setRemove(e.target.checked)} />}
          label={t('bookingCalc.takeOff')}
        />
      )}
    </ActionDialog>
  );
}

/** The amount field's text for a line being edited inline. */
export const amountText = (minor: number, decimals: number) => minorToDecimal(minor, decimals);
