import { assetScope, type OtaUpdate, type OtaUpdatesQuery, type Principal } from '@seaberth/domain';
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerIdByEmail, insertCustomer, type NewCustomer } from '../../db/new-customers.ts';
import {
  bookings,
  channelRatePlans,
  channelRoomTypes,
  otaUpdates,
  roomTypes,
} from '../../db/schema/index.ts';

export type OtaUpdateRow = typeof otaUpdates.$inferSelect;
export type NewOtaUpdate = typeof otaUpdates.$inferInsert;
type Listed = OtaUpdateRow & { bookingNo: string | null };

/** Our room type sold as a channel room type: the resort it belongs to and its name. */
export interface ChannelRoomTypeOf {
  roomType: string;
  name: string;
  resort: string | null;
}

export const toOtaUpdate = (row: Listed): OtaUpdate => ({
  id: row.id,
  revisionId: row.revisionId,
  otaBookingId: row.otaBookingId,
  reference: row.reference,
  otaName: row.otaName,
  kind: row.kind as OtaUpdate['kind'],
  state: row.state as OtaUpdate['state'],
  read: row.read,
  booking: row.booking,
  resort: row.resort,
  bookingNo: row.bookingNo,
  guestName: [row.guest.name, row.guest.surname].filter(Boolean).join(' '),
  guestEmail: row.guest.mail,
  from: row.from,
  to: row.to,
  rooms: row.rooms,
  amount: row.amount,
  currency: row.currency,
  message: row.message,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * The received OTA booking revisions (issue 39). A row is claimed before its revision is applied
 * (the unique revision id makes a second claim find nothing), so two deliveries of one revision
 * at once apply it once.
 */
export class OtaUpdatesRepository {
  constructor(private readonly db: Db) {}

  /** The new row, or undefined when the revision was claimed already. */
  async claim(row: NewOtaUpdate): Promise<OtaUpdateRow | undefined> {
    const [made] = await this.db.insert(otaUpdates).values(row).onConflictDoNothing().returning();
    return made;
  }

  async byRevision(provider: string, revisionId: string): Promise<OtaUpdateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(otaUpdates)
      .where(and(eq(otaUpdates.provider, provider), eq(otaUpdates.revisionId, revisionId)));
    return row;
  }

  async byId(id: string): Promise<OtaUpdateRow | undefined> {
    const [row] = await this.db.select().from(otaUpdates).where(eq(otaUpdates.id, id));
    return row;
  }

  /** The other revisions of the OTA booking that took effect, newest first. */
  async effective(otaBookingId: string, except: string): Promise<OtaUpdateRow[]> {
    return this.db
      .select()
      .from(otaUpdates)
      .where(
        and(
          eq(otaUpdates.otaBookingId, otaBookingId),
          ne(otaUpdates.id, except),
          inArray(otaUpdates.state, ['applied', 'placed', 'conflict']),
        ),
      )
      .orderBy(desc(otaUpdates.revisedAt));
  }

  /** The booking the OTA booking became, whichever of its revisions made it. */
  async bookingOf(otaBookingId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ booking: otaUpdates.booking })
      .from(otaUpdates)
      .where(and(eq(otaUpdates.otaBookingId, otaBookingId), isNotNull(otaUpdates.booking)))
      .orderBy(desc(otaUpdates.revisedAt))
      .limit(1);
    return row?.booking ?? null;
  }

  async update(id: string, values: Partial<NewOtaUpdate>): Promise<void> {
    await this.db.update(otaUpdates).set(values).where(eq(otaUpdates.id, id));
  }

  /** Moves the row from one state to another only if it is in it still: answers whether it moved. */
  async take(id: string, from: string, to: string): Promise<boolean> {
    const moved = await this.db
      .update(otaUpdates)
      .set({ state: to })
      .where(and(eq(otaUpdates.id, id), eq(otaUpdates.state, from)))
      .returning({ id: otaUpdates.id });
    return moved.length > 0;
  }

  /** A claim whose apply failed unexpectedly goes, so the feed's next offer applies it again. */
  async release(id: string): Promise<void> {
    await this.db.delete(otaUpdates).where(eq(otaUpdates.id, id));
  }

  /** Open conflicts of the OTA booking that a later revision replaces. */
  async supersede(otaBookingId: string, except: string, message: string): Promise<void> {
    await this.db
      .update(otaUpdates)
      .set({ state: 'ignored', message })
      .where(
        and(
          eq(otaUpdates.otaBookingId, otaBookingId),
          ne(otaUpdates.id, except),
          eq(otaUpdates.state, 'conflict'),
        ),
      );
  }

  async channelRoomTypes(ids: string[]): Promise<Map<string, ChannelRoomTypeOf>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({
        channel: channelRoomTypes.channelRoomType,
        roomType: roomTypes.id,
        name: roomTypes.name,
        resort: roomTypes.resort,
      })
      .from(channelRoomTypes)
      .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomType))
      .where(inArray(channelRoomTypes.channelRoomType, ids));
    return new Map(rows.map(({ channel, ...rest }) => [channel, rest]));
  }

  async mappedRatePlans(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: channelRatePlans.channelRatePlan })
      .from(channelRatePlans)
      .where(inArray(channelRatePlans.channelRatePlan, ids));
    return new Set(rows.map((r) => r.id));
  }

  /** A customer known by this e-mail address (the match key customers are found by). */
  customerByEmail(email: string): Promise<string | undefined> {
    return customerIdByEmail(this.db, email);
  }

  insertCustomer(row: NewCustomer): Promise<void> {
    return insertCustomer(this.db, row);
  }

  /** Only the resorts the reader may see; an update without a resort (an unmapped sale) is the admins'. */
  private visible(principal: Principal): SQL | undefined {
    const scope = assetScope(principal);
    if (scope.resorts === 'all') return undefined;
    return scope.resorts.length ? inArray(otaUpdates.resort, scope.resorts) : sql`false`;
  }

  private listed() {
    return this.db
      .select({ row: otaUpdates, bookingNo: bookings.bookingNo })
      .from(otaUpdates)
      .leftJoin(bookings, eq(bookings.id, otaUpdates.booking));
  }

  async page(query: OtaUpdatesQuery, principal: Principal): Promise<{ rows: Listed[]; total: number }> {
    const search = query.search ? `%${query.search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
    const where = and(
      this.visible(principal),
      query.state ? eq(otaUpdates.state, query.state) : undefined,
      query.unread ? eq(otaUpdates.read, query.unread === 'false') : undefined,
      search
        ? or(
            ilike(otaUpdates.reference, search),
            ilike(otaUpdates.otaName, search),
            sql`${otaUpdates.guest}->>'surname' ilike ${search}`,
            sql`${otaUpdates.guest}->>'name' ilike ${search}`,
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.listed()
        .where(where)
        // Unread first, conflicts among them first, then newest.
        .orderBy(otaUpdates.read, sql`${otaUpdates.state} <> 'conflict'`, desc(otaUpdates.receivedAt))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db.select({ n: count() }).from(otaUpdates).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.row, bookingNo: r.bookingNo })), total: total?.n ?? 0 };
  }

  async ofBooking(booking: string): Promise<Listed[]> {
    const rows = await this.listed()
      .where(eq(otaUpdates.booking, booking))
      .orderBy(desc(otaUpdates.revisedAt));
    return rows.map((r) => ({ ...r.row, bookingNo: r.bookingNo }));
  }

  async unread(
    principal: Principal,
    limit: number,
  ): Promise<{ rows: Listed[]; count: number; conflicts: number }> {
    const where = and(this.visible(principal), eq(otaUpdates.read, false));
    const [rows, [counts]] = await Promise.all([
      this.listed()
        .where(where)
        .orderBy(sql`${otaUpdates.state} <> 'conflict'`, desc(otaUpdates.receivedAt))
        .limit(limit),
      this.db
        .select({
          n: count(),
          conflicts: sql<number>`count(*) filter (where ${otaUpdates.state} = 'conflict')`,
        })
        .from(otaUpdates)
        .where(where),
    ]);
    return {
      rows: rows.map((r) => ({ ...r.row, bookingNo: r.bookingNo })),
      count: counts?.n ?? 0,
      conflicts: Number(counts?.conflicts ?? 0),
    };
  }

  /** Marks read; answers the row as the reader may see it, or undefined. */
  async markRead(id: string, principal: Principal): Promise<Listed | undefined> {
    const [row] = await this.db
      .update(otaUpdates)
      .set({ read: true })
      .where(and(eq(otaUpdates.id, id), this.visible(principal)))
      .returning();
    if (!row) return undefined;
    const [listed] = await this.listed().where(eq(otaUpdates.id, row.id));
    return listed ? { ...listed.row, bookingNo: listed.bookingNo } : undefined;
  }

  async visibleById(id: string, principal: Principal): Promise<Listed | undefined> {
    const [listed] = await this.listed().where(and(eq(otaUpdates.id, id), this.visible(principal)));
    return listed ? { ...listed.row, bookingNo: listed.bookingNo } : undefined;
  }
}
