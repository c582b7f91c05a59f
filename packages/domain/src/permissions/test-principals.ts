import type { Principal } from './principal.ts';

/** Test factory: a logged-in internal user with no scopes, overridable field by field. */
export function principal(overrides: Partial<Principal> = {}): Principal {
  return {
    id: 'u1',
    userType: 'internal',
    scopes: [],
    isGuest: false,
    resorts: [],
    vessels: [],
    agency: null,
    customer: null,
    ...overrides,
  };
}
