import {
  type BookingDetail,
  CUSTOMER_TYPES,
  type CalculationEntry,
  type CustomerType,
  isDueLine,
  isPricedId,
} from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../app/visually-hidden.ts';
import { formatDate } from '../../resources/format-value.ts';
import { decimalToMinor } from '../../ui/money.ts';
import { CalculationSummary } from '../pricing/index.ts';
import { calculationCalls, PRICING_CHOICES, type PricingChoice } from './calculation-api.ts';
import {
  AddLineDialog,
  amountText,
  guestsOf,
  PricingChoiceDialog,
  ReloadPriceDialog,
  RemoveLineDialog,
} from './calculation-dialogs.tsx';
import { useBookingMutation } from './use-booking-mutation.ts';
import { useMoney } from '../../ui/use-money.ts';

const MUTED = new Set(['Info', 'None']);

type Dialog =
  | { kind: 'add' }
  | { kind: 'reload' }
  | { kind: 'remove'; entry: CalculationEntry }
  | { kind: 'choice'; choice: PricingChoice };

/** The order after moving line `moved` to where `target` is (before it going up, after it going down). */
export function moved(ids: string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return ids;
  const rest = ids.filter((id) => id !== moved);
  rest.splice(to, 0, moved);
  return rest;
}

/**
 * The booking page's calculation editor: lines edited inline (text, mode, amount), priced again,
 * removed after a confirmation, added, and put in order by dragging their handle (or with the
 * arrow keys on it); the booking priced again after a preview; its price list, terms, specials,
 * add-ons, commission, currency and language chosen. Totals and due amounts follow every change.
 */
