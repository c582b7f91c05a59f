/** SPEC §6 special scopes. */
export const ADMIN_SCOPE = 'admin';
export const GUEST_SCOPE = 'guest';
/** The marker any logged-in non-guest satisfies. */
export const USER_SCOPE = 'user';
export const VIEW_SCOPE_PREFIX = '$view.';
export const CATEGORY_SCOPE_PREFIX = '$cat.';

/**
 * `$view.` and `$cat.` scopes carry data (a view switch, a booking category), not a permission
 * area; every `$` scope is treated so, which also covers a stray `$view` without its dot.
 */
export function isDataScope(scope: string): boolean {
  return scope.startsWith('$');
}

/**
 * Whether one granted scope covers one required scope (SPEC §6).
 * - equal strings match;
 * - `area.*` covers every dotted name starting with `area.` (`bookings.*` → `bookings.read`,
 *   never `bookingsx.read`), and `area` without a dot does the same;
 * - `$view.` / `$cat.` scopes only ever match exactly, on either side, so `$view` or `$view.*`
 *   cannot unlock every view and a role named `$cat` cannot widen categories;
 * - empty strings never match, so a blank role entry grants nothing.
 */
export function scopeMatches(granted: string, required: string): boolean {
  if (!granted || !required) return false;
  if (granted === required) return true;
  if (isDataScope(granted) || isDataScope(required)) return false;
  if (granted.endsWith('.*')) {
    const prefix = granted.slice(0, -1);
    return required.length > prefix.length && required.startsWith(prefix);
  }
  if (!granted.includes('.')) {
    const prefix = `${granted}.`;
    return required.length > prefix.length && required.startsWith(prefix);
  }
  return false;
}
