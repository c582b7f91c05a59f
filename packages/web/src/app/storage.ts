/**
 * Local storage that never throws: it is full, blocked (private mode) or holds a hand-edited
 * value often enough that a failed read must mean "nothing stored", not a broken app.
 */
export const STORAGE_KEYS = {
  auth: 'seaberth.auth',
  version: 'seaberth.version',
  routeHistory: 'seaberth.routeHistory',
  drawerGroups: 'seaberth.drawerGroups',
} as const;

export function readStored<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the app still works for this tab; it just forgets on reload.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}
