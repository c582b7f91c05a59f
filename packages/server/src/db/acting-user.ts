import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a request acts for, reachable from the code it runs without passing it down every call: a
 * booking's transaction names them to the database (`seaberth.user`), so the live events of
 * migration 0074 can say who changed it. Filled in by the access hook once the token is known.
 */
const acting = new AsyncLocalStorage<{ user?: string }>();

/** Runs `next` (the rest of the request) with a place for its acting user. */
export function withActingUser(next: () => void): void {
  acting.run({}, next);
}

/** Sets the acting user of the current request (no-op outside one). */
export function setActingUser(user: string): void {
  const store = acting.getStore();
  if (store) store.user = user;
}

/** The acting user of the current request, if any. */
export const actingUser = (): string | undefined => acting.getStore()?.user;
