import {
  type ResourceDefinition,
  type ResourceName,
  type RouteMeta,
  requiredScopes,
  roomResource,
  specialResource,
} from '@seaberth/domain';
import type { z } from 'zod';
import type { IconComponent, NavArea } from './app/nav-areas.ts';
import type { ScreenName } from './screen-names.ts';

/**
 * A screen by its name (screen-names.ts): the route table is data (the e2e suite reads it in Node
 * without loading a single component), the shell looks the lazy screen up in screens.ts when it
 * renders.
 */
export type { ScreenName };

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  screen: ScreenName;
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

/**
 * The route props of the generic resource screens: the definition they show, by wire name, and
 * where its pages live when that is not `/{name}` (`base`, e.g. `/dive/site`).
 */
export function resourceScreen(
  definition: ResourceDefinition<z.ZodObject, ResourceName>,
  base?: string,
): Extra {
  return { props: base ? { resource: definition.name, base } : { resource: definition.name } };
}

/**
 * A plain resource's three routes from its definition: the generic list, and the generic edit page
 * with the definition's related records as tabs. The scopes are the definition's, the labels its
 * translated title. By default SPEC §2's `/{name}/list`, `/{name}/create`, `/{name}/:id`; where
 * SPEC §2 names the list itself (`/dive/site`), `base` puts the list there and the pages under it.
 */
export function resourceRoutes(
  definition: ResourceDefinition<z.ZodObject, ResourceName>,
  area: NavArea,
  meta: Omit<RouteMeta, 'scope'> = {},
  base?: string,
): AppRoute[] {
  const extra = resourceScreen(definition, base);
  const listPath = base ? '' : '/list';
  base ??= `/${definition.name}`;
  const labelKey = `resources.${definition.name}.title`;
  const page = (path: string, verb: 'read' | 'create' | 'update', screen: ScreenName, visible = false) => ({
    path: `${base}${path}`,
    meta: {
      ...meta,
      scope: requiredScopes(definition, verb),
      // A form shows a stored record: its page opens only for who may read it too.
      ...(verb === 'read' ? {} : { needs: [reads(definition)] }),
      ...(visible ? {} : { visible: false }),
    },
    screen,
    area,
    labelKey,
    ...extra,
  });
  return [
    page(listPath, 'read', 'resourceList', meta.visible !== false),
    page('/create', 'create', 'resourceEdit'),
    page('/:id', 'update', 'resourceEdit'),
  ];
}

export function route(
  path: string,
  area: NavArea,
  label: string,
  meta: RouteMeta,
  screen: ScreenName = 'notAvailable',
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

/** A screen's reads as the server checks them (`meta.needs`): the resource's scopes for the verb. */
export function reads(definition: ResourceDefinition, verb: 'read' | 'create' = 'read'): string[] {
  return requiredScopes(definition, verb);
}

/** SPEC: specials need scope user; their screens read specials, which the server gives to price readers. */
export const SPECIALS = { scope: USER, feature: RESORT_OR_VESSEL, needs: [reads(specialResource)] };
/**
 * Rooms, room types and bed types (SPEC: scope user) are the set-up of vessels and resorts: the
 * lists read decks and assets, so they open for who reads or edits a vessel or resort; a new room
 * for who may create one. An agent books rooms through the wizard, not here.
 */
const ASSET_READERS = ['vessel.read', 'resort.read', 'vessel.update', 'resort.update'];
export const ASSET_SETUP = { scope: USER, feature: RESORT_OR_VESSEL, needs: [ASSET_READERS] };
export const ASSET_CREATE = { ...ASSET_SETUP, needs: [reads(roomResource, 'create')] };
export const CLUB = { feature: ['crmMaster'], crm: true };
export const CLUB_MODE = { props: { club: true } };
export const EMBEDDED: Extra = { embedded: true };
