import type { RouteMeta } from '@seaberth/domain';
import type { ScreenComponent } from './app/lazy-screen.ts';
import type { IconComponent, NavArea } from './app/nav-areas.ts';
import { screens } from './screens.ts';

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  screen: ScreenComponent;
  /** Drawer group; also names the area on the not-available placeholder. */
  area: NavArea;
  /** i18n key of the drawer label and page title. */
  labelKey: string;
  icon?: IconComponent;
  /** Extra props for the screen (club mode, geo kind, ...). */
  props?: Record<string, unknown>;
  /** A page websites frame (the online booking): no app header, the page brings its own. */
  embedded?: boolean;
}

export type Extra = Pick<AppRoute, 'icon' | 'props' | 'embedded'>;

export function route(
  path: string,
  area: NavArea,
  label: string,
  meta: RouteMeta,
  screen: ScreenComponent = screens.notAvailable,
  extra: Extra = {},
): AppRoute {
  return { path, meta, screen, area, labelKey: `routes.${label}`, ...extra };
}

export const GUEST = ['guest'];
export const USER = ['user'];
export const ADMIN = ['admin'];
export const GUEST_OR_USER = ['guest', 'user'];
/** Pages without navigation: login, public links, embeds. */
export const BARE = { visible: false, disableDrawer: true } as const;
export const VESSEL = ['vessel'];
export const RESORT = ['resort'];
export const RESORT_OR_VESSEL = ['resort', 'vessel'];
export const PRICES = { scope: ['price.update'], feature: RESORT_OR_VESSEL };
export const SPECIALS = { scope: USER, feature: RESORT_OR_VESSEL };
export const CLUB = { feature: ['crmMaster'], crm: true };
export const CLUB_MODE = { props: { club: true } };
export const EMBEDDED: Extra = { embedded: true };
