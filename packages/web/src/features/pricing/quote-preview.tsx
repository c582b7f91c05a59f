import type { Calculation } from '@seaberth/domain';
import CalculateIcon from '@mui/icons-material/Calculate';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { describeError } from '../../app/describe-error.ts';
import { CalculationView } from './calculation-view.tsx';
import { buildQuoteDraft, isQuotable, type SampleBooking } from './quote-draft.ts';
import { initialSample, useSampleOptions } from './sample-booking.ts';
import { SampleBookingForm } from './sample-booking-form.tsx';
import { useQuote } from './use-pricing.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

/**
 * "Try a quote": an operator describes a sample booking and sees the engine's calculation with
 * the reason for every line — which price list, season, special and rule, and the arithmetic.
 */
export function QuotePreview() {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const [sample, setSample] = useState<SampleBooking>(() => initialSample(currencies.defaultCurrency));
  const { options, effective } = useSampleOptions(sample);
  const quote = useQuote();
  const [result, setResult] = useState<Calculation | null>(null);

  const run = () => {
    quote.mutate(buildQuoteDraft(effective, options.rooms), { onSuccess: setResult });
  };
  const quotable = isQuotable(effective);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(420px, 5fr) 7fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="quote-sample-title">
        <Typography id="quote-sample-title" variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {t('pricing.quote.sampleTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('pricing.quote.sampleIntro')}
        </Typography>
        <SampleBookingForm
          value={effective}
          onChange={setSample}
          options={options}
          currencies={currencies.codes}
        />
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <PendingButton
            pending={quote.isPending}
            variant="contained"
            onClick={run}
            disabled={!quotable}
            startIcon={<CalculateIcon />}
          >
            {quote.isPending ? t('pricing.quote.calculating') : t('pricing.quote.calculate')}
          </PendingButton>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="quote-result-title" sx={{ minWidth: 0 }}>
        <Typography id="quote-result-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('pricing.quote.resultTitle')}
        </Typography>
        {quote.isError && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {t('pricing.quote.failed')} {describeError(quote.error, t)}
          </Alert>
        )}
        {result ? (
          <Box sx={{ opacity: quote.isPending ? 0.5 : 1, transition: 'opacity 0.2s' }}>
            <CalculationView calculation={result} decimalsOf={currencies.decimalsOf} />
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
            <Typography variant="body2">{t('pricing.quote.empty')}</Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
