import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { describeError } from '../../app/describe-error.ts';
import { extendHold, type HoldExtension } from './online-api.ts';

/** The guest is warned, and offered more time, this long before the hold ends. */
export const WARN_MS = 5 * 60_000;

/**
 * Holds extended on this page, by booking. The pages showing a booking got it from different
 * places (the flow, a query, a link), so the new end lives here and every view of the booking
 * reads it (`useHoldUntil`): the heading, the countdown and the pay panel agree.
 */
const extended = new Map<string, HoldExtension>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function remember(booking: string, extension: HoldExtension): void {
  extended.set(booking, extension);
  for (const listener of listeners) listener();
}

/** What the guest did to this booking's hold on this page: its later end and what is left. */
export function useHoldExtension(booking: string): HoldExtension | null {
  return useSyncExternalStore(subscribe, () => extended.get(booking) ?? null);
}

/** The booking's hold end, or the later one the guest extended it to; null when nothing is held. */
export function useHoldUntil(booking: { id: string; holdUntil: string | null }): string | null {
  const later = useHoldExtension(booking.id);
  if (!booking.holdUntil) return null;
  return later && Date.parse(later.holdUntil) > Date.parse(booking.holdUntil)
    ? later.holdUntil
    : booking.holdUntil;
}

/** A booking the guest may extend the hold of: its public token authorises the call. */
export interface HeldBooking {
  id: string;
  token: string;
}

interface HoldWarningProps {
  booking: HeldBooking;
  /** Milliseconds left of the hold. */
  left: number;
  /** The hold's end as the guest reads it ("14:32"). */
  until: string;
  /** After a successful extension: where the focus goes (the countdown with the new end). */
  onExtended: () => void;
}

/**
 * WCAG 2.2.1 Timing Adjustable: five minutes and again one minute before the hold ends, an alert
 * dialog offers more time and its button takes the focus, so a keyboard or screen reader user
 * extends with one key. It is not modal: the guest may keep filling in and paying.
 */
export function HoldWarning({ booking, left, until, onExtended }: HoldWarningProps) {
  const { t } = useTranslation();
  const title = useId();
  const text = useId();
  const button = useRef<HTMLButtonElement>(null);
  const done = useHoldExtension(booking.id);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusedAtLimit, setRefusedAtLimit] = useState(false);
  const stage = left <= 60_000 ? 1 : 5;
  const atLimit = refusedAtLimit || done?.extensionsLeft === 0;

  // When the warning appears and again at one minute: the one action is where the keys are.
  useEffect(() => {
    if (stage) button.current?.focus();
  }, [stage]);

  const extend = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      remember(booking.id, await extendHold(booking.id, booking.token));
      onExtended();
    } catch (error) {
      if (isApiError(error) && error.body.description === 'HOLD_EXTENSION_LIMIT') setRefusedAtLimit(true);
      else
        setProblem(
          isApiError(error) && error.status === 404
            ? t('onlineBooking.pay.extendGone')
            : describeError(error, t),
        );
    } finally {
      setPending(false);
    }
  };

  return (
    <Alert
      severity="warning"
      role="alertdialog"
      aria-labelledby={title}
      aria-describedby={text}
      data-testid="hold-warning"
      action={
        atLimit ? undefined : (
          <Button ref={button} color="inherit" variant="outlined" onClick={() => void extend()}>
            {t('onlineBooking.pay.extend')}
          </Button>
        )
      }
    >
      <AlertTitle id={title}>{t('onlineBooking.pay.heldMinutes', { count: stage, until })}</AlertTitle>
      <Typography variant="body2" id={text}>
        {atLimit ? t('onlineBooking.pay.extendLimit', { until }) : t('onlineBooking.pay.extendAsk')}
      </Typography>
      {problem && (
        <Typography variant="body2" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Alert>
  );
}
