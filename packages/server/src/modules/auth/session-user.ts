import { DEFAULT_USER_SETTINGS, type Principal, type SessionUser, type UserType } from '@seaberth/domain';
import type { UserRow } from './auth.repository.ts';

/**
 * What a client may see of a user: never the password hash. `scopes` are all it holds (its own
 * and its roles'), so the app shows the areas the server allows.
 */
export function toSessionUser(row: UserRow, roleScopes: string[]): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userType: row.userType as UserType,
    permissions: { scope: row.permissions?.scope ?? [] },
    scopes: toPrincipal(row, roleScopes).scopes,
    settings: { ...DEFAULT_USER_SETTINGS, ...row.settings },
    notifications: row.notifications,
    asset: row.asset ?? null,
    resorts: row.resorts,
    vessels: row.vessels,
    agency: row.agency,
    customer: row.customer,
    verified: row.verified,
    version: row.version,
  };
}

/** The user's own scopes plus those of its roles; the admin user type carries the admin scope. */
export function toPrincipal(row: UserRow, roleScopes: string[]): Principal {
  const scopes = new Set([...(row.permissions?.scope ?? []), ...roleScopes]);
  if (row.userType === 'admin') scopes.add('admin');
  return {
    id: row.id,
    userType: row.userType as UserType,
    scopes: [...scopes],
    isGuest: false,
    resorts: row.resorts,
    vessels: row.vessels,
    agency: row.agency,
    customer: row.customer,
  };
}
