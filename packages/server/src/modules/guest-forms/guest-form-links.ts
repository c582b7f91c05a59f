import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { randomToken } from '../auth/index.ts';
import { GuestFormLinksRepository } from './guest-form-links.repository.ts';

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
  private readonly links: GuestFormLinksRepository;

  constructor(
    db: Db,
    private readonly publicUrl: string,
  ) {
    this.links = new GuestFormLinksRepository(db);
  }

  async link(booking: string): Promise<GuestFormLink> {
    const row = await this.links.ensure(booking, randomToken(32));
    const token = row!.token;
    return {
      url: `${this.publicUrl}/guestform/${booking}/${token}`,
      multiUrl: `${this.publicUrl}/guestform-m/${booking}/${token}`,
      token,
    };
  }

  /** Whether the token is the booking's (compared in constant time); no link yet is no match. */
  async matches(booking: string, token: string): Promise<boolean> {
    const stored = await this.links.token(booking);
    if (stored === undefined) return false;
    const expected = Buffer.from(stored);
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async reminded(booking: string, at: Date): Promise<void> {
    await this.links.setReminded(booking, at);
  }

  async lastReminder(booking: string): Promise<Date | null> {
    return this.links.remindedAt(booking);
  }
}
