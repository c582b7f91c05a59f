import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Dropbox's content upload API as documented: `POST /2/files/upload` and
 * the upload session (`upload_session/start`, `append_v2`, `finish`) on the content host, a bearer
 * token (401 `invalid_access_token` for another), the argument as JSON in the `Dropbox-API-Arg`
 * header (ASCII only, else 400 as Dropbox answers), the bytes as an `application/octet-stream`
 * body, and 409 with `error_summary`/`error` for a lookup or path problem (a wrong offset, a full
 * Dropbox). `state.tooManyRequests` answers that many requests 429 with Retry-After first;
 * `state.quotaBytes` makes the Dropbox full beyond it. The end-to-end run starts one per lane on
 * a fixed `port` (e2e/support/dropbox-server.ts); the server tests take any free one.
 */
export async function startDropboxServer(options: { token: string; port?: number }) {
  const files = new Map<string, Buffer>();
  const sessions = new Map<string, { parts: Buffer[]; offset: number }>();
  const requests: { route: string; arg: unknown; bytes: number }[] = [];
  const state: { tooManyRequests: number; retryAfter: number; quotaBytes?: number } = {
    tooManyRequests: 0,
    retryAfter: 3,
  };
  const used = () => [...files.values()].reduce((sum, file) => sum + file.length, 0);

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  const conflict = (response: ServerResponse, summary: string, error: unknown) =>
    json(response, 409, { error_summary: `${summary}/..`, error });

  const metadata = (path: string, bytes: Buffer) => ({
    '.tag': 'file',
    name: path.split('/').pop(),
    path_lower: path.toLowerCase(),
    path_display: path,
    id: `id:${randomUUID()}`,
    size: bytes.length,
    content_hash: createHash('sha256').update(bytes).digest('hex'),
  });

  /** Stores at the path, or the next free "name (1).ext" with autorename (as Dropbox does). */
  const commit = (
    response: ServerResponse,
    commitInfo: { path: string; autorename?: boolean },
    bytes: Buffer,
  ) => {
    if (state.quotaBytes !== undefined && used() + bytes.length > state.quotaBytes)
      return conflict(response, 'path/insufficient_space', {
        '.tag': 'path',
        reason: { '.tag': 'insufficient_space' },
        upload_session_id: '',
      });
    let path = commitInfo.path;
    if (files.has(path.toLowerCase())) {
      if (!commitInfo.autorename)
        return conflict(response, 'path/conflict/file', { '.tag': 'path', reason: { '.tag': 'conflict' } });
      const dot = path.lastIndexOf('.');
      for (let n = 1; files.has(path.toLowerCase()); n++)
        path = `${commitInfo.path.slice(0, dot)} (${n})${commitInfo.path.slice(dot)}`;
    }
    files.set(path.toLowerCase(), bytes);
    return json(response, 200, metadata(path, bytes));
  };

  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const route = (request.url ?? '').replace(/^\/2\//, '');
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return json(response, 401, {
        error_summary: 'invalid_access_token/..',
        error: { '.tag': 'invalid_access_token' },
      });
    const header = request.headers['dropbox-api-arg'];
    if (typeof header !== 'string' || /[^\x20-\x7e]/.test(header)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Error in call: Dropbox-API-Arg must be header-safe JSON');
    }
    if (request.headers['content-type'] !== 'application/octet-stream') {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Bad HTTP "Content-Type" header: expecting "application/octet-stream"');
    }
    const arg = JSON.parse(header);
    requests.push({ route, arg, bytes: body.length });
    if (state.tooManyRequests > 0) {
      state.tooManyRequests--;
      return json(
        response,
        429,
        {
          error_summary: 'too_many_requests/..',
          error: { reason: { '.tag': 'too_many_requests' }, retry_after: state.retryAfter },
        },
        { 'retry-after': String(state.retryAfter) },
      );
    }
    if (request.method !== 'POST') return json(response, 405, {});
    switch (route) {
      case 'files/upload':
        return commit(response, arg, body);
      case 'files/upload_session/start': {
        const id = `pid_upload_session:${randomUUID()}`;
        sessions.set(id, { parts: [body], offset: body.length });
        return json(response, 200, { session_id: id });
      }
      case 'files/upload_session/append_v2':
      case 'files/upload_session/finish': {
        const session = sessions.get(arg.cursor?.session_id);
        if (!session)
          return conflict(response, 'lookup_failed/not_found', {
            '.tag': 'lookup_failed',
            lookup_failed: { '.tag': 'not_found' },
          });
        if (arg.cursor.offset !== session.offset)
          return conflict(response, 'incorrect_offset', {
            '.tag': 'incorrect_offset',
            correct_offset: session.offset,
          });
        session.parts.push(body);
        session.offset += body.length;
        if (route.endsWith('append_v2')) return json(response, 200, null);
        sessions.delete(arg.cursor.session_id);
        return commit(response, arg.commit, Buffer.concat(session.parts));
      }
      default:
        return json(response, 404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type DropboxServer = Awaited<ReturnType<typeof startDropboxServer>>;
