import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerBirthdayMd, customers } from '../../db/schema/index.ts';

/** A customer with a birthday on one of the asked month-days. */
export interface BirthdayRow {
  id: string;
  fullName: string;
  birthday: string;
  email: string;
}

const birthdayMd = customerBirthdayMd(customers.masterData);

/** Customers by the month and day of their birthday, on the expression index `customers_birthday_md_idx`. */
export class CustomerBirthdaysRepository {
  constructor(private readonly db: Db) {}

  /**
   * Those born on these month-days whom `reachable` lets the reader see, at most `limit`: this
   * year's days first (from today's month-day on), then those after the year end, then by name.
   */
  async on(
    monthDays: string[],
    today: string,
    limit: number,
    reachable: SQL | undefined,
  ): Promise<BirthdayRow[]> {
    if (!monthDays.length) return [];
    return this.db
      .select({
        id: customers.id,
        fullName: customers.fullName,
        birthday: sql<string>`${customers.masterData}->>'birthday'`,
        email: sql<string>`coalesce(${customers.contact}->>'email', '')`,
      })
      .from(customers)
      .where(and(reachable, inArray(birthdayMd, monthDays)))
      .orderBy(
        sql`${birthdayMd} < ${today.slice(5)}`,
        asc(birthdayMd),
        asc(customers.sortName),
        asc(customers.id),
      )
      .limit(limit);
  }
}
