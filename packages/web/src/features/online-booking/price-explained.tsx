import { type Calculation, formatDate, type OnlineBookingDraftInput } from '@seaberth/domain';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import { useBookingMoney } from './booking-money.ts';
import { useOnlinePrice } from './online-api.ts';

/** Lines that only inform (due amounts, inclusive tax) or carry no amount; the due list says the former. */
const HIDDEN_TYPES = new Set(['deposit', 'rest']);

/**
 * The server's price of the booking as chosen, line by line, as a guest reads it: what is
 * charged, what is paid on board, the taxes in it and what is due when. Staff details (price
 * lists, commission) stay in the back office's calculation view.
 */
export function PriceExplained({
  draft,
  referralCode = '',
}: {
  draft: OnlineBookingDraftInput | null;
  /** A friend's code typed so far: priced with it, as the booking will be; refused, priced without. */
  referralCode?: string;
}) {
  const { t } = useTranslation();
  const referralRefusal = useReferralRefusalText();
  const coded = useOnlinePrice(draft && referralCode ? { ...draft, referralCode } : null);
  const refusal = referralCode ? referralRefusal(coded.error) : null;
  const plain = useOnlinePrice(!referralCode || refusal ? draft : null);
  const price = referralCode && !refusal ? coded : plain;
  const calculation = draft ? price.data : undefined;
  const applied = Boolean(referralCode && calculation && coded.isSuccess && !coded.isPlaceholderData);

  let body = null;
  if (!draft)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('onlineBooking.price.notReady')}
      </Typography>
    );
  else if (price.isError && !calculation) body = <PriceFailure error={price.error} />;
  else if (!calculation)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('onlineBooking.price.calculating')}
      </Typography>
    );
  else body = <PriceLines calculation={calculation} />;

  return (
    <Paper variant="outlined" component="section" aria-label={t('onlineBooking.price.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('onlineBooking.price.title')}
      </Typography>
      <Box sx={{ height: 4, my: 0.5 }}>
        {draft && price.isFetching && <LinearProgress aria-label={t('onlineBooking.common.loading')} />}
      </Box>
      {draft && price.isError && calculation && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('onlineBooking.price.stale')}
        </Alert>
      )}
      {draft && applied && (
        <Typography variant="body2" color="success.main" sx={{ mb: 1 }} data-testid="referral-applied">
          {t('onlineBooking.price.referralApplied', { code: referralCode })}
        </Typography>
      )}
      {draft && refusal && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('onlineBooking.price.referralNotApplied', { code: referralCode, reason: refusal })}
        </Alert>
      )}
      <Box sx={{ opacity: price.isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>{body}</Box>
    </Paper>
  );
}

/** The words of the price's refusal of the referral code (unknown, expired, …), or null. */
function useReferralRefusalText() {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    const field = isApiError(error) ? error.body.fields?.find((f) => f.path === 'referralCode') : undefined;
    return field ? fieldErrorText(field, t) : null;
  };
}

function PriceFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const fields = isApiError(error) ? (error.body.fields ?? []) : [];
  if (fields.length > 0)
    return (
      <Alert severity="error">
        {fields.map((field) => (
          <div key={`${field.path}-${field.message}`}>{fieldErrorText(field, t)}</div>
        ))}
      </Alert>
    );
  return (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
      {t('onlineBooking.price.failed')} {describeError(error, t)}
    </Alert>
  );
}

function PriceLines({ calculation }: { calculation: Calculation }) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  const lines = calculation.entries.filter(
    (entry) =>
      entry.customerType !== 'None' && !(entry.customerType === 'Info' && HIDDEN_TYPES.has(entry.type)),
  );
  const unpriced = calculation.warnings.some((warning) => warning.code === 'NO_PRICE');
  return (
    <Stack spacing={1.5}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('onlineBooking.price.lines')}>
        {lines.map((entry, index) => {
          const info = entry.customerType === 'Info';
          return (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity
              key={index}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.5,
                color: info ? 'text.secondary' : undefined,
                fontStyle: info ? 'italic' : undefined,
              }}
            >
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} component="span">
                {entry.text}
                {entry.customerType === 'OnSite' && ` (${t('onlineBooking.price.onSite')})`}
                {entry.customerType === 'ForFree' && ` (${t('onlineBooking.price.forFree')})`}
              </Typography>
              <Typography
                variant="body2"
                component="span"
                sx={{
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                  color: entry.amount.amount < 0 ? 'success.main' : undefined,
                }}
              >
                {money.format(entry.amount)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
          {t('onlineBooking.price.total')}
        </Typography>
        <Typography
          variant="subtitle1"
          component="span"
          sx={{ fontWeight: 700 }}
          data-testid="online-price-total"
        >
          {money.format(calculation.total)}
        </Typography>
      </Box>
      {calculation.totals
        .filter((total) => total.currency !== calculation.total.currency)
        .map((total) => (
          <Typography key={total.currency} variant="body2" color="text.secondary">
            {t('onlineBooking.price.alsoIn', { amount: money.format(total) })}
          </Typography>
        ))}
      {calculation.tax.map((tax) => (
        <Typography key={`${tax.name}-${tax.percent}`} variant="body2" color="text.secondary">
          {t(tax.inclusive ? 'onlineBooking.price.taxIncluded' : 'onlineBooking.price.taxAdded', {
            name: tax.name,
            percent: tax.percent,
            amount: money.format(tax.amount),
          })}
        </Typography>
      ))}
      {calculation.due.map((due) => (
        <Typography key={due.kind} variant="body2">
          {t(`onlineBooking.price.due.${due.kind}`, {
            amount: money.format(due.amount),
            date: formatDate(due.due),
          })}
        </Typography>
      ))}
      {unpriced && (
        <Alert severity="info" variant="outlined">
          {t('onlineBooking.price.onRequest')}
        </Alert>
      )}
    </Stack>
  );
}
