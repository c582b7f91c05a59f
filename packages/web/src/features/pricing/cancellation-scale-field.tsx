import {
  addDays,
  type CancellationScaleStep,
  cancellationFee,
  scaleProblems,
  scalePercent,
  sortedScale,
} from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SortIcon from '@mui/icons-material/Sort';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from '../../resources/fields/field-props.ts';
import { formatMoney } from '../../ui/money.ts';

/** A row as typed: a number, or '' while the input is empty (the schema then says what is missing). */
type Row = { daysBefore: number | ''; percent: number | '' };

const MAX_STEPS = 20;
/** The preview's booking: 1,000.00 in the terms' currency, like the due-dates example beside it. */
const PREVIEW_TOTAL = 100_000;
const PREVIEW_DAY = '2030-06-01';

const complete = (rows: Row[]): CancellationScaleStep[] =>
  rows.filter((r): r is CancellationScaleStep => r.daysBefore !== '' && r.percent !== '');

/**
 * The cancellation scale of terms of payment as rows "from N days before arrival → P %", with a
 * preview of what a cancellation on a chosen day costs a 1,000.00 booking (the engine's own
 * `cancellationFee`, so the preview is what the cancel call will charge).
 */
export function CancellationScaleField({ name, label, disabled }: FieldProps) {
  const { t, i18n } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  const currency = (useWatch({ name: 'currency' }) as string | undefined) || 'EUR';
  const rows: Row[] = Array.isArray(input.value) ? (input.value as Row[]) : [];
  const [days, setDays] = useState('20');
  const problems = scaleProblems(complete(rows));
  const problemOf = (index: number) => problems.find((p) => p.index === index)?.problem;
  const setRow = (index: number, change: Partial<Row>) =>
    input.onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const numberOf = (text: string) => (text === '' ? '' : Number(text));
  const typedDays = complete(rows).map((row) => row.daysBefore);
  const sorted = typedDays.every((day, i) => i === 0 || typedDays[i - 1]! >= day);
  const addStep = () => {
    // A new step a week closer to arrival than the last, charging at least as much.
    const last = sortedScale(complete(rows)).at(-1);
    const next = last
      ? { daysBefore: Math.max(0, last.daysBefore - 7), percent: Math.min(100, last.percent + 10) }
      : { daysBefore: 30, percent: 50 };
    input.onChange([...rows, next]);
  };
  const money = (amount: number) => formatMoney({ amount, currency }, i18n.language);
  const previewDays = Number(days);
  const scale = complete(rows);
  // The engine itself on a made-up arrival `days` after the cancellation: what the cancel call charges.
  const preview =
    days.trim() !== '' && Number.isInteger(previewDays) && Math.abs(previewDays) <= 730
      ? {
          percent: scalePercent(scale, previewDays),
          fee: cancellationFee({
            total: PREVIEW_TOTAL,
            commission: 0,
            arrival: addDays(PREVIEW_DAY, previewDays),
            date: PREVIEW_DAY,
            useTerms: true,
            includeCommission: true,
            scale,
          }).amount,
        }
      : null;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby="cancellation-scale-help"
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography id="cancellation-scale-help" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('pricing.terms.scale.help')}
      </Typography>
      <Stack spacing={1.25} role="list" aria-label={label}>
        {rows.length === 0 && (
          <Alert severity="info" variant="outlined">
            {t('pricing.terms.scale.empty')}
          </Alert>
        )}
        {rows.map((row, index) => {
          const problem = problemOf(index);
          const daysBad =
            row.daysBefore === '' ||
            !Number.isInteger(row.daysBefore) ||
            row.daysBefore < 0 ||
            row.daysBefore > 730;
          const percentBad = row.percent === '' || row.percent < 0 || row.percent > 100;
          const step = index + 1;
          return (
            <Stack
              // The rows have no id of their own: the position is the identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              role="listitem"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                type="number"
                size="small"
                label={t('pricing.terms.scale.daysBefore')}
                value={row.daysBefore}
                disabled={disabled}
                onChange={(event) => setRow(index, { daysBefore: numberOf(event.target.value) })}
                error={daysBad || problem === 'sameDay'}
                helperText={
                  daysBad
                    ? t('pricing.terms.scale.daysInvalid')
                    : problem === 'sameDay'
                      ? t('pricing.terms.scale.sameDay')
                      : // The help above says what the number is; a hint under every row only wraps on a phone.
                        ' '
                }
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: 730,
                    step: 1,
                    'aria-label': t('pricing.terms.scale.daysName', { step }),
                  },
                }}
                sx={{ flex: 1 }}
              />
              <Typography sx={{ pt: 1 }} aria-hidden>
                →
              </Typography>
              <TextField
                type="number"
                size="small"
                label={t('pricing.terms.scale.percent')}
                value={row.percent}
                disabled={disabled}
                onChange={(event) => setRow(index, { percent: numberOf(event.target.value) })}
                error={percentBad}
                helperText={
                  percentBad
                    ? t('pricing.terms.scale.percentInvalid')
                    : problem === 'decreasing'
                      ? t('pricing.terms.scale.decreasing')
                      : ' '
                }
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: 100,
                    step: 'any',
                    'aria-label': t('pricing.terms.scale.percentName', { step }),
                  },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={t('pricing.terms.scale.remove', { step })}
                disabled={disabled}
                onClick={() => input.onChange(rows.filter((_, i) => i !== index))}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      {errorMessage && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {errorMessage}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button startIcon={<AddIcon />} onClick={addStep} disabled={disabled || rows.length >= MAX_STEPS}>
          {t('pricing.terms.scale.add')}
        </Button>
        {!sorted && (
          <Button
            startIcon={<SortIcon />}
            disabled={disabled}
            onClick={() =>
              input.onChange([
                ...sortedScale(scale),
                ...rows.filter((r) => !scale.includes(r as CancellationScaleStep)),
              ])
            }
          >
            {t('pricing.terms.scale.sort')}
          </Button>
        )}
      </Stack>
      <Paper
        variant="outlined"
        role="region"
        aria-label={t('pricing.terms.scale.previewTitle')}
        sx={{ p: 2, mt: 2, bgcolor: 'action.hover' }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('pricing.terms.scale.previewTitle')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <TextField
            type="number"
            size="small"
            label={t('pricing.terms.scale.previewDays')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            slotProps={{ htmlInput: { step: 1 } }}
            sx={{ width: 220 }}
          />
          {preview && (
            <Typography variant="body2" aria-live="polite">
              {t(previewDays < 0 ? 'pricing.terms.scale.previewAfter' : 'pricing.terms.scale.preview', {
                count: Math.abs(previewDays),
                total: money(PREVIEW_TOTAL),
                fee: money(preview.fee),
                percent: preview.percent,
              })}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
