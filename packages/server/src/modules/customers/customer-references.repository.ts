import type { CustomerReference } from '@seaberth/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerReferences as r, customers } from '../../db/schema/index.ts';

type Row = typeof r.$inferSelect;

const toWire = (row: Row): CustomerReference => ({
  customer: row.customer,
  system: row.system,
  external: row.external,
  data: row.data ?? null,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export interface ReferenceKey {
  customer: string;
  system: string;
  external: string;
}

/** A customer's ids in connected systems: all the SQL of `{id}/reference`. */
export class CustomerReferencesRepository {
  constructor(private readonly db: Db) {}

  async customerExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    return Boolean(row);
  }

  async customerEmail(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ email: sql<string>`${customers.contact}->>'email'` })
      .from(customers)
      .where(eq(customers.id, id));
    return row?.email || undefined;
  }

  async ofCustomer(customer: string): Promise<CustomerReference[]> {
    const rows = await this.db
      .select()
      .from(r)
      .where(eq(r.customer, customer))
      .orderBy(asc(r.system), asc(r.createdAt), asc(r.external));
    return rows.map(toWire);
  }

  /** The customer's first reference in the system (the one linked first, when a merge left two). */
  async find(customer: string, system: string): Promise<CustomerReference | undefined> {
    const [row] = await this.db
      .select()
      .from(r)
      .where(and(eq(r.customer, customer), eq(r.system, system)))
      .orderBy(asc(r.createdAt), asc(r.external))
      .limit(1);
    return row && toWire(row);
  }

  /** Whoever holds this external id of the system, if anyone. */
  async holder(system: string, external: string): Promise<CustomerReference | undefined> {
    const [row] = await this.db
      .select()
      .from(r)
      .where(and(eq(r.system, system), eq(r.external, external)));
    return row && toWire(row);
  }

  /** Adds the reference; undefined when the system's external id is taken already. */
  async insert(
    key: ReferenceKey,
    data: Record<string, unknown> | null,
    by: { id: string | null; name: string },
  ): Promise<CustomerReference | undefined> {
    const [row] = await this.db
      .insert(r)
      .values({ ...key, data, createdBy: by.id, createdByName: by.name })
      .onConflictDoNothing()
      .returning();
    return row && toWire(row);
  }

  /** Replaces the data kept with the customer's reference; undefined when there is none. */
  async update(
    key: ReferenceKey,
    data: Record<string, unknown> | null,
  ): Promise<CustomerReference | undefined> {
    const [row] = await this.db
      .update(r)
      .set({ data, updatedAt: sql`now()` })
      .where(and(eq(r.customer, key.customer), eq(r.system, key.system), eq(r.external, key.external)))
      .returning();
    return row && toWire(row);
  }

  async delete(key: ReferenceKey): Promise<boolean> {
    const rows = await this.db
      .delete(r)
      .where(and(eq(r.customer, key.customer), eq(r.system, key.system), eq(r.external, key.external)))
      .returning({ id: r.id });
    return rows.length > 0;
  }
}
