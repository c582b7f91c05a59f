import {
  type LoyaltyEntry,
  type LoyaltyMember,
  type LoyaltyMembersQuery,
  type LoyaltyRules,
  SALE_STATES,
} from '@seaberth/domain';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  currencies,
  customers,
  loyaltyMembers,
  loyaltyPoints,
  loyaltyTiers,
} from '../../db/schema/index.ts';

/** Which customers the reader may see (customer-reach.ts), as a condition. */
export type Reachable = SQL | undefined;
export type LoyaltyTierRow = typeof loyaltyTiers.$inferSelect;
type NewPoints = typeof loyaltyPoints.$inferInsert;

/** Sales that earn: reserved and cancelled bookings do not, a stay earns once it has ended. */
const EARNING_STATES = SALE_STATES.filter((s) => s !== 'aborted' && s !== 'planned');
const states = sql.join(
  EARNING_STATES.map((s) => sql`${s}`),
  sql`, `,
);

/** The programme's ledger and each member's sums (schema/loyalty.ts). */
export class LoyaltyRepository {
  constructor(private readonly db: Db) {}

  tiers(): Promise<LoyaltyTierRow[]> {
    return this.db.select().from(loyaltyTiers).orderBy(asc(loyaltyTiers.minPoints), asc(loyaltyTiers.name));
  }

