import { toZonedDate } from '@seaberth/domain';
import type { SettingsService } from '../settings/index.ts';
import type { Clock } from './clock.ts';

/**
 * The operator's calendar: which day it is where the resort or vessel is (the general setting's
 * timezone, else the server's configured one). Every "today" a business rule reads comes from here,
 * never from UTC: a booking made at 00:30 in Berlin is dated that day, not the day before.
 */
export class OperatorCalendar {
  constructor(
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly fallbackTimezone: string,
  ) {}

  /** The operator's timezone (IANA name). */
  async timezone(): Promise<string> {
    const general = await this.settings.group('general');
    return typeof general.timezone === 'string' && general.timezone
      ? general.timezone
      : this.fallbackTimezone;
  }

  /** Today in the operator's timezone, as an ISO date. */
  async today(): Promise<string> {
    return this.dateOf(this.clock.now().getTime());
  }

  /** The operator's calendar day of an instant (milliseconds since the epoch). */
  async dateOf(instant: number): Promise<string> {
    return toZonedDate(instant, await this.timezone());
  }
}
