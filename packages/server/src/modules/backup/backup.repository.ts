import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';

/** A table of the schema by name, and how to read all its rows. */
export interface BackupTable {
  name: string;
  rows(): Promise<Record<string, unknown>[]>;
}

/** Every table of the schema, in a stable order. */
export function backupTables(db: Db): BackupTable[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ name: getTableName(table), table }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, table }) => ({
      name,
      rows: async () => (await db.execute(sql`select * from ${table}`)).rows as Record<string, unknown>[],
    }));
}
