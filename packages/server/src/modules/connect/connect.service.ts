import {
  type AuthResponse,
  type ConnectionTest,
  isSafeJumpTarget,
  type JumpAnswer,
  remoteBookingPageSchema,
  remoteCustomerSchema,
} from '@seaberth/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError, notFound, refusal, unauthorized, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ConnectionsRepository, OpenConnection } from './connections.repository.ts';
import type { PeerClient } from './peer-client.ts';
import { kidOf, MAX_SKEW_MS, PEER_HEADERS, sameSignature, signatureOf } from './peer-signature.ts';

/** A jump token lives this long: enough for the browser to load the other app, not to be shared. */
export const JUMP_TOKEN_SECONDS = 60;
const JUMP_ISSUER = 'seaberth-jump';

const refused = (why: string) => refusal('JUMP_REFUSED', `Jump refused: ${why}`);

/** What `GET /api/connect/peer/ping` answers: the installation's name and version. */
export const pingSchema = z.object({ name: z.string(), version: z.string() });

/** The rules of connected installations: which calls to believe, and jumping between them. */
export class ConnectService {
  /** Called after a connection is saved or deleted (the framing origins read it again). */
  connectionsChanged: () => void = () => {};

  constructor(
    private readonly services: Services,
    readonly connections: ConnectionsRepository,
    readonly peer: PeerClient,
  ) {}

  private now() {
    return this.services.clock.now();
  }

  /** The active Seaberth connection named `key`, ready for signed calls; 404 otherwise. */
  async seaberth(key: string): Promise<OpenConnection> {
    const found = await this.connections.byKey(key);
    if (!found?.isActive) throw notFound('Connected system');
    if (found.type !== 'seaberth')
      throw refusal(
        'NOT_FOUND',
        `${found.name} is an external system; only Seaberth installations answer this`,
      );
    return found;
  }

  /** The bookings over there (search, sort, paging; `customer` narrows to one guest of theirs). */
  async bookingsOf(key: string, query: Record<string, string | number | undefined>) {
    return this.peer.get(
      await this.seaberth(key),
      '/api/connect/peer/bookings',
      query,
      remoteBookingPageSchema,
    );
  }

  /** The connection when `key` is an active Seaberth installation and connect is on, else undefined. */
  private async connectedSeaberth(key: string): Promise<OpenConnection | undefined> {
    if (!(await this.services.settings.features()).connect) return undefined;
    const found = await this.connections.byKey(key);
    return found?.isActive && found.type === 'seaberth' ? found : undefined;
  }

  /**
   * Customers of connected installations for customer references (issue 26 across installations):
   * an id is checked over there and its name and e-mail kept; a look-up by e-mail finds the match.
   */
  readonly remoteCustomers = {
    byId: async (key: string, external: string): Promise<Record<string, unknown> | undefined> => {
      const connection = await this.connectedSeaberth(key);
      if (!connection) return undefined;
      if (!z.uuid().safeParse(external).success)
        throw refusal('NOT_FOUND', `${connection.name} has no customer ${external}`);
      const found = await this.peer.get(
        connection,
        '/api/connect/peer/customers',
        { id: external },
        remoteCustomerSchema,
      );
      return { name: found.name, email: found.email };
    },
    byEmail: async (key: string, email: string) => {
      const connection = await this.connectedSeaberth(key);
      if (!connection) return undefined;
      try {
        const found = await this.peer.get(
          connection,
          '/api/connect/peer/customers',
          { email },
          remoteCustomerSchema,
        );
        return { external: found.id, data: { name: found.name, email: found.email } };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    },
  };

  /**
   * The connection a signed call came from, or 401: unsigned, too old or too far ahead, unknown
   * key, wrong signature, or a nonce seen before.
   */
  async verifyPeer(request: FastifyRequest): Promise<OpenConnection> {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const kid = header(PEER_HEADERS.kid);
    const timestamp = header(PEER_HEADERS.timestamp);
    const nonce = header(PEER_HEADERS.nonce);
    const signature = header(PEER_HEADERS.signature);
    if (!kid || !timestamp || !nonce || !signature) throw unauthorized('Unsigned call');
    const sentAt = Number(timestamp);
    const now = this.now();
    if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > MAX_SKEW_MS)
      throw unauthorized('The call is too old, or the two clocks differ by more than 5 minutes');
    const connection = await this.connections.byKid(kid);
    if (!connection?.secret || connection.type !== 'seaberth') throw unauthorized('Unknown connection');
    const expected = signatureOf(connection.secret, {
      method: request.method,
      path: request.url,
      timestamp,
      nonce,
      body: '',
    });
    if (!sameSignature(signature, expected)) throw unauthorized('Signature refused');
    if (
      nonce.length > 100 ||
      !(await this.connections.takeNonce(`call:${kid}:${nonce}`, new Date(sentAt + MAX_SKEW_MS), now))
    )
      throw unauthorized('This call was sent before');
    return connection;
  }

