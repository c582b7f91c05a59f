import {
  type CustomerReferrals,
  type PagingQuery,
  REFERRAL_DEAD_STATES,
  type ReferralUseView,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { likePattern, type ListPage, type Row } from '../../db/resource-repository.ts';
import {
  bookings,
  customers,
  referralRewards,
  referralUses,
  referrals,
  specials,
} from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

const referrer = alias(customers, 'referrer');

/** How often a code was given for a booking, and how often it earned its reward. */
const usesOf = sql<number>`(select count(*) from ${referralUses} u where u.referral = ${referrals.id})::int`;
/** Rewards that stand: neither taken back with a cancelled booking nor a merged duplicate. */
const rewardsOf = sql<number>`(select count(*) from ${referralRewards} r where r.referral = ${referrals.id} and r.reversed_at is null and r.superseded_by is null)::int`;

/** The list's sort fields beyond the stored columns; `customer` sorts by the referrer's name. */
const SORTS: Record<string, SQL | AnyPgColumn> = {
  customer: sql`${referrer.sortName}`,
  referrerName: sql`${referrer.sortName}`,
  uses: usesOf,
  rewards: rewardsOf,
  code: referrals.code,
  active: referrals.active,
  validUntil: referrals.validUntil,
  rewardAmount: referrals.rewardAmount,
  createdAt: referrals.createdAt,
  updatedAt: referrals.updatedAt,
};

const FILTERS = {
  active: referrals.active,
  customer: referrals.customer,
  special: referrals.special,
} as const;

/** A code as a booking is checked against it, with its referrer. */
export interface ReferralForUse {
  id: string;
  active: boolean;
  validUntil: string | null;
  special: string | null;
  referrer: { id: string; email: string };
}

/** A booking's use of a code as a payment sees it: the booking's money and the code's reward. */
export interface UseForReward {
  id: string;
  referral: string;
  code: string;
  customer: string;
  customerEmail: string;
  customerName: string;
  referrer: string;
  referrerEmail: string;
  rewardAmount: number;
  rewardCurrency: string;
  bookingNo: string;
  state: string;
  total: number;
  paid: number;
}

/** Referral codes, their uses and rewards in SQL, through the connection (or transaction) given. */
export class ReferralsRepository {
  constructor(private readonly db: Db) {}

  /** One page of codes with the referrer's name and the counts, searched by code, note or referrer. */
  async page(query: PagingQuery, visible: SQL | undefined): Promise<ListPage> {
    const conditions: (SQL | undefined)[] = [visible];
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        or(
          sql`${referrals.code} ilike ${pattern}`,
          sql`${referrals.note} ilike ${pattern}`,
          sql`${referrer.fullName} ilike ${pattern}`,
        ),
      );
    }
    for (const [field, value] of Object.entries(query.filter ?? {})) {
      const column = Object.hasOwn(FILTERS, field) ? FILTERS[field as keyof typeof FILTERS] : undefined;
      if (!column)
        throw validationError([{ path: 'filter', message: `Unknown field '${field}'` }], 'Unknown filter');
      if (value === null) conditions.push(sql`${column} is null`);
      else if (field === 'active') conditions.push(eq(referrals.active, value === true || value === 'true'));
      else
        conditions.push(
          Array.isArray(value) ? inArray(column, value.map(String)) : eq(column, String(value)),
        );
    }
    const where = and(...conditions);
    const field = query.sort ?? 'createdAt';
    const sortBy = Object.hasOwn(SORTS, field) ? SORTS[field] : undefined;
    if (!sortBy)
      throw validationError([{ path: 'sort', message: `Unknown field '${field}'` }], 'Unknown sort');
    const order = query.order ?? (query.sort ? 1 : -1);
    const select = this.db
      .select({
        ...this.columns(),
        referrerName: referrer.fullName,
        uses: usesOf,
        rewards: rewardsOf,
      })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.customer))
      .where(where)
      .orderBy(order === -1 ? desc(sortBy) : asc(sortBy), asc(referrals.id))
      .$dynamic();
    const { page, size } = query;
    const rows =
      size === 0 ? allRows(await select.limit(ALL_ROWS_READ)) : await select.limit(size).offset(page * size);
    const total =
      size === 0 || (page === 0 && rows.length < size)
        ? rows.length
        : Number(
            (
              await this.db
                .select({ n: count() })
                .from(referrals)
                .innerJoin(referrer, eq(referrer.id, referrals.customer))
                .where(where)
            )[0]?.n ?? 0,
          );
    return { rows: rows as Row[], total };
  }

  private columns() {
    return {
      id: referrals.id,
      version: referrals.version,
      createdAt: referrals.createdAt,
      updatedAt: referrals.updatedAt,
      customer: referrals.customer,
      code: referrals.code,
      special: referrals.special,
      rewardAmount: referrals.rewardAmount,
      rewardCurrency: referrals.rewardCurrency,
      active: referrals.active,
      validUntil: referrals.validUntil,
      note: referrals.note,
    };
  }

  async codeTaken(code: string): Promise<boolean> {
    const [row] = await this.db.select({ id: referrals.id }).from(referrals).where(eq(referrals.code, code));
    return Boolean(row);
  }

  /** Locks the customer's row for the rest of the transaction: their codes are made one at a time. */
  async lockCustomer(id: string): Promise<void> {
    await this.db.execute(sql`select id from ${customers} where id = ${id} for update`);
  }

  /** A code of the customer a friend may be given today: active and not past its last day. */
  async usableCodeOf(customer: string, today: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(
          eq(referrals.customer, customer),
          eq(referrals.active, true),
          or(isNull(referrals.validUntil), sql`${referrals.validUntil} >= ${today}`),
        ),
      )
      .limit(1);
    return row?.id;
  }

  /** The special and reward of the newest active code: the scheme's terms as the operator set them last. */
  async newestTerms() {
    const [row] = await this.db
      .select({
        special: referrals.special,
        rewardAmount: referrals.rewardAmount,
        rewardCurrency: referrals.rewardCurrency,
      })
      .from(referrals)
      .where(eq(referrals.active, true))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(1);
    return row;
  }

  /** A new code, answered as stored (for its history). */
  async insertCode(values: typeof referrals.$inferInsert) {
    const [row] = await this.db.insert(referrals).values(values).returning();
    return row!;
  }

  async customerExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    return Boolean(row);
  }

  async specialExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: specials.id }).from(specials).where(eq(specials.id, id));
    return Boolean(row);
  }

  /** The code (stored upper-case) with its referrer's id and e-mail. */
  async byCode(code: string): Promise<ReferralForUse | undefined> {
    const [row] = await this.db
      .select({
        id: referrals.id,
        active: referrals.active,
        validUntil: referrals.validUntil,
        special: referrals.special,
        referrerId: referrer.id,
        referrerEmail: referrer.emailKey,
      })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.customer))
      .where(eq(referrals.code, code));
    if (!row) return undefined;
    return {
      id: row.id,
      active: row.active,
      validUntil: row.validUntil,
      special: row.special,
      referrer: { id: row.referrerId, email: row.referrerEmail },
    };
  }

  /** What the wizard shows of a code: its referrer's name and its special's. */
  async summary(id: string) {
    const [row] = await this.db
      .select({
        id: referrals.id,
        code: referrals.code,
        referrerId: referrer.id,
        referrerName: referrer.fullName,
        specialId: specials.id,
        specialName: specials.name,
      })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.customer))
      .leftJoin(specials, eq(specials.id, referrals.special))
      .where(eq(referrals.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      code: row.code,
      referrer: { id: row.referrerId, fullName: row.referrerName },
      special: row.specialId ? { id: row.specialId, name: row.specialName ?? '' } : null,
    };
  }

  /** The e-mail of a customer as the duplicates compare it (lower-case, trimmed), '' when none. */
  async emailOf(customer: string): Promise<string> {
    const [row] = await this.db
      .select({ email: customers.emailKey })
      .from(customers)
      .where(eq(customers.id, customer));
    return row?.email ?? '';
  }

  /**
   * Whether the person was referred before: a use for a booking that still stands, or one that
   * earned its reward, by the same customer or by a customer with the same e-mail.
   */
  async referredBefore(person: { id: string | null; email: string }): Promise<boolean> {
    const email = person.email.trim().toLowerCase();
    const who = or(
      person.id ? eq(referralUses.customer, person.id) : undefined,
      email ? eq(customers.emailKey, email) : undefined,
    );
    if (!who) return false;
    const [row] = await this.db
      .select({ id: referralUses.id })
      .from(referralUses)
      .innerJoin(customers, eq(customers.id, referralUses.customer))
      .innerJoin(bookings, eq(bookings.id, referralUses.booking))
      .leftJoin(referralRewards, eq(referralRewards.use, referralUses.id))
      .where(
        and(
          who,
          or(notInArray(bookings.state, [...REFERRAL_DEAD_STATES]), sql`${referralRewards.id} is not null`),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insertUse(values: typeof referralUses.$inferInsert): Promise<void> {
    await this.db.insert(referralUses).values(values);
  }

  /** The referral code a booking was made with, if any. */
  async useOfBooking(booking: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ referral: referralUses.referral })
      .from(referralUses)
      .where(eq(referralUses.booking, booking));
    return row?.referral;
  }

  /** The use of a code by a booking, with what its reward needs; undefined for a booking without one. */
  async useForReward(booking: string): Promise<UseForReward | undefined> {
    const guest = alias(customers, 'guest');
    const [row] = await this.db
      .select({
        id: referralUses.id,
        referral: referrals.id,
        code: referrals.code,
        customer: referralUses.customer,
        customerEmail: guest.emailKey,
        customerName: guest.fullName,
        referrer: referrals.customer,
        referrerEmail: referrer.emailKey,
        rewardAmount: referrals.rewardAmount,
        rewardCurrency: referrals.rewardCurrency,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        total: bookings.total,
        paid: bookings.paid,
      })
      .from(referralUses)
      .innerJoin(referrals, eq(referrals.id, referralUses.referral))
      .innerJoin(referrer, eq(referrer.id, referrals.customer))
      .innerJoin(guest, eq(guest.id, referralUses.customer))
      .innerJoin(bookings, eq(bookings.id, referralUses.booking))
      .where(eq(referralUses.booking, booking));
    return row && { ...row, total: Number(row.total), paid: Number(row.paid) };
  }

  /** Records a reward; a second one for the same new guest inserts nothing and answers undefined. */
  async insertReward(values: typeof referralRewards.$inferInsert): Promise<string | undefined> {
    const [row] = await this.db
      .insert(referralRewards)
      .values(values)
      .onConflictDoNothing({ target: referralRewards.customer, where: sql`superseded_by is null` })
      .returning({ id: referralRewards.id });
    return row?.id;
  }

  /** Moves a booking's use of a code (with its reward) to the booking that replaced it. */
  async moveUse(from: string, to: string): Promise<void> {
    await this.db.update(referralUses).set({ booking: to }).where(eq(referralUses.booking, from));
  }

  /** The reward a booking's use earned and that was not taken back yet, locked; with its code and booking. */
  async standingReward(booking: string) {
    const [row] = await this.db
      .select({
        id: referralRewards.id,
        credit: referralRewards.credit,
        code: referrals.code,
        bookingNo: bookings.bookingNo,
      })
      .from(referralRewards)
      .innerJoin(referralUses, eq(referralUses.id, referralRewards.use))
      .innerJoin(referrals, eq(referrals.id, referralRewards.referral))
      .innerJoin(bookings, eq(bookings.id, referralUses.booking))
      .where(and(eq(referralUses.booking, booking), isNull(referralRewards.reversedAt)))
      .for('update', { of: referralRewards });
    return row;
  }

  /** Marks a reward taken back, with the credit entry that took it (null: the referrer had spent it). */
  async markReversed(reward: string, reversal: string | null): Promise<void> {
    await this.db
      .update(referralRewards)
      .set({ reversedAt: sql`now()`, reversal })
      .where(eq(referralRewards.id, reward));
  }

  async setRewardCredit(reward: string, credit: string): Promise<void> {
    await this.db.update(referralRewards).set({ credit }).where(eq(referralRewards.id, reward));
  }

  /** The uses of codes, newest first, with their rewards: of one code, or brought by one referrer. */
  async uses(where: { referral?: string; referrer?: string; customer?: string }): Promise<ReferralUseView[]> {
    const guest = alias(customers, 'guest');
    const rows = await this.db
      .select({
        id: referralUses.id,
        referral: referrals.id,
        code: referrals.code,
        booking: referralUses.booking,
        bookingNo: bookings.bookingNo,
        bookingState: bookings.state,
        customer: referralUses.customer,
        customerName: guest.fullName,
        createdAt: referralUses.createdAt,
        rewardId: referralRewards.id,
        rewardCredit: referralRewards.credit,
        rewardAmount: referralRewards.amount,
        rewardCurrency: referralRewards.currency,
        rewardAt: referralRewards.createdAt,
        rewardReversedAt: referralRewards.reversedAt,
        rewardReversal: referralRewards.reversal,
        rewardSupersededBy: referralRewards.supersededBy,
        referrer: referrals.customer,
        referrerName: referrer.fullName,
      })
      .from(referralUses)
      .innerJoin(referrals, eq(referrals.id, referralUses.referral))
      .innerJoin(referrer, eq(referrer.id, referrals.customer))
      .innerJoin(guest, eq(guest.id, referralUses.customer))
      .innerJoin(bookings, eq(bookings.id, referralUses.booking))
      .leftJoin(referralRewards, eq(referralRewards.use, referralUses.id))
      .where(
        and(
          where.referral ? eq(referralUses.referral, where.referral) : undefined,
          where.referrer ? eq(referrals.customer, where.referrer) : undefined,
          where.customer ? eq(referralUses.customer, where.customer) : undefined,
        ),
      )
      .orderBy(desc(referralUses.createdAt), desc(referralUses.id))
      .limit(ALL_ROWS_READ);
    return rows.map((r) => ({
      id: r.id,
      referral: r.referral,
      code: r.code,
      booking: r.booking,
      bookingNo: r.bookingNo,
      bookingState: r.bookingState,
      customer: r.customer,
      customerName: r.customerName,
      createdAt: r.createdAt.toISOString(),
      referrer: r.referrer,
      referrerName: r.referrerName,
      reward: r.rewardId
        ? {
            id: r.rewardId,
            credit: r.rewardCredit,
            amount: Number(r.rewardAmount),
            currency: r.rewardCurrency ?? '',
            createdAt: (r.rewardAt as Date).toISOString(),
            reversedAt: r.rewardReversedAt ? r.rewardReversedAt.toISOString() : null,
            reversal: r.rewardReversal,
            supersededBy: r.rewardSupersededBy,
          }
        : null,
    }));
  }

  /** A customer's own codes with their counts. */
  async codesOf(customer: string): Promise<CustomerReferrals['codes']> {
    return this.db
      .select({
        id: referrals.id,
        code: referrals.code,
        active: referrals.active,
        validUntil: referrals.validUntil,
        uses: usesOf,
        rewards: rewardsOf,
      })
      .from(referrals)
      .where(eq(referrals.customer, customer))
      .orderBy(asc(referrals.createdAt), asc(referrals.id));
  }
}
