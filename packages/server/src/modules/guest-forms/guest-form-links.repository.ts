import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guestFormLinks } from '../../db/schema/index.ts';

export type GuestFormLinkRow = typeof guestFormLinks.$inferSelect;

/** The bookings' guest-form links: one token each, and when the booker was last reminded. */
export class GuestFormLinksRepository {
  constructor(private readonly db: Db) {}

  /** The booking's link, made with this token when it has none (the first writer wins). */
  async ensure(booking: string, token: string): Promise<GuestFormLinkRow | undefined> {
    await this.db
      .insert(guestFormLinks)
      .values({ booking, token })
      .onConflictDoNothing({ target: guestFormLinks.booking });
    const [row] = await this.db.select().from(guestFormLinks).where(eq(guestFormLinks.booking, booking));
    return row;
  }

  async token(booking: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ token: guestFormLinks.token })
      .from(guestFormLinks)
      .where(eq(guestFormLinks.booking, booking));
    return row?.token;
  }

  async setReminded(booking: string, at: Date): Promise<void> {
    await this.db
      .update(guestFormLinks)
      .set({ remindedAt: sql`${at.toISOString()}::timestamptz` })
      .where(eq(guestFormLinks.booking, booking));
  }

  async remindedAt(booking: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: guestFormLinks.remindedAt })
      .from(guestFormLinks)
      .where(eq(guestFormLinks.booking, booking));
    return row?.at ?? null;
  }
}
