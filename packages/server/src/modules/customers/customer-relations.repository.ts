import type { CustomerRelationKind, CustomerRelationView } from '@seaberth/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerRelations, customers } from '../../db/schema/index.ts';

/** The relations of customers, read from either side of a pair. */
export class CustomerRelationsRepository {
  constructor(private readonly db: Db) {}

  /** A customer's relations, each with the other person of the pair, by their name. */
  async of(customer: string): Promise<CustomerRelationView[]> {
    const other = sql`case when ${customerRelations.customer} = ${customer}
      then ${customerRelations.related} else ${customerRelations.customer} end`;
    const rows = await this.db
      .select({
        id: customerRelations.id,
        version: customerRelations.version,
        kind: customerRelations.kind,
        note: customerRelations.note,
        otherId: customers.id,
        fullName: customers.fullName,
        email: sql<string>`coalesce(${customers.contact}->>'email', '')`,
      })
      .from(customerRelations)
      .innerJoin(customers, eq(customers.id, other))
      .where(or(eq(customerRelations.customer, customer), eq(customerRelations.related, customer)))
      .orderBy(customers.sortName);
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      kind: row.kind as CustomerRelationKind,
      note: row.note,
      other: { id: row.otherId, fullName: row.fullName, email: row.email },
    }));
  }
}
