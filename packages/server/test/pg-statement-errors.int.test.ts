import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepConnectionsOnStatementErrors } from '../src/db/statement-errors.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A statement PostgreSQL refuses leaves its connection in the pool; a connection that fails is
 * dropped and replaced (src/db/statement-errors.ts). Only on a PostgreSQL server: PGlite has no
 * connections.
 */
describe.skipIf(!serverUrl)('the pool after a failed statement', () => {
  let pool: pg.Pool;
  const backend = async () => (await pool.query('select pg_backend_pid() as pid')).rows[0].pid as number;

  beforeAll(() => {
    pool = keepConnectionsOnStatementErrors(new pg.Pool({ connectionString: serverUrl, max: 1 }));
    pool.on('error', () => undefined);
  });
  afterAll(() => pool?.end());

  it('keeps the connection after a refused statement, in every kind of refusal', async () => {
    const pid = await backend();
    await expect(pool.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
    await expect(pool.query("select 'not a number'::int")).rejects.toMatchObject({ code: '22P02' });
    await expect(pool.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(pool.query('select $1::int', ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect(await backend()).toBe(pid);
    expect(pool.totalCount).toBe(1);
    // The session is clean: no transaction left open by the refused statement.
    expect((await pool.query('select now() = statement_timestamp() as fresh')).rows[0].fresh).toBe(true);
  });

  it('drops a connection that ends, and the next statement runs on a new one', async () => {
    const pid = await backend();
    // The server ends the session under the statement (FATAL 57P01).
    await expect(pool.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toBeTruthy();
    const next = await backend();
    expect(next).not.toBe(pid);
    expect(pool.totalCount).toBe(1);
  });

  it('answers a statement with its rows as pool.query does', async () => {
    const result = await pool.query({ text: 'select $1::int + 1 as n', values: [41] });
    expect(result.rows).toEqual([{ n: 42 }]);
    const array = await pool.query({ text: 'select 1 as a, 2 as b', rowMode: 'array' });
    expect(array.rows).toEqual([[1, 2]]);
  });
});
