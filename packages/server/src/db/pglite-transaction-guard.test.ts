import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardTransactions } from './pglite-transaction-guard.ts';

/**
 * A query on PGlite itself from inside a transaction would wait for that transaction for ever: the
 * guard turns the hang into an error naming it, and leaves every right use alone.
 */
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  guardTransactions(client);
  await client.exec('create table t (n int)');
});
afterAll(() => client?.close());

describe('the PGlite transaction guard', () => {
  it('refuses a query, a statement or a second transaction on the database inside a transaction', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        await client.query('select count(*) from t');
      }),
    ).rejects.toThrow(/inside an open transaction would wait for that transaction for ever/);
    await expect(client.transaction(() => client.exec('select 1'))).rejects.toThrow(/A statement/);
    await expect(client.transaction(() => client.transaction(async () => undefined))).rejects.toThrow(
      /A second transaction/,
    );
    // The refused transaction was rolled back.
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(0);
  });

  it('lets the transaction’s own handle work, and work it started run once it has ended', async () => {
    let later: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (2)');
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => client.query('select n from t'));
    });
    const { rows } = (await later) as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 2 }]);
    await Promise.all([client.query('select 1'), client.query('select 2')]);
  });
});
