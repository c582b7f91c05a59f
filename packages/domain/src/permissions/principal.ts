import type { SessionUser, UserType } from '../users/index.ts';

/**
 * Who is asking, reduced to what the permission rules read. Built from the session user on the
 * server and in the browser, so both sides decide with the same function.
 */
export interface Principal {
  userType: UserType;
  scopes: string[];
  isGuest: boolean;
  resorts: string[];
  vessels: string[];
  agency: string | null;
  customer: string | null;
  id?: string;
}

/** SPEC §4: the guest is the principal when nobody is logged in. */
// Frozen down to its lists: a push onto the shared guest would grant every visitor that scope.
const none = Object.freeze([]) as unknown as string[];
export const GUEST: Principal = Object.freeze({
  userType: 'guest',
  scopes: none,
  isGuest: true,
  resorts: none,
  vessels: none,
  agency: null,
  customer: null,
});

/** The principal of a session user; no user (or a `guest` user) is the guest. */
export function principalFromUser(
  user:
    | (Pick<SessionUser, 'id' | 'userType' | 'permissions' | 'resorts' | 'vessels' | 'agency' | 'customer'> &
        Partial<Pick<SessionUser, 'scopes'>>)
    | null
    | undefined,
): Principal {
  if (!user || user.userType === 'guest') return GUEST;
  return {
    id: user.id,
    userType: user.userType,
    // The server's whole answer (own and roles' scopes); a user without roles has only its own.
    scopes: [...(user.scopes ?? user.permissions?.scope ?? [])],
    isGuest: false,
    resorts: [...(user.resorts ?? [])],
    vessels: [...(user.vessels ?? [])],
    agency: user.agency ?? null,
    customer: user.customer ?? null,
  };
}
