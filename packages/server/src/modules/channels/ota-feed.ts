import { timingSafeEqual } from 'node:crypto';
import { OTA_MESSAGES } from '@seaberth/domain';
import { refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ChannelConnections } from './channel-connections.ts';
import { ChannelError } from './channel-manager.ts';
import type { ChannelsRepository } from './channels.repository.ts';
import type { OtaIngestion } from './ota-ingestion.ts';

/** The job that reads the channel's booking feed: the catch-up for webhooks that never came. */
export const OTA_FEED_JOB = 'channels.bookings';
/** How often the feed is read when no webhook comes; a webhook asks for a read at once too. */
export const FEED_POLL_MS = 120_000;
/** The feed answers 10 a page and drops what was acknowledged: this many pages a run at most. */
const MAX_PAGES = 50;

/** Channex's booking webhook: the event and which revision of which booking. */
export interface ChannexWebhook {
  event?: string;
  payload?: { revision_id?: string; booking_id?: string };
}

/**
 * The booking side's transport (issue 39): the webhook Channex calls when a booking arrives
 * (believed only with the secret header set on the connection), and the revision feed read by a
 * job every two minutes, oldest first, each revision applied and acknowledged by the ingestion.
 * Duplicates, revisions out of order and lost webhooks all end in the feed's order.
 */
export class OtaFeed {
  constructor(
    private readonly services: Services,
    private readonly repository: ChannelsRepository,
    private readonly connections: ChannelConnections,
    private readonly ingestion: OtaIngestion,
  ) {}

  async register(): Promise<void> {
    this.services.jobs.handle(OTA_FEED_JOB, async (_job, now) => {
      await this.pull();
      return new Date(now.getTime() + FEED_POLL_MS);
    });
    await this.services.jobs.schedule(OTA_FEED_JOB);
  }

  /** Reads the feed until it is empty or offers only what this run could not take. */
  async pull(): Promise<number> {
    if (!(await this.services.settings.features()).ota) return 0;
    const connection = await this.connections.usable();
    if (!connection) return 0;
    const seen = new Set<string>();
    let received = 0;
    for (let page = 0; page < MAX_PAGES; page++) {
      const revisions = await connection.manager.bookingRevisions();
      const fresh = revisions.filter((r) => !seen.has(r.id));
      if (!fresh.length) break;
      for (const revision of fresh) {
        seen.add(revision.id);
        await this.ingestion.receive(revision, connection.manager);
        received += 1;
      }
    }
    return received;
  }

  /**
   * A webhook: the secret checked, then the revision it names fetched and applied. When the
   * channel cannot be read now the feed job is due at once, so nothing waits for the next poll.
   */
  async webhook(secret: string | undefined, body: ChannexWebhook): Promise<{ received: boolean }> {
    const row = await this.repository.connection('channex');
    const expected = Buffer.from(row?.webhookSecret ?? '');
    const given = Buffer.from(secret ?? '');
    if (
      !row?.enabled ||
      !expected.length ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    )
      throw refusal('UNAUTHORIZED', OTA_MESSAGES.webhookRefused);
    const connection = await this.connections.usable();
    const revision = body.payload?.revision_id;
    if (!connection) return { received: false };
    try {
      if (revision && String(body.event ?? 'booking').startsWith('booking'))
        await this.ingestion.receive(await connection.manager.bookingRevision(revision), connection.manager);
      else await this.pull();
      return { received: true };
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      await this.services.jobs.schedule(OTA_FEED_JOB);
      return { received: false };
    }
  }
}
