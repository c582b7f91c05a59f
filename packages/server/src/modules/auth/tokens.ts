import { errors, jwtVerify, SignJWT } from 'jose';
import { refusal } from '../../http/errors.ts';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const VERIFIED_KEPT = 10_000;
const DEVICE_ISSUER = 'seaberth-device';

/** Signed access tokens; a token is only valid while its server-side session is. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims): Promise<{ token: string; expiresIn: number }> {
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setIssuer('seaberth')
      .sign(this.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /**
   * A device token (OWASP "device cookie"): this browser logged in to the user before, so the
   * account's pause after failed logins does not hold it up. Its own issuer keeps it from ever
   * passing as an access token.
   */
  issueDevice(userId: string, deviceId: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ dev: deviceId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .setIssuer(DEVICE_ISSUER)
      .sign(this.key);
  }

  /** The device id when `token` is a device token of `userId` this server signed, else undefined. */
  async verifyDevice(token: string, userId: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: DEVICE_ISSUER, algorithms: ['HS256'] });
      return payload.sub === userId && typeof payload.dev === 'string' ? payload.dev : undefined;
    } catch {
      return undefined;
    }
  }

  /** Tokens already checked, until they expire: a signature is checked once, not on every request. */
  private readonly verified = new Map<string, TokenClaims & { expiresAt: number }>();

  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'seaberth', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
      const claims = { userId: payload.sub, sessionId: payload.sid };
      this.verified.set(token, { ...claims, expiresAt: (payload.exp ?? 0) * 1000 });
      // Maps keep insertion order: the first key is the oldest.
      if (this.verified.size > VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        // SPEC §8: the client recognises TokenExpiredError / TOKEN_EXPIRED and runs its expiry action.
        throw refusal('UNAUTHORIZED', 'TOKEN_EXPIRED', { errorName: 'TokenExpiredError' });
      }
      throw refusal('UNAUTHORIZED', 'Invalid token');
    }
  }
}
