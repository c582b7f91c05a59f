import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt is in Node itself (no native addon to build) and slow enough against offline guessing.
// Under Vitest the cost is 1,024: the server suite hashes and checks about 930 passwords a run on
// each database, 40 s of a core at 16,384 (docs/decisions.md, "CI time, thirty-first pass"). A hash
// carries its own cost, so either kind verifies; no setting of the product can lower it.
const N = process.env.VITEST ? 1024 : 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n = N, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash made for no account: verifying against it costs the same as a real check. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await DUMMY_HASH)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return stored != null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random secret for links and generated passwords, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
