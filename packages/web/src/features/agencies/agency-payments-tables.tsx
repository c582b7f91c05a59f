import type { AgencyPayments, BookingState } from '@seaberth/domain';
import {
  Box,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../resources/format-value.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { useMoney } from '../../ui/use-money.ts';

/** A titled table that scrolls sideways inside its card instead of widening the page. */
export function TableCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Paper>
  );
}

/** The payments received in the period, in date order, with their sum per currency. */
export function PaymentsTable({ data }: { data: AgencyPayments }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const sums = new Map<string, number>();
  for (const payment of data.payments)
    sums.set(payment.currency, (sums.get(payment.currency) ?? 0) + payment.amount);
  return (
    <TableCard id="agency-payments" title={t('agencies.payments.payments')}>
      <Table size="small" aria-labelledby="agency-payments" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('agencies.payments.date')}</TableCell>
            <TableCell>{t('agencies.payments.booking')}</TableCell>
            <TableCell>{t('agencies.payments.lead')}</TableCell>
            <TableCell>{t('agencies.payments.method')}</TableCell>
            <TableCell>{t('agencies.payments.reference')}</TableCell>
            <TableCell align="right">{t('agencies.payments.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.date, false)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/booking/${payment.booking}`}>
                  {payment.bookingNo}
                </Link>
              </TableCell>
              <TableCell>{payment.leadName}</TableCell>
              <TableCell>
                {t(`resources.options.method.${payment.method}`, { defaultValue: payment.method })}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{payment.reference}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format(payment.amount, payment.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {[...sums].map(([currency, sum]) => (
            <TableRow key={currency} data-testid={`payments-sum-${currency}`}>
              <TableCell colSpan={5}>{t('agencies.payments.sum')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format(sum, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableCard>
  );
}

/** Bookings with total, paid, the agency's commission and what it owes (of payments, or of a statement). */
export function BookingSumsTable({
  data,
  title,
}: {
  data: Pick<AgencyPayments, 'bookings' | 'totals'>;
  title?: string;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const money = (amount: number, currency: string) => (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {format(amount, currency)}
    </TableCell>
  );
  return (
    <TableCard id="agency-payment-bookings" title={title ?? t('agencies.payments.bookings')}>
      <Table size="small" aria-labelledby="agency-payment-bookings" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('agencies.payments.booking')}</TableCell>
            <TableCell>{t('agencies.payments.lead')}</TableCell>
            <TableCell>{t('agencies.payments.state')}</TableCell>
            <TableCell>{t('agencies.payments.dates')}</TableCell>
            <TableCell align="right">{t('agencies.payments.total')}</TableCell>
            <TableCell align="right">{t('agencies.payments.paid')}</TableCell>
            <TableCell align="right">{t('agencies.payments.commission')}</TableCell>
            <TableCell align="right">{t('agencies.payments.owed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.bookings.map((booking) => (
            <TableRow key={booking.booking}>
              <TableCell>
                <Link component={RouterLink} to={`/booking/${booking.booking}`}>
                  {booking.bookingNo}
                </Link>
              </TableCell>
              <TableCell>{booking.leadName}</TableCell>
              <TableCell>
                <BookingStateChip state={booking.state as BookingState} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {`${formatDate(booking.from, false)} – ${formatDate(booking.to, false)}`}
              </TableCell>
              {money(booking.total, booking.currency)}
              {money(booking.paid, booking.currency)}
              {money(booking.commission, booking.currency)}
              {money(booking.owed, booking.currency)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {data.totals.map((total) => (
            <TableRow key={total.currency} data-testid={`payments-total-${total.currency}`}>
              <TableCell colSpan={4}>{t('agencies.payments.totals', { currency: total.currency })}</TableCell>
              {money(total.total, total.currency)}
              {money(total.paid, total.currency)}
              {money(total.commission, total.currency)}
              {money(total.owed, total.currency)}
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableCard>
  );
}
