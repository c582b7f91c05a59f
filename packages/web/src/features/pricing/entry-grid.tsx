import { type PriceEntry, type PricePeriod, roomTypeResource } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  InputBase,
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
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../resources/use-resource.ts';
import { type AmountField, type CellKey, cellValue, copySeason, setCell } from './entry-model.ts';
import { decimalToMinor, minorToDecimal } from '../../ui/money.ts';
import { seasonsOf } from './period-model.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

const NO_ENTRIES: PriceEntry[] = [];
const NO_PERIODS: PricePeriod[] = [];
const ALL_SEASONS = '';

/**
 * The prices of a list as a grid: room types down, number of guests in the room across, for one
 * season at a time; amounts per person (per night for unit lists, per stay for complete ones) in
 * the list's first currency. Writes the form's `entries` field cell by cell.
 */
export function EntryGrid({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { setValue, control } = useFormContext();
  const entries = (useWatch({ control, name: 'entries' }) as PriceEntry[] | undefined) ?? NO_ENTRIES;
  const periods = (useWatch({ control, name: 'periods' }) as PricePeriod[] | undefined) ?? NO_PERIODS;
  const currencies = useWatch({ control, name: 'currencies' }) as string[] | undefined;
  const resort = useWatch({ control, name: 'resort' }) as string | null | undefined;
  const vessel = useWatch({ control, name: 'vessel' }) as string | null | undefined;
  const calculationType = useWatch({ control, name: 'calculationType' }) as string | undefined;
  const currency = currencies?.[0] ?? 'EUR';
  const { decimalsOf } = useCurrencies();
  const decimals = decimalsOf(currency);

  const asset = resort ? { resort } : vessel ? { vessel } : null;
  const roomTypeList = useResourceList(
    roomTypeResource,
    { page: 0, size: 0, filter: asset ?? {} },
    Boolean(asset),
  );
  const roomTypes = useMemo(
    () =>
      (roomTypeList.data?.data ?? []).filter((row) =>
        resort ? row.resort === resort : row.vessel === vessel,
      ),
    [roomTypeList.data, resort, vessel],
  );

  const seasons = seasonsOf(periods);
  const entrySeasons = [
    ...new Set(entries.map((e) => e.season ?? '').filter((s) => s && !seasons.includes(s))),
  ];
  const seasonChoices = [...seasons, ...entrySeasons];
  const [season, setSeason] = useState<string>(seasonChoices[0] ?? ALL_SEASONS);
  const current =
    season === ALL_SEASONS || seasonChoices.includes(season) ? season : (seasonChoices[0] ?? ALL_SEASONS);
  const [field, setField] = useState<AmountField>('amount');
  const [copyTo, setCopyTo] = useState('');

  const maxPax = Math.min(
    8,
    Math.max(2, ...roomTypes.map((rt) => (typeof rt.maxNoOfPax === 'number' ? rt.maxNoOfPax : 2))),
  );
  const paxColumns: (number | null)[] = [...Array.from({ length: maxPax }, (_, i) => i + 1), null];
  const rows: { id: string | null; name: string }[] = [
    ...roomTypes.map((rt) => ({ id: rt.id, name: String(rt.name ?? rt.id) })),
    { id: null, name: t('pricing.grid.anyRoomType') },
  ];
  const knownTypes = new Set(rows.map((r) => r.id));
  const outside = entries.filter((e) => e.room !== null || !knownTypes.has(e.roomType ?? null)).length;

  const write = (next: PriceEntry[]) => setValue('entries', next, { shouldDirty: true });
  const paxLabel = (pax: number | null) =>
    pax === null ? t('pricing.grid.anyPax') : t('pricing.grid.pax', { count: pax });

  if (!asset) {
    return <Alert severity="info">{t('pricing.grid.chooseAsset')}</Alert>;
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('pricing.grid.season')}
          value={current}
          onChange={(event) => setSeason(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {seasonChoices.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
          <MenuItem value={ALL_SEASONS}>
            <em>{t('pricing.grid.allSeasons')}</em>
          </MenuItem>
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={field}
          onChange={(_event, next: AmountField | null) => next && setField(next)}
          aria-label={t('pricing.grid.amountKind')}
        >
          <ToggleButton value="amount">{t('pricing.grid.adults')}</ToggleButton>
          <ToggleButton value="childAmount">{t('pricing.grid.children')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        {seasonChoices.length > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('pricing.grid.copyTo')}
              value={copyTo}
              onChange={(event) => setCopyTo(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {seasonChoices
                .filter((s) => s !== current)
                .map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
            </TextField>
            <Button
              disabled={!copyTo || disabled}
              onClick={() => {
                write(copySeason(entries, current, copyTo));
                setSeason(copyTo);
                setCopyTo('');
              }}
            >
              {t('pricing.grid.copy')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(calculationType === 'complete' ? 'pricing.grid.hintComplete' : 'pricing.grid.hintUnit', {
          currency,
        })}
        {field === 'childAmount' ? ` ${t('pricing.grid.hintChildren')}` : ''}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table
          size="small"
          aria-label={t('pricing.grid.label', { season: current || t('pricing.grid.allSeasons') })}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('pricing.grid.roomType')}</TableCell>
              {paxColumns.map((pax) => (
                <TableCell key={String(pax)} align="right">
                  {paxLabel(pax)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id ?? 'any'}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {row.name}
                </TableCell>
                {paxColumns.map((pax) => {
                  const key: CellKey = { roomType: row.id, season: current, noOfPax: pax };
                  const adult = cellValue(entries, key, 'amount');
                  return (
                    <TableCell key={String(pax)} align="right" sx={{ p: 0.5 }}>
                      <AmountCell
                        label={`${row.name}, ${paxLabel(pax)}`}
                        value={cellValue(entries, key, field)}
                        decimals={decimals}
                        disabled={disabled || (field === 'childAmount' && adult === null)}
                        placeholder={
                          field === 'childAmount' && adult !== null ? minorToDecimal(adult, decimals) : '—'
                        }
                        onCommit={(minor) => write(setCell(entries, key, field, minor))}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {roomTypeList.isSuccess && roomTypes.length === 0 && (
        <Alert severity="info">{t('pricing.grid.noRoomTypes')}</Alert>
      )}
      {outside > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('pricing.grid.outside', { count: outside })}
        </Typography>
      )}
    </Stack>
  );
}

/** One amount, typed as a decimal and committed as minor units when left or on Enter. */
function AmountCell({
  label,
  value,
  decimals,
  disabled,
  placeholder,
  onCommit,
}: {
  label: string;
  value: number | null;
  decimals: number;
  disabled?: boolean;
  placeholder: string;
  onCommit: (minor: number | null) => void;
}) {
  const shown = value === null ? '' : minorToDecimal(value, decimals);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const parsed = text.trim() === '' ? null : decimalToMinor(text, decimals);
  const invalid = text.trim() !== '' && (parsed === null || parsed < 0);
  const commit = () => {
    if (invalid) return;
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <InputBase
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') setText(shown);
      }}
      inputProps={{ 'aria-label': label, 'aria-invalid': invalid, inputMode: 'decimal' }}
      sx={{
        width: 96,
        px: 1,
        borderRadius: 1,
        border: 1,
        borderColor: invalid ? 'error.main' : 'transparent',
        bgcolor: value === null ? undefined : 'action.hover',
        '&:hover': { borderColor: invalid ? 'error.main' : 'divider' },
        '&.Mui-focused': { borderColor: 'primary.main' },
        '& input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    />
  );
}
