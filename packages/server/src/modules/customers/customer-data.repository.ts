import {
  type CustomerDataGroup,
  type CustomerDataValue,
  type CustomerDataValues,
  customerResource,
} from '@seaberth/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository, type VersionActor } from '../../db/record-history.repository.ts';
import { customerDataGroups, customers } from '../../db/schema/index.ts';

/** The data groups' fields and the customers' data they describe. */
export class CustomerDataRepository {
  constructor(private readonly db: Db) {}

  /** Every data group, in their order, with its fields. */
  async groups(): Promise<CustomerDataGroup[]> {
    const rows = await this.db
      .select()
      .from(customerDataGroups)
      .orderBy(asc(customerDataGroups.sort), asc(customerDataGroups.name));
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      name: row.name,
      sort: row.sort,
      fields: row.fields,
    }));
  }

  /** The field keys of every group but `except`: a key names one field across all groups. */
  async keysOutside(except: string | undefined): Promise<Set<string>> {
    const rows = await this.db
      .select({ fields: customerDataGroups.fields })
      .from(customerDataGroups)
      .where(except ? ne(customerDataGroups.id, except) : undefined);
    return new Set(rows.flatMap((row) => row.fields.map((field) => field.key)));
  }

  /** A customer's data, or undefined when the customer is not there (or not reachable). */
  async data(customer: string, reachable: SQL | undefined): Promise<CustomerDataValues | undefined> {
    const [row] = await this.db
      .select({ meta: customers.meta })
      .from(customers)
      .where(and(eq(customers.id, customer), reachable));
    return row?.meta;
  }

  /**
   * Sets the given keys (null removes one) in one statement, so two writers of different keys never
   * lose each other's; answers the data after, or undefined when the customer is not there. Like
   * any edit of the record the write goes into its history (who, which keys, before and after), in
   * one transaction. It leaves the record's version as it is: the data is saved apart from the
   * record's form on the same page, and merged key by key, so it never clashes with that form's
   * save (the entry carries the version it was made on; docs/decisions.md).
   */
  async patch(
    customer: string,
    patch: Record<string, CustomerDataValue>,
    reachable: SQL | undefined,
    actor: VersionActor,
  ): Promise<CustomerDataValues | undefined> {
    const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
    const removed = Object.keys(patch).filter((key) => patch[key] === null);
    const minus = removed.length
      ? sql` - array[${sql.join(
          removed.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`
      : sql``;
    return this.db.transaction(async (tx) => {
      const history = new RecordHistoryRepository(tx as unknown as Db);
      const before = await history.customerRow(customer);
      if (!before) return undefined;
      const [row] = await tx
        .update(customers)
        .set({
          meta: sql`(${customers.meta} || ${JSON.stringify(set)}::jsonb)${minus}`,
          updatedAt: new Date(),
        })
        .where(and(eq(customers.id, customer), reachable))
        .returning({ meta: customers.meta });
      if (row) await history.customerWritten(before, 'update', actor, customerResource);
      return row?.meta;
    });
  }

  /**
   * Moves a field from one group to another (`POST move/{from}/{to}/{field}`) in one transaction,
   * both groups locked: answers the two groups after, 'missing' when a group or the field is not
   * there, 'taken' when the target group has the key already.
   */
  async move(from: string, to: string, key: string) {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(customerDataGroups)
        .where(inArray(customerDataGroups.id, [from, to]))
        .orderBy(asc(customerDataGroups.id))
        .for('update');
      const source = rows.find((row) => row.id === from);
      const target = rows.find((row) => row.id === to);
      const field = source?.fields.find((f) => f.key === key);
      if (!source || !target || !field) return 'missing' as const;
      if (from === to) return 'same' as const;
      if (target.fields.some((f) => f.key === key)) return 'taken' as const;
      const now = new Date();
      const write = (id: string, fields: typeof source.fields, version: number) =>
        tx
          .update(customerDataGroups)
          .set({ fields, version: version + 1, updatedAt: now })
          .where(eq(customerDataGroups.id, id))
          .returning();
      const [left] = await write(
        from,
        source.fields.filter((f) => f.key !== key),
        source.version,
      );
      const [right] = await write(to, [...target.fields, field], target.version);
      return { from: left!, to: right! };
    });
  }
}
