import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

interface Order {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    amount: { currency_code: string; value: string };
  }[];
  capture?: unknown;
}

/**
 * A local server speaking the parts of PayPal's REST API the adapter uses: the client-credentials
 * token (`POST /v1/oauth2/token`, HTTP Basic), Orders v2 create and capture (bearer token,
 * PayPal-Request-Id replayed, 422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED) and
 * `POST /v1/notifications/verify-webhook-signature`. Webhooks are signed as PayPal signs them:
 * SHA256withRSA over `<transmission id>|<time>|<webhook id>|<crc32 of the body>`; verification
 * recomputes that over the `webhook_event` bytes it receives, so a client that re-serialises the
 * event fails as it would at PayPal.
 */
export async function startPayPalServer(account: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const orders = new Map<string, Order>();
  const replies = new Map<string, string>();
  const calls: string[] = [];
  let base = '';

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      calls.push(`${request.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        response.writeHead(status, {
          'content-type': 'application/json',
          'paypal-debug-id': randomBytes(6).toString('hex'),
        });
        response.end(text);
        return text;
      };
      const issue = (name: string, status: number, issueCode: string) =>
        send(status, { name, message: issueCode, debug_id: 'f00', details: [{ issue: issueCode }] });
      if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        const basic = Buffer.from(`${account.clientId}:${account.clientSecret}`).toString('base64');
        if (request.headers.authorization !== `Basic ${basic}`)
          return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
          return send(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
        const token = `A21AA${randomBytes(16).toString('hex')}`;
        tokens.add(token);
        return send(200, {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: randomBytes(8).toString('hex'),
        });
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(bearer))
        return send(401, {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      const requestId = request.headers['paypal-request-id'];
      const replayKey = typeof requestId === 'string' ? `${url.pathname} ${requestId}` : undefined;
      if (replayKey && replies.has(replayKey)) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(replies.get(replayKey));
      }
      if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const body = JSON.parse(raw || '{}') as { intent?: string; purchase_units?: Order['purchase_units'] };
        const unit = body.purchase_units?.[0];
        if (
          body.intent !== 'CAPTURE' ||
          !unit?.amount?.currency_code ||
          !/^\d+(\.\d{2})?$/.test(unit.amount.value)
        )
          return issue('INVALID_REQUEST', 400, 'INVALID_PARAMETER_VALUE');
        const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
        orders.set(id, { id, status: 'PAYER_ACTION_REQUIRED', purchase_units: body.purchase_units ?? [] });
        return send(200, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          payment_source: { paypal: {} },
          links: [
            { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            { href: `${base}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
      if (request.method === 'POST' && capture) {
        const order = orders.get(capture[1]!);
        if (!order) return issue('RESOURCE_NOT_FOUND', 404, 'INVALID_RESOURCE_ID');
        if (order.status === 'COMPLETED') return issue('UNPROCESSABLE_ENTITY', 422, 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return issue('UNPROCESSABLE_ENTITY', 422, 'ORDER_NOT_APPROVED');
        order.status = 'COMPLETED';
        const unit = order.purchase_units[0]!;
        const answer = {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: unit.reference_id,
              custom_id: unit.custom_id,
              payments: {
                captures: [
                  {
                    id: randomBytes(9).toString('hex').toUpperCase(),
                    status: 'COMPLETED',
                    amount: unit.amount,
                    custom_id: unit.custom_id,
                    supplementary_data: { related_ids: { order_id: order.id } },
                  },
                ],
              },
            },
          ],
        };
        order.capture = answer.purchase_units[0]!.payments.captures[0];
        const text = send(201, answer);
        if (replayKey) replies.set(replayKey, text);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
        const fields = JSON.parse(raw) as Record<string, string>;
        const marker = '"webhook_event":';
        const at = raw.indexOf(marker);
        const eventText = at < 0 ? '' : raw.slice(at + marker.length, raw.lastIndexOf('}'));
        const message = `${fields.transmission_id}|${fields.transmission_time}|${fields.webhook_id}|${crc32(Buffer.from(eventText, 'utf8'))}`;
        let valid = false;
        try {
          valid =
            fields.webhook_id === account.webhookId &&
            fields.auth_algo === 'SHA256withRSA' &&
            createVerify('RSA-SHA256')
              .update(message)
              .verify(publicKey, fields.transmission_sig ?? '', 'base64');
        } catch {
          valid = false;
        }
        return send(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
      }
      send(404, { name: 'RESOURCE_NOT_FOUND', message: `No ${request.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook as PayPal delivers it: the event's JSON text and its transmission headers. */
  const webhook = (
    eventType: string,
    resource: unknown,
    options: { sentAt?: Date; webhookId?: string } = {},
  ) => {
    const body = JSON.stringify({
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      create_time: new Date().toISOString(),
      resource_type: eventType.startsWith('PAYMENT') ? 'capture' : 'checkout-order',
      event_type: eventType,
      summary: eventType,
      resource,
    });
    const transmissionId = randomUUID();
    const time = (options.sentAt ?? new Date()).toISOString();
    const message = `${transmissionId}|${time}|${options.webhookId ?? account.webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': createSign('RSA-SHA256').update(message).sign(privateKey, 'base64'),
        'paypal-cert-url': `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-local`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  };

  return {
    url: base,
    orders,
    calls,
    webhook,
    /** The payer approved the order on PayPal's page. */
    approve: (id: string) => {
      const order = orders.get(id);
      if (!order) throw new Error(`No order ${id}`);
      order.status = 'APPROVED';
      return { id: order.id, status: 'APPROVED', purchase_units: order.purchase_units, intent: 'CAPTURE' };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
