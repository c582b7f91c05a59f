import { formatDate } from '@seaberth/domain';
import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSession } from '../../app/session-context.ts';
import { useMoney } from '../../ui/use-money.ts';

export type PaymentView = 'open' | 'overdue';

/**
 * `/booking/list?payments=open|overdue[&asset=]`: the bookings whose next due amount (by their
 * terms of payment) is overdue or falls due within the reader's dashboard days, overdue first —
 * what the Today page counts.
 */
export function PaymentStatusList({
  view,
  asset,
  onClear,
}: {
  view: PaymentView;
  asset: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { format } = useMoney();
  const days = user?.settings.defaultDashboardDays ?? 30;
  const query = useQuery({
    queryKey: ['bookings', 'paymentStatus', days, asset],
    queryFn: () => api.GET('/api/bookings/paymentStatus', { query: { days, ...(asset ? { asset } : {}) } }),
    meta: { silent: true },
  });
  const lines = (query.data ?? []).filter((line) => view === 'open' || line.due.overdue);
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onClear}>
            {t('resources.common.showAll')}
          </Button>
        }
      >
        {t(`bookings.paymentStatus.${view}`, { count: days })}
      </Alert>
      {query.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {query.isError && <LoadErrorAlert error={query.error} onRetry={() => query.refetch()} />}
      {query.data && lines.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t('bookings.paymentStatus.none')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t(`bookings.paymentStatus.${view}`, { count: days })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('resources.bookings.fields.bookingNo')}</TableCell>
                <TableCell>{t('resources.bookings.fields.leadName')}</TableCell>
                <TableCell>
                  {t('resources.bookings.fields.from', { defaultValue: t('fields.from') })}
                </TableCell>
                <TableCell>{t('bookings.paymentStatus.dueDate')}</TableCell>
                <TableCell align="right">{t('bookings.paymentStatus.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/booking/${line.id}`}>
                      {line.bookingNo}
                    </Link>
                  </TableCell>
                  <TableCell>{line.leadName}</TableCell>
                  <TableCell>{formatDate(line.from)}</TableCell>
                  <TableCell>
                    {formatDate(line.due.date)}{' '}
                    {line.due.overdue && (
                      <Chip size="small" color="error" label={t('bookings.paymentStatus.overdueChip')} />
                    )}
                  </TableCell>
                  <TableCell align="right">{format(line.due.amount, line.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
