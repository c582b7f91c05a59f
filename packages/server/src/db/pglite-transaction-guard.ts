import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** Set while a transaction's own work runs; `open` turns false when it ends (work it started may outlive it). */
const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite runs one transaction at a time on its single connection: a query sent on the database
 * itself (not on the transaction's handle) from inside a transaction waits for that transaction to
 * end, which waits for the query — the request hangs for ever, with no error anywhere. This makes
 * such a query fail at once instead, naming the mistake, so a test finds it where a user would
 * have found a page that never loads. (On PostgreSQL the same query runs outside the transaction:
 * it cannot see its rows and waits for every row lock it holds.)
 */
export function guardTransactions(client: PGlite): void {
  const refuse = (what: string) => {
    if (insideTransaction.getStore()?.open)
      throw new Error(
        `${what} on the database inside an open transaction would wait for that transaction for ever (PGlite runs one at a time): use the transaction's handle`,
      );
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    refuse('A query');
    return query(...args);
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => {
    refuse('A statement');
    return exec(...args);
  }) as PGlite['exec'];
  client.transaction = (async (work: Parameters<PGlite['transaction']>[0]) => {
    refuse('A second transaction');
    return transaction(async (tx) => {
      const state = { open: true };
      try {
        return await insideTransaction.run(state, () => work(tx));
      } finally {
        state.open = false;
      }
    });
  }) as PGlite['transaction'];
}
