import { formatDate, type PricePeriod } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { errorAt } from './form-errors.ts';
import {
  barGeometry,
  monthStarts,
  nextPeriod,
  outsideValidity,
  overlaps,
  seasonsOf,
  timelineSpan,
  uncoveredDays,
} from './period-model.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

/** Season colours, distinguishable side by side and readable with white text (4.5:1 at least). */
export const SEASON_COLORS = [
  '#1565c0',
  '#b25000',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#5d4037',
  '#ad1457',
];

const NO_PERIODS: PricePeriod[] = [];

/**
 * The periods of a price list: a timeline with one lane per season across the validity, and the
 * periods as a list beside it to edit. Writes the form's `periods` field.
 */
export function PeriodEditor({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { setValue, formState, control } = useFormContext();
  const periods = (useWatch({ control, name: 'periods' }) as PricePeriod[] | undefined) ?? NO_PERIODS;
  const valid = useWatch({ control, name: 'valid' }) as
    | { from?: string | null; to?: string | null }
    | undefined;
  const [selected, setSelected] = useState<number | null>(null);

  const write = (next: PricePeriod[]) =>
    setValue('periods', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const change = (index: number, patch: Partial<PricePeriod>) =>
    write(periods.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const seasons = seasonsOf(periods);
  const add = () => {
    const season = periods[periods.length - 1]?.season || t('pricing.period.defaultSeason');
    write([...periods, nextPeriod(periods, valid ?? undefined, operatorToday(), season)]);
    setSelected(periods.length);
  };
  const errorOf = (index: number, key: keyof PricePeriod) =>
    translateValidationMessage(errorAt(formState.errors, `periods.${index}.${key}`), t);

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}
    >
      <PeriodTimeline periods={periods} valid={valid} selected={selected} onSelect={setSelected} />
      <Stack spacing={1}>
        {/* Only the periods are the list's items: the add button and the hints follow it. */}
        {periods.length > 0 && (
          <Stack spacing={1} role="list" aria-label={t('pricing.period.list')}>
            {periods.map((period, index) => (
              <Paper
                // biome-ignore lint/suspicious/noArrayIndexKey: periods are edited in place
                key={index}
                role="listitem"
                aria-label={t('pricing.period.itemLabel', { no: index + 1 })}
                variant="outlined"
                sx={{
                  p: 1,
                  borderLeft: 6,
                  borderLeftColor:
                    SEASON_COLORS[seasons.indexOf(period.season.trim()) % SEASON_COLORS.length] ?? 'divider',
                  bgcolor: selected === index ? 'action.selected' : undefined,
                }}
                onFocus={() => setSelected(index)}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    size="small"
                    label={t('pricing.period.season')}
                    value={period.season}
                    disabled={disabled}
                    onChange={(event) => change(index, { season: event.target.value })}
                    error={Boolean(errorOf(index, 'season'))}
                    helperText={errorOf(index, 'season')}
                    sx={{ flex: 1, minWidth: 110 }}
                    slotProps={{ htmlInput: { list: 'price-seasons' } }}
                  />
                  <DateField
                    size="small"
                    label={t('pricing.period.from')}
                    value={period.from}
                    disabled={disabled}
                    onChange={(iso) => change(index, { from: iso })}
                    error={Boolean(errorOf(index, 'from'))}
                    helperText={errorOf(index, 'from')}
                  />
                  <DateField
                    size="small"
                    label={t('pricing.period.to')}
                    value={period.to}
                    disabled={disabled}
                    onChange={(iso) => change(index, { to: iso })}
                    error={Boolean(errorOf(index, 'to'))}
                    helperText={errorOf(index, 'to')}
                  />
                  <Tooltip title={t('pricing.period.remove')}>
                    <span>
                      <IconButton
                        aria-label={t('pricing.period.removeNo', { no: index + 1 })}
                        disabled={disabled}
                        onClick={() => {
                          write(periods.filter((_, i) => i !== index));
                          setSelected(null);
                        }}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        <datalist id="price-seasons">
          {seasons.map((season) => (
            <option key={season} value={season} />
          ))}
        </datalist>
        {periods.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('pricing.period.none')}
          </Typography>
        )}
        <Box>
          <Button startIcon={<AddIcon />} onClick={add} disabled={disabled}>
            {t('pricing.period.add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export interface PeriodTimelineProps {
  periods: readonly PricePeriod[];
  valid?: { from?: string | null; to?: string | null } | null;
  selected?: number | null;
  onSelect?: (index: number) => void;
}

/** Horizontal bars per season lane across the span, with month marks and clashes called out. */
export function PeriodTimeline({ periods, valid, selected, onSelect }: PeriodTimelineProps) {
  const { t } = useTranslation();
  const span = timelineSpan(periods, valid ?? undefined);
  const seasons = seasonsOf(periods);
  const clashes = overlaps(periods);
  const outside = outsideValidity(periods, valid ?? undefined);
  const validSpan = timelineSpan([], valid ?? undefined);
  const gaps = uncoveredDays(periods, validSpan);
  if (!span) {
    return (
      <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
        <Typography variant="body2">{t('pricing.period.timelineEmpty')}</Typography>
      </Paper>
    );
  }
  const months = monthStarts(span);
  const laneHeight = 32;
  return (
    <Stack spacing={1}>
      <Paper
        variant="outlined"
        sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 }, zIndex: 1 }}
        role="figure"
        aria-label={t('pricing.period.timeline')}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(span.from)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(span.to)}
          </Typography>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 1.5,
            rowGap: 0.75,
            alignItems: 'center',
          }}
        >
          {seasons.map((season, lane) => (
            <Box key={season} sx={{ display: 'contents' }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                {season}
              </Typography>
              <Box
                sx={{ position: 'relative', height: laneHeight, bgcolor: 'action.hover', borderRadius: 1 }}
                data-testid={`lane-${season}`}
              >
                {periods.map((period, index) => {
                  if (period.season.trim() !== season) return null;
                  const bar = barGeometry(period, span);
                  if (!bar) return null;
                  const label = t('pricing.period.bar', {
                    season,
                    from: formatDate(period.from),
                    to: formatDate(period.to),
                  });
                  const text =
                    bar.width > 14
                      ? `${formatDate(period.from, 'DD.MM.')}–${formatDate(period.to, 'DD.MM.')}`
                      : '';
                  return (
                    // A bar's name holds the dates it shows (WCAG 2.5.3, label in name); the full
                    // dates with their years are its description, as the tooltip shows them.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a bar is the period at its place in the list
                    <Tooltip key={`${index}-${period.from}`} title={label} describeChild>
                      <Box
                        component="button"
                        type="button"
                        data-period-bar=""
                        aria-label={text ? `${season}: ${text}` : label}
                        onClick={() => onSelect?.(index)}
                        sx={{
                          position: 'absolute',
                          top: 3,
                          bottom: 3,
                          left: `${bar.left}%`,
                          width: `max(${bar.width}%, 4px)`,
                          bgcolor: SEASON_COLORS[lane % SEASON_COLORS.length],
                          border: 0,
                          borderRadius: 0.75,
                          cursor: 'pointer',
                          outline: selected === index ? '3px solid' : 'none',
                          outlineColor: 'text.primary',
                          color: '#fff',
                          fontSize: 11,
                          overflow: 'hidden',
                          whiteSpace: 'nowrap',
                          px: 0.5,
                          textAlign: 'left',
                        }}
                      >
                        {text}
                      </Box>
                    </Tooltip>
                  );
                })}
              </Box>
            </Box>
          ))}
          <Box />
          <Box sx={{ position: 'relative', height: 20 }} aria-hidden>
            {months
              // Over more than a year every month would crowd the scale: quarters then, with the year.
              .filter((month) => span.days <= 400 || ['01', '04', '07', '10'].includes(month.slice(5, 7)))
              .map((month) => {
                const left = ((dayjs(month).diff(span.from, 'day') / span.days) * 100).toFixed(2);
                const label =
                  span.days > 400 || month.slice(5, 7) === '01'
                    ? dayjs(month).format("MMM 'YY")
                    : dayjs(month).format('MMM');
                return (
                  <Box
                    key={month}
                    sx={{
                      position: 'absolute',
                      left: `${left}%`,
                      top: 0,
                      borderLeft: 1,
                      borderColor: 'divider',
                      pl: 0.25,
                    }}
                  >
                    <Typography variant="caption" color="text.secondary" sx={{ fontSize: 10 }} noWrap>
                      {label}
                    </Typography>
                  </Box>
                );
              })}
          </Box>
        </Box>
      </Paper>
      {clashes.length > 0 && (
        <Alert severity="warning">
          {t('pricing.period.overlap', {
            pairs: clashes.map(([a, b]) => `${a + 1} & ${b + 1}`).join(', '),
          })}
        </Alert>
      )}
      {outside.length > 0 && (
        <Alert severity="warning">
          {t('pricing.period.outside', { periods: outside.map((i) => i + 1).join(', ') })}
        </Alert>
      )}
      {gaps > 0 && <Alert severity="info">{t('pricing.period.gaps', { count: gaps })}</Alert>}
    </Stack>
  );
}
