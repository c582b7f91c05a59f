import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Box,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { DATE_FORMATS, formatDate, hasAnyScope, type PosClosing, posTillResource } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { useMoney } from '../../ui/use-money.ts';
import { openZReport, useClosingPage } from './pos-closing-api.ts';
import { DsfinvkExport } from './pos-dsfinvk-export.tsx';
import { ServerPager } from '../../ui/server-pager.tsx';

/**
 * /pos/closing — the day's closings of the tills, newest first: the Z number, the receipts taken
 * in, the sales, how the counted cash met the expected, who closed; each Z report as a PDF.
 */
export function PosClosingListPage() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showError } = useSnackbar();
  const { principal } = useSession();
  const canExport = hasAnyScope(principal, ['export.read']);
  const tills = useResourceList(posTillResource, ALL_ROWS);
  const [till, setTill] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const list = useClosingPage({
    page,
    size,
    ...(till ? { filter: JSON.stringify({ till }) } : {}),
  });
  const rows = (list.data?.data ?? []) as unknown as PosClosing[];

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.posClosing')} subtitle={t('pos.closingList.intro')} />
      <TextField
        select
        size="small"
        label={t('pos.till')}
        value={till}
        onChange={(event) => {
          setTill(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('pos.list.any')}</MenuItem>
        {(tills.data?.data ?? []).map((row) => (
          <MenuItem key={String(row.id)} value={String(row.id)}>
            {String(row.name)}
          </MenuItem>
        ))}
      </TextField>
      {canExport && <DsfinvkExport till={till} />}
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <Paper variant="outlined">
        {list.isFetching && <LinearProgress aria-label={t('pos.closingList.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('routes.posClosing')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pos.closingList.fields.day')}</TableCell>
                <TableCell>{t('pos.till')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('pos.closingList.fields.number')}</TableCell>
                <TableCell>{t('pos.closingList.fields.receipts')}</TableCell>
                <TableCell align="right">{t('pos.closingList.fields.total')}</TableCell>
                <TableCell>{t('pos.closingList.fields.difference')}</TableCell>
                <TableCell>{t('pos.closingList.fields.closed')}</TableCell>
                <TableCell aria-label={t('pos.list.actions')} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !list.isFetching && (
                <TableRow>
                  <TableCell colSpan={8}>{t('pos.closingList.empty')}</TableCell>
                </TableRow>
              )}
              {rows.map((row) => {
                const label = `${row.tillName} #${row.number}`;
                const differences = row.cash.filter((c) => c.difference !== 0);
                return (
                  <TableRow key={row.id} data-testid={`closing-${row.id}`}>
                    <TableCell>{formatDate(row.day, DATE_FORMATS.default)}</TableCell>
                    <TableCell>{row.tillName}</TableCell>
                    <TableCell>{row.number}</TableCell>
                    <TableCell>
                      {t('pos.closingList.range', {
                        first: row.firstNumber,
                        last: row.lastNumber,
                        count: row.transactionCount,
                      })}
                    </TableCell>
                    <TableCell align="right">{format(row.total, row.currency)}</TableCell>
                    <TableCell>
                      {differences.length === 0 ? (
                        t('pos.closingList.balanced')
                      ) : (
                        <Typography variant="body2" color="error.main" title={row.reason}>
                          {differences.map((c) => format(c.difference, c.currency)).join(', ')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {formatInstant(row.closedAt)}
                      {row.userName ? ` · ${row.userName}` : ''}
                    </TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('pos.closingList.download', { label })}>
                        <IconButton
                          aria-label={t('pos.closingList.download', { label })}
                          onClick={() => void openZReport(row.id).catch(showError)}
                        >
                          <PdfIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPager total={list.data?.total} page={page} size={size} onPage={setPage} onSize={setSize} />
      </Paper>
    </Box>
  );
}
