import type { Page, RecordMeta } from '@seaberth/domain';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { beginActivity } from './activity.ts';
import { ApiError, invalidJsonError, isTokenExpiredBody, networkError, toApiError } from './api-error.ts';
import {
  type Answer,
  type CallParams,
  fillPath,
  type Method,
  type Operation,
  type PathOf,
  type RecordOf,
} from './contract.ts';

export { ApiError, isApiError } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[] | object;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  /** Another bearer than the session's (the jump-in token of `/jumpto/:token`). */
  token?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface ClientHooks {
  getToken: () => string | null;
  onTokenExpired: () => void;
}

/** The session plugs itself in here; until it does, calls go out as a guest. */
let hooks: ClientHooks = { getToken: () => null, onTokenExpired: () => {} };

export function configureApiClient(next: ClientHooks): () => void {
  hooks = next;
  return () => {
    if (hooks === next) hooks = { getToken: () => null, onTokenExpired: () => {} };
  };
}

/** `filter` objects travel as JSON (docs/api.md); arrays repeat the key; empty values are left out. */
export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (typeof value === 'object') params.set(key, JSON.stringify(value));
    else params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function headersFor(options: RequestOptions | undefined, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = options?.token ?? hooks.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(options?.headers ?? {})) headers.set(key, value);
  return headers;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(method: string, url: string, body: unknown, options?: RequestOptions): Promise<Response> {
  const hasBody = body !== undefined;
  const end = beginActivity();
  try {
    return await fetch(url, {
      method,
      headers: headersFor(options, hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: options?.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError({ status: 0, method, path: url }, error);
  } finally {
    end();
  }
}

/** Turns a failed answer into an ApiError, running the session's expiry handler on an expired token. */
async function failure(response: Response, method: string, path: string): Promise<ApiError> {
  const request = { status: response.status, method, path };
  const text = await response.text().catch(() => '');
  let parsed: Record<string, unknown> | undefined;
  if (text) {
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return invalidJsonError(request);
    }
  }
  if (response.status === 401 && isTokenExpiredBody(parsed)) hooks.onTokenExpired();
  return toApiError(parsed, request);
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await send(method, path, body, options);
  if (!response.ok) throw await failure(response, method, path);
  if (method === 'HEAD' || response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw invalidJsonError({ status: response.status, method, path });
  }
}

/** The file name the server suggests, else the last path segment. */
function fileNameOf(response: Response, path: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  if (plain) return plain[1];
  return path.split('?')[0].split('/').filter(Boolean).pop() ?? 'download';
}

async function download(path: string, query?: Query, options?: RequestOptions): Promise<void> {
  const url = buildUrl(path, query);
  const response = await send('GET', url, undefined, options);
  if (!response.ok) throw await failure(response, 'GET', url);
  const blob = await response.blob();
  // A link click is the one way that works in every browser without opening a window.
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, path);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export interface DocumentOptions extends RequestOptions {
  /** Sent as JSON with a POST (the bookings chosen in a list) instead of a GET. */
  body?: unknown;
}

/** Something to read in the new tab while the server renders (a PDF can take seconds). */
function showWaiting(tab: Window | null): void {
  try {
    if (!tab?.document?.body) return;
    const text = i18n.t('common.preparingDocument');
    tab.document.title = text;
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.style.margin = '2rem';
    tab.document.body.textContent = text;
  } catch {
    // A tab of another origin or a browser that forbids it: the blank tab does as well.
  }
}

/**
 * Opens a document the server renders (a printable list, a PDF) in a new tab. The call carries the
 * token, which a plain link could not, so the page is fetched here and shown from a blob.
 */
async function openDocument(path: string, query?: Query, options?: DocumentOptions): Promise<void> {
  // Opened before the fetch: browsers only allow new tabs in direct answer to a click.
  const tab = window.open('', '_blank');
  showWaiting(tab);
  const url = buildUrl(path, query);
  const method = options?.body === undefined ? 'GET' : 'POST';
  let response: Response;
  try {
    response = await send(method, url, options?.body, options);
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!response.ok) {
    tab?.close();
    throw await failure(response, method, url);
  }
  const href = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = href;
  else window.location.assign(href);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Reads a Server-Sent Events stream (`GET /api/events/notifications`) with fetch, because
 * EventSource cannot send the bearer: each event's `data:` JSON goes to `onData`. Resolves when
 * the server ends the stream; a refusal throws as any call's would (an expired token runs the
 * session's handler first).
 */
async function stream(
  path: string,
  onData: (data: unknown) => void,
  options?: RequestOptions,
): Promise<void> {
  const headers = headersFor(options, false);
  headers.set('Accept', 'text/event-stream');
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: options?.signal, cache: 'no-store' });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError({ status: 0, method: 'GET', path }, error);
  }
  if (!response.ok || !response.body) throw await failure(response, 'GET', path);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value.replaceAll('\r\n', '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) onData(JSON.parse(data));
    }
  }
}

type TypedParams<O> = CallParams<O> & RequestOptions;

/**
 * A call typed by the contract: the path as the OpenAPI document writes it, its placeholders in
 * `path`, and the answer's type read from the generated types (`api.GET('/api/customer/{id}',
 * { path: { id } })`). Parameters are optional only when the call has none that are required.
 */
type TypedCall<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...params: object extends CallParams<Operation<P, M>>
    ? [params?: TypedParams<Operation<P, M>>]
    : [params: TypedParams<Operation<P, M>>]
) => Promise<Answer<Operation<P, M>>>;

interface UntypedParams extends RequestOptions {
  path?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

function typed<M extends Method>(method: M): TypedCall<M> {
  return ((path: string, params?: UntypedParams) =>
    request(
      method.toUpperCase(),
      buildUrl(fillPath(path, params?.path), params?.query),
      params?.body,
      params,
    )) as TypedCall<M>;
}

/** A generic resource's record as the client holds it: the server's type where the name is known. */
export type RecordRow<N extends string> = RecordOf<N> & RecordMeta & Record<string, unknown>;

/**
 * The seven calls of a generic resource (SPEC §7), typed by its name: the one place where the web
 * builds a path from a variable, because the generic screens serve every resource.
 */
function records<N extends string>(name: N) {
  const base = `/api/${name}`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (query: Query, options?: RequestOptions) =>
      request<Page<RecordRow<N>>>('GET', buildUrl(base, query), undefined, options),
    get: (id: string, options?: RequestOptions) => request<RecordRow<N>>('GET', one(id), undefined, options),
    create: (body: Record<string, unknown>) => request<RecordRow<N>>('POST', base, body),
    update: (id: string, body: Record<string, unknown>) => request<RecordRow<N>>('POST', one(id), body),
    remove: (id: string) => request<undefined>('DELETE', one(id)),
    copy: (id: string, body?: Record<string, unknown>) =>
      request<RecordRow<N>>('POST', `${one(id)}/copy`, body),
  };
}

export const api = {
  records,
  GET: typed('get'),
  POST: typed('post'),
  PUT: typed('put'),
  PATCH: typed('patch'),
  DELETE: typed('delete'),
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', buildUrl(path, query), undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  head: (path: string, query?: Query, options?: RequestOptions) =>
    request<void>('HEAD', buildUrl(path, query), undefined, options),
  del: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  download,
  openDocument,
  stream,
};
