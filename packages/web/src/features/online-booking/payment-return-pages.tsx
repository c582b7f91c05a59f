import type { OnlineBookingView } from '@seaberth/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../app/describe-error.ts';
import { BookingFrame } from './booking-frame.tsx';
import { useBookingMoney } from './booking-money.ts';
import { useBookingSetup } from './booking-setup.ts';
import { BookingSummary } from './booking-summary.tsx';
import { clockTime, isHeld, useNow } from './hold-countdown.tsx';
import { useHoldUntil } from './hold-extend.tsx';
import { reportPaymentAborted, reportPaymentSuccess } from './online-api.ts';
import { PayPanel } from './pay-panel.tsx';

/** The provider's webhook may arrive a moment after the guest: ask again every 2 s for about 20 s. */
export const POLL_MS = 2000;
export const MAX_ANSWERS = 10;

const CONFIRMED = 'confirmed';

function useReturnParams() {
  const [params] = useSearchParams();
  return {
    booking: params.get('booking') ?? '',
    token: params.get('token') ?? '',
    session: params.get('session'),
  };
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('onlineBooking.common.loading')} />
    </Box>
  );
}

/** `/payment/success`: back from the provider; the booking is confirmed once the payment is in. */
export function PaymentSuccessPage() {
  return (
    <BookingFrame widgetOptional>
      <PaymentSuccess />
    </BookingFrame>
  );
}

function PaymentSuccess() {
  const { t } = useTranslation();
  const money = useBookingMoney();
  const { booking, token, session } = useReturnParams();
  const answers = useRef(0);
  const answer = useQuery({
    queryKey: ['onlineBooking', 'paymentSuccess', booking, token, session],
    queryFn: async () => {
      const view = await reportPaymentSuccess(booking, token, session);
      answers.current += 1;
      return view;
    },
    enabled: Boolean(booking && token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== CONFIRMED && answers.current < MAX_ANSWERS
        ? POLL_MS
        : false,
    meta: { silent: true },
  });

  if (!booking || !token) return <Alert severity="error">{t('onlineBooking.return.invalidLink')}</Alert>;
  if (answer.isPending) return <Loading />;
  if (!answer.data) return <Alert severity="error">{describeError(answer.error, t)}</Alert>;
  const view = answer.data;
  const confirmed = view.state === CONFIRMED;
  const waiting = !confirmed && answers.current < MAX_ANSWERS;
  return (
    <Stack spacing={2}>
      <Box role="status" sx={{ textAlign: 'center' }}>
        {confirmed ? (
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        ) : (
          <HourglassTopIcon color="primary" sx={{ fontSize: 56 }} />
        )}
        <Typography variant="h5" component="h1" data-testid="success-heading">
          {confirmed
            ? view.open.amount <= 0
              ? t('onlineBooking.return.confirmedPaid', { bookingNo: view.bookingNo })
              : t('onlineBooking.return.confirmed', { bookingNo: view.bookingNo })
            : t('onlineBooking.return.processing', { bookingNo: view.bookingNo })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {confirmed
            ? view.open.amount > 0
              ? t('onlineBooking.return.stillOpen', {
                  paid: money.format(view.paid),
                  open: money.format(view.open),
                })
              : t('onlineBooking.return.mailFollows')
            : waiting
              ? t('onlineBooking.return.processingText')
              : t('onlineBooking.return.processingLong')}
        </Typography>
        {waiting && (
          <CircularProgress size={20} sx={{ mt: 1 }} aria-label={t('onlineBooking.common.loading')} />
        )}
      </Box>
      <BookingSummary booking={view} />
    </Stack>
  );
}

/** `/payment/aborted`: the guest left the provider's page unpaid; the places stay held a while. */
export function PaymentAbortedPage() {
  return (
    <BookingFrame widgetOptional>
      <PaymentAborted />
    </BookingFrame>
  );
}

function PaymentAborted() {
  const { t } = useTranslation();
  const { booking, token } = useReturnParams();
  const answer = useQuery({
    queryKey: ['onlineBooking', 'paymentAborted', booking, token],
    queryFn: () => reportPaymentAborted(booking, token),
    enabled: Boolean(booking && token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  if (!booking || !token) return <Alert severity="error">{t('onlineBooking.return.invalidLink')}</Alert>;
  if (answer.isPending) return <Loading />;
  if (!answer.data) return <Alert severity="error">{describeError(answer.error, t)}</Alert>;
  return <AbortedView view={answer.data} />;
}

function AbortedView({ view }: { view: OnlineBookingView }) {
  const { t, i18n } = useTranslation();
  const { carry } = useBookingSetup();
  const holdUntil = useHoldUntil(view);
  const now = useNow(holdUntil !== null);
  const held = isHeld(holdUntil, now);
  const restartTo = `${view.kind === 'resort' ? '/book/resort' : '/book/online'}${carry}`;
  let heading = t('onlineBooking.return.notPaid', { bookingNo: view.bookingNo });
  if (view.state === CONFIRMED) heading = t('onlineBooking.return.confirmed', { bookingNo: view.bookingNo });
  else if (held && holdUntil)
    heading = t('onlineBooking.return.notPaidHeld', { until: clockTime(holdUntil, i18n.language) });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" role="status" data-testid="aborted-heading">
        {heading}
      </Typography>
      <PayPanel booking={view} restartTo={restartTo} />
      <BookingSummary booking={view} />
    </Stack>
  );
}
