import { pushRouteHistory } from '@seaberth/domain';
import { STORAGE_KEYS, readStored, writeStored } from './storage.ts';

export function readRouteHistory(): string[] {
  const stored = readStored<unknown>(STORAGE_KEYS.routeHistory);
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** SPEC §4: the last up to 10 visited routes, without login pages and without repeats. */
export function rememberRoute(path: string): void {
  writeStored(STORAGE_KEYS.routeHistory, pushRouteHistory(readRouteHistory(), path));
}

/** The page to go back to: the newest remembered route that is not the current one. */
export function previousRoute(currentPath: string): string | null {
  const history = readRouteHistory();
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index] !== currentPath) return history[index];
  }
  return null;
}
