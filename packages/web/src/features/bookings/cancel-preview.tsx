import type { CancellationPreview, CancelPreviewInput } from '@seaberth/domain';
import { Alert, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { bookingKeys } from './booking-api.ts';
import { useMoney } from '../../ui/use-money.ts';

/** How a cancellation is charged: nothing, the terms' scale for the day, a percent, a fixed amount. */
export const CANCEL_CHARGES = ['terms', 'percent', 'value', 'none'] as const;
export type CancelCharge = (typeof CANCEL_CHARGES)[number];

/**
 * The body of the cancel call's charge. "No fee" is a fee of 0: the price no longer applies and
 * whatever was paid is a refund due (a cancel call without any charge would keep the price).
 */
export function chargeBody(charge: CancelCharge, figure: number | null): CancelPreviewInput | null {
  if (charge === 'none') return { value: 0 };
  if (charge === 'terms') return { useTerms: true };
  if (figure === null) return null;
  return charge === 'percent' ? { percent: figure } : { value: figure };
}

/**
 * `POST /api/bookings/{id}/cancell/preview`: what the cancel call would charge with this body,
 * computed by the server from the booking's terms, so the dialog shows the fee that is charged.
 */
export function useCancelPreview(booking: string, body: CancelPreviewInput | null) {
  return useQuery({
    queryKey: [...bookingKeys.detail(booking), 'cancelPreview', body],
    queryFn: () =>
      api.POST('/api/bookings/{id}/cancell/preview', { path: { id: booking }, body: body ?? {} }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The fee, what was paid, and what is left: a refund due, still owed, or nothing either way. */
export function CancelPreviewPanel({
  preview,
  charge,
  loading,
  error,
}: {
  preview: CancellationPreview | undefined;
  charge: CancelCharge;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  if (error) return <Alert severity="error">{describeError(error, t)}</Alert>;
  if (!preview)
    return loading ? <CircularProgress size={24} aria-label={t('resources.common.loading')} /> : null;
  const money = (amount: number) => format(amount, preview.currency);
  const byTerms = charge === 'terms';
  const basis =
    charge === 'none'
      ? t('bookings.cancelFee.basisNone')
      : preview.percent === null
        ? t('bookings.cancelFee.basisValue')
        : byTerms
          ? t(preview.daysBefore < 0 ? 'bookings.cancelFee.basisAfter' : 'bookings.cancelFee.basisTerms', {
              percent: preview.percent,
              count: Math.abs(preview.daysBefore),
              terms: preview.terms?.name ?? '',
            })
          : t('bookings.cancelFee.basisPercent', { percent: preview.percent });
  const row = (label: string, value: string, testId: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={1}>
      {byTerms && !preview.terms && <Alert severity="warning">{t('bookings.cancelFee.noTerms')}</Alert>}
      {byTerms && preview.terms && preview.scale.length === 0 && (
        <Alert severity="warning">
          {t('bookings.cancelFee.noScale', { terms: preview.terms.name })}{' '}
          <Link component={RouterLink} to="/terms">
            {t('bookings.cancelFee.editTerms')}
          </Link>
        </Alert>
      )}
      <Paper
        variant="outlined"
        role="region"
        aria-label={t('bookings.cancelFee.summary')}
        aria-busy={loading}
        sx={{ p: 2, opacity: loading ? 0.7 : 1 }}
      >
        <Stack spacing={0.5}>
          {row(t('bookings.cancelFee.fee'), money(preview.fee), 'cancel-preview-fee', true)}
          <Typography variant="caption" color="text.secondary">
            {basis}
          </Typography>
          {row(t('bookings.cancelFee.paid'), money(preview.paid), 'cancel-preview-paid')}
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
            {preview.balance < 0
              ? row(t('bookings.refundDue'), money(-preview.balance), 'cancel-preview-balance', true)
              : preview.balance > 0
                ? row(
                    t('bookings.cancelFee.stillOwed'),
                    money(preview.balance),
                    'cancel-preview-balance',
                    true,
                  )
                : row(t('bookings.cancelFee.settled'), money(0), 'cancel-preview-balance', true)}
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
