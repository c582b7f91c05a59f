import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guestFormLinks } from '../../db/schema/index.ts';
import { randomToken } from '../auth/passwords.ts';

export interface GuestFormLink {
  /** `/guestform/{booking}/{token}`: every guest or one after the other, by the setting. */
  url: string;
  /** `/guestform-m/{booking}/{token}`: every guest at once. */
  multiUrl: string;
  token: string;
}

/**
 * The guest-form link of a booking: one token of 256 random bits, made the first time anyone asks
 * (the booking page, a mail), the same afterwards. Two first asks at once get the same token.
 */
export class GuestFormLinks {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async link(booking: string): Promise<GuestFormLink> {
    await this.db
      .insert(guestFormLinks)
      .values({ booking, token: randomToken(32) })
      .onConflictDoNothing({ target: guestFormLinks.booking });
    const [row] = await this.db.select().from(guestFormLinks).where(eq(guestFormLinks.booking, booking));
    const token = row!.token;
    return {
      url: `${this.publicUrl}/guestform/${booking}/${token}`,
      multiUrl: `${this.publicUrl}/guestform-m/${booking}/${token}`,
      token,
    };
  }

  /** Whether the token is the booking's (compared in constant time); no link yet is no match. */
  async matches(booking: string, token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ token: guestFormLinks.token })
      .from(guestFormLinks)
      .where(eq(guestFormLinks.booking, booking));
    if (!row) return false;
    const expected = Buffer.from(row.token);
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async reminded(booking: string, at: Date): Promise<void> {
    await this.db
      .update(guestFormLinks)
      .set({ remindedAt: sql`${at.toISOString()}::timestamptz` })
      .where(eq(guestFormLinks.booking, booking));
  }

  async lastReminder(booking: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: guestFormLinks.remindedAt })
      .from(guestFormLinks)
      .where(eq(guestFormLinks.booking, booking));
    return row?.at ?? null;
  }
}
