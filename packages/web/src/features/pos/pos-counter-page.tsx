import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Chip,
  Divider,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  hasAnyScope,
  looksLikeMemberCode,
  type PosProduct,
  type PosReceipt,
  posTillResource,
} from '@seaberth/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { useMoney } from '../../ui/use-money.ts';
import { RoomBillButton } from './pos-bill-dialog.tsx';
import { TabGuest } from './pos-tab-guest.tsx';
import { CloseDayButton } from './pos-closing-dialog.tsx';
import { PayDialog, RoomDialog } from './pos-dialogs.tsx';
import { usePosActions, usePosCatalogue, usePosPage, usePosReceipt } from './pos-api.ts';
import { useMemberScan } from './pos-member-scan.ts';
import PersonIcon from '@mui/icons-material/PersonOutline';

const ALL = '';
/** Touch targets: a finger on a tablet at the bar, not a mouse. */
const TILE_HEIGHT = 104;

/**
 * /pos/counter — the bar, the shop, the rental counter on a tablet (820×1180) or a desk: product
 * tiles by category, a search and barcode field (a scanner types digits and Enter; a club member
 * card's code picks the guest the sale goes to), the receipt with its quantities, and two ways to
 * close it: on an in-house guest's room or paid now.
 */
export function PosCounterPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const { format } = useMoney();
  const canSell = hasAnyScope(principal, ['pos.create']);
  const tills = useResourceList(posTillResource, ALL_ROWS);
  const activeTills = (tills.data?.data ?? []).filter((row) => row.isActive !== false);
  const [chosenTill, setTill] = useState<string>('');
  const till = chosenTill || String(activeTills[0]?.id ?? '');
  const catalogue = usePosCatalogue(till || null);
  const [category, setCategory] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'pay' | 'room' | null>(null);
  const receipt = usePosReceipt(current);
  const openTabs = usePosPage({
    page: 0,
    size: 12,
    filter: JSON.stringify({ state: 'open', ...(till ? { till } : {}) }),
  });
  const actions = usePosActions();
  const tabs = openTabs.data?.data ?? [];

  const products = catalogue.data ?? [];
  const categories = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of products) if (p.category) seen.set(p.category, p.categoryName);
    return [...seen.entries()];
  }, [products]);
  const needle = search.trim().toLowerCase();
  const shown = products.filter(
    (p) =>
      (category === ALL || p.category === category) &&
      (!needle || p.name.toLowerCase().includes(needle) || p.barcode === needle),
  );
  const tab: PosReceipt | undefined = current ? receipt.data : undefined;
  const member = useMemberScan({
    till,
    tab,
    openTabs: tabs.map((row) => ({
      id: String(row.id),
      customer: row.customer ? String(row.customer) : null,
    })),
    onOpen: setCurrent,
  });
  const busy =
    actions.add.isPending || actions.quantity.isPending || actions.remove.isPending || actions.pay.isPending;

  const add = (product: PosProduct) => {
    if (!canSell || !till) return;
    actions.add.mutate(
      {
        ...(tab?.state === 'open' ? { transaction: tab.id } : { till }),
        items: [{ product: product.id, quantity: 1 }],
      },
      {
        onSuccess: (answer) => {
          if (answer.id !== tab?.id) member.opened(answer.id);
          setCurrent(answer.id);
        },
        onError: showError,
      },
    );
  };
  const setQuantity = (item: string, quantity: number) =>
    quantity <= 0
      ? actions.remove.mutate(item, { onError: showError })
      : actions.quantity.mutate({ item, quantity }, { onError: showError });

  /**
   * A scanner types the code and Enter; a person may type a name and Enter for the only match. A
   * member card's code picks the guest instead of a product.
   */
  const enter = () => {
    const code = search.trim();
    if (!code) return;
    if (looksLikeMemberCode(code)) {
      setSearch('');
      void member.scan(code);
      return;
    }
    const match =
      products.find((p) => p.barcode && p.barcode === code) ?? (shown.length === 1 ? shown[0] : undefined);
    if (!match) {
      showError(t('pos.counter.noMatch', { code }));
      return;
    }
    add(match);
    setSearch('');
  };

  const closed = (answer: PosReceipt, message: string) => {
    setDialog(null);
    setCurrent(null);
    showSuccess(message);
    return answer;
  };

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeading
        title={t('routes.posCounter')}
        actions={
          // On a phone the till and the day's buttons wrap rather than widen the page.
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('pos.till')}
              value={till}
              onChange={(event) => {
                setTill(event.target.value);
                setCurrent(null);
                member.clearPending();
              }}
              sx={{ minWidth: 180 }}
            >
              {activeTills.map((row) => (
                <MenuItem key={String(row.id)} value={String(row.id)}>
                  {String(row.name)}
                </MenuItem>
              ))}
            </TextField>
            <RoomBillButton till={till} />
            <CloseDayButton till={till} />
          </Stack>
        }
      />
      {catalogue.isError && (
        <LoadErrorAlert error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      )}
      {tills.isSuccess && activeTills.length === 0 && (
        <Alert severity="info">{t('pos.counter.noTill')}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // minmax(0, …): the category tabs scroll inside the column instead of widening the page.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 7fr) minmax(300px, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <TextField
            label={t('pos.counter.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                enter();
              }
            }}
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'pos-search' } }}
          />
          <Tabs
            value={category}
            onChange={(_event, value: string) => setCategory(value)}
            variant="scrollable"
            aria-label={t('pos.counter.categories')}
          >
            <Tab value={ALL} label={t('pos.counter.all')} sx={{ minHeight: 56 }} />
            {categories.map(([id, name]) => (
              <Tab key={id} value={id} label={name} sx={{ minHeight: 56 }} />
            ))}
          </Tabs>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            }}
          >
            {shown.map((product) => (
              <ButtonBase
                key={product.id}
                onClick={() => add(product)}
                disabled={!canSell || !till || busy}
                focusRipple
                // Named by what it shows (the name and the price), so a voice user can say it.
                sx={{ borderRadius: 2 }}
              >
                <Paper
                  variant="outlined"
                  sx={{
                    width: '100%',
                    minHeight: TILE_HEIGHT,
                    p: 1.5,
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'space-between',
                    textAlign: 'left',
                    // The picture sits in the tile's lower right, clear of the name and the price.
                    ...(product.image
                      ? {
                          backgroundImage: `url(/api/media/${product.image}/data?thumb=true)`,
                          backgroundSize: 'auto 58%',
                          backgroundPosition: 'right 6px bottom 6px',
                          backgroundRepeat: 'no-repeat',
                        }
                      : {}),
                  }}
                >
                  <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                    {product.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {format(product.amount, product.currency)}
                  </Typography>
                </Paper>
              </ButtonBase>
            ))}
            {catalogue.isSuccess && shown.length === 0 && (
              <Typography color="text.secondary">{t('pos.counter.noProducts')}</Typography>
            )}
          </Box>
        </Stack>

        <Paper variant="outlined" sx={{ p: 2, position: { sm: 'sticky' }, top: { sm: 80 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {tab ? t('pos.counter.receipt', { number: tab.number }) : t('pos.counter.newReceipt')}
            </Typography>
            {tab && (
              <Button onClick={() => setCurrent(null)} sx={{ minHeight: 48 }}>
                {t('pos.counter.startNew')}
              </Button>
            )}
          </Stack>
          {tab?.state === 'open' && <TabGuest tab={tab} till={till} />}
          {!tab && member.pending && (
            <Chip
              icon={<PersonIcon />}
              label={t('pos.member.next', { guest: member.pending.fullName, room: member.pending.roomName })}
              onDelete={member.clearPending}
              sx={{ mb: 1 }}
              data-testid="pos-next-guest"
            />
          )}
          {!tab && <Typography color="text.secondary">{t('pos.counter.emptyHint')}</Typography>}
          {tab && (
            <Stack divider={<Divider flexItem />} aria-label={t('pos.counter.items')} role="list">
              {tab.lines.map((line) => (
                <Stack
                  key={line.id}
                  role="listitem"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', py: 0.5 }}
                  data-testid={`line-${line.id}`}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ overflowWrap: 'anywhere', lineHeight: 1.25 }}>{line.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {format(line.unitPrice, line.currency)}
                    </Typography>
                  </Box>
                  <IconButton
                    size="large"
                    disabled={!canSell || busy}
                    onClick={() => setQuantity(line.id, line.quantity - 1)}
                    aria-label={t('pos.counter.less', { name: line.name })}
                  >
                    <RemoveIcon />
                  </IconButton>
                  <Typography
                    sx={{ minWidth: 28, textAlign: 'center' }}
                    aria-label={t('pos.counter.quantity')}
                  >
                    {line.quantity}
                  </Typography>
                  <IconButton
                    size="large"
                    disabled={!canSell || busy}
                    onClick={() => setQuantity(line.id, line.quantity + 1)}
                    aria-label={t('pos.counter.more', { name: line.name })}
                  >
                    <AddIcon />
                  </IconButton>
                  <Typography sx={{ minWidth: 64, textAlign: 'right' }}>
                    {format(line.amount, line.currency)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
          {tab && (
            <>
              <Divider sx={{ my: 1 }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="h6">{t('pos.counter.total')}</Typography>
                <Typography variant="h6" data-testid="pos-total">
                  {format(tab.total, tab.currency)}
                </Typography>
              </Stack>
              {tab.paid > 0 && (
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography color="text.secondary">{t('pos.counter.due')}</Typography>
                  <Typography color="text.secondary">{format(tab.due, tab.currency)}</Typography>
                </Stack>
              )}
              <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
                <Button
                  variant="outlined"
                  size="large"
                  fullWidth
                  sx={{ minHeight: 64 }}
                  disabled={!canSell || tab.state !== 'open' || tab.total <= 0}
                  onClick={() => setDialog('room')}
                >
                  {t('pos.counter.onRoom')}
                </Button>
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  sx={{ minHeight: 64 }}
                  disabled={!canSell || tab.state !== 'open' || tab.due <= 0}
                  onClick={() => setDialog('pay')}
                >
                  {t('pos.counter.payNow')}
                </Button>
              </Stack>
            </>
          )}
          {tabs.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('pos.counter.openTabs')}
              </Typography>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {tabs.map((row) => (
                  <Chip
                    key={String(row.id)}
                    label={[
                      `#${row.number}`,
                      row.guestName ? String(row.guestName) : '',
                      format(Number(row.total), String(row.currency)),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    color={row.id === current ? 'primary' : 'default'}
                    onClick={() => setCurrent(String(row.id))}
                    sx={{ height: 44, fontSize: '1rem' }}
                  />
                ))}
              </Stack>
            </Box>
          )}
        </Paper>
      </Box>
      {dialog === 'pay' && tab && (
        <PayDialog
          receipt={tab}
          pending={actions.pay.isPending}
          onClose={() => setDialog(null)}
          onPay={(payment, onError) =>
            actions.pay.mutate(
              { id: tab.id, ...payment },
              {
                onSuccess: (answer) => {
                  const last = answer.payments[answer.payments.length - 1];
                  if (answer.state !== 'paid') {
                    setDialog(null);
                    showSuccess(t('pos.pay.partPaid', { due: format(answer.due, answer.currency) }));
                    return;
                  }
                  closed(
                    answer,
                    last?.change
                      ? t('pos.pay.paidWithChange', { change: format(last.change, answer.currency) })
                      : t('pos.pay.paid'),
                  );
                },
                onError,
              },
            )
          }
        />
      )}
      {dialog === 'room' && tab && (
        <RoomDialog
          till={till || null}
          pending={actions.toRoom.isPending}
          onClose={() => setDialog(null)}
          onChoose={(guest, onError) =>
            actions.toRoom.mutate(
              {
                transaction: tab.id,
                booking: guest.booking,
                room: guest.roomBooking,
                customer: guest.customer,
              },
              {
                onSuccess: (answer) =>
                  closed(answer, t('pos.room.charged', { guest: guest.fullName, room: guest.roomName })),
                onError,
              },
            )
          }
        />
      )}
    </Box>
  );
}
