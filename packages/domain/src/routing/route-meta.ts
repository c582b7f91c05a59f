import type { ViewSwitch } from '../features/index.ts';

/** SPEC §3 route meta, plus `views`: the report view switches a route needs (SPEC §1). */
export interface RouteMeta {
  /** Any one suffices; admin passes except on guests-only routes; empty or missing = open. */
  scope?: string[];
  /** Any one must be on, otherwise the route does not exist. */
  feature?: string[];
  /**
   * What the screen reads as it opens, each entry a scope list of which one suffices (the read
   * scopes of the resource it loads, as the server checks them). Every entry must hold besides
   * `scope`, so neither the drawer nor the guard lets a user onto a screen whose data refuses them.
   */
  needs?: string[][];
  /** Every one must be on for this principal, otherwise the route does not exist. */
  views?: ViewSwitch[];
  /** false hides the route from navigation; it still opens by link. */
  visible?: boolean;
  disableDrawer?: boolean;
  disableAlternateHeader?: boolean;
  alternateHeader?: boolean;
  crm?: boolean;
}
