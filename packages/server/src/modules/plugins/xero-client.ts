import { AppError, refusal } from '../../http/errors.ts';

/** The connection as the client needs it: where Xero lives and the custom connection's credentials. */
export interface XeroConnection {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  tenantId: string;
}

/** Where the access token is kept between calls (the plugin's row, so every process shares it). */
export interface XeroTokenStore {
  read(): Promise<{ token: string; expiresAt: Date } | null>;
  write(token: string, expiresAt: Date): Promise<void>;
}

/** A token is renewed this long before Xero says it expires, so a call never starts with a dying one. */
const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 30_000;

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  idempotencyKey?: string;
  /** Answer null for a 404 instead of failing (a document that is not, or no longer, at Xero). */
  missingIsNull?: boolean;
}

/**
 * Xero's Accounting API through a custom connection: the OAuth2 client-credentials grant at the
 * token URL (client id and secret as HTTP Basic), a bearer token that lasts 30 minutes and is
 * renewed when it is about to run out or Xero answers 401, JSON to and from `/api.xro/2.0`, and
 * the `xero-tenant-id` header when a tenant is set (a custom connection reaches one organisation
 * and may leave it out). Xero's refusals become PROVIDER_ERROR with Xero's own words.
 */
export class XeroClient {
  constructor(
    private readonly connection: XeroConnection,
    private readonly tokens: XeroTokenStore,
    private readonly now: () => Date,
  ) {}

  get<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
    return this.request<T>('GET', path, options);
  }

  put<T>(path: string, options: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, options) as Promise<T>;
  }

  post<T>(path: string, options: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, options) as Promise<T>;
  }

  private async request<T>(method: string, path: string, options: RequestOptions): Promise<T | null> {
    let response = await this.send(method, path, options, await this.token(false));
    // A token Xero no longer takes (revoked, or the clock of this machine is off): one new one, once.
    if (response.status === 401) response = await this.send(method, path, options, await this.token(true));
    if (response.status === 404 && options.missingIsNull) return null;
    if (!response.ok) throw await failure(response);
    return (await response.json()) as T;
  }

  private async send(method: string, path: string, options: RequestOptions, token: string) {
    const url = new URL(`${this.connection.apiUrl.replace(/\/+$/, '')}/api.xro/2.0${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (this.connection.tenantId) headers['xero-tenant-id'] = this.connection.tenantId;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw xeroError(`cannot be reached (${(error as Error).message})`);
    }
  }

  /** The stored token while it lasts, else a new one from the client-credentials grant. */
  private async token(renew: boolean): Promise<string> {
    const now = this.now().getTime();
    if (!renew) {
      const stored = await this.tokens.read();
      if (stored && stored.expiresAt.getTime() - EXPIRY_MARGIN_MS > now) return stored.token;
    }
    const { clientId, clientSecret, tokenUrl } = this.connection;
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw xeroError(`cannot be reached for a token (${(error as Error).message})`);
    }
    const text = await response.text();
    const answer = parse(text) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !answer.access_token) {
      const reason = answer.error ?? (text.slice(0, 200) || response.statusText);
      throw xeroError(`refused the client id or secret (${response.status} ${reason})`);
    }
    const expiresAt = new Date(now + Number(answer.expires_in ?? 1800) * 1000);
    await this.tokens.write(answer.access_token, expiresAt);
    return answer.access_token;
  }
}

/** Xero's error bodies: validation messages per element, an API exception, or an OAuth problem. */
interface XeroErrorBody {
  Message?: string;
  Detail?: string;
  Title?: string;
  Elements?: { ValidationErrors?: { Message?: string }[] }[];
}

async function failure(response: Response): Promise<AppError> {
  const text = await response.text();
  const body = parse(text) as XeroErrorBody;
  const validation = (body.Elements ?? []).flatMap((e) =>
    (e.ValidationErrors ?? []).map((v) => v.Message ?? ''),
  );
  const words = validation.filter(Boolean).join('; ') || body.Detail || body.Message || body.Title;
  if (response.status === 429) {
    const wait = response.headers.get('retry-after');
    return xeroError(`rate limit reached${wait ? `: try again in ${wait} s` : ''}`);
  }
  return xeroError(words ? `${words}` : `${response.status} ${text.slice(0, 200) || response.statusText}`);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export function xeroError(reason: string): AppError {
  return refusal('PROVIDER_ERROR', `Xero: ${reason}`, {
    params: {
      provider: 'Xero',
      reason,
    },
  });
}

/** Xero writes dates the .NET way, `/Date(1552327126164+0000)/`; ISO text for everyone else. */
export function xeroDate(value: unknown): string | null {
  const ms = typeof value === 'string' ? /\/Date\((-?\d+)/.exec(value)?.[1] : undefined;
  return ms ? new Date(Number(ms)).toISOString() : null;
}
