import type { BookingState, CommissionStatement } from '@seaberth/domain';
import { Link, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../resources/format-value.ts';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { TableCard } from './agency-payments-tables.tsx';

/** Every booking of the agency with its commission earned, paid out and due, and the totals per currency. */
export function CommissionStatementTable({ data }: { data: CommissionStatement }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const money = (amount: number, currency: string, strong = false) => (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
      {format(amount, currency)}
    </TableCell>
  );
  return (
    <TableCard id="commission-statement" title={t('agencies.commissionStatement.title')}>
      <Table size="small" aria-labelledby="commission-statement" sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('agencies.payments.booking')}</TableCell>
            <TableCell>{t('agencies.payments.lead')}</TableCell>
            <TableCell>{t('agencies.payments.state')}</TableCell>
            <TableCell>{t('agencies.payments.dates')}</TableCell>
            <TableCell align="right">{t('agencies.payments.total')}</TableCell>
            <TableCell align="right">{t('agencies.commissionStatement.earned')}</TableCell>
            <TableCell align="right">{t('agencies.commissionStatement.paid')}</TableCell>
            <TableCell align="right">{t('agencies.commissionStatement.due')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.bookings.map((row) => (
            <TableRow key={row.booking} data-testid={`commission-row-${row.bookingNo}`}>
              <TableCell>
                <Link component={RouterLink} to={`/booking/${row.booking}`}>
                  {row.bookingNo}
                </Link>
              </TableCell>
              <TableCell>{row.leadName}</TableCell>
              <TableCell>
                <BookingStateChip state={row.state as BookingState} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {`${formatDate(row.from, false)} – ${formatDate(row.to, false)}`}
              </TableCell>
              {money(row.total, row.currency)}
              {money(row.earned, row.currency)}
              {row.deducted ? (
                <Tooltip title={t('agencies.commissionStatement.keptHint')}>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('agencies.commissionStatement.kept', { amount: format(row.paid, row.currency) })}
                  </TableCell>
                </Tooltip>
              ) : (
                money(row.paid, row.currency)
              )}
              {money(row.due, row.currency, true)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {data.totals.map((total) => (
            <TableRow key={total.currency} data-testid={`commission-total-${total.currency}`}>
              <TableCell colSpan={4}>{t('agencies.payments.totals', { currency: total.currency })}</TableCell>
              {money(total.total, total.currency)}
              {money(total.earned, total.currency)}
              {money(total.paid, total.currency)}
              {money(total.due, total.currency, true)}
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableCard>
  );
}
