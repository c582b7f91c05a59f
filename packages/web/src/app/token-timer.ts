import { canRefreshToken, refreshDelaySeconds } from '@seaberth/domain';
import { useEffect, useRef } from 'react';

/** setTimeout overflows above ~24.8 days and would fire at once; such timers wait in steps. */
const MAX_TIMEOUT_MS = 2_147_000_000;
/** A refresh that failed for network reasons is tried again this much later, until expiry. */
export const REFRESH_RETRY_MS = 30_000;

export interface StoredAuth {
  token: string;
  /** Epoch ms when the token stops working. */
  expiresAt: number;
  /** The token's whole lifetime in seconds, as the server gave it: decides whether to refresh. */
  lifetime: number;
}

interface TimerHandlers {
  /** Resolves true when a fresh token came back; false means "try again later". */
  refresh: () => Promise<boolean>;
  expire: () => void;
}

/**
 * SPEC §4: refresh 120 s before expiry, only for tokens living longer than 240 s; a token that is
 * not refreshed simply expires, which clears the session. Re-armed whenever the token changes.
 */
export function useTokenTimer(auth: StoredAuth | null, handlers: TimerHandlers): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!auth) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = (fn: () => void, delayMs: number) => {
      const wait = Math.max(0, delayMs);
      timer = setTimeout(
        () => {
          if (stopped) return;
          if (wait > MAX_TIMEOUT_MS) schedule(fn, wait - MAX_TIMEOUT_MS);
          else fn();
        },
        Math.min(wait, MAX_TIMEOUT_MS),
      );
    };

    const expireAt = () => schedule(() => handlersRef.current.expire(), auth.expiresAt - Date.now());

    const refreshNow = () => {
      void handlersRef.current.refresh().then((ok) => {
        if (ok || stopped) return;
        if (auth.expiresAt - Date.now() > REFRESH_RETRY_MS) schedule(refreshNow, REFRESH_RETRY_MS);
        else expireAt();
      });
    };

    // Expiring goes through a timer even when already due: it updates state synchronously,
    // which React refuses inside an effect.
    if (auth.expiresAt > Date.now() && canRefreshToken(auth.lifetime)) {
      const remainingSeconds = (auth.expiresAt - Date.now()) / 1000;
      schedule(refreshNow, refreshDelaySeconds(remainingSeconds) * 1000);
    } else expireAt();

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [auth]);
}
