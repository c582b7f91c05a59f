import { pathOnly } from '../ui-rules/index.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const CLUB_LOGIN_PATH = '/club/login';
export const CLUB_DASHBOARD_PATH = '/club/dashboard';

/** The club member area: `/club` itself and everything below it (not `/clubs`). */
export function isClubPath(path: string): boolean {
  const bare = pathOnly(path);
  return bare === '/club' || bare.startsWith('/club/');
}

/** Where to log in for this path: the club has its own login and theme. */
export function loginPathFor(path: string): string {
  return isClubPath(path) ? CLUB_LOGIN_PATH : LOGIN_PATH;
}

/** The start page of the area the path belongs to. */
export function homePathFor(path: string): string {
  return isClubPath(path) ? CLUB_DASHBOARD_PATH : HOME_PATH;
}

/**
 * SPEC §2 after logout: the club login when leaving a club page that is not a login page, else
 * /login. Spec-literal: logging out on /club/login itself lands on /login.
 */
export function logoutTarget(currentPath: string): string {
  const bare = pathOnly(currentPath);
  return isClubPath(bare) && bare !== CLUB_LOGIN_PATH ? CLUB_LOGIN_PATH : LOGIN_PATH;
}
