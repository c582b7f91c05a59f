import type { BookingSnapshot, FieldChange, MailStatus } from '@seaberth/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingVersions, mailQueue, users } from '../../db/schema/index.ts';

export type VersionRow = typeof bookingVersions.$inferSelect;

/** The versions of bookings: written in the action's transaction, read by the history calls. */
export class BookingHistoryRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof bookingVersions.$inferInsert): Promise<void> {
    await this.db.insert(bookingVersions).values(values);
  }

  /** Adds what a hook of the version's transaction did (an invoice written) to its changes. */
  async addChanges(booking: string, version: number, changes: FieldChange[]): Promise<void> {
    await this.db
      .update(bookingVersions)
      .set({ changes: sql`${bookingVersions.changes} || ${JSON.stringify(changes)}::jsonb` })
      .where(and(eq(bookingVersions.booking, booking), eq(bookingVersions.version, version)));
  }

  /** The snapshot of the newest version before `version` (none for a booking's first). */
  async snapshotBefore(booking: string, version: number): Promise<BookingSnapshot | null> {
    const [row] = await this.db
      .select({ snapshot: bookingVersions.snapshot })
      .from(bookingVersions)
      .where(and(eq(bookingVersions.booking, booking), lt(bookingVersions.version, version)))
      .orderBy(desc(bookingVersions.version))
      .limit(1);
    return row?.snapshot ?? null;
  }

  /** Every version of a booking, newest first, without the snapshots (they are the bulk). */
  async list(booking: string): Promise<Omit<VersionRow, 'snapshot'>[]> {
    return this.db
      .select({
        id: bookingVersions.id,
        booking: bookingVersions.booking,
        version: bookingVersions.version,
        action: bookingVersions.action,
        actor: bookingVersions.actor,
        actorName: bookingVersions.actorName,
        at: bookingVersions.at,
        changes: bookingVersions.changes,
      })
      .from(bookingVersions)
      .where(eq(bookingVersions.booking, booking))
      .orderBy(desc(bookingVersions.version));
  }

  async versions(booking: string, versions: number[]): Promise<VersionRow[]> {
    return this.db
      .select()
      .from(bookingVersions)
      .where(and(eq(bookingVersions.booking, booking), inArray(bookingVersions.version, versions)));
  }

  async userName(id: string): Promise<string> {
    const [row] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    return row?.name ?? '';
  }

  /** The delivery state of mails by id, for the history of the bookings they were written for. */
  async deliveries(
    ids: string[],
  ): Promise<Map<string, { to: string; status: MailStatus; sentAt: Date | null; lastError: string | null }>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({
        id: mailQueue.id,
        to: mailQueue.to,
        status: mailQueue.status,
        sentAt: mailQueue.sentAt,
        lastError: mailQueue.lastError,
      })
      .from(mailQueue)
      .where(inArray(mailQueue.id, ids));
    return new Map(rows.map((r) => [r.id, { ...r, status: r.status as MailStatus }]));
  }
}
