import { type PriceEntry, type PricePeriod, roomResource } from '@seaberth/domain';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../resources/use-resource.ts';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { seasonsOf } from './period-model.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

const NO_ENTRIES: PriceEntry[] = [];
const NO_PERIODS: PricePeriod[] = [];

interface Draft {
  room: string;
  season: string;
  noOfPax: string;
  amount: string;
  childAmount: string;
}
const EMPTY: Draft = { room: '', season: '', noOfPax: '', amount: '', childAmount: '' };

/**
 * Prices for one particular room or cabin (a suite priced apart from its type, the owner's cabin):
 * entries naming a room, which win over the room type's price. Listed and added here; the grid
 * above keeps to room types.
 */
export function RoomEntries({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { setValue, control } = useFormContext();
  const entries = (useWatch({ control, name: 'entries' }) as PriceEntry[] | undefined) ?? NO_ENTRIES;
  const periods = (useWatch({ control, name: 'periods' }) as PricePeriod[] | undefined) ?? NO_PERIODS;
  const currencies = useWatch({ control, name: 'currencies' }) as string[] | undefined;
  const resort = useWatch({ control, name: 'resort' }) as string | null | undefined;
  const vessel = useWatch({ control, name: 'vessel' }) as string | null | undefined;
  const currency = currencies?.[0] ?? 'EUR';
  const decimals = useCurrencies().decimalsOf(currency);
  const asset = resort ? { resort } : vessel ? { vessel } : null;
  const roomList = useResourceList(roomResource, { page: 0, size: 0, filter: asset ?? {} }, Boolean(asset));
  const rooms = useMemo(
    () =>
      (roomList.data?.data ?? []).map((row) => ({ id: String(row.id), name: String(row.name ?? row.id) })),
    [roomList.data],
  );
  const roomName = (id: string | null) => rooms.find((room) => room.id === id)?.name ?? id ?? '';
  const seasons = seasonsOf(periods);
  const [draft, setDraft] = useState<Draft>(EMPTY);

  const own = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.room !== null);
  const amount = decimalToMinor(draft.amount, decimals);
  const childAmount = draft.childAmount.trim() === '' ? null : decimalToMinor(draft.childAmount, decimals);
  const pax = draft.noOfPax === '' ? null : Number(draft.noOfPax);
  const valid =
    draft.room !== '' &&
    amount !== null &&
    amount >= 0 &&
    (draft.childAmount.trim() === '' || (childAmount !== null && childAmount >= 0)) &&
    (pax === null || (Number.isInteger(pax) && pax >= 1 && pax <= 50));

  const write = (next: PriceEntry[]) => setValue('entries', next, { shouldDirty: true });
  const add = () => {
    if (!valid) return;
    const entry: PriceEntry = {
      roomType: null,
      room: draft.room,
      season: draft.season,
      noOfPax: pax,
      amount: amount!,
      childAmount,
    };
    // One price per room, season and guests: a second one replaces the first.
    const same = (e: PriceEntry) =>
      e.room === entry.room && (e.season ?? '') === entry.season && (e.noOfPax ?? null) === entry.noOfPax;
    write([...entries.filter((e) => !same(e)), entry]);
    setDraft(EMPTY);
  };

  return (
    <Stack spacing={2}>
      {own.length === 0 ? (
        <Typography color="text.secondary">{t('pricing.roomPrices.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('pricing.roomPrices.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pricing.roomPrices.room')}</TableCell>
              <TableCell>{t('pricing.roomPrices.season')}</TableCell>
              <TableCell>{t('pricing.roomPrices.guests')}</TableCell>
              <TableCell align="right">{t('pricing.roomPrices.amount', { currency })}</TableCell>
              <TableCell align="right">{t('pricing.roomPrices.childAmount', { currency })}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {own.map(({ entry, index }) => (
              <TableRow key={entry.id ?? `${entry.room}-${entry.season}-${entry.noOfPax}`}>
                <TableCell>{roomName(entry.room)}</TableCell>
                <TableCell>{entry.season || t('pricing.roomPrices.anySeason')}</TableCell>
                <TableCell>{entry.noOfPax ?? t('pricing.roomPrices.anyGuests')}</TableCell>
                <TableCell align="right">{minorToDecimal(entry.amount, decimals)}</TableCell>
                <TableCell align="right">
                  {entry.childAmount === null ? '–' : minorToDecimal(entry.childAmount, decimals)}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={t('pricing.roomPrices.remove', { room: roomName(entry.room) })}
                    disabled={disabled}
                    onClick={() => write(entries.filter((_, i) => i !== index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'flex-start' } }}
        role="group"
        aria-label={t('pricing.roomPrices.newPrice')}
      >
        <TextField
          select
          size="small"
          label={t('pricing.roomPrices.room')}
          value={draft.room}
          onChange={(e) => setDraft({ ...draft, room: e.target.value })}
          disabled={disabled || !asset}
          sx={{ minWidth: 180 }}
        >
          {rooms.map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {room.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('pricing.roomPrices.season')}
          value={draft.season}
          onChange={(e) => setDraft({ ...draft, season: e.target.value })}
          disabled={disabled}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('pricing.roomPrices.anySeason')}</MenuItem>
          {seasons.map((season) => (
            <MenuItem key={season} value={season}>
              {season}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('pricing.roomPrices.guests')}
          placeholder={t('pricing.roomPrices.anyGuests')}
          value={draft.noOfPax}
          onChange={(e) => setDraft({ ...draft, noOfPax: e.target.value })}
          disabled={disabled}
          sx={{ width: 110 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 50 } }}
        />
        <TextField
          size="small"
          label={t('pricing.roomPrices.amount', { currency })}
          value={draft.amount}
          onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
          error={draft.amount !== '' && (amount === null || amount < 0)}
          disabled={disabled}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label={t('pricing.roomPrices.childAmount', { currency })}
          value={draft.childAmount}
          onChange={(e) => setDraft({ ...draft, childAmount: e.target.value })}
          error={draft.childAmount.trim() !== '' && (childAmount === null || childAmount < 0)}
          disabled={disabled}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button variant="outlined" onClick={add} disabled={disabled || !valid}>
          {t('pricing.roomPrices.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
