import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A batch of bookings made one after another by one caller (the demo's hundreds of stays) reads the
 * same reference rows for each: currencies, terms, price lists, bed types, variants, specials,
 * commissions, the to-do definitions. Inside `inReadBatch` such a read is made once and its rows
 * handed out as copies (a caller may sort or change what it gets); outside, nothing is kept, so a
 * request always reads what is stored. The batch's caller must not change those tables meanwhile.
 */
const batch = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function inReadBatch<T>(work: () => Promise<T>): Promise<T> {
  return batch.run(new Map(), work);
}

/** `read()` once per batch and key; every call outside a batch reads. */
export async function readOncePerBatch<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  const cache = batch.getStore();
  if (!cache) return read();
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    // A query builder runs its statement on every `then`: one real promise, one statement.
    pending = Promise.resolve(read());
    cache.set(key, pending);
    // A failed read is not kept: the next caller reads again.
    pending.catch(() => cache.delete(key));
  }
  return structuredClone(await pending);
}
