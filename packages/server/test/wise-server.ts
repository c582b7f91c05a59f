import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WiseTransactionFixture {
  type: 'CREDIT' | 'DEBIT';
  date: string;
  amount: { value: number; currency: string };
  details: Record<string, unknown>;
  referenceNumber: string;
}

/**
 * A local server speaking Wise's Balance Statement API as documented: `GET
 * /v1/profiles/{profileId}/balance-statements/{balanceId}/statement.json?currency&intervalStart&
 * intervalEnd&type`, a bearer token, 401 for a wrong one, the statement's JSON with the
 * transactions inside the interval. Records the requests it was asked.
 */
export async function startWiseServer(account: {
  profileId: string;
  balanceId: string;
  token: string;
  transactions: WiseTransactionFixture[];
}) {
  const requests: { url: URL; authorization: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ url, authorization: request.headers.authorization ?? '' });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${account.token}`)
      return send(401, { error: 'invalid_token', error_description: 'Invalid token' });
    const path = `/v1/profiles/${account.profileId}/balance-statements/${account.balanceId}/statement.json`;
    if (request.method !== 'GET' || url.pathname !== path) return send(404, { error: 'not found' });
    const start = url.searchParams.get('intervalStart') ?? '';
    const end = url.searchParams.get('intervalEnd') ?? '';
    const currency = url.searchParams.get('currency');
    if (!start || !end || !currency || url.searchParams.get('type') !== 'COMPACT')
      return send(400, {
        errors: [
          { code: 'error.required', message: 'intervalStart, intervalEnd, currency and type are required' },
        ],
      });
    send(200, {
      accountHolder: { type: 'BUSINESS', businessName: 'Seaberth Test Operator' },
      issuer: { name: 'Wise Europe SA' },
      transactions: account.transactions.filter(
        (t) => t.date >= start && t.date <= end && t.amount.currency === currency,
      ),
      endOfStatementBalance: { value: 0, currency },
      query: { intervalStart: start, intervalEnd: end, type: 'COMPACT', currency },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
