import type { Calculation } from '@seaberth/domain';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { formatDate } from '../../resources/format-value.ts';
import { formatPercent } from '../../app/format-percent.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CalculationView } from '../pricing/index.ts';
import { useLiveQuote } from './wizard-api.ts';
import { type QuoteDraftBody, toQuoteDraft } from './wizard-bodies.ts';
import { STEP, type WizardDraft } from './wizard-draft.ts';
import { firstIncompleteStep } from './wizard-validation.ts';

export interface WizardQuoteProps {
  draft: WizardDraft;
  /** `full`: every line explained (the summary); `compact`: the total and the specials in it. */
  variant: 'compact' | 'full';
}

/** Specials in a quote, the automatic ones included, so the operator sees what was applied. */
function specialLines(calculation: Calculation) {
  return calculation.entries.filter((entry) => entry.type === 'special' || entry.reason.source === 'special');
}

/** The engine's price of the draft as it stands, asked again whenever the draft changes. */
export function WizardQuote({ draft, variant, showDue }: WizardQuoteProps & { showDue?: boolean }) {
  // Rooms and guests decide the price; before they are complete there is nothing to quote.
  const ready = firstIncompleteStep(draft, STEP.extras) === null;
  return <QuotePanel body={toQuoteDraft(draft)} ready={ready} variant={variant} showDue={showDue} />;
}

export interface QuotePanelProps {
  /** What the quote endpoint prices (`POST /api/book/booking/price`), as the booking would be created. */
  body: QuoteDraftBody;
  /** False while rooms or guests are missing: nothing to price yet. */
  ready: boolean;
  variant: WizardQuoteProps['variant'];
  /** The compact quote with the due amounts of the terms (the dialogs that book without the wizard). */
  showDue?: boolean;
}

/**
 * The live quote of the wizard for any screen that creates a booking (the trip's "Book cabins",
 * the walk-in): the same call, the same engine, the same view, so every screen shows one price.
 */
export function QuotePanel({ body: draftBody, ready, variant, showDue = false }: QuotePanelProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const quote = useLiveQuote(draftBody, ready);
  const calculation = quote.data;

  const body = !ready ? (
    <Typography variant="body2" color="text.secondary">
      {t('wizard.quote.notReady')}
    </Typography>
  ) : quote.isError && !calculation ? (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
      {t('wizard.quote.failed')} {describeError(quote.error, t)}
    </Alert>
  ) : !calculation ? (
    <Typography variant="body2" color="text.secondary">
      {t('wizard.quote.calculating')}
    </Typography>
  ) : variant === 'full' ? (
    <CalculationView calculation={calculation} decimalsOf={money.decimalsOf} />
  ) : (
    <Stack spacing={1}>
      <Typography variant="h5" component="p" data-testid="wizard-quote-total">
        {money.format(calculation.total.amount, calculation.total.currency)}
      </Typography>
      {specialLines(calculation).length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={t('wizard.quote.specials')}>
          {specialLines(calculation).map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the engine's order is the identity
            <Typography component="li" variant="body2" key={index}>
              {entry.text}: {money.format(entry.amount.amount, entry.amount.currency)}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('wizard.quote.noSpecials')}
        </Typography>
      )}
      {calculation.commission && (
        <Typography variant="body2" data-testid="wizard-quote-commission">
          {calculation.commission.percent === null
            ? t('wizard.quote.commissionFixed', {
                amount: money.format(
                  calculation.commission.amount.amount,
                  calculation.commission.amount.currency,
                ),
              })
            : t('wizard.quote.commission', {
                amount: money.format(
                  calculation.commission.amount.amount,
                  calculation.commission.amount.currency,
                ),
                percent: formatPercent(calculation.commission.percent, i18n.language),
              })}
        </Typography>
      )}
      {showDue && (
        <Box data-testid="quote-due" aria-label={t('pricing.calc.due')}>
          {calculation.due.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('pricing.calc.noDue')}
            </Typography>
          ) : (
            calculation.due.map((due) => (
              <Typography key={due.kind} variant="body2">
                {t(`pricing.calc.dueLine.${due.kind}`, {
                  amount: money.format(due.amount.amount, due.amount.currency),
                  date: formatDate(due.due, false),
                })}
              </Typography>
            ))
          )}
        </Box>
      )}
      {calculation.warnings.length > 0 && (
        <Typography variant="body2" color="warning.main">
          {t('wizard.quote.warnings', { count: calculation.warnings.length })}
        </Typography>
      )}
    </Stack>
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
      component="section"
      aria-label={t('wizard.quote.title')}
      data-testid={`wizard-quote-${variant}`}
    >
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('wizard.quote.title')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{quote.isFetching && <LinearProgress />}</Box>
      {quote.isError && calculation && (
        <Alert severity="warning" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          {t('wizard.quote.stale')} {describeError(quote.error, t)}
        </Alert>
      )}
      <Box sx={{ opacity: quote.isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>{body}</Box>
    </Paper>
  );
}
