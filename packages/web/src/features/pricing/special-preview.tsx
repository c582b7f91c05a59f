import { type Calculation, describeResourceFields, specialResource } from '@seaberth/domain';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { toSchemaInput } from '../../resources/form-values.ts';
import { CalculationView } from './calculation-view.tsx';
import { formatMoney } from '../../ui/money.ts';
import { buildQuoteDraft, isQuotable, type SampleBooking } from './quote-draft.ts';
import { initialSample, useSampleOptions } from './sample-booking.ts';
import { SampleBookingForm } from './sample-booking-form.tsx';
import { SPECIAL_FIELDS } from './special-fields.tsx';
import { postSpecialPreview, type SpecialPreviewRequest } from './use-pricing.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

const SPECIAL_INPUT = describeResourceFields(specialResource);

/** How long the sample must rest before it is quoted again. */
export const PREVIEW_DEBOUNCE_MS = 600;

export interface SpecialEffect {
  applied: boolean;
  /** Sum of the special's own entries in the booking currency (negative = a reduction). */
  change: number;
  before: number;
  after: number;
  /** Why a hand-picked special did not apply, as the engine said it. */
  refusal?: string;
}

/** What the special did to the quote: its lines, and the total with and without them. */
export function specialEffect(calculation: Calculation, specialId: string, name?: string): SpecialEffect {
  const own = calculation.entries.filter(
    (entry) =>
      entry.reason.special?.id === specialId &&
      entry.amount.currency === calculation.currency &&
      entry.customerType !== 'Info' &&
      entry.customerType !== 'None',
  );
  // replaceMatchingRoomPrice folds the change into the room lines ("replaced by <name>").
  const folded =
    Boolean(name) && calculation.entries.some((entry) => entry.reason.computation.includes(String(name)));
  const change = own.reduce((sum, entry) => sum + entry.amount.amount, 0);
  const refusal = calculation.warnings.find(
    (w) => w.code === 'SPECIAL_NOT_APPLICABLE' && w.special === specialId,
  );
  return {
    applied: !refusal && (own.length > 0 || folded),
    change,
    before: calculation.total.amount - change,
    after: calculation.total.amount,
    refusal: refusal?.text,
  };
}

/**
 * The special on a sample booking as it stands in the form, saved or not: the server tries it in
 * place of its saved version and the screen shows whether it applied and what it changed. Quotes
 * again shortly after the sample or the form change.
 */
export function SpecialPreview({ specialId }: { specialId?: string }) {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencies();
  const values = useWatch();
  const [sample, setSample] = useState<SampleBooking>(() => initialSample(currencies.defaultCurrency));
  const { options, effective } = useSampleOptions(sample);
  const special = useMemo(() => {
    const parsed = specialResource.schema.safeParse(
      toSchemaInput(SPECIAL_INPUT, values, SPECIAL_FIELDS).input,
    );
    return parsed.success ? parsed.data : null;
  }, [values]);
  const request = useMemo<SpecialPreviewRequest | null>(
    () =>
      special && isQuotable(effective)
        ? { id: specialId, special, draft: buildQuoteDraft(effective, options.rooms) }
        : null,
    [special, effective, options.rooms, specialId],
  );
  const key = useDebouncedValue(JSON.stringify(request), PREVIEW_DEBOUNCE_MS);
  const debounced = JSON.parse(key) as SpecialPreviewRequest | null;
  const preview = useQuery({
    queryKey: ['special-preview', key],
    queryFn: ({ signal }) => postSpecialPreview(debounced as SpecialPreviewRequest, signal),
    enabled: debounced !== null,
    meta: { silent: true },
    placeholderData: (previous) => previous,
    retry: false,
  });

  const calculation = preview.data?.calculation;
  const tried = preview.data?.special;
  const effect = calculation && tried ? specialEffect(calculation, tried, special?.name) : null;
  const money = (amount: number) =>
    formatMoney(
      { amount, currency: calculation?.currency ?? 'EUR' },
      i18n.language,
      currencies.decimalsOf(calculation?.currency ?? 'EUR'),
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(340px, 2fr) 3fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('pricing.preview.sample')}
        </Typography>
        <SampleBookingForm
          value={effective}
          onChange={setSample}
          options={options}
          currencies={currencies.codes}
          compact
        />
      </Paper>
      <Stack spacing={1.5} sx={{ minWidth: 0 }} aria-live="polite">
        {preview.isFetching && <LinearProgress aria-label={t('pricing.preview.running')} />}
        {preview.isError && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {t('pricing.quote.failed')} {describeError(preview.error, t)}
          </Alert>
        )}
        {!request && <Alert severity="info">{t('pricing.preview.incomplete')}</Alert>}
        {effect && calculation && (
          <>
            <Alert severity={effect.applied ? 'success' : 'warning'} data-testid="special-effect">
              {effect.applied
                ? t('pricing.preview.applied', {
                    change: money(effect.change),
                    before: money(effect.before),
                    after: money(effect.after),
                  })
                : t('pricing.preview.notApplied', {
                    reason: effect.refusal ?? t('pricing.preview.noReason'),
                  })}
            </Alert>
            <CalculationView
              calculation={calculation}
              decimalsOf={currencies.decimalsOf}
              highlightSpecial={tried}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
