import type { Principal } from '@seaberth/domain';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportSubscriptions } from '../../db/schema/index.ts';

export type ReportSubscriptionRow = typeof reportSubscriptions.$inferSelect;

/** The subscriptions a user sees and changes: their own; an administrator's, all. */
export function subscriptionsOf(principal: Principal): SQL | undefined {
  if (principal.scopes.includes('admin')) return undefined;
  return principal.id ? eq(reportSubscriptions.createdBy, principal.id) : sql`false`;
}

export class ReportSubscriptionsRepository {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<ReportSubscriptionRow | undefined> {
    const [row] = await this.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id));
    return row;
  }

  /** Those whose next day has come, the longest waiting first. */
  due(today: string, limit: number): Promise<ReportSubscriptionRow[]> {
    return this.db
      .select()
      .from(reportSubscriptions)
      .where(lte(reportSubscriptions.nextDue, today))
      .orderBy(asc(reportSubscriptions.nextDue), asc(reportSubscriptions.id))
      .limit(limit);
  }

  /**
   * Takes the due day `slot` by moving the subscription on to `next`: only one of any number of
   * runs finds `next_due` still at the slot, so only it sends.
   */
  async claim(id: string, slot: string, next: string, at: Date): Promise<ReportSubscriptionRow | undefined> {
    const [row] = await this.db
      .update(reportSubscriptions)
      .set({ nextDue: next, lastSentAt: at })
      .where(and(eq(reportSubscriptions.id, id), eq(reportSubscriptions.nextDue, slot)))
      .returning();
    return row;
  }

  /** Gives a claimed day back when its mail could not be made, so the next run tries again. */
  async release(id: string, slot: string, next: string): Promise<void> {
    await this.db
      .update(reportSubscriptions)
      .set({ nextDue: slot })
      .where(and(eq(reportSubscriptions.id, id), eq(reportSubscriptions.nextDue, next)));
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.update(reportSubscriptions).set({ lastSentAt: at }).where(eq(reportSubscriptions.id, id));
  }
}
