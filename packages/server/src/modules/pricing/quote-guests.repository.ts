import type { QuoteGuest } from '@seaberth/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/** What only the server knows of a guest and a booking prices them by: the rule criteria a screen cannot send. */
export type StoredGuestFacts = Pick<
  QuoteGuest,
  'customerType' | 'permanentAge' | 'loyaltyTier' | 'lastStay' | 'noOfStays' | 'stayRevenue'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored facts of the customers a quote names (bookings.repository.ts reads the same for a
 * booking): their type and permanent age, loyalty tier and previous stays (customer_stay_stats).
 * Beds whose id is no customer (a sample guest of the specials editor) are simply not found.
 */
export class QuoteGuestsRepository {
  constructor(private readonly db: Db) {}

  async facts(ids: string[]): Promise<Map<string, StoredGuestFacts>> {
    const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({
        id: customers.id,
        customerType: customers.customerType,
        permanentAge: sql<number | null>`(${customers.masterData}->>'permanentAge')::int`,
        loyaltyTier: sql<
          string | null
        >`(select m.tier from loyalty_members m where m.customer = ${customers.id})`,
        noOfStays: sql<number | null>`s.no_of_stays`,
        lastStay: sql<string | null>`s.last_stay::text`,
        // node-postgres reads a bigint as text, PGlite as a number.
        stayRevenue: sql<number | string | null>`s.stay_revenue`,
      })
      .from(customers)
      .leftJoin(sql`customer_stay_stats s`, sql`s.customer = ${customers.id}`)
      .where(inArray(customers.id, wanted));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          customerType: r.customerType || null,
          permanentAge: r.permanentAge == null ? null : Number(r.permanentAge),
          loyaltyTier: r.loyaltyTier,
          noOfStays: r.noOfStays == null ? null : Number(r.noOfStays),
          lastStay: r.lastStay,
          stayRevenue: r.stayRevenue == null ? null : Number(r.stayRevenue),
        },
      ]),
    );
  }
}
