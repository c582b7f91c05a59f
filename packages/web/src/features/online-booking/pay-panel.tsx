import type { OnlineBookingView } from '@seaberth/domain';
import LockIcon from '@mui/icons-material/Lock';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useBookingMoney } from './booking-money.ts';
import { goToCheckout } from './embed.ts';
import { HoldCountdown, isHeld, useNow } from './hold-countdown.tsx';
import { useHoldUntil } from './hold-extend.tsx';
import { type Charge, startCheckoutSession } from './online-api.ts';

export interface PayPanelProps {
  booking: OnlineBookingView;
  /** Where "Start again" leads once the hold has passed (the booking page of its kind). */
  restartTo: string;
  /** Instead of following the link: the booking page itself starts over. */
  onRestart?: () => void;
}

/**
 * Paying a booking online: the deposit or everything, then off to the payment provider. While the
 * beds are held the time left is shown; after it the guest starts again.
 */
export function PayPanel({ booking, restartTo, onRestart }: PayPanelProps) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  // The end as the guest may have extended it on this page.
  const holdUntil = useHoldUntil(booking);
  const now = useNow(holdUntil !== null);
  const partial = booking.deposit !== null && booking.deposit.amount < booking.open.amount;
  const [charge, setCharge] = useState<Charge>(partial ? 'deposit' : 'full');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (booking.open.amount <= 0) return <Alert severity="success">{t('onlineBooking.pay.nothingOpen')}</Alert>;
  if (!booking.canPayOnline)
    return (
      <Stack spacing={1.5}>
        {holdUntil && <HoldCountdown holdUntil={holdUntil} booking={booking} />}
        <Alert severity="info">{t('onlineBooking.pay.byMail')}</Alert>
      </Stack>
    );
  if (holdUntil && !isHeld(holdUntil, now))
    return (
      <Stack spacing={1.5}>
        <Alert severity="warning">{t('onlineBooking.pay.holdPassed')}</Alert>
        {onRestart ? (
          <Button onClick={onRestart} variant="contained" startIcon={<ReplayIcon />}>
            {t('onlineBooking.pay.startAgain')}
          </Button>
        ) : (
          <Button component={RouterLink} to={restartTo} variant="contained" startIcon={<ReplayIcon />}>
            {t('onlineBooking.pay.startAgain')}
          </Button>
        )}
      </Stack>
    );

  const amount = charge === 'deposit' && booking.deposit ? booking.deposit : booking.open;
  const pay = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const { url } = await startCheckoutSession(booking.id, booking.token, charge);
      goToCheckout(url);
    } catch (error) {
      setProblem(describeError(error, t));
      setPending(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {holdUntil && <HoldCountdown holdUntil={holdUntil} booking={booking} />}
      {partial && booking.deposit && (
        <RadioGroup
          value={charge}
          onChange={(event) => setCharge(event.target.value as Charge)}
          aria-label={t('onlineBooking.pay.charge')}
        >
          <FormControlLabel
            value="deposit"
            control={<Radio />}
            label={t('onlineBooking.pay.deposit', { amount: money.format(booking.deposit) })}
          />
          <FormControlLabel
            value="full"
            control={<Radio />}
            label={t('onlineBooking.pay.full', { amount: money.format(booking.open) })}
          />
        </RadioGroup>
      )}
      {problem && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {problem}
        </Alert>
      )}
      <PendingButton
        variant="contained"
        size="large"
        pending={pending}
        onClick={() => void pay()}
        startIcon={<LockIcon />}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('onlineBooking.pay.payNow', { amount: money.format(amount) })}
      </PendingButton>
    </Stack>
  );
}
