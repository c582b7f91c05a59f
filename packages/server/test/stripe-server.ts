import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's form encoding with brackets (`line_items[0][price_data][currency]=eur`) read back into objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** The `Stripe-Signature` header exactly as Stripe writes it: `t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: boolean;
  created: number;
}

const stripeError = (type: string, message: string, param?: string) => ({
  error: { type, message, ...(param ? { param } : {}) },
});

/**
 * A local server speaking the parts of Stripe's API the adapter uses: `POST /v1/checkout/sessions`
 * (form-encoded with brackets, `Authorization: Bearer <secret key>`, Idempotency-Key answered
 * again for the same key) and `GET /v1/account`; Stripe's error shape and status codes. It signs
 * the webhook events of its sessions as Stripe does, with the endpoint's signing secret.
 */
export async function startStripeServer(account: {
  secretKey: string;
  webhookSecret: string;
  name?: string;
}) {
  const sessions = new Map<string, StripeSession>();
  const idempotent = new Map<string, string>();
  const requests: {
    method: string;
    path: string;
    form: Record<string, unknown>;
    headers: IncomingMessage['headers'];
  }[] = [];
  let base = '';

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(7).toString('hex')}`,
        });
        response.end(text);
        return text;
      };
      // The hosted payment page a payer's browser opens (no API key: it is Stripe's own page).
      const pay = /^\/c\/pay\/([\w]+)$/.exec(url.pathname);
      if (pay) return void hostedPage(pay[1]!, request.method ?? 'GET', response);
      const form = parseStripeForm(raw);
      requests.push({ method: request.method ?? '', path: url.pathname, form, headers: request.headers });
      if (request.headers.authorization !== `Bearer ${account.secretKey}`)
        return send(
          401,
          stripeError(
            'invalid_request_error',
            `Invalid API Key provided: ${String(request.headers.authorization).slice(7, 15)}****`,
          ),
        );
      if (request.method === 'GET' && url.pathname === '/v1/account')
        return send(200, {
          id: 'acct_1SeaberthTest',
          object: 'account',
          email: 'owner@reef.test',
          settings: { dashboard: { display_name: account.name ?? 'Reef Diving' } },
          business_profile: { name: account.name ?? 'Reef Diving' },
        });
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier) {
          response.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
          return response.end(earlier);
        }
        const items = (form.line_items ?? {}) as Record<
          string,
          { quantity?: string; price_data?: Record<string, unknown> }
        >;
        const item = items['0'];
        const price = item?.price_data as { currency?: string; unit_amount?: string } | undefined;
        if (form.mode !== 'payment')
          return send(400, stripeError('invalid_request_error', 'Missing required param: mode.', 'mode'));
        if (!form.success_url)
          return send(
            400,
            stripeError('invalid_request_error', 'Missing required param: success_url.', 'success_url'),
          );
        if (!price?.currency || !/^\d+$/.test(price.unit_amount ?? ''))
          return send(
            400,
            stripeError('invalid_request_error', 'Invalid line_items[0][price_data]', 'line_items'),
          );
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: StripeSession = {
          id,
          object: 'checkout.session',
          amount_total: Number(price.unit_amount) * Number(item?.quantity ?? 1),
          currency: price.currency,
          client_reference_id: (form.client_reference_id as string) ?? null,
          customer_email: (form.customer_email as string) ?? null,
          metadata: (form.metadata as Record<string, string>) ?? {},
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.success_url as string,
          cancel_url: (form.cancel_url as string) ?? '',
          url: `${base}/c/pay/${id}`,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        const text = send(200, session);
        if (typeof key === 'string') idempotent.set(key, text);
        return;
      }
      send(
        404,
        stripeError(
          'invalid_request_error',
          `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        ),
      );
    });
  });
  /**
   * Stripe Checkout as a payer sees it: the amount with Pay and Back. Paying marks the session
   * paid, delivers the signed `checkout.session.completed` webhook to the endpoint (when one is
   * set) and sends the browser to the success URL with the session id, as Stripe does.
   */
  async function hostedPage(id: string, method: string, response: import('node:http').ServerResponse) {
    const session = sessions.get(id);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such checkout session');
    }
    if (method === 'POST') {
      const body = paidEvent(id);
      sessions.set(id, { ...session, status: 'complete', payment_status: 'paid' });
      if (endpoint.url)
        await fetch(endpoint.url, { method: 'POST', headers: signed(body), body }).catch(() => undefined);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
      return response.end();
    }
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Stripe Checkout (local)</title></head><body style="font-family:sans-serif;padding:16px">
<h1>Pay ${amount}</h1><p>${session.metadata.bookingNo ?? ''}</p>
<form method="post"><button type="submit" style="font-size:18px;padding:8px 24px">Pay ${amount}</button></form>
<p><a href="${session.cancel_url}">Back</a></p></body></html>`);
  }
  const endpoint: { url: string | null } = { url: null };
  const signed = (body: string, timestamp?: number) => ({
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': stripeSignature(body, account.webhookSecret, timestamp),
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The event Stripe sends when a session's payer paid, as JSON text with a fresh event id. */
  const paidEvent = (sessionId: string, type = 'checkout.session.completed') => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    const paid = { ...session, status: 'complete', payment_status: 'paid' };
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: paid },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  };

  return {
    url: base,
    sessions,
    requests,
    paidEvent,
    /** The headers Stripe sends with a webhook body, signed now or at `timestamp` (unix seconds). */
    signed,
    /** Where paying on the hosted page delivers its webhook (the provider's notify URL). */
    deliverTo: (url: string) => {
      endpoint.url = url;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
