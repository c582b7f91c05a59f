import type { z } from 'zod';
import { refusal } from '../../http/errors.ts';
import type { Clock } from '../jobs/index.ts';
import type { OpenConnection } from './connections.repository.ts';
import { signedHeaders } from './peer-signature.ts';

/** How long the other installation may take before we say it is not reachable. */
const PEER_TIMEOUT_MS = 10_000;

const unreachable = (connection: OpenConnection, reason: string) =>
  refusal('SYSTEM_UNREACHABLE', `${connection.name} could not be reached or refused the call: ${reason}`, {
    params: { system: connection.name, reason },
  });

/** Why a fetch failed, in words: the socket's code (ECONNREFUSED, ENOTFOUND) when there is one. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return `no answer within ${PEER_TIMEOUT_MS / 1000} s`;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? 'unknown error';
}

/**
 * Signed GET calls to a connected Seaberth installation. What comes back is checked against the
 * expected schema, so a broken or hostile peer cannot put anything else on our screens.
 */
export class PeerClient {
  constructor(private readonly clock: Clock) {}

  async get<S extends z.ZodType>(
    connection: OpenConnection,
    path: string,
    query: Record<string, string | number | undefined>,
    schema: S,
  ): Promise<z.infer<S>> {
    if (!connection.secret) throw unreachable(connection, 'no shared secret is stored for it');
    const url = new URL(path, `${connection.url.replace(/\/+$/, '')}/`);
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    const signedPath = url.pathname + url.search;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...signedHeaders(
            connection.secret,
            { method: 'GET', path: signedPath },
            this.clock.now().getTime(),
          ),
        },
        redirect: 'error',
        signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(connection, networkReason(error));
    }
    const body = (await response.json().catch(() => undefined)) as
      | { message?: string; description?: string }
      | undefined;
    if (response.status === 404 && body?.description === 'NOT_FOUND')
      throw refusal('NOT_FOUND', body.message ?? 'Not found');
    if (!response.ok) {
      const said =
        typeof body?.message === 'string' ? body.message.slice(0, 300) : `status ${response.status}`;
      throw unreachable(connection, response.status === 401 ? `signature refused (${said})` : said);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw unreachable(connection, 'the answer is not what a Seaberth installation sends');
    return parsed.data;
  }
}
