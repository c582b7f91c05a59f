import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isSealed, type SecretBox } from '../lib/secret-box.ts';
import type { Db } from './client.ts';
import { banks, mailAccounts, payProviders, pluginConnections, posTses } from './schema/index.ts';

/** Every text column that holds a secret, by table (the id is each table's key). */
const SECRET_COLUMNS: { table: PgTable; id: PgColumn; columns: PgColumn[] }[] = [
  {
    table: payProviders,
    id: payProviders.id,
    columns: [
      payProviders.secretKey,
      payProviders.webhookSecret,
      payProviders.clientSecret,
      payProviders.wiseToken,
    ],
  },
  { table: banks, id: banks.id, columns: [banks.wiseToken] },
  { table: posTses, id: posTses.id, columns: [posTses.apiSecret] },
  {
    table: mailAccounts,
    id: mailAccounts.id,
    columns: [
      mailAccounts.password,
      mailAccounts.oauthClientSecret,
      mailAccounts.oauthAccessToken,
      mailAccounts.oauthRefreshToken,
    ],
  },
];

/**
 * Seals the secrets still stored in plain text: those written before sealing, and those a seed or
 * an import wrote straight into the table. Run at each start; a value is only replaced while it
 * is still the plain one read, so processes starting together do not seal twice.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const { table, id, columns } of SECRET_COLUMNS)
    for (const column of columns) {
      const plain = await db
        .select({ id, value: column })
        .from(table)
        .where(sql`${column} <> '' and ${column} not like 'v1.%'`);
      for (const row of plain) {
        const value = String(row.value);
        await db
          .update(table)
          .set({ [keyOf(table, column)]: await box.seal(value) })
          .where(and(eq(id, row.id), eq(column, value)));
        sealed++;
      }
    }
  const plugins = await db.select().from(pluginConnections);
  for (const row of plugins) {
    const open = Object.entries(row.secrets).filter(
      ([, v]) => typeof v === 'string' && v !== '' && !isSealed(v),
    );
    if (!open.length) continue;
    const patch = Object.fromEntries(
      await Promise.all(open.map(async ([k, v]) => [k, await box.seal(String(v))])),
    );
    await db
      .update(pluginConnections)
      .set({ secrets: sql`${pluginConnections.secrets} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(pluginConnections.plugin, row.plugin));
    sealed += open.length;
  }
  return sealed;
}

/** The table's property name of a column (Drizzle's `set` takes property names, not column names). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`no property for column ${column.name}`);
  return entry[0];
}
