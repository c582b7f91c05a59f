import { addDays, type ChannelDrift, type DriftItem } from '@seaberth/domain';
import type { Services } from '../../services.ts';
import { availabilityOf } from './channel-availability.ts';
import type { ChannelConnections } from './channel-connections.ts';
import { ChannelError } from './channel-manager.ts';
import type { ChannelsRepository } from './channels.repository.ts';

/** The nightly job comparing the channel's availability with ours. */
export const CHANNEL_DRIFT_JOB = 'channels.drift';
/** Nights compared from today: the season the portals sell most. */
export const DRIFT_DAYS = 120;
/** The health panel lists this many differing nights; the count says how many in all. */
const LISTED = 50;
const DAY_MS = 86_400_000;

/**
 * Drift (issue 39): once a night the channel's own availability of every mapped room type is read
 * and compared night by night with what our rooms have free. A difference a push should have
 * closed (a lost call, a change made on the channel's side) shows on /config/ota's health panel
 * until the next comparison finds it gone; a full sync mends it.
 */
export class ChannelDriftCheck {
  constructor(
    private readonly services: Services,
    private readonly repository: ChannelsRepository,
    private readonly connections: ChannelConnections,
  ) {}

  async register(): Promise<void> {
    this.services.jobs.handle(CHANNEL_DRIFT_JOB, async (_job, now) => {
      await this.check();
      return new Date(now.getTime() + DAY_MS);
    });
    await this.services.jobs.schedule(CHANNEL_DRIFT_JOB);
  }

  /** Compares now; answers what it found (also stored for the health panel), or null without a channel. */
  async check(): Promise<ChannelDrift | null> {
    if (!(await this.services.settings.features()).ota) return null;
    const connection = await this.connections.usable();
    const mapped = await this.repository.mappedRoomTypes();
    if (!connection || !mapped.length) return null;
    const from = await this.services.calendar.today();
    const to = addDays(from, DRIFT_DAYS);
    const drift: ChannelDrift = {
      checkedAt: this.services.clock.now().toISOString(),
      from,
      to: addDays(to, -1),
      count: 0,
      items: [],
      error: null,
    };
    try {
      const [theirs, ours] = await Promise.all([
        connection.manager.availability(from, addDays(to, -1)),
        availabilityOf(this.services.database.db, mapped, from, to),
      ]);
      const items: DriftItem[] = [];
      for (const type of mapped) {
        const nights = ours.nights.get(type.roomType) ?? [];
        nights.forEach((free, i) => {
          const date = addDays(from, i);
          const channel = theirs.get(type.channelRoomType)?.get(date);
          if (channel !== free)
            items.push({
              roomType: type.roomType,
              name: type.name,
              date,
              ours: free,
              channel: channel ?? null,
            });
        });
      }
      drift.count = items.length;
      drift.items = items.slice(0, LISTED);
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      drift.error = error.answer;
    }
    await this.repository.saveDrift('channex', drift);
    return drift;
  }
}
