import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../app/visually-hidden.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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

/** How long the places stay held while the guest pays, counting down. */
export function HoldCountdown({ holdUntil }: { holdUntil: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const left = Date.parse(holdUntil) - now;
  const announcement = (ms: number, until: string) => {
    if (ms <= 0) return t('onlineBooking.pay.holdEnded');
    const minutes = ms <= 60_000 ? 1 : ms <= 5 * 60_000 ? 5 : null;
    return minutes
      ? t('onlineBooking.pay.heldMinutes', { count: minutes, until: clockTime(until, i18n.language) })
      : t('onlineBooking.pay.heldUntil', { until: clockTime(until, i18n.language) });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="hold-countdown">
      <TimerOutlinedIcon color={left > 0 ? 'primary' : 'disabled'} />
      <Typography variant="body2" role="timer">
        {left > 0
          ? t('onlineBooking.pay.heldFor', {
              time: remaining(left),
              until: clockTime(holdUntil, i18n.language),
            })
          : t('onlineBooking.pay.holdEnded')}
      </Typography>
      {/* A timer is not read out by itself: screen readers hear the time limit at the start, with
          five and one minutes left and when it ends, not every second (WCAG 2.2.1, 4.1.3). */}
      <Box component="span" role="status" sx={visuallyHidden}>
        {announcement(left, holdUntil)}
      </Box>
    </Stack>
  );
}
