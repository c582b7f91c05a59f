import { DEFAULT_VIEWS, VIEW_SWITCHES, type ViewState } from '../features/index.ts';
import { isAdmin } from './has-any-scope.ts';
import type { Principal } from './principal.ts';
import { CATEGORY_SCOPE_PREFIX, VIEW_SCOPE_PREFIX } from './scope-match.ts';

/**
 * The report views this principal sees. A switch that is on shows the view to everyone; a switch
 * that is off hides it from everyone but admins and users holding `$view.<switch>`, so an operator
 * can hide finance reports from the staff and still give them to the bookkeeper. A switch the
 * configuration does not mention counts as on (the installation default).
 */
export function viewSwitchesFor(p: Principal, global: Partial<ViewState>): ViewState {
  const admin = isAdmin(p);
  const result = { ...DEFAULT_VIEWS };
  for (const view of VIEW_SWITCHES) {
    const globallyOn = global[view] ?? DEFAULT_VIEWS[view];
    result[view] = globallyOn || admin || (!p.isGuest && p.scopes.includes(`${VIEW_SCOPE_PREFIX}${view}`));
  }
  return result;
}

/**
 * Booking categories the principal is limited to, from its `$cat.<id>` scopes. No such scope (or
 * admin) means no limit: categories narrow a user, they are never needed to see anything.
 */
export function categoriesFor(p: Principal): string[] | 'all' {
  if (isAdmin(p)) return 'all';
  const ids = p.scopes
    .filter((s) => s.startsWith(CATEGORY_SCOPE_PREFIX))
    .map((s) => s.slice(CATEGORY_SCOPE_PREFIX.length))
    .filter((id) => id.length > 0);
  return ids.length === 0 ? 'all' : [...new Set(ids)];
}

/** Whether a booking of this category is within the principal's categories. */
export function canSeeCategory(p: Principal, category: string | null | undefined): boolean {
  const allowed = categoriesFor(p);
  if (allowed === 'all') return true;
  return !!category && allowed.includes(category);
}
