import type { BookingState, CustomerCreditInput, CustomerStay } from '@seaberth/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../resources/format-value.ts';
import { useCustomerStays } from './customer-stays.tsx';

type Kind = CustomerCreditInput['kind'];

/** Bookings that no longer travel: what they were paid beyond their fee is owed to the guest. */
const ENDED: readonly BookingState[] = ['aborted', 'freed', 'resolved'];
/** Bookings whose money moved on to the bookings they became: no credit moves to or from them. */
const SETTLED: readonly BookingState[] = ['rebooked', 'splitted', 'deleted'];

/** The customer's bookings an entry of this kind may name: a refund owed for ended ones, else live ones. */
export function bookingsFor(kind: Kind, stays: readonly CustomerStay[]): CustomerStay[] {
  const seen = new Set<string>();
  return stays.filter((stay) => {
    if (seen.has(stay.booking) || SETTLED.includes(stay.state)) return false;
    seen.add(stay.booking);
    return kind === 'refundOwed' ? ENDED.includes(stay.state) : !ENDED.includes(stay.state);
  });
}

/** The most an entry of this kind may move for the booking: its open amount, or what it was paid beyond its total. */
export function bookingLimit(kind: Kind, booking: { total: number; paid: number }): number {
  return Math.max(kind === 'redeemed' ? booking.total - booking.paid : booking.paid - booking.total, 0);
}

/**
 * The booking an overpayment, a refund owed or a payment from the credit belongs to: the customer's
 * trips and stays (as guest), newest first; below it what the chosen booking allows.
 */
export function CreditBookingField({
  customer,
  kind,
  value,
  onChange,
  helperText,
  error,
}: {
  customer: string;
  kind: Kind;
  value: string;
  onChange: (booking: CustomerStay | null) => void;
  helperText?: string;
  error?: boolean;
}) {
  const { t } = useTranslation();
  const stays = useCustomerStays(customer);
  const options = bookingsFor(kind, stays.data ?? []);
  const chosen = options.some((stay) => stay.booking === value) ? value : '';
  const none = customer && stays.data && options.length === 0;
  return (
    <TextField
      select
      required
      label={t('customers.credits.booking')}
      value={chosen}
      onChange={(event) => onChange(options.find((stay) => stay.booking === event.target.value) ?? null)}
      disabled={!customer || options.length === 0}
      error={error}
      helperText={
        none ? t('customers.credits.noBookings') : (helperText ?? t('customers.credits.bookingHint'))
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="" disabled>
        <em>{t('customers.credits.pickBooking')}</em>
      </MenuItem>
      {options.map((stay) => (
        <MenuItem key={stay.booking} value={stay.booking}>
          {[
            stay.bookingNo,
            `${formatDate(stay.from, false)} – ${formatDate(stay.to, false)}`,
            [stay.tourName, stay.place].filter(Boolean).join(' · '),
          ]
            .filter(Boolean)
            .join(' · ')}
        </MenuItem>
      ))}
    </TextField>
  );
}
