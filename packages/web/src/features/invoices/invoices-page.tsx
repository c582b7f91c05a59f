import { formatDate, type Invoice, INVOICE_KINDS, INVOICE_STATES, type InvoiceKind } from '@seaberth/domain';
import DownloadIcon from '@mui/icons-material/Download';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../app/icon-action.tsx';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { SearchField } from '../../resources/search-field.tsx';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CreditInvoiceDialog } from './credit-invoice-dialog.tsx';
import { downloadInvoice, type InvoiceListQuery, useInvoiceList } from './invoice-api.ts';
import { DateField } from '../../app/date-field.tsx';

type InvoiceSort = NonNullable<InvoiceListQuery['sort']>;
const SORTABLE = new Set<string>(['number', 'issueDate', 'total', 'payer'] satisfies InvoiceSort[]);

/**
 * /finance/invoices: every invoice and credit note, paged on the server, filtered by period, kind,
 * state and text, with the sums of everything the filter matches and a CSV of it.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const canUpdate = useCan(['bookings.update']);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<InvoiceKind | ''>('');
  const [state, setState] = useState<(typeof INVOICE_STATES)[number] | ''>('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'number', sort: 'desc' }]);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const text = useDebouncedValue(search.trim(), 300);
  const query = {
    page: paging.page,
    size: paging.pageSize,
    search: text || undefined,
    from: from || undefined,
    to: to || undefined,
    kind: kind || undefined,
    state: state || undefined,
    // Only sortable fields reach the model (onSortModelChange).
    sort: (sort[0]?.field ?? 'number') as InvoiceSort,
    order: sort[0]?.sort === 'asc' ? 1 : -1,
  };
  const list = useInvoiceList(query);

  const columns = useMemo<GridColDef<Invoice>[]>(
    () => [
      {
        field: 'number',
        headerName: t('invoices.number'),
        minWidth: 130,
        flex: 1,
        renderCell: ({ row }) => (
          <span>
            {row.number}{' '}
            {row.kind === 'creditNote' && (
              <Chip size="small" color="warning" variant="outlined" label={t('invoices.creditNote')} />
            )}
          </span>
        ),
      },
      {
        field: 'issueDate',
        headerName: t('invoices.date'),
        width: 110,
        valueFormatter: (value) => (typeof value === 'string' ? formatDate(value) : ''),
      },
      {
        field: 'bookingNo',
        headerName: t('invoices.booking'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <RouterLink to={`/booking/${row.booking}`}>{row.bookingNo}</RouterLink>,
      },
      {
        field: 'payer',
        headerName: t('invoices.payer'),
        flex: 1.5,
        minWidth: 150,
        valueGetter: (_v, row) => row.payer.name,
      },
      {
        field: 'total',
        headerName: t('invoices.total'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => format(row.kind === 'creditNote' ? -row.total : row.total, row.currency),
      },
      {
        field: 'open',
        headerName: t('invoices.open'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        renderCell: ({ row }) =>
          row.creditedByNumber
            ? t('invoices.cancelledBy', { number: row.creditedByNumber })
            : format(row.open, row.currency),
      },
      {
        field: 'actions',
        headerName: '',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Box>
            <IconAction
              label={t('invoices.download', { number: row.number })}
              onClick={() => downloadInvoice(row)}
            >
              <DownloadIcon />
            </IconAction>
            {canUpdate && row.kind === 'invoice' && !row.creditedBy && (
              <IconAction
                label={t('invoices.credit', { number: row.number })}
                onClick={() => setCrediting(row)}
              >
                <UndoIcon />
              </IconAction>
            )}
          </Box>
        ),
      },
    ],
    [t, format, canUpdate],
  );

  const filterField = <V extends string>(
    label: string,
    value: V | '',
    onChange: (value: V | '') => void,
    options: readonly V[],
    optionKey: string,
  ) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t('invoices.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`${optionKey}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <PageHeading title={t('invoices.listTitle')} subtitle={t('invoices.listIntro')} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('invoices.search')}
          sx={{ flex: '1 1 16rem', minWidth: 200 }}
        />
        <DateField
          size="small"
          label={t('invoices.from')}
          fullWidth={false}
          sx={{ width: 170 }}
          value={from}
          onChange={(iso) => setFrom(iso)}
        />
        <DateField
          size="small"
          label={t('invoices.to')}
          fullWidth={false}
          sx={{ width: 170 }}
          value={to}
          onChange={(iso) => setTo(iso)}
        />
        {filterField(t('invoices.kind'), kind, setKind, INVOICE_KINDS, 'invoices.kinds')}
        {filterField(t('invoices.state'), state, setState, INVOICE_STATES, 'invoices.states')}
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => api.download('/api/invoice/csv', { ...query, page: 0, size: 0 })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('invoices.csv')}
        </Button>
      </Stack>
      {list.data && list.data.sums.length > 0 && (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
          data-testid="invoice-sums"
        >
          {list.data.sums.map((sum) => (
            <Paper key={sum.currency} variant="outlined" sx={{ px: 2, py: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('invoices.sums', {
                  net: format(sum.net, sum.currency),
                  tax: format(sum.tax, sum.currency),
                })}
              </Typography>
              <Typography variant="subtitle1">
                {t('invoices.sumTotal', {
                  total: format(sum.total, sum.currency),
                  open: format(sum.open, sum.currency),
                })}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {list.isError && !list.data ? (
        <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Paper variant="outlined">
          <DataGrid<Invoice>
            aria-label={t('invoices.listTitle')}
            rows={list.data?.data ?? []}
            rowCount={list.data?.total ?? 0}
            columns={columns}
            loading={list.isFetching}
            paginationMode="server"
            sortingMode="server"
            disableColumnFilter
            disableRowSelectionOnClick
            pageSizeOptions={[10, 25, 50, 100]}
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            sortModel={sort}
            onSortModelChange={(model) => setSort(model.filter((m) => SORTABLE.has(m.field)))}
            autoHeight
            localeText={{ noRowsLabel: t('invoices.noneListed') }}
            sx={{ border: 0 }}
          />
        </Paper>
      )}
      {crediting && <CreditInvoiceDialog invoice={crediting} onClose={() => setCrediting(null)} />}
    </Box>
  );
}
