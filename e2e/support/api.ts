import { APP_PORT, E2E_ADMIN } from './env.ts';

/** Direct calls to the server under test, for arranging data and checking what was stored. */
const BASE = `http://localhost:${APP_PORT}`;

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export async function apiCall<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiCallError(response.status, body, `${method} ${path}`);
  return body as T;
}

export async function apiLogin(email: string, password: string): Promise<string> {
  const auth = await apiCall<{ token: string }>('POST', '/api/auth/token', {
    body: { email, password, ts: Date.now() },
  });
  return auth.token;
}

export function adminToken(): Promise<string> {
  return apiLogin(E2E_ADMIN.email, E2E_ADMIN.password);
}

export interface StoredRecord {
  id: string;
  version: number;
  [field: string]: unknown;
}

interface Page<T> {
  data: T[];
  total: number;
}

/** All records of a generic resource matching an exact-value filter. */
export async function findRecords(
  resource: string,
  filter: Record<string, unknown>,
  token: string,
): Promise<StoredRecord[]> {
  const query = new URLSearchParams({ page: '0', size: '0', filter: JSON.stringify(filter) });
  const page = await apiCall<Page<StoredRecord>>('GET', `/api/${resource}?${query}`, { token });
  return page.data;
}

/**
 * The demo data's resort (internal id CGR). Specs make resorts of their own, and which one lists
 * first depends on the database's collation, so "the first resort" is never the demo's.
 */
export async function demoResort(token: string): Promise<StoredRecord & { name: string }> {
  const [resort] = await findRecords('resort', { internalId: 'CGR' }, token);
  if (!resort) throw new Error('the demo resort (CGR) is missing');
  return resort as StoredRecord & { name: string };
}

/** A distinct address per call, so specs never share an account whatever order they run in. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.local`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Creates a staff account through the API (as the admin) and returns how to log in with it. */
export async function createUser(
  options: {
    prefix?: string;
    name?: string;
    scopes?: string[];
    userType?: string;
    password?: string;
    /** An agent's agency (user type agency). */
    agency?: string;
  } = {},
): Promise<TestUser> {
  const token = await adminToken();
  const email = uniqueEmail(options.prefix ?? 'user');
  const password = options.password ?? 'start-pw-1';
  const name = options.name ?? 'Erik Example';
  const created = await apiCall<StoredRecord>('POST', '/api/users', {
    token,
    body: {
      name,
      email,
      password,
      userType: options.userType ?? 'employee',
      permissions: { scope: options.scopes ?? ['settings.read'] },
      ...(options.agency ? { agency: options.agency } : {}),
    },
  });
  return { id: created.id, email, password, name };
}

/** Writes one setting (e.g. a feature flag), creating the entry or updating the stored one. */
export async function putSetting(group: string, key: string, value: string): Promise<void> {
  const token = await adminToken();
  const [existing] = await findRecords('settings', { group, key }, token);
  if (existing) {
    await apiCall('POST', `/api/settings/${existing.id}`, {
      token,
      body: { group, key, value, version: existing.version },
    });
  } else {
    await apiCall('POST', '/api/settings', { token, body: { group, key, value } });
  }
}

/** The path and query of a link the API answers (absolute, on the server's own origin), to open in the page. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://x');
  return parsed.pathname + parsed.search;
}

/**
 * Moves the lane's business clock (null: the real time back) and waits for what the moved day set
 * going: the server runs the due jobs before it answers, and the day's sweep may queue a hundred
 * mails for the demo's guests, which the mail worker then sends on the lane's one database
 * connection. A page opened meanwhile waits behind them (on a loaded machine past a step's limit:
 * todo-transfer-rule.spec.ts, "CI time, eleventh pass"), so this returns once none is left to send.
 */
export async function moveClock(token: string, now: string | null): Promise<{ ran: number }> {
  const moved = await apiCall<{ ran: number }>('POST', '/api/test/clock', { token, body: { now } });
  const until = Date.now() + 60_000;
  for (;;) {
    const { counts } = await apiCall<{ counts: Record<string, number> }>('GET', '/api/mailqueue/statistics', {
      token,
    });
    if (!counts.queued && !counts.sending) return moved;
    if (Date.now() > until)
      throw new Error(`mails still to send a minute after the clock moved: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
