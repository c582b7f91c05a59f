import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import {
  hasAnyScope,
  inventoryResource,
  STOCK_MOVE_SCOPES,
  type StockRow,
  stockLocationResource,
  stockMovementResource,
  supplierResource,
} from '@seaberth/domain';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tabs,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { InventoryCountDialog } from './inventory-count-dialog.tsx';
import { type StockQuery, useReverseUsed, useStockPage } from './stock-api.ts';
import {
  GoodsReceivedDialog,
  StartInventoryDialog,
  StockUsedDialog,
  TransferDialog,
  useStockChoices,
} from './stock-dialogs.tsx';
import { ServerPager } from '../../ui/server-pager.tsx';

type Sort = NonNullable<StockQuery['sort']>;
const TABS = ['stock', 'movements', 'inventories', 'suppliers', 'locations'] as const;
type TabName = (typeof TABS)[number];

/** The stock per product and location: searched, sorted, filtered by place, warned under minimum. */
function StockTable({ canMove, onUse }: { canMove: boolean; onUse: (row: StockRow) => void }) {
  const { t } = useTranslation();
  const choices = useStockChoices();
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const [belowMinimum, setBelowMinimum] = useState(false);
  const [sort, setSort] = useState<Sort>('productName');
  const [order, setOrder] = useState<1 | -1>(1);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const query: StockQuery = {
    page,
    size,
    sort,
    order,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(location ? { location } : {}),
    ...(belowMinimum ? { belowMinimum: 'true' as const } : {}),
  };
  const stock = useStockPage(query);
  const rows = stock.data?.data ?? [];
  const sortBy = (field: Sort) => {
    setOrder(sort === field && order === 1 ? -1 : 1);
    setSort(field);
    setPage(0);
  };
  const header = (field: Sort, label: string, align?: 'right') => (
    <TableCell align={align} sortDirection={sort === field ? (order === 1 ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={sort === field}
        direction={sort === field && order === -1 ? 'desc' : 'asc'}
        onClick={() => sortBy(field)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const unit = (value: string) => (value === 'None' ? '' : ` ${t(`resources.options.unit.${value}`)}`);
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('stock.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          label={t('stock.fields.location')}
          value={location}
          onChange={(event) => {
            setLocation(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('stock.allLocations')}</MenuItem>
          {choices.locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={belowMinimum}
              onChange={(event) => {
                setBelowMinimum(event.target.checked);
                setPage(0);
              }}
            />
          }
          label={t('stock.onlyBelowMinimum')}
        />
      </Stack>
      {stock.isError && <LoadErrorAlert error={stock.error} onRetry={() => void stock.refetch()} />}
      <Paper variant="outlined">
        {stock.isFetching && <LinearProgress aria-label={t('stock.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('routes.productStock')}>
            <TableHead>
              <TableRow>
                {header('productName', t('stock.fields.product'))}
                {header('locationName', t('stock.fields.location'))}
                {header('quantity', t('stock.fields.quantity'), 'right')}
                {header('total', t('stock.fields.total'), 'right')}
                <TableCell>{t('stock.fields.minimumLevel')}</TableCell>
                {canMove && <TableCell aria-label={t('stock.actions')} />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !stock.isFetching && (
                <TableRow>
                  <TableCell colSpan={6}>{t('stock.empty')}</TableCell>
                </TableRow>
              )}
              {rows.map((row) => (
                <TableRow key={`${row.product}/${row.location}`} data-testid={`stock-${row.productName}`}>
                  <TableCell>
                    {row.productName}
                    {row.stockType === 'ReusableGood' && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('resources.options.stockType.ReusableGood')}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{row.locationName || '–'}</TableCell>
                  <TableCell align="right">
                    {row.quantity}
                    {unit(row.unit)}
                  </TableCell>
                  <TableCell align="right">
                    {row.total}
                    {unit(row.unit)}
                  </TableCell>
                  <TableCell>
                    {row.belowMinimum ? (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('stock.belowMinimum', { minimum: row.minimumLevel })}
                      />
                    ) : (
                      row.minimumLevel || ''
                    )}
                  </TableCell>
                  {canMove && (
                    <TableCell padding="none">
                      <Tooltip title={t('stock.used.title')}>
                        <IconButton
                          aria-label={t('stock.used.label', { product: row.productName })}
                          onClick={() => onUse(row)}
                        >
                          <RemoveShoppingCartIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPager total={stock.data?.total} page={page} size={size} onPage={setPage} onSize={setSize} />
      </Paper>
    </>
  );
}

type Dialog =
  | { kind: 'used'; product?: string; location?: string | null }
  | { kind: 'received' }
  | { kind: 'transfer' }
  | { kind: 'startInventory' }
  | { kind: 'count'; id: string }
  | { kind: 'reverse'; row: ResourceRow };

/**
 * /product/stock (feature stock): the stock per product and location with the warning under the
 * minimum level; goods received, stock used and an inventory counted in dialogs that work on a
 * tablet; the ledger of movements, the inventories, the suppliers and the locations as tabs
 * (SPEC §2 has no routes of their own for them).
 */
export function StockPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const canMove = hasAnyScope(principal, STOCK_MOVE_SCOPES);
  const [params, setParams] = useSearchParams();
  const tab: TabName = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabName)
    : 'stock';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const reverse = useReverseUsed();
  const closeDialog = () => setDialog(null);

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.productStock')}
        subtitle={t('stock.intro')}
        actions={
          canMove && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setDialog({ kind: 'received' })}>
                {t('stock.received.title')}
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'used' })}>
                {t('stock.used.title')}
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'transfer' })}>
                {t('stock.transfer.title')}
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'startInventory' })}>
                {t('stock.inventory.start')}
              </Button>
            </Stack>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, value: string) =>
          setParams(value === 'stock' ? {} : { tab: value }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`stock.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'stock' && (
        <StockTable
          canMove={canMove}
          onUse={(row) => setDialog({ kind: 'used', product: row.product, location: row.location })}
        />
      )}
      {tab === 'movements' && (
        <ResourceList
          definition={stockMovementResource}
          hideTitle
          intro={t('stock.movementsIntro')}
          extraActions={(row) =>
            canMove && row.kind === 'used' && !row.reverses && Number(row.quantity) < 0
              ? [
                  {
                    key: 'reverse',
                    label: t('stock.reverse.button'),
                    icon: <UndoIcon />,
                    onClick: () => setDialog({ kind: 'reverse', row }),
                  },
                ]
              : []
          }
        />
      )}
      {tab === 'inventories' && (
        <ResourceList
          definition={inventoryResource}
          hideTitle
          intro={t('stock.inventoriesIntro')}
          onOpenRow={(row) => setDialog({ kind: 'count', id: row.id })}
        />
      )}
      {tab === 'suppliers' && <ResourceList definition={supplierResource} hideTitle inlineForm />}
      {tab === 'locations' && (
        <ResourceList
          definition={stockLocationResource}
          hideTitle
          intro={t('stock.locationsIntro')}
          inlineForm
        />
      )}

      {dialog?.kind === 'used' && <StockUsedDialog initial={dialog} onClose={closeDialog} />}
      {dialog?.kind === 'received' && <GoodsReceivedDialog onClose={closeDialog} />}
      {dialog?.kind === 'transfer' && <TransferDialog onClose={closeDialog} />}
      {dialog?.kind === 'startInventory' && (
        <StartInventoryDialog onClose={closeDialog} onStarted={(id) => setDialog({ kind: 'count', id })} />
      )}
      {dialog?.kind === 'count' && <InventoryCountDialog id={dialog.id} onClose={closeDialog} />}
      {dialog?.kind === 'reverse' && (
        <ActionDialog
          title={t('stock.reverse.title')}
          submitLabel={t('stock.reverse.button')}
          pending={reverse.isPending}
          onClose={closeDialog}
          onSubmit={() =>
            reverse.mutate(
              { product: String(dialog.row.product), ref: dialog.row.id },
              {
                onSuccess: () => {
                  showSuccess(t('stock.reverse.done'));
                  closeDialog();
                },
                onError: showError,
              },
            )
          }
        >
          {t('stock.reverse.text', {
            quantity: -Number(dialog.row.quantity),
            product: String(dialog.row.productName),
          })}
        </ActionDialog>
      )}
    </Box>
  );
}
