import { MAIL_STATUSES, type MailStatus } from '@seaberth/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailQueue, type QueuedAttachment } from '../../db/schema/index.ts';

export type QueuedMail = typeof mailQueue.$inferSelect;
export interface NewMail {
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  booking?: string;
  attachments?: QueuedAttachment[];
  /** Sent through this mail account (an answer from /mail). */
  account?: string;
  inReplyTo?: string;
  /** Holds a sign-in secret: its text is never shown by the queue's screens. */
  sealed?: boolean;
  /** Not before this instant (default: at once). */
  sendAfter?: Date;
}

export class MailRepository {
  constructor(private readonly db: Db) {}

  async enqueue(mail: NewMail, db: Db = this.db): Promise<string> {
    const [row] = await db.insert(mailQueue).values(mail).returning({ id: mailQueue.id });
    return row!.id;
  }

  /**
   * Claims due mails for this worker. SKIP LOCKED lets several app processes share the queue
   * without sending a mail twice; a mail stuck in `sending` for 10 minutes (crashed worker) is due again.
   */
  async claim(limit: number, which: 'all' | 'accounts' = 'all'): Promise<QueuedMail[]> {
    // Without the server's SMTP only mails of accounts with their own can go; the rest wait.
    const only = which === 'accounts' ? sql`and account is not null` : sql``;
    const result = await this.db.execute(sql`
      update ${mailQueue} set status = 'sending', attempts = attempts + 1
      where id in (
        select id from ${mailQueue}
        where ((status = 'queued' and send_after <= now())
           or (status = 'sending' and send_after <= now() - interval '10 minutes')) ${only}
        order by created_at
        limit ${limit}
        for update skip locked)
      returning id, "to", subject, text, html, attempts, attachments, account, in_reply_to as "inReplyTo"`);
    return result.rows as unknown as QueuedMail[];
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mailQueue.id, id));
  }

  /** Retries with a growing pause; after `maxAttempts` the mail is parked as failed, still visible. */
  async markFailed(id: string, attempts: number, error: string, maxAttempts: number): Promise<void> {
    const retryMinutes = attempts * attempts;
    await this.db
      .update(mailQueue)
      .set({
        status: attempts >= maxAttempts ? 'failed' : 'queued',
        lastError: error.slice(0, 2000),
        sendAfter: sql`now() + make_interval(mins => ${retryMinutes})`,
      })
      .where(eq(mailQueue.id, id));
  }

  /** Puts mails claimed by an attempt that found no transport back, untouched. */
  async release(id: string): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ status: 'queued', attempts: sql`greatest(${mailQueue.attempts} - 1, 0)` })
      .where(eq(mailQueue.id, id));
  }

  /** Puts a mail back in line to go out at `at` (now by default), with a fresh set of attempts. */
  async plan(id: string, at: Date): Promise<QueuedMail | undefined> {
    const [row] = await this.db
      .update(mailQueue)
      .set({
        status: 'queued',
        attempts: 0,
        sendAfter: at,
        lastError: null,
        updatedAt: new Date(),
        version: sql`${mailQueue.version} + 1`,
      })
      .where(eq(mailQueue.id, id))
      .returning();
    return row;
  }

  async one(id: string): Promise<QueuedMail | undefined> {
    const [row] = await this.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    return row;
  }

  /**
   * Corrects a mail still waiting (queued, not sealed) at the version the caller saw; undefined
   * when it went meanwhile, is sealed or moved on.
   */
  async changeWaiting(
    id: string,
    version: number,
    values: Partial<Pick<QueuedMail, 'to' | 'subject' | 'text' | 'html' | 'sendAfter'>>,
  ): Promise<QueuedMail | undefined> {
    const [row] = await this.db
      .update(mailQueue)
      .set({ ...values, updatedAt: new Date(), version: sql`${mailQueue.version} + 1` })
      .where(
        and(
          eq(mailQueue.id, id),
          eq(mailQueue.version, version),
          eq(mailQueue.status, 'queued'),
          eq(mailQueue.sealed, false),
        ),
      )
      .returning();
    return row;
  }

  /** Withdraws a mail that has not gone out (queued or failed); false when it is sending or sent. */
  async withdraw(id: string): Promise<boolean> {
    const gone = await this.db
      .delete(mailQueue)
      .where(and(eq(mailQueue.id, id), inArray(mailQueue.status, ['queued', 'failed'])))
      .returning({ id: mailQueue.id });
    return gone.length > 0;
  }

  /** The state of a booking's latest mail to an address: queued (or sending), sent or failed. */
  async latestTo(booking: string, to: string): Promise<MailStatus | null> {
    const [row] = await this.db
      .select({ status: mailQueue.status })
      .from(mailQueue)
      .where(and(eq(mailQueue.booking, booking), eq(mailQueue.to, to)))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1);
    return (row?.status as MailStatus | undefined) ?? null;
  }

  async countsByStatus(): Promise<Record<MailStatus, number>> {
    const rows = await this.db
      .select({ status: mailQueue.status, n: count() })
      .from(mailQueue)
      .groupBy(mailQueue.status);
    const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatus, number>;
    for (const row of rows) if (row.status in counts) counts[row.status as MailStatus] = Number(row.n);
    return counts;
  }

  recent(limit = 50) {
    return this.db.select().from(mailQueue).orderBy(desc(mailQueue.createdAt)).limit(limit);
  }
}
