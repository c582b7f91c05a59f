import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | { status?: number; body?: unknown; raw?: string } | undefined;
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  const status = reply?.status ?? 200;
  if (reply?.raw !== undefined)
    return new Response(reply.raw, { status, headers: { 'Content-Type': 'text/html' } });
  if (status === 204 || reply?.body === undefined)
    return new Response(null, { status: status === 200 ? 204 : status });
  return new Response(JSON.stringify(reply.body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch with a vi.fn answering by `METHOD /path` (query ignored). Unhandled
 * calls answer 404 so a test fails loudly on a call it did not expect. `calls` records every
 * request with its parsed JSON body.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      method,
      url,
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    if (!handler)
      return toResponse({
        status: 404,
        body: { message: `unexpected ${method} ${url}`, description: 'NOT_FOUND' },
      });
    return toResponse(await handler(call));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A token long enough to pass isValidToken (more than 50 characters). */
export const TEST_TOKEN = `test-token-${'x'.repeat(60)}`;