  async currencyDecimals(code: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, code));
    return row?.decimals;
  }

  async customerExists(id: string, reachable?: SQL): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, id), reachable));
    return Boolean(row);
  }

  /**
   * Posts the points of every stay and trip that ended by `today` and of every dive logged by then,
   * once (the unique indexes): answers the customers who earned, whose sums are then refreshed.
   * What was posted before is left out up front (an anti-join): on a night with little new, ten
   * years of stays and dives each trying its insert against the unique index took seconds.
   */
  async earn(rules: LoyaltyRules, today: string): Promise<string[]> {
    const stays = await this.db.execute(sql`
      insert into loyalty_points (customer, date, kind, points, booking)
      select g.customer, b."to", case when b.type = 'resort' then 'stay' else 'trip' end,
        (b."to" - b."from") * ${rules.pointsPerNight}
          + case when b.type = 'resort' then 0 else ${rules.pointsPerTrip} end,
        b.id
      from bookings b
      join (select distinct booking, customer from booking_guests) g on g.booking = b.id
      where b.state in (${states}) and b."to" <= ${today}
        and not exists (select 1 from loyalty_points p
          where p.booking = b.id and p.customer = g.customer and p.kind in ('stay', 'trip'))
      on conflict do nothing
      returning customer`);
    const dives = await this.db.execute(sql`
      insert into loyalty_points (customer, date, kind, points, dive_log, booking)
      select d.customer, d.date, 'dive', ${rules.pointsPerDive}, d.id, d.booking
      from dive_logs d
      where d.date <= ${today}
        and not exists (select 1 from loyalty_points p where p.dive_log = d.id and p.kind = 'dive')
      on conflict do nothing
      returning customer`);
    const who = new Set<string>();
    for (const row of [...stays.rows, ...dives.rows]) who.add((row as { customer: string }).customer);
    return [...who];
  }

  /**
   * Recomputes the sums of these customers (all members when null) from the ledger: balance,
   * points earned ever and since the tier's window opened, and the tier they reach. A member
   * whose sums did not change is not written again (most of them, on any night).
   */
  async refresh(customerIds: string[] | null, since: string | null): Promise<void> {
    if (customerIds && !customerIds.length) return;
    const only = customerIds
      ? sql`where p.customer in (${sql.join(
          customerIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    const window = since ? sql`p.date >= ${since}` : sql`true`;
    await this.db.execute(sql`
      insert into loyalty_members (customer, balance, earned, tier_points, tier, last_earned, updated_at)
      select s.customer, s.balance, s.earned, s.tier_points,
        (select t.id from loyalty_tiers t where t.min_points <= s.tier_points
          order by t.min_points desc, t.name limit 1),
        s.last_earned, now()
      from (
        select p.customer,
          sum(p.points)::int as balance,
          coalesce(sum(p.points) filter (where p.kind in ('stay', 'trip', 'dive')), 0)::int as earned,
          coalesce(sum(p.points) filter (where p.kind in ('stay', 'trip', 'dive') and ${window}), 0)::int
            as tier_points,
          max(p.date) filter (where p.kind in ('stay', 'trip', 'dive')) as last_earned
        from loyalty_points p ${only}
        group by p.customer
      ) s
      on conflict (customer) do update set balance = excluded.balance, earned = excluded.earned,
        tier_points = excluded.tier_points, tier = excluded.tier, last_earned = excluded.last_earned,
        updated_at = excluded.updated_at
      where (loyalty_members.balance, loyalty_members.earned, loyalty_members.tier_points,
          loyalty_members.tier, loyalty_members.last_earned)
        is distinct from (excluded.balance, excluded.earned, excluded.tier_points, excluded.tier,
          excluded.last_earned)`);
  }

  /**
   * The member's balance with their row locked, for spending (a member row is made first). The sum
   * is a statement of its own after the lock: on PostgreSQL a statement that waited for the lock
   * still reads with the snapshot it began with, and would miss what the other spender committed.
   */
  async lockedBalance(customer: string): Promise<number> {
    await this.db.insert(loyaltyMembers).values({ customer }).onConflictDoNothing();
    await this.db.execute(sql`select 1 from loyalty_members where customer = ${customer} for update`);
    const result = await this.db.execute(
      sql`select coalesce(sum(points), 0)::int as balance from loyalty_points where customer = ${customer}`,
    );
    return Number((result.rows[0] as { balance: number } | undefined)?.balance ?? 0);
  }

  async insert(entry: NewPoints): Promise<string> {
    const [row] = await this.db.insert(loyaltyPoints).values(entry).returning({ id: loyaltyPoints.id });
    return row!.id;
  }

  /**
   * Gives back the points a reversed loyalty credit was bought with: a correction of the same
   * points, naming the reversal. Nothing when the credit did not come from points.
   */
  async returnRedeemed(
    credit: string,
    reversal: string,
    today: string,
    actor: { userId?: string | null; name?: string | null },
  ): Promise<void> {
    const [spent] = await this.db
      .select({ customer: loyaltyPoints.customer, points: loyaltyPoints.points })
      .from(loyaltyPoints)
      .where(and(eq(loyaltyPoints.credit, credit), eq(loyaltyPoints.kind, 'redeemed')));
    if (!spent) return;
    await this.insert({
      customer: spent.customer,
      date: today,
      kind: 'correction',
      points: -spent.points,
      credit: reversal,
      note: 'Points returned: their credit was reversed',
      createdBy: actor.userId ?? null,
      createdByName: actor.name ?? '',
    });
  }

  async member(customer: string) {
    const [row] = await this.db.select().from(loyaltyMembers).where(eq(loyaltyMembers.customer, customer));
    return row;
  }

  async entries(
    customer: string,
    page: number,
    size: number,
  ): Promise<{ rows: LoyaltyEntry[]; total: number }> {
    const where = eq(loyaltyPoints.customer, customer);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          id: loyaltyPoints.id,
          date: loyaltyPoints.date,
          kind: loyaltyPoints.kind,
          points: loyaltyPoints.points,
          booking: loyaltyPoints.booking,
          bookingNo: bookings.bookingNo,
          diveLog: loyaltyPoints.diveLog,
          credit: loyaltyPoints.credit,
          note: loyaltyPoints.note,
          createdByName: loyaltyPoints.createdByName,
        })
        .from(loyaltyPoints)
        .leftJoin(bookings, eq(bookings.id, loyaltyPoints.booking))
        .where(where)
        .orderBy(desc(loyaltyPoints.date), desc(loyaltyPoints.createdAt), desc(loyaltyPoints.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: sql<number>`count(*)::int` }).from(loyaltyPoints).where(where),
    ]);
    return { rows: rows as LoyaltyEntry[], total: count?.n ?? 0 };
  }

  /** The programme's members, a page sorted on the member sums (balance from its index). */
  async members(
    query: LoyaltyMembersQuery,
    reachable?: SQL,
  ): Promise<{ rows: LoyaltyMember[]; total: number }> {
    const term = query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    const where = and(
      reachable,
      query.tier ? eq(loyaltyMembers.tier, query.tier) : undefined,
      term
        ? or(ilike(customers.fullName, `%${term}%`), ilike(sql`${customers.contact}->>'email'`, `%${term}%`))
        : undefined,
    );
    const column = {
      balance: loyaltyMembers.balance,
      earned: loyaltyMembers.earned,
      tierPoints: loyaltyMembers.tierPoints,
      fullName: customers.sortName,
      lastEarned: loyaltyMembers.lastEarned,
    }[query.sort];
    // Descending with nulls last, as the sums' indexes hold them (a member who never earned last).
    const order = query.order === 'asc' ? asc : (c: typeof column) => sql`${c} desc nulls last`;
    // The count reads the members alone unless a condition is on the customer (every member is one).
    const onCustomer = Boolean(reachable || term);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          customer: loyaltyMembers.customer,
          fullName: customers.fullName,
          email: sql<string>`coalesce(${customers.contact}->>'email', '')`,
          balance: loyaltyMembers.balance,
          earned: loyaltyMembers.earned,
          tierPoints: loyaltyMembers.tierPoints,
          tier: loyaltyMembers.tier,
          tierName: loyaltyTiers.name,
          lastEarned: loyaltyMembers.lastEarned,
        })
        .from(loyaltyMembers)
        .innerJoin(customers, eq(customers.id, loyaltyMembers.customer))
        .leftJoin(loyaltyTiers, eq(loyaltyTiers.id, loyaltyMembers.tier))
        .where(where)
        .orderBy(order(column), asc(loyaltyMembers.customer))
        .limit(query.size)
        .offset(query.page * query.size),
      onCustomer
        ? this.db
            .select({ n: sql<number>`count(*)::int` })
            .from(loyaltyMembers)
            .innerJoin(customers, eq(customers.id, loyaltyMembers.customer))
            .where(where)
        : this.db.select({ n: sql<number>`count(*)::int` }).from(loyaltyMembers).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }
}
