import { addDays, type ChannelSyncInput, type ChannelSyncState, SYNC_DEFAULT_DAYS } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import type { JobRow } from '../jobs/index.ts';
import { availabilityOf } from './channel-availability.ts';
import type { ChannelConnections } from './channel-connections.ts';
import { limitWait, loggedCall, rangeOf } from './channel-calls.ts';
import type { ChannelsRepository } from './channels.repository.ts';

/** The job that pushes availability; one row, so changes heard meanwhile join the next push. */
export const CHANNEL_PUSH_JOB = 'channels.push';
const AVAILABILITY = 'availability';
/** Changes of the next few seconds go out with this one: a booking touches several rows. */
export const PUSH_DELAY_MS = 5_000;
export { CALLS_PER_WINDOW, WINDOW_MS } from './channel-calls.ts';

/** The change feed's kinds that move availability: bookings (0073) and blockers and allotments (0074). */
const MOVES_AVAILABILITY = new Set(['booking', 'online', 'occupancy']);

/**
 * Keeps the channel's availability equal to ours (issue 39). A change to a booking, a blocker or
 * an allotment, heard on the change feed in whatever process it was made, marks the connection
 * the connection as having changes to push and schedules the push job a few seconds ahead; the job sends every mapped room type's
 * free rooms over the horizon as ranges of equal value in one call, never more than the channel's
 * 10 calls a minute (it waits for the window instead), and retries a refused or failed call with
 * the jobs mechanism's backoff. Each call is logged with the channel's answer for the health panel.
 */
export class ChannelPushes {
  constructor(
    private readonly services: Services,
    private readonly repository: ChannelsRepository,
    private readonly connections: ChannelConnections,
  ) {}

  /** Registers the job and listens for changes; call once per app. */
  register(): () => void {
    this.services.jobs.handle(CHANNEL_PUSH_JOB, (job, now) => this.run(job, now));
    return this.services.database.changes.on(({ table }) => {
      if (!MOVES_AVAILABILITY.has(table)) return;
      this.changed().catch(() => undefined);
    });
  }

  private get db(): Db {
    return this.services.database.db;
  }

  private async enabled(): Promise<boolean> {
    return (await this.services.settings.features()).ota;
  }

  /** Something moved availability: push soon, if there is a channel to tell. */
  async changed(): Promise<void> {
    if (!(await this.enabled()) || !(await this.connections.usable())) return;
    const now = this.services.clock.now();
    await this.repository.markDirty('channex');
    await this.services.jobs.schedule(
      CHANNEL_PUSH_JOB,
      AVAILABILITY,
      new Date(now.getTime() + PUSH_DELAY_MS),
    );
  }

  /** `POST /api/ota/sync`: everything over the range, as soon as the limit allows. */
  async requestFullSync(input: ChannelSyncInput): Promise<ChannelSyncState> {
    await this.connections.required();
    const payload = { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) };
    await this.services.jobs.schedule(CHANNEL_PUSH_JOB, AVAILABILITY, this.services.clock.now(), payload);
    return this.syncState();
  }

  async syncState(): Promise<ChannelSyncState> {
    const job = await this.services.jobs.repository.find(CHANNEL_PUSH_JOB, AVAILABILITY);
    if (!job) return { state: 'idle', runAt: null, attempts: 0, lastError: null };
    return {
      state: job.lastError ? 'retrying' : 'queued',
      runAt: job.runAt.toISOString(),
      attempts: job.attempts,
      lastError: job.lastError,
    };
  }

  /** One push; answers when to run again (the limit's window, a change heard meanwhile) or null. */
  async run(job: JobRow, now: Date): Promise<Date | null> {
    if (!(await this.enabled())) return null;
    const connection = await this.connections.usable();
    if (!connection) return null;
    const wait = await limitWait(this.repository, connection.propertyId, AVAILABILITY, now);
    if (wait) return wait;
    const today = await this.services.calendar.today();
    const { from, to } = rangeOf(job, today, (start) => addDays(start, SYNC_DEFAULT_DAYS));
    const mapped = await this.repository.mappedRoomTypes();
    if (!mapped.length) return null;
    const { values } = await availabilityOf(this.db, mapped, from, to);
    const log = {
      propertyId: connection.propertyId,
      kind: AVAILABILITY,
      roomTypes: mapped.map((m) => m.roomType),
      from,
      to: addDays(to, -1),
      values: values.length,
      attempts: job.attempts,
      at: now,
    };
    const taken = await loggedCall(this.repository, this.connections, log, () =>
      connection.manager.pushAvailability(values),
    );
    if (!taken) return null;
    const settled = await this.repository.pushed('channex', connection.pendingChanges);
    return settled ? null : new Date(now.getTime() + PUSH_DELAY_MS);
  }
}
