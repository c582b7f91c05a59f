import { createHash } from 'node:crypto';

/** How long a browser stays a known device of an account after its last successful login. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Sent only with logins: nothing else needs it. */
const COOKIE_PATH = '/api/auth/token';

/** One cookie per account, so a browser shared by two people keeps both known. */
export function deviceCookieName(userId: string): string {
  return `seaberth_device_${createHash('sha256').update(userId).digest('hex').slice(0, 12)}`;
}

/** The value of cookie `name` in a Cookie header, if any. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value: not readable by scripts, never sent by other sites, Secure over https. */
export function deviceCookie(userId: string, token: string, secure: boolean): string {
  return [
    `${deviceCookieName(userId)}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${DEVICE_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
