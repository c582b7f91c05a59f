import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Wise's profile read, `GET /v2/profiles/{profileId}` with a bearer
 * token (401 for a wrong one, 404 for another profile): what a payment provider's connection
 * test asks.
 */
export async function startWiseProfileServer(account: {
  profileId: string;
  token: string;
  fullName: string;
}) {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${account.token}`)
      return send(401, { error: 'invalid_token', error_description: 'Invalid token' });
    if (request.method !== 'GET' || request.url !== `/v2/profiles/${account.profileId}`)
      return send(404, { errors: [{ code: 'NOT_FOUND', message: 'Profile not found' }] });
    send(200, {
      id: Number(account.profileId),
      type: 'BUSINESS',
      fullName: account.fullName,
      currentState: 'VISIBLE',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
