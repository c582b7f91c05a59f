import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { IconAction } from '../../app/icon-action.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { ExportStateChip } from './export-state-chip.tsx';
import { useXeroAction, useXeroExports } from './plugins-api.ts';

/** The latest pushes to Xero with their state and Xero's words when it refused; a retry per row. */
export function XeroExportsTable() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const exports = useXeroExports({ size: 10 });
  const action = useXeroAction();
  const rows = exports.data?.data ?? [];
  if (exports.isPending) return <LinearProgress aria-label={t('resources.common.loading')} />;
  if (exports.isError) return <Alert severity="error">{bookingErrorText(exports.error, t)}</Alert>;
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('plugins.xero.noExports')}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {action.isError && <Alert severity="error">{bookingErrorText(action.error, t)}</Alert>}
      <Table size="small" aria-label={t('plugins.xero.exports')} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('plugins.xero.number')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('plugins.xero.payer')}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('plugins.xero.total')}
            </TableCell>
            <TableCell>{t('plugins.xero.stateLabel')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.invoice}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.number}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.pushedAt ? formatInstant(row.pushedAt, false) : row.bookingNo}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.payer}</TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}
              >
                {format(row.kind === 'creditNote' ? -row.total : row.total, row.currency)}
              </TableCell>
              <TableCell>
                <ExportStateChip state={row.state} />
                {row.lastError && (
                  <Typography variant="caption" color="error" sx={{ display: 'block', maxWidth: 320 }}>
                    {row.lastError}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {row.state !== 'voided' && row.state !== 'pushing' && (
                  <IconAction
                    label={t('plugins.xero.retry', { number: row.number })}
                    onClick={() =>
                      action.mutate(
                        { invoice: row.invoice, action: 'send' },
                        { onSuccess: () => showSuccess(t('plugins.xero.sent', { number: row.number })) },
                      )
                    }
                  >
                    <ReplayIcon />
                  </IconAction>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
