import { type BookingState, bookingResource } from '@seaberth/domain';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { formatDate } from '../../resources/format-value.ts';
import { type ListParams, type ResourceRow, useResourceList } from '../../resources/use-resource.ts';
import { BookingStateChip } from '../bookings/booking-state-chip.tsx';
import { useMoney } from '../bookings/use-money.ts';
import { type Period, statementPath, thisMonth } from './agency-api.ts';
import { PeriodFields } from './period-fields.tsx';

interface StatementRow {
  id: string;
  bookingNo: string;
  leadName: string;
  state: BookingState;
  from: string;
  to: string;
  currency: string;
  total: number;
  paid: number;
}

const asRow = (row: ResourceRow): StatementRow => row as unknown as StatementRow;

/**
 * The statement of the bookings arriving in a period, as the PDF lists them. The server has no
 * list of them besides the PDF, so the agency's bookings are read once and the period's arrivals
 * picked here (the PDF adds commission and what is owed).
 */
function usePeriodBookings(agency: string, period: Period) {
  const params = useMemo<ListParams>(
    () => ({ page: 0, size: 0, sort: 'from', order: 1, filter: { agency } }),
    [agency],
  );
  const list = useResourceList(bookingResource, params);
  const rows = useMemo(
    () =>
      (list.data?.data ?? []).map(asRow).filter((row) => row.from >= period.from && row.from <= period.to),
    [list.data, period.from, period.to],
  );
  return { list, rows };
}

function totalsOf(rows: StatementRow[]) {
  const byCurrency = new Map<string, { currency: string; count: number; total: number; paid: number }>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? { currency: row.currency, count: 0, total: 0, paid: 0 };
    sum.count += 1;
    sum.total += row.total;
    sum.paid += row.paid;
    byCurrency.set(row.currency, sum);
  }
  return [...byCurrency.values()];
}

/** A period (this month to begin with), its arrivals on screen, and the statement as a PDF. */
export function AgencyStatementTab({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showError } = useSnackbar();
  const [period, setPeriod] = useState<Period>(() => thisMonth());
  const printing = useOpenDocument({ onError: showError });
  const { list, rows } = usePeriodBookings(agency, period);
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 800 }}>
        {t('agencies.statement.intro')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PeriodFields value={period} onChange={setPeriod} required />
        <PendingButton
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          pending={printing.pending !== null}
          disabled={!valid}
          onClick={() =>
            void printing.open('statement', statementPath(agency), {
              from: period.from,
              to: period.to,
              format: 'pdf',
            })
          }
        >
          {t('agencies.statement.open')}
        </PendingButton>
      </Stack>
      {list.isError ? (
        <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('agencies.statement.none')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('agencies.statement.title')} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('agencies.statement.booking')}</TableCell>
                <TableCell>{t('agencies.statement.lead')}</TableCell>
                <TableCell>{t('agencies.statement.state')}</TableCell>
                <TableCell>{t('agencies.statement.dates')}</TableCell>
                <TableCell align="right">{t('agencies.statement.total')}</TableCell>
                <TableCell align="right">{t('agencies.statement.paid')}</TableCell>
                <TableCell align="right">{t('agencies.statement.openAmount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/booking/${row.id}`}>
                      {row.bookingNo}
                    </Link>
                  </TableCell>
                  <TableCell>{row.leadName}</TableCell>
                  <TableCell>
                    <BookingStateChip state={row.state} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {`${formatDate(row.from, false)} – ${formatDate(row.to, false)}`}
                  </TableCell>
                  <TableCell align="right">{format(row.total, row.currency)}</TableCell>
                  <TableCell align="right">{format(row.paid, row.currency)}</TableCell>
                  <TableCell align="right">{format(row.total - row.paid, row.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              {totalsOf(rows).map((sum) => (
                <TableRow key={sum.currency}>
                  <TableCell colSpan={4}>{t('agencies.statement.sum', { count: sum.count })}</TableCell>
                  <TableCell align="right">{format(sum.total, sum.currency)}</TableCell>
                  <TableCell align="right">{format(sum.paid, sum.currency)}</TableCell>
                  <TableCell align="right">{format(sum.total - sum.paid, sum.currency)}</TableCell>
                </TableRow>
              ))}
            </TableFooter>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
