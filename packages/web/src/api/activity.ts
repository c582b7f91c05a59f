import { useSyncExternalStore } from 'react';

/**
 * Counts what the user is waiting for — API calls and route changes — so one loading bar can
 * show while anything runs. Kept outside React so the fetch client can count without a hook.
 */
let running = 0;
const listeners = new Set<() => void>();

function emit(): void {
  // The same fact on the page itself, for whoever waits from outside React (the end-to-end tests
  // wait for a page to have settled instead of guessing with a timeout). Not aria-busy: some
  // screen readers hide busy content, and a background call must not hide the page.
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-busy', running > 0);
  for (const listener of listeners) listener();
}

/** Marks one piece of work as started; call the returned function exactly once when it ends. */
export function beginActivity(): () => void {
  running += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running = Math.max(0, running - 1);
    emit();
  };
}

export function activityCount(): number {
  return running;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => running > 0,
    () => false,
  );
}
