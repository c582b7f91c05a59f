import { addDays, maxStayNightsOf, restrictionRanges, SYNC_DEFAULT_DAYS } from '@seaberth/domain';
import type { Services } from '../../services.ts';
import type { JobRow } from '../jobs/index.ts';
import type { ChannelConnections } from './channel-connections.ts';
import { limitWait, loggedCall, rangeOf } from './channel-calls.ts';
import { PUSH_DELAY_MS } from './channel-pushes.ts';
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
    const wait = await limitWait(this.repository, connection.propertyId, RESTRICTIONS, now);
    if (wait) return wait;
    const plans = await this.repository.mappedRatePlans();
    if (!plans.length) return null;
    const today = await this.services.calendar.today();
    const { from, to } = rangeOf(job, today, (start) => addDays(start, SYNC_DEFAULT_DAYS));
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
    await loggedCall(this.repository, this.connections, log, () =>
      connection.manager.pushRestrictions(values),
    );
    return null;
  }
}
