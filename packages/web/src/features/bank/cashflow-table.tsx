import type { CashflowPoint } from '@seaberth/domain';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../app/scroll-region.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { periodLabel } from './period-label.ts';

/** The chart's numbers: per period and currency what came in and what bookings are due to pay. */
export function CashflowTable({ points, groupBy }: { points: CashflowPoint[]; groupBy: 'week' | 'month' }) {
  const { t, i18n } = useTranslation();
  const { format } = useMoney();
  return (
    <ScrollRegion outlined label={t('bank.cashflow.table')}>
      <Table size="small" aria-label={t('bank.cashflow.table')} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bank.cashflow.period')}</TableCell>
            <TableCell>{t('bank.cashflow.currency')}</TableCell>
            <TableCell align="right">{t('bank.cashflow.received')}</TableCell>
            <TableCell align="right">{t('bank.cashflow.expected')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => (
            <TableRow
              key={`${point.currency} ${point.period}`}
              data-testid={`cashflow-${point.currency}-${point.period}`}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {periodLabel(point.period, groupBy, i18n.language)}
              </TableCell>
              <TableCell>{point.currency}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format(point.received, point.currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format(point.expected, point.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
