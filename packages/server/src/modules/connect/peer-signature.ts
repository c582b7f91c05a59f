import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Calls between two connected installations are signed with their shared secret: HMAC-SHA256 over
 * method, path with query, timestamp, nonce and the body's hash. The receiver refuses a timestamp
 * further than MAX_SKEW_MS from its clock and any nonce it has seen, so a call caught on the way
 * cannot be sent again.
 */
export const PEER_HEADERS = {
  kid: 'x-seaberth-kid',
  timestamp: 'x-seaberth-timestamp',
  nonce: 'x-seaberth-nonce',
  signature: 'x-seaberth-signature',
} as const;

export const MAX_SKEW_MS = 5 * 60_000;

/**
 * The connection's name on the wire: a hash of the secret, so each side finds its own row for the
 * other without the two agreeing on key names, and the secret itself never travels.
 */
export function kidOf(secret: string): string {
  return createHash('sha256').update(`seaberth-connect:${secret}`).digest('hex').slice(0, 32);
}

export interface SignedParts {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body: string;
}

export function signatureOf(secret: string, parts: SignedParts): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  return createHmac('sha256', secret)
    .update([parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, bodyHash].join('\n'))
    .digest('hex');
}

/** The headers of one signed call made now. */
export function signedHeaders(
  secret: string,
  call: { method: string; path: string; body?: string },
  now: number,
): Record<string, string> {
  const timestamp = String(now);
  const nonce = randomBytes(16).toString('hex');
  return {
    [PEER_HEADERS.kid]: kidOf(secret),
    [PEER_HEADERS.timestamp]: timestamp,
    [PEER_HEADERS.nonce]: nonce,
    [PEER_HEADERS.signature]: signatureOf(secret, {
      method: call.method,
      path: call.path,
      timestamp,
      nonce,
      body: call.body ?? '',
    }),
  };
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
