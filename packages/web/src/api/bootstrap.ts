import type { FeatureState, ViewState } from '@seaberth/domain';

/** The server's version stamp; `time` orders versions, `version` names them. */
export interface ServerVersion {
  time?: string;
  version?: string;
}

/** An external system the user can jump into (`/jump/:system`). */
export interface JumpSystem {
  key?: string;
  name: string;
  label?: string;
  url: string;
  /** `seaberth`: another installation (jump with a token, asset master); `external`: framed only. */
  type?: string;
}

/**
 * What `GET /api/bootstrap` answers (SPEC §7). Only the fields the shell reads are typed
 * precisely; the rest stay `unknown` until a screen needs them.
 */
export interface Bootstrap {
  /** Whether the desk checks in whole bookings or room by room (settings `booking.checkInMode`). */
  checkInMode?: 'booking' | 'room';
  /** Guests up to this age on arrival are children (settings `general.childMaxAge`, SPEC §5). */
  childMaxAge?: number;
  messages?: Record<string, string>;
  lang?: string;
  langs?: string[];
  countries?: Array<{ code: string; name: string }>;
  systems?: JumpSystem[] | Record<string, string>;
  features?: Partial<FeatureState>;
  viewConfig?: Partial<ViewState>;
  version?: ServerVersion | string;
  allowCustomerBooking?: boolean;
  allowAgencyBooking?: boolean;
  /** Whether /register/customer and /register/agency are open (their own switches, not booking's). */
  allowCustomerRegistration?: boolean;
  allowAgencyRegistration?: boolean;
  defaultCurrency?: string;
  logoUrl?: string;
  timezone?: string;
  [field: string]: unknown;
}

export function normalizeVersion(version: ServerVersion | string | undefined): ServerVersion | undefined {
  if (!version) return undefined;
  return typeof version === 'string' ? { version } : version;
}

/** Newer by time when both carry one, else any different version name counts as newer. */
export function isNewerVersion(
  stored: ServerVersion | undefined,
  incoming: ServerVersion | undefined,
): boolean {
  if (!stored || !incoming) return false;
  if (stored.time && incoming.time) {
    const before = Date.parse(stored.time);
    const after = Date.parse(incoming.time);
    if (!Number.isNaN(before) && !Number.isNaN(after)) return after > before;
  }
  return !!incoming.version && incoming.version !== stored.version;
}

/** The jump systems as one list, whichever shape the server chose. */
export function jumpSystems(bootstrap: Bootstrap | null): JumpSystem[] {
  const systems = bootstrap?.systems;
  if (!systems) return [];
  if (Array.isArray(systems)) return systems;
  return Object.entries(systems).map(([name, url]) => ({ key: name, name, url }));
}

export function findJumpSystem(bootstrap: Bootstrap | null, system: string): JumpSystem | undefined {
  return jumpSystems(bootstrap).find(
    (entry) => (entry.key ?? entry.name) === system || entry.name === system,
  );
}
