/** SPEC §4: the last visited routes kept in local storage. */
export const ROUTE_HISTORY_LIMIT = 10;
export const LOGIN_PATHS: readonly string[] = ['/login', '/club/login'];

/** The path without query, hash or trailing slash: `/login/?next=x` is still the login page. */
export function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

export function isLoginPath(path: string): boolean {
  return LOGIN_PATHS.includes(pathOnly(path));
}

/**
 * A new history with `path` appended: login pages are left out (nobody wants to go "back" to
 * them), a repeat of the last entry is skipped (reloads, same-route re-navigation), and only the
 * newest ROUTE_HISTORY_LIMIT entries are kept. Entries compare as full paths including query,
 * since a list with other filters is another place to go back to.
 */
export function pushRouteHistory(history: readonly string[], path: string): string[] {
  if (!path || isLoginPath(path) || history[history.length - 1] === path)
    return history.slice(-ROUTE_HISTORY_LIMIT);
  return [...history, path].slice(-ROUTE_HISTORY_LIMIT);
}
