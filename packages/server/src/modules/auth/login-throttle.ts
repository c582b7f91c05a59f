import type { Db } from '../../db/client.ts';
import type { Clock } from '../jobs/index.ts';
import { LoginAttemptsRepository } from './login-attempts.repository.ts';

/** Attempts that go through at once; each one after waits twice as long as the one before… */
export const FREE_LOGIN_ATTEMPTS = 5;
const FIRST_DELAY_MS = 1000;
/** …up to this pause, so a forgotten password never locks anyone out for longer. */
export const MAX_LOGIN_DELAY_MS = 15 * 60_000;
/** A day without an attempt and the count starts over (the row is swept like any window). */
const FORGET_MS = 24 * 60 * 60_000;

/** The pause owed after `attempts` attempts, in milliseconds. */
export function loginDelayMs(attempts: number): number {
  if (attempts < FREE_LOGIN_ATTEMPTS) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(30, attempts - FREE_LOGIN_ATTEMPTS));
}

/**
 * A growing pause per account (and per trusted device) between login attempts, counted in the
 * table `rate_limits` so it holds across every process. Keys: `login-account:<identity>` and
 * `login-device:<id>`. A row keeps the attempts in `hits` and `reset_at` = last attempt + a day,
 * so the last attempt and the pause owed both follow from the row.
 *
 * An attempt is taken before the password is checked, in one statement that refuses it while the
 * pause runs: a burst of parallel guesses gets no more through than a slow one.
 */
export class LoginThrottle {
  private readonly attempts: LoginAttemptsRepository;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.attempts = new LoginAttemptsRepository(db);
  }

  /** Takes one attempt for `key`; answers 0, or the milliseconds to wait when refused. */
  async take(key: string): Promise<number> {
    const now = this.clock.now();
    const at = now.toISOString();
    const rule = {
      free: FREE_LOGIN_ATTEMPTS,
      firstDelayMs: FIRST_DELAY_MS,
      maxDelayMs: MAX_LOGIN_DELAY_MS,
      forgetMs: FORGET_MS,
    };
    if (await this.attempts.take(key, at, rule)) return 0;
    const row = await this.attempts.get(key);
    if (!row) return 0;
    const last = new Date(row.reset_at).getTime() - FORGET_MS;
    return Math.max(1000, last + loginDelayMs(Number(row.hits)) - now.getTime());
  }

  /** A login that succeeded ends the count of its key. */
  async clear(key: string): Promise<void> {
    await this.attempts.clear(key);
  }
}