  /** Calls the other side's ping: reachable, a Seaberth, and our secret accepted. */
  async test(id: string): Promise<ConnectionTest> {
    const connection = await this.connections.byId(id);
    if (!connection) throw notFound('Connected system');
    const started = Date.now();
    const ms = () => Date.now() - started;
    if (connection.type !== 'seaberth')
      return {
        ok: false,
        reason: 'External systems are only framed; there is nothing to call',
        remoteName: null,
        version: null,
        ms: 0,
      };
    try {
      const answer = await this.peer.get(connection, '/api/connect/peer/ping', {}, pingSchema);
      return { ok: true, reason: null, remoteName: answer.name, version: answer.version, ms: ms() };
    } catch (error) {
      const reason =
        error instanceof AppError ? String(error.params?.reason ?? error.message) : (error as Error).message;
      return { ok: false, reason, remoteName: null, version: null, ms: ms() };
    }
  }

  /**
   * A signed token that logs the user's linked account in over there, and the address that
   * spends it. Only a local path may follow (SPEC §5).
   */
  async issueJump(userId: string, key: string, to: string | undefined): Promise<JumpAnswer> {
    if (to !== undefined && to !== '' && !isSafeJumpTarget(to))
      throw validationError([
        { path: 'to', message: 'Only a local path (one leading slash) may follow a jump' },
      ]);
    const connection = await this.seaberth(key);
    const link = await this.connections.link(userId, key);
    if (!link) throw refusal('NOT_FOUND', `Your account is not linked to an account in ${connection.name}`);
    if (!connection.secret) throw refusal('NOT_FOUND', `No shared secret is stored for ${connection.name}`);
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: kidOf(connection.secret) })
      .setSubject(link.externalId)
      .setIssuer(JUMP_ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + JUMP_TOKEN_SECONDS)
      .sign(new TextEncoder().encode(connection.secret));
    const target = to ? `?to=${encodeURIComponent(to)}` : '';
    return {
      // The token's dots become `~` in the address: a last segment with a dot reads as a file to
      // the web server (and to proxies), which would answer 404 instead of the app.
      url: `${connection.url.replace(/\/+$/, '')}/jumpto/${token.replaceAll('.', '~')}${target}`,
      token,
      expiresIn: JUMP_TOKEN_SECONDS,
    };
  }

  /** The jump-token check: a token from a connected installation becomes a session here, once. */
  async checkJump(given: string, context: { ip?: string; userAgent?: string }): Promise<AuthResponse> {
    const token = given.replaceAll('~', '.');
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw refused('not a jump token');
    }
    const connection = kid ? await this.connections.byKid(kid) : undefined;
    if (!connection?.secret || connection.type !== 'seaberth')
      throw refused('no connection knows this token');
    let payload: { sub?: string; jti?: string; exp?: number };
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(connection.secret), {
        issuer: JUMP_ISSUER,
        algorithms: ['HS256'],
        currentDate: this.now(),
        maxTokenAge: `${JUMP_TOKEN_SECONDS + 5}s`,
      }));
    } catch {
      throw refused('the token is forged or expired');
    }
    if (!payload.sub || !payload.jti || !payload.exp) throw refused('the token lacks its claims');
    if (
      !(await this.connections.takeNonce(
        `jump:${payload.jti}`,
        new Date(payload.exp * 1000 + MAX_SKEW_MS),
        this.now(),
      ))
    )
      throw refused('the token was used already');
    const auth = z.uuid().safeParse(payload.sub).success
      ? await this.services.auth.loginAs(payload.sub, context)
      : undefined;
    if (!auth) throw refused('the linked account does not exist here or may not log in');
    return auth;
  }
}
