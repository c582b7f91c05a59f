import {
  type RecordAction,
  type RecordVersion,
  type ResourceDefinition,
  recordChanges,
} from '@seaberth/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { Journal, Row } from './resource-repository.ts';
import { customers, recordVersions } from './schema/index.ts';

/** Who made a change, as a version names them. */
export interface VersionActor {
  id: string | null;
  name: string;
}

/** The fields a version compares: the record's own, and its title (a customer's full name). */
const historyFields = (definition: ResourceDefinition) => [
  ...new Set([...Object.keys(definition.schema.shape), definition.titleField]),
];

/** The versions of records of resources that keep a history (`history: true`). */
export class RecordHistoryRepository {
  constructor(private readonly db: Db) {}

  /** A journal for the generic layer's writes: a version per create, change and delete. */
  journal(definition: ResourceDefinition, actor: VersionActor): Journal {
    const fields = historyFields(definition);
    return async (db, before, after) => {
      const row = (after ?? before)!;
      const action: RecordAction = before === null ? 'create' : after === null ? 'delete' : 'update';
      const changes = recordChanges(before, after, fields);
      if (action === 'update' && changes.length === 0) return;
      await db.insert(recordVersions).values({
        resource: definition.name,
        record: String(row.id),
        version: after ? Number(after.version) : Number(before!.version) + 1,
        action,
        actor: actor.id,
        actorName: actor.name,
        changes,
      });
    };
  }

  /** A version the server writes itself (a merge, an erasure), inside the caller's transaction. */
  async write(
    db: Db,
    version: { resource: string; record: string; version: number; action: RecordAction },
    actor: VersionActor,
    before: Row | null,
    after: Row | null,
    definition: ResourceDefinition,
    /** Further keys of before and after to compare (a merge's `mergedFrom`). */
    also: readonly string[] = [],
  ) {
    await db.insert(recordVersions).values({
      ...version,
      actor: actor.id,
      actorName: actor.name,
      changes: recordChanges(before, after, [...historyFields(definition), ...also]),
    });
  }

  /**
   * A customer's version for a write the server makes to the row itself (a guest form taken over,
   * the customer's data through `{id}/meta`): `before` is the row as it was, read in the same
   * transaction; the row as it is now is read here. The customer's data (`meta`) is compared too.
   * Nothing changed, nothing written. The entry carries the row's version as it is now.
   */
  async customerWritten(
    before: Row,
    action: RecordAction,
    actor: VersionActor,
    definition: ResourceDefinition,
  ): Promise<void> {
    const [after] = await this.db
      .select()
      .from(customers)
      .where(eq(customers.id, String(before.id)));
    if (!after) return;
    const also = ['meta'];
    if (!recordChanges(before, after, [...historyFields(definition), ...also]).length) return;
    await this.write(
      this.db,
      { resource: definition.name, record: after.id, version: after.version, action },
      actor,
      before,
      after,
      definition,
      also,
    );
  }

  /** The customer's row as stored, for `customerWritten`'s before (read in the writing transaction, locked). */
  async customerRow(id: string): Promise<Row | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).for('update');
    return row;
  }

  /** The record's versions after `from` (0: all), newest first. */
  async since(resource: string, record: string, from: number): Promise<RecordVersion[]> {
    const rows = await this.db
      .select()
      .from(recordVersions)
      .where(
        and(
          eq(recordVersions.resource, resource),
          eq(recordVersions.record, record),
          gt(recordVersions.version, from),
        ),
      )
      .orderBy(desc(recordVersions.at), desc(recordVersions.version));
    return rows.map((row) => ({
      version: row.version,
      action: row.action as RecordAction,
      at: row.at.toISOString(),
      actorName: row.actorName,
      changes: row.changes,
    }));
  }

  /** Forgets a record's versions (erasure: they hold what the person was). */
  async forget(db: Db, resource: string, record: string) {
    await db
      .delete(recordVersions)
      .where(and(eq(recordVersions.resource, resource), eq(recordVersions.record, record)));
  }
}
