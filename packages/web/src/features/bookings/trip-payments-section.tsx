import type { TripPayments } from '@seaberth/domain';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QuerySection } from '../../app/query-section.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useTripPayments } from './booking-api.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useOpenAmount } from '../../ui/open-amount.ts';

/** The trip's money (`GET /api/tour/{tour}/{schedule}/payments`): per booking and per currency. */
export function TripPaymentsSection({ tour, schedule }: { tour: string; schedule: string }) {
  const { t } = useTranslation();
  const payments = useTripPayments(tour, schedule);
  return (
    <QuerySection
      id="trip-payments"
      testId="trip-payments"
      title={t('bookings.payments.tripTitle')}
      query={payments}
      isEmpty={(data) => data.bookings.length === 0}
      empty={t('bookings.payments.tripEmpty')}
    >
      {(data) => <PaymentsTable data={data} />}
    </QuerySection>
  );
}

function PaymentsTable({ data }: { data: TripPayments }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const openAmount = useOpenAmount();
  return (
    <TableContainer>
      {/* Booking numbers, states and amounts on one line each: on a phone the table scrolls in its card. */}
      <Table
        size="small"
        aria-label={t('bookings.payments.tripTitle')}
        sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('bookings.guests.booking')}</TableCell>
            <TableCell>{t('bookings.payments.lead')}</TableCell>
            <TableCell>{t('bookings.guests.state')}</TableCell>
            <TableCell align="right">{t('bookings.payments.total')}</TableCell>
            <TableCell align="right">{t('bookings.payments.paid')}</TableCell>
            <TableCell align="right">{t('bookings.payments.open')}</TableCell>
            <TableCell>{t('bookings.payments.nextDue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.bookings.map((line) => (
            <TableRow key={line.booking}>
              <TableCell>
                <Link component={RouterLink} to={`/booking/${line.booking}`}>
                  {line.bookingNo}
                </Link>
              </TableCell>
              <TableCell>{line.leadName}</TableCell>
              <TableCell>
                <BookingStateChip state={line.state} />
              </TableCell>
              <TableCell align="right">{format(line.total, line.currency)}</TableCell>
              <TableCell align="right">{format(line.paid, line.currency)}</TableCell>
              <TableCell align="right">{openAmount(line.open, line.currency)}</TableCell>
              <TableCell
                sx={line.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}
                data-overdue={line.overdue ? 'true' : undefined}
              >
                {line.nextDue
                  ? `${formatDate(line.nextDue.date, false)} · ${format(line.nextDue.amount, line.currency)}${
                      line.overdue ? ` (${t('bookings.payments.overdue')})` : ''
                    }`
                  : '–'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {data.totals.map((sum) => (
            <TableRow key={sum.currency} data-testid={`trip-payments-total-${sum.currency}`}>
              <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 600 }}>
                {t('bookings.payments.totalIn', { currency: sum.currency })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {format(sum.total, sum.currency)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {format(sum.paid, sum.currency)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {openAmount(sum.open, sum.currency)}
              </TableCell>
              <TableCell />
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
