import { addDays, maxStayNightsOf, restrictionRanges, SYNC_DEFAULT_DAYS } from '@seaberth/domain';
import type { Services } from '../../services.ts';
import type { JobRow } from '../jobs/index.ts';
import type { ChannelConnections } from './channel-connections.ts';
import { ChannelError } from './channel-manager.ts';
import { CALLS_PER_WINDOW, PUSH_DELAY_MS, WINDOW_MS } from './channel-pushes.ts';
import type { ChannelsRepository } from './channels.repository.ts';

/** The job that pushes rates and restrictions; one row, so changes heard meanwhile join the next call. */
export const CHANNEL_RESTRICTIONS_JOB = 'channels.restrictions';
const RESTRICTIONS = 'restrictions';
/** The change feed's tables that change a rate plan's prices (price lists, migration 0077). */
const MOVES_RATES = new Set(['price_lists']);

/**
 * Keeps the channel's rates and restrictions equal to the mapped price lists (issue 39): a price
 * list saved, the mapping saved or a full sync schedules one push of every mapped rate plan over
 * the horizon as ranges of equal values, in one call, within Channex's 10 restriction calls a
 * minute (it waits for the window instead), retried with the jobs mechanism's backoff.
 */
export class ChannelRestrictions {
  constructor(
    private readonly services: Services,
    private readonly repository: ChannelsRepository,
    private readonly connections: ChannelConnections,
  ) {}

  register(): () => void {
    this.services.jobs.handle(CHANNEL_RESTRICTIONS_JOB, (job, now) => this.run(job, now));
    return this.services.database.changes.on(({ table }) => {
      if (MOVES_RATES.has(table)) this.changed().catch(() => undefined);
    });
  }

  async changed(at?: Date, payload: Record<string, unknown> = {}): Promise<void> {
    if (!(await this.services.settings.features()).ota || !(await this.connections.usable())) return;
    const when = at ?? new Date(this.services.clock.now().getTime() + PUSH_DELAY_MS);
    await this.services.jobs.schedule(CHANNEL_RESTRICTIONS_JOB, RESTRICTIONS, when, payload);
  }

  async run(job: JobRow, now: Date): Promise<Date | null> {
    if (!(await this.services.settings.features()).ota) return null;
    const connection = await this.connections.usable();
    if (!connection) return null;
    const window = await this.repository.callsSince(
      connection.propertyId,
      RESTRICTIONS,
      new Date(now.getTime() - WINDOW_MS),
    );
    if (window.calls >= CALLS_PER_WINDOW && window.oldest)
      return new Date(window.oldest.getTime() + WINDOW_MS + 1);
    const plans = await this.repository.mappedRatePlans();
    if (!plans.length) return null;
    const today = await this.services.calendar.today();
    const from = typeof job.payload.from === 'string' ? job.payload.from : today;
    const to = typeof job.payload.to === 'string' ? job.payload.to : addDays(from, SYNC_DEFAULT_DAYS);
    const nights = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
    const maxStay = maxStayNightsOf(await this.services.settings.get('booking', 'maxStayNights'));
    const values = plans.flatMap((plan) =>
      restrictionRanges(plan.channelRatePlan, plan, plan.roomType, from, nights, { maxStay }),
    );
    const log = {
      propertyId: connection.propertyId,
      kind: RESTRICTIONS,
      roomTypes: [...new Set(plans.map((p) => p.roomType))],
      from,
      to: addDays(to, -1),
      values: values.length,
      attempts: job.attempts,
      at: now,
    };
    try {
      const answer = await connection.manager.pushRestrictions(values);
      await this.repository.recordPush({ ...log, state: 'ok', answer: answer.warnings.join('; ') });
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      await this.repository.recordPush({
        ...log,
        state: error.retryable ? 'retrying' : 'failed',
        answer: error.answer,
      });
      if (error.refusedConnection) await this.connections.checked(false, error.answer);
      if (error.retryable) throw error;
    }
    return null;
  }
}
