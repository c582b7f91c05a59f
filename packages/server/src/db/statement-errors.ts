import pg from 'pg';

/**
 * pg-pool's `query` closes the connection whenever its statement fails — also when PostgreSQL
 * merely refused the statement (a value out of range, a key already taken, a row still in use),
 * after which the connection is as good as before: the server answered the error and is ready for
 * the next statement. The next query then waits for a new connection, which on PostgreSQL is a new
 * server process: 15–20 ms here against 1–2 ms for the query, on every refused request — and a
 * cheap way for hostile input to make the server fork processes. docs/decisions.md, "A refused
 * statement keeps its connection".
 *
 * This `query` gives the connection back to the pool after such an error and drops it only when
 * the connection itself failed (no SQLSTATE, or a FATAL/PANIC that ends the session). Drizzle runs
 * every statement outside a transaction through `pool.query`; transactions hold a client of their
 * own (`pool.connect`) and are not affected. Promise calls only: the app makes no other kind.
 */
export function keepConnectionsOnStatementErrors(pool: pg.Pool): pg.Pool {
  const query = async (config: unknown, values?: unknown) => {
    if (typeof values === 'function' || typeof (config as { submit?: unknown })?.submit === 'function')
      throw new TypeError('pool.query: only promise calls are supported');
    const client = await pool.connect();
    let broken: Error | undefined;
    // A checked-out connection has no idle listener: an 'error' it raises while the statement runs
    // (the socket closes) would otherwise end the process. The statement fails with it as well.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
    } catch (error) {
      if (!isStatementError(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };
  pool.query = query as unknown as pg.Pool['query'];
  return pool;
}

/**
 * SQLSTATE classes after which the session may be gone or unsound: connection exceptions (08),
 * operator intervention (57: shutdown, the database dropped, a session timeout), insufficient
 * resources (53), system errors (58) and internal errors (XX).
 */
const SESSION_CLASSES = new Set(['08', '53', '57', '58', 'XX']);

/**
 * An error the server answered for one statement, after which the session goes on: it has a
 * SQLSTATE outside SESSION_CLASSES and is not FATAL or PANIC. (The severity comes in the server's
 * language; the classes catch the errors that end a session whatever it says.)
 */
export function isStatementError(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError) || typeof error.code !== 'string') return false;
  return !SESSION_CLASSES.has(error.code.slice(0, 2)) && !['FATAL', 'PANIC'].includes(error.severity ?? '');
}
