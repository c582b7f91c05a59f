import { type AssetShareBooking, type AssetShareCurrencyTotal, formatDate } from '@seaberth/domain';
import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMoney } from '../../ui/use-money.ts';
import { type Sort, type SortField, sortBookings } from './asset-share-sort.ts';

const MONEY_FIELDS: SortField[] = ['resort', 'vessel', 'total', 'paid', 'open'];

/**
 * The combined bookings of the period: who, when, the resort's and the vessel's part, what was paid
 * and what is open; sortable by every column, with a totals row per currency.
 */
export function AssetShareTable({
  bookings,
  totals,
}: {
  bookings: AssetShareBooking[];
  totals: AssetShareCurrencyTotal[];
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [sort, setSort] = useState<Sort>({ field: 'from', direction: 'asc' });
  const rows = useMemo(() => sortBookings(bookings, sort), [bookings, sort]);
  const header = (field: SortField) => (
    <TableCell
      key={field}
      align={MONEY_FIELDS.includes(field) ? 'right' : 'left'}
      sortDirection={sort.field === field ? sort.direction : false}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.direction : 'asc'}
        onClick={() =>
          setSort((s) => ({
            field,
            direction: s.field === field && s.direction === 'asc' ? 'desc' : 'asc',
          }))
        }
      >
        {t(`assetShare.columns.${field}`)}
      </TableSortLabel>
    </TableCell>
  );
  const money = (amount: number, currency: string) => (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {format(amount, currency)}
    </TableCell>
  );
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('assetShare.table')} sx={{ minWidth: 880 }}>
        <TableHead>
          <TableRow>
            {(['bookingNo', 'leadName', ...MONEY_FIELDS, 'from'] as SortField[]).map(header)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((b) => (
            <TableRow key={b.id} hover data-testid={`asset-share-${b.bookingNo}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={`/booking/${b.id}`}>
                  {b.bookingNo}
                </Link>
                {b.state === 'aborted' && ` (${t('assetShare.cancelled')})`}
              </TableCell>
              <TableCell>{b.leadName}</TableCell>
              {money(b.resort.amount, b.currency)}
              {money(b.vessel.amount, b.currency)}
              {money(b.total, b.currency)}
              {money(b.paid, b.currency)}
              {money(b.open, b.currency)}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(b.from)} – {formatDate(b.to)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totals.map((sum) => (
            <TableRow
              key={sum.currency}
              data-testid={`asset-share-total-${sum.currency}`}
              sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}
            >
              <TableCell colSpan={2}>
                {t('assetShare.totalRow', { currency: sum.currency, count: sum.bookings })}
              </TableCell>
              {money(sum.resort, sum.currency)}
              {money(sum.vessel, sum.currency)}
              {money(sum.total, sum.currency)}
              {money(sum.paid, sum.currency)}
              {money(sum.open, sum.currency)}
              <TableCell />
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </Paper>
  );
}
