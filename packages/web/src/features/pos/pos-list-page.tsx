import PrintIcon from '@mui/icons-material/PrintOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  DATE_FORMATS,
  formatDate,
  hasAnyScope,
  POS_PAYMENT_KINDS,
  POS_STATES,
  posTillResource,
} from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { DateField } from '../../app/date-field.tsx';
import { describeError } from '../../app/describe-error.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { useMoney } from '../../ui/use-money.ts';
import { printReceipt, usePosActions, usePosPage } from './pos-api.ts';
import { ServerPager } from '../../ui/server-pager.tsx';

type Row = {
  id: string;
  day: string;
  tillName: string;
  number: number;
  kind: string;
  state: string;
  total: number;
  currency: string;
  paymentKinds: string[];
  guestName: string;
  roomName: string;
  userName: string;
  voidedBy: string | null;
  signatureState: 'pending' | 'signed' | 'failed' | null;
};
type SortField = 'createdAt' | 'number' | 'total';

/** Columns a tablet's width leaves out (the payment kind is a filter, the cashier on the receipt). */
const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;

/**
 * /pos/list — the sales: filtered by day, till, state and payment kind, searched by guest, room or
 * cashier, sorted and paged on the server; a closed sale is voided (a new transaction) after a
 * confirmation with a reason.
 */