export function CalculationEditor({ booking }: { booking: BookingDetail }) {
  const { t, i18n } = useTranslation();
  const { format, decimalsOf } = useMoney();
  const calculation = booking.calculation!;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The handle's click opens "up/down": the drag without dragging (WCAG 2.5.7).
  const [lineMenu, setLineMenu] = useState<{ anchor: HTMLElement; id: string } | null>(null);
  const lines = calculation.entries.filter((e) => !isDueLine(e));
  const due = calculation.entries.filter(isDueLine);
  const ids = lines.flatMap((e) => (e.id ? [e.id] : []));
  const names = new Map(guestsOf(booking).map((g) => [g.id, g.name]));
  const sort = useBookingMutation((order: string[]) => calculationCalls.sort(booking, order), {
    done: 'bookingCalc.sorted',
  });
  const refresh = useBookingMutation((line: string) => calculationCalls.refresh(booking, line), {
    done: 'bookingCalc.refreshed',
  });
  const money = (value: { amount: number; currency: string }) => format(value.amount, value.currency);
  const close = () => setDialog(null);
  // The due lines' own text is in the booking's language (its documents'); the screen speaks the user's.
  const dueText = (entry: CalculationEntry) => {
    const due = calculation.due.find((d) => d.kind === entry.type);
    return due ? t(`bookingCalc.dueLine.${due.kind}`, { date: formatDate(due.due, false) }) : entry.text;
  };

  const onHandleKey = (event: KeyboardEvent, id: string) => {
    const at = ids.indexOf(id);
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!step || !ids[at + step]) return;
    event.preventDefault();
    sort.run(moved(ids, id, ids[at + step]!));
  };
  const moveBy = (id: string, step: -1 | 1) => {
    const at = ids.indexOf(id);
    setLineMenu(null);
    if (ids[at + step]) sort.run(moved(ids, id, ids[at + step]!));
  };

  return (
    <Stack spacing={2} data-testid="calculation-editor">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setDialog({ kind: 'add' })}>
          {t('bookingCalc.add')}
        </Button>
        <Button startIcon={<RefreshIcon />} onClick={() => setDialog({ kind: 'reload' })}>
          {t('bookingCalc.reload')}
        </Button>
        <Button
          startIcon={<TuneIcon />}
          onClick={(e) => setMenu(e.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={Boolean(menu)}
        >
          {t('bookingCalc.pricing')}
        </Button>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {PRICING_CHOICES.map((choice) => (
            <MenuItem
              key={choice}
              onClick={() => {
                setMenu(null);
                setDialog({ kind: 'choice', choice });
              }}
            >
              {t(`bookingCalc.choices.${choice}.menu`)}
            </MenuItem>
          ))}
        </Menu>
        <Menu anchorEl={lineMenu?.anchor} open={Boolean(lineMenu)} onClose={() => setLineMenu(null)}>
          <MenuItem disabled={!lineMenu || ids[0] === lineMenu.id} onClick={() => moveBy(lineMenu!.id, -1)}>
            {t('bookingCalc.moveUp')}
          </MenuItem>
          <MenuItem
            disabled={!lineMenu || ids.at(-1) === lineMenu.id}
            onClick={() => moveBy(lineMenu!.id, 1)}
          >
            {t('bookingCalc.moveDown')}
          </MenuItem>
        </Menu>
      </Stack>
      {(sort.error ?? refresh.error) && (
        <Box role="alert" sx={{ color: 'error.main', whiteSpace: 'pre-line' }}>
          {(sort.error ?? refresh.error)!.text}
        </Box>
      )}
      <TableContainer component={Paper} variant="outlined">
        {(sort.pending || refresh.pending) && <LinearProgress aria-label={t('bookingCalc.saving')} />}
        <Table size="small" aria-label={t('pricing.calc.entries')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('bookingCalc.text')}</TableCell>
              <TableCell sx={wide}>{t('bookingCalc.guest')}</TableCell>
              <TableCell sx={wide}>{t('bookingCalc.mode')}</TableCell>
              <TableCell align="right">{t('pricing.calc.amount')}</TableCell>
              <TableCell align="right" sx={{ width: 132 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('bookingCalc.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((entry) =>
              editing === entry.id ? (
                <EditRow
                  key={entry.id}
                  booking={booking}
                  entry={entry}
                  decimals={decimalsOf(entry.amount.currency)}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <TableRow
                  key={entry.id ?? entry.sort}
                  hover
                  data-line={entry.id}
                  onDragOver={(e) => dragging && e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragging && entry.id && dragging !== entry.id)
                      sort.run(moved(ids, dragging, entry.id));
                    setDragging(null);
                  }}
                  sx={{ opacity: dragging === entry.id ? 0.4 : 1 }}
                >
                  <TableCell padding="checkbox">
                    {entry.id && (
                      <IconButton
                        size="small"
                        draggable
                        onDragStart={(e) => {
                          e.dataTransfer.effectAllowed = 'move';
                          e.dataTransfer.setData('text/plain', entry.id!);
                          setDragging(entry.id!);
                        }}
                        onDragEnd={() => setDragging(null)}
                        onKeyDown={(e) => onHandleKey(e, entry.id!)}
                        onClick={(e) => setLineMenu({ anchor: e.currentTarget, id: entry.id! })}
                        aria-haspopup="menu"
                        aria-label={t('bookingCalc.move', { text: entry.text })}
                        sx={{ cursor: 'grab' }}
                      >
                        <DragIndicatorIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                  <TableCell sx={{ color: MUTED.has(entry.customerType) ? 'text.secondary' : undefined }}>
                    {entry.text}
                    {entry.manual && (
                      <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={t('bookingCalc.byHand')} />
                    )}
                  </TableCell>
                  <TableCell sx={wide}>{entry.customer ? (names.get(entry.customer) ?? '') : ''}</TableCell>
                  <TableCell sx={wide}>{t(`pricing.customerType.${entry.customerType}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {entry.customerType === 'None' ? '' : money(entry.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {entry.editable && entry.id && (
                      <Tooltip title={t('bookingCalc.edit')}>
                        <IconButton
                          size="small"
                          aria-label={t('bookingCalc.editLine', { text: entry.text })}
                          onClick={() => setEditing(entry.id!)}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {entry.manual && entry.id && isPricedId(entry.id) && (
                      <Tooltip title={t('bookingCalc.refresh')}>
                        <IconButton
                          size="small"
                          aria-label={t('bookingCalc.refreshLine', { text: entry.text })}
                          onClick={() => refresh.run(entry.id!)}
                        >
                          <RefreshIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {entry.deletable && entry.id && (
                      <Tooltip title={t('bookingCalc.remove')}>
                        <IconButton
                          size="small"
                          aria-label={t('bookingCalc.removeLine', { text: entry.text })}
                          onClick={() => setDialog({ kind: 'remove', entry })}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ),
            )}
            {due.map((entry) => (
              <TableRow key={entry.id ?? entry.sort}>
                <TableCell padding="checkbox" />
                <TableCell sx={{ color: 'text.secondary' }}>{dueText(entry)}</TableCell>
                <TableCell sx={wide} colSpan={2} />
                <TableCell
                  align="right"
                  sx={{ color: 'text.secondary', fontStyle: 'italic', whiteSpace: 'nowrap' }}
                >
                  {money(entry.amount)}
                </TableCell>
                <TableCell />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CalculationSummary calculation={calculation} money={money} key={i18n.language} />
      {dialog?.kind === 'add' && <AddLineDialog booking={booking} onClose={close} />}
      {dialog?.kind === 'reload' && <ReloadPriceDialog booking={booking} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <RemoveLineDialog booking={booking} entry={dialog.entry} onClose={close} />
      )}
      {dialog?.kind === 'choice' && (
        <PricingChoiceDialog booking={booking} choice={dialog.choice} onClose={close} />
      )}
    </Stack>
  );
}

/** A line being edited in place: text, mode and amount; Enter saves, Escape gives up. */
function EditRow({
  booking,
  entry,
  decimals,
  onDone,
}: {
  booking: BookingDetail;
  entry: CalculationEntry;
  decimals: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(entry.text);
  const [customerType, setCustomerType] = useState<CustomerType>(entry.customerType);
  const [amount, setAmount] = useState(amountText(entry.amount.amount, decimals));
  const minor = decimalToMinor(amount, decimals);
  const save = useBookingMutation(
    () => calculationCalls.edit(booking, entry.id!, { text: text.trim(), customerType, amount: minor ?? 0 }),
    { done: 'bookingCalc.saved', onDone },
  );
  const invalid = !text.trim() || minor === null;
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !invalid) {
      event.preventDefault();
      save.run();
    }
    if (event.key === 'Escape') onDone();
  };
  return (
    // Marked as an edit in progress: the booking page's live refresh waits for it (use-live-booking.ts).
    <TableRow selected data-line={entry.id} data-live-editing="true" onKeyDown={keys}>
      <TableCell padding="checkbox" />
      <TableCell>
        <TextField
          size="small"
          fullWidth
          autoFocus
          label={t('bookingCalc.text')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(save.error)}
          helperText={save.error?.text}
        />
      </TableCell>
      <TableCell sx={wide} />
      <TableCell sx={wide}>
        <TextField
          select
          size="small"
          label={t('bookingCalc.mode')}
          value={customerType}
          onChange={(e) => setCustomerType(e.target.value as CustomerType)}
          sx={{ minWidth: 130 }}
        >
          {CUSTOMER_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`pricing.customerType.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          label={entry.amount.currency}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={minor === null}
          slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
          sx={{ width: 120 }}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          color="primary"
          aria-label={t('bookingCalc.saveLine', { text: entry.text })}
          onClick={() => save.run()}
          disabled={invalid || save.pending}
        >
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('bookingCalc.cancelEdit')}
          onClick={onDone}
          disabled={save.pending}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** Who and how a line is charged: shown from a tablet up; on a phone text, amount and actions fit. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
