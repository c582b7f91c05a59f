import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OAuth2 authorization server speaking the parts of RFC 6749 a mail account uses: the
 * authorization endpoint (consent given at once), the token endpoint (authorization_code and
 * refresh_token grants, client authenticated by secret) and RFC 7662 introspection, which Dovecot
 * asks when a client logs in with XOAUTH2.
 */
export interface OauthServer {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  introspectionUrl: string;
  /** Token endpoint calls by grant type, in order. */
  grants: string[];
  /** Makes every issued access token expire at once (as if an hour had passed). */
  expireAll(): void;
  close(): Promise<void>;
}

export async function startOauthServer(client: {
  id: string;
  secret: string;
  /** The mailbox the tokens grant access to. */
  username: string;
}): Promise<OauthServer> {
  const codes = new Map<string, string>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const grants: string[] = [];
  const token = () => randomBytes(16).toString('hex');
  const issue = () => {
    const accessToken = token();
    const refreshToken = token();
    access.add(accessToken);
    refresh.add(refreshToken);
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: 3600, token_type: 'Bearer' };
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/authorize') {
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== client.id || url.searchParams.get('response_type') !== 'code')
        return json(400, { error: 'invalid_request' });
      const code = token();
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      if (url.pathname === '/token') {
        const grant = form.get('grant_type') ?? '';
        grants.push(grant);
        if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret)
          return json(401, { error: 'invalid_client' });
        if (grant === 'authorization_code') {
          const code = form.get('code') ?? '';
          const redirect = codes.get(code);
          codes.delete(code);
          if (!redirect || redirect !== form.get('redirect_uri'))
            return json(400, { error: 'invalid_grant', error_description: 'The code is unknown or used' });
          return json(200, issue());
        }
        if (grant === 'refresh_token' && refresh.has(form.get('refresh_token') ?? ''))
          return json(200, { ...issue(), refresh_token: undefined });
        return json(400, { error: 'invalid_grant' });
      }
      if (url.pathname === '/introspect') {
        const active = access.has(form.get('token') ?? '');
        return json(200, active ? { active: true, username: client.username } : { active: false });
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    introspectionUrl: `${url}/introspect`,
    grants,
    expireAll: () => access.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