export function PosListPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const { format } = useMoney();
  const canVoid = hasAnyScope(principal, ['pos.delete']);
  const canSell = hasAnyScope(principal, ['pos.create']);
  const tills = useResourceList(posTillResource, ALL_ROWS);
  const [day, setDay] = useState('');
  const [till, setTill] = useState('');
  const [state, setState] = useState('');
  const [kind, setKind] = useState('');
  const [search, setSearch] = useState('');
  const [signature, setSignature] = useState('');
  const [sort, setSort] = useState<{ field: SortField; order: 1 | -1 }>({ field: 'createdAt', order: -1 });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [voiding, setVoiding] = useState<Row | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const filter = {
    ...(day ? { day } : {}),
    ...(till ? { till } : {}),
    ...(state ? { state } : {}),
    ...(kind ? { paymentKinds: kind } : {}),
    ...(signature ? { signatureState: signature } : {}),
  };
  const list = usePosPage({
    page,
    size,
    sort: sort.field,
    order: sort.order,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {}),
  });
  const { voidSale, sign, signAll } = usePosActions();
  // Receipts the TSE did not sign: counted on their own, whatever the list shows.
  const unsigned = usePosPage({ page: 0, size: 1, filter: JSON.stringify({ signatureState: 'failed' }) });
  const unsignedCount = unsigned.data?.total ?? 0;
  const rows = (list.data?.data ?? []) as unknown as Row[];
  const reset =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const sortBy = (field: SortField) =>
    setSort((s) => ({ field, order: s.field === field && s.order === -1 ? 1 : -1 }));

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.posList')} subtitle={t('pos.list.intro')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <DateField
          label={t('pos.list.day')}
          value={day}
          size="small"
          onChange={reset(setDay)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 190 } }}
        />
        <TextField
          select
          size="small"
          label={t('pos.till')}
          value={till}
          onChange={(event) => reset(setTill)(event.target.value)}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          <MenuItem value="">{t('pos.list.any')}</MenuItem>
          {(tills.data?.data ?? []).map((row) => (
            <MenuItem key={String(row.id)} value={String(row.id)}>
              {String(row.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('pos.list.state')}
          value={state}
          onChange={(event) => reset(setState)(event.target.value)}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          <MenuItem value="">{t('pos.list.any')}</MenuItem>
          {POS_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`pos.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('pos.list.paymentKind')}
          value={kind}
          onChange={(event) => reset(setKind)(event.target.value)}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          <MenuItem value="">{t('pos.list.any')}</MenuItem>
          {POS_PAYMENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`pos.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('pos.list.signature')}
          value={signature}
          onChange={(event) => reset(setSignature)(event.target.value)}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          <MenuItem value="">{t('pos.list.any_signature')}</MenuItem>
          <MenuItem value="failed">{t('pos.list.unsignedOnly')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={t('pos.list.search')}
          sx={{ width: { xs: '100%', sm: 240 } }}
          value={search}
          onChange={(event) => reset(setSearch)(event.target.value)}
        />
      </Stack>
      {unsignedCount > 0 && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => reset(setSignature)('failed')}>
                {t('pos.list.showUnsigned')}
              </Button>
              {canSell && (
                <Button
                  color="inherit"
                  size="small"
                  disabled={signAll.isPending}
                  onClick={() =>
                    signAll.mutate(undefined, {
                      onSuccess: (result) => showSuccess(t('pos.list.signedResult', result)),
                      onError: showError,
                    })
                  }
                >
                  {t('pos.list.signNow')}
                </Button>
              )}
            </Stack>
          }
        >
          {t('pos.list.unsigned', { count: unsignedCount })}
        </Alert>
      )}
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <Paper variant="outlined">
        {list.isFetching && <LinearProgress aria-label={t('pos.list.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('routes.posList')}>
            <TableHead>
              <TableRow>
                <TableCell
                  sortDirection={sort.field === 'createdAt' ? (sort.order === 1 ? 'asc' : 'desc') : false}
                >
                  <TableSortLabel
                    active={sort.field === 'createdAt'}
                    direction={sort.field === 'createdAt' && sort.order === 1 ? 'asc' : 'desc'}
                    onClick={() => sortBy('createdAt')}
                  >
                    {t('pos.list.fields.day')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('pos.till')}</TableCell>
                <TableCell>
                  <TableSortLabel
                    active={sort.field === 'number'}
                    direction={sort.field === 'number' && sort.order === 1 ? 'asc' : 'desc'}
                    onClick={() => sortBy('number')}
                  >
                    {t('pos.list.fields.number')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('pos.list.state')}</TableCell>
                <TableCell align="right">
                  <TableSortLabel
                    active={sort.field === 'total'}
                    direction={sort.field === 'total' && sort.order === 1 ? 'asc' : 'desc'}
                    onClick={() => sortBy('total')}
                  >
                    {t('pos.list.fields.total')}
                  </TableSortLabel>
                </TableCell>
                <TableCell sx={wide}>{t('pos.list.paymentKind')}</TableCell>
                <TableCell>{t('pos.list.fields.guest')}</TableCell>
                <TableCell sx={wide}>{t('pos.list.fields.user')}</TableCell>
                <TableCell aria-label={t('pos.list.actions')} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !list.isFetching && (
                <TableRow>
                  <TableCell colSpan={9}>{t('pos.list.empty')}</TableCell>
                </TableRow>
              )}
              {rows.map((row) => {
                const label = `${row.tillName} #${row.number}`;
                const voidable = canVoid && row.kind === 'sale' && row.state !== 'open' && !row.voidedBy;
                return (
                  <TableRow key={row.id} data-testid={`sale-${row.id}`}>
                    <TableCell>{formatDate(row.day, DATE_FORMATS.default)}</TableCell>
                    <TableCell>{row.tillName}</TableCell>
                    <TableCell>{row.number}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={row.voidedBy ? t('pos.states.voided') : t(`pos.states.${row.state}`)}
                        color={
                          row.state === 'void' || row.voidedBy
                            ? 'warning'
                            : row.state === 'open'
                              ? 'info'
                              : 'default'
                        }
                      />
                      {row.signatureState === 'failed' && (
                        <Chip
                          size="small"
                          color="error"
                          sx={{ ml: 0.5 }}
                          label={t('pos.list.tseFailed')}
                          {...(canSell
                            ? {
                                onClick: () =>
                                  sign.mutate(row.id, {
                                    onSuccess: (receipt) =>
                                      receipt.signatureState === 'signed'
                                        ? showSuccess(t('pos.list.signedResult', { signed: 1, failed: 0 }))
                                        : showError(receipt.signatureError ?? t('pos.list.tseFailed')),
                                    onError: showError,
                                  }),
                              }
                            : {})}
                        />
                      )}
                      {row.signatureState === 'pending' && (
                        <Chip size="small" sx={{ ml: 0.5 }} label={t('pos.list.tsePending')} />
                      )}
                    </TableCell>
                    <TableCell align="right">{format(row.total, row.currency)}</TableCell>
                    <TableCell sx={wide}>
                      {row.paymentKinds.map((k) => t(`pos.kinds.${k}`)).join(', ')}
                    </TableCell>
                    <TableCell>{row.guestName ? `${row.guestName} (${row.roomName})` : ''}</TableCell>
                    <TableCell sx={wide}>{row.userName}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('pos.list.print', { label })}>
                        <IconButton
                          aria-label={t('pos.list.print', { label })}
                          onClick={() => void printReceipt(row.id).catch(showError)}
                        >
                          <PrintIcon />
                        </IconButton>
                      </Tooltip>
                      {voidable && (
                        <Tooltip title={t('pos.list.void', { label })}>
                          <IconButton
                            aria-label={t('pos.list.void', { label })}
                            onClick={() => {
                              setVoiding(row);
                              setReason('');
                              setProblem(null);
                            }}
                          >
                            <UndoIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      {/* A receipt that cannot be voided keeps its print button in the column, under the others. */}
                      {canVoid && !voidable && (
                        <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 40 }} />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPager total={list.data?.total} page={page} size={size} onPage={setPage} onSize={setSize} />
      </Paper>
      {voiding && (
        <ActionDialog
          title={t('pos.list.voidTitle', { label: `${voiding.tillName} #${voiding.number}` })}
          submitLabel={t('pos.list.voidSubmit')}
          destructive
          pending={voidSale.isPending}
          submitDisabled={!reason.trim()}
          error={problem ? { text: problem } : null}
          onClose={() => setVoiding(null)}
          onSubmit={() =>
            voidSale.mutate(
              { id: voiding.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  setVoiding(null);
                  showSuccess(t('pos.list.voided'));
                },
                onError: (error) => setProblem(describeError(error, t)),
              },
            )
          }
        >
          {t('pos.list.voidText', { total: format(voiding.total, voiding.currency) })}
          <TextField
            label={t('pos.list.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            autoFocus
          />
        </ActionDialog>
      )}
    </Box>
  );
}
