import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerBirthdayMd, customers, loyaltyMembers, loyaltyTiers } from '../../db/schema/index.ts';
import { dayStart, type OperatorDay } from './crm-criteria.repository.ts';

const country = sql<string>`(${customers.address}->>'country')`;

/** The CRM start's counts, each within `reach` (the customers the reader may see). */
export class CrmDashboardRepository {
  constructor(private readonly db: Db) {}

  async count(reach: SQL | undefined, where?: SQL): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(customers).where(and(reach, where));
    return Number(row?.n ?? 0);
  }

  /** Added from the start of `from` until the start of `to` (operator's days). */
  added(reach: SQL | undefined, from: string, to: string, day: OperatorDay): Promise<number> {
    return this.count(
      reach,
      and(gte(customers.createdAt, dayStart(from, day)), lt(customers.createdAt, dayStart(to, day))),
    );
  }

  /**
   * Guests with a stay (a sale, not cancelled) arriving in [from, to) who arrived on an earlier
   * day before it: their first arrival lies before their latest one in the period.
   */
  returning(reach: SQL | undefined, from: string, to: string): Promise<number> {
    return this.count(
      reach,
      sql`${customers.id} in (select g.customer from booking_guests g join bookings b on b.id = g.booking
        where b.state in ('planned', 'confirmed', 'resolved') and b."from" < ${to}::date
        group by g.customer
        having min(b."from") < max(b."from") filter (where b."from" >= ${from}::date))`,
    );
  }

  birthdays(reach: SQL | undefined, monthDays: string[]): Promise<number> {
    return monthDays.length
      ? this.count(reach, inArray(customerBirthdayMd(customers.masterData), monthDays))
      : Promise.resolve(0);
  }

  async topCountries(
    reach: SQL | undefined,
    limit: number,
  ): Promise<{ country: string; customers: number }[]> {
    const rows = await this.db
      .select({ country, n: count() })
      .from(customers)
      .where(and(reach, sql`coalesce(${country}, '') <> ''`))
      .groupBy(country)
      .orderBy(desc(count()), asc(country))
      .limit(limit);
    return rows.map((row) => ({ country: row.country, customers: Number(row.n) }));
  }

  /** Every tier, lowest first, with its members among the reachable customers. */
  async tiers(reach: SQL | undefined) {
    const members = this.db
      .select({ tier: loyaltyMembers.tier, n: count().as('n') })
      .from(loyaltyMembers)
      .innerJoin(customers, eq(customers.id, loyaltyMembers.customer))
      .where(reach)
      .groupBy(loyaltyMembers.tier)
      .as('members');
    const rows = await this.db
      .select({
        tier: loyaltyTiers.id,
        name: loyaltyTiers.name,
        color: loyaltyTiers.color,
        members: sql<number>`coalesce(${members.n}, 0)`,
      })
      .from(loyaltyTiers)
      .leftJoin(members, eq(members.tier, loyaltyTiers.id))
      .orderBy(asc(loyaltyTiers.minPoints), asc(loyaltyTiers.name));
    return rows.map((row) => ({ ...row, members: Number(row.members) }));
  }
}
