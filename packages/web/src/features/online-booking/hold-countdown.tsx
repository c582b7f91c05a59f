import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../app/visually-hidden.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HeldBooking, HoldWarning, useHoldExtension, WARN_MS } from './hold-extend.tsx';

/** The current time, again every second while `running`. */
export function useNow(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** "14:32" in the page language. */
export function clockTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

function remaining(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether the places of a booking are still held at `now`. */
export function isHeld(holdUntil: string | null, now: number): boolean {
  return holdUntil !== null && Date.parse(holdUntil) > now;
}

/**
 * How long the places stay held while the guest pays, counting down. Given the `booking`, the
 * guest is warned before the end and can extend the hold (hold-extend.tsx); `holdUntil` is then
 * the end as extended (`useHoldUntil`).
 */
export function HoldCountdown({ holdUntil, booking }: { holdUntil: string; booking?: HeldBooking }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const timer = useRef<HTMLSpanElement>(null);
  const extension = useHoldExtension(booking?.id ?? '');
  const left = Date.parse(holdUntil) - now;
  const until = clockTime(holdUntil, i18n.language);
  const announcement = () => {
    if (left <= 0) return t('onlineBooking.pay.holdEnded');
    // Extended: the new end, said once, politely.
    if (booking && extension?.holdUntil === holdUntil)
      return extension.extensionsLeft > 0
        ? t('onlineBooking.pay.extended', { count: extension.extensionsLeft, until })
        : t('onlineBooking.pay.extendedLast', { until });
    // With the warning's alert dialog the warning is said there, not twice.
    const minutes = booking ? null : left <= 60_000 ? 1 : left <= WARN_MS ? 5 : null;
    return minutes
      ? t('onlineBooking.pay.heldMinutes', { count: minutes, until })
      : t('onlineBooking.pay.heldUntil', { until });
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="hold-countdown">
        <TimerOutlinedIcon color={left > 0 ? 'primary' : 'disabled'} />
        {/* Focusable by script only: after an extension the focus lands on the new end. */}
        <Typography variant="body2" role="timer" ref={timer} tabIndex={-1}>
          {left > 0
            ? t('onlineBooking.pay.heldFor', { time: remaining(left), until })
            : t('onlineBooking.pay.holdEnded')}
        </Typography>
        {/* A timer is not read out by itself: screen readers hear the time limit at the start, with
            five and one minutes left, when it is extended and when it ends, not every second
            (WCAG 2.2.1, 4.1.3). */}
        <Box component="span" role="status" sx={visuallyHidden}>
          {announcement()}
        </Box>
      </Stack>
      {booking && left > 0 && left <= WARN_MS && (
        <HoldWarning booking={booking} left={left} until={until} onExtended={() => timer.current?.focus()} />
      )}
    </Stack>
  );
}
