import { generateKeyPairSync, randomUUID, sign as ecdsaSign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking fiskaly SIGN DE's KassenSichV API v2 as the adapter uses it (issue 35):
 * `POST /api/v2/auth` (key and secret, or a refresh token; access tokens run out), and a TSS's
 * transactions `GET`/`PUT /api/v2/tss/{tss}/tx/{tx}?tx_revision=n` (ACTIVE, then FINISHED with the
 * `standard_v1.receipt` schema), each finished one signed with the TSS's own ECDSA P-256 key over
 * its data, with a signature counter and a transaction number per TSS. Refusals are fiskaly's
 * `{ status_code, error, code, message }`. `down` and `failNext` play an outage.
 */

const VAT_RATES = ['NORMAL', 'REDUCED_1', 'SPECIAL_RATE_1', 'SPECIAL_RATE_2', 'NULL'];
const PAYMENT_TYPES = ['CASH', 'NON_CASH'];
const RECEIPT_TYPES = [
  'RECEIPT',
  'TRAINING',
  'TRANSFER',
  'ORDER',
  'CANCELLATION',
  'ABORT',
  'BENEFIT_IN_KIND',
  'INVOICE',
  'OTHER',
];
const AMOUNT = /^-?\d{1,10}\.\d{2}$/;

interface Tss {
  id: string;
  state: 'CREATED' | 'UNINITIALIZED' | 'INITIALIZED' | 'DISABLED';
  serial: string;
  clients: Map<string, string>;
  transactions: number;
  signatures: number;
  privateKey: ReturnType<typeof generateKeyPairSync>['privateKey'];
  publicKey: string;
}

export interface FiskalyTx {
  _id: string;
  _type: 'TRANSACTION';
  number: number;
  state: 'ACTIVE' | 'FINISHED';
  revision: number;
  latest_revision: number;
  client_id: string;
  tss_id: string;
  time_start: number;
  time_end?: number;
  tss_serial_number: string;
  client_serial_number: string;
  schema?: unknown;
  signature?: { value: string; algorithm: string; counter: number; public_key: string };
  log?: { operation: string; timestamp: number; timestamp_format: string };
  qr_code_data?: string;
}

/** What a finished transaction's signature signs: its TSS, number, counter, times and receipt. */
export function signedData(tx: FiskalyTx): string {
  return [
    tx.tss_id,
    tx._id,
    tx.number,
    tx.signature?.counter,
    tx.time_start,
    tx.time_end,
    JSON.stringify(tx.schema),
  ].join('|');
}

export async function startFiskalyServer(
  options: { apiKey?: string; apiSecret?: string; tokenSeconds?: number } = {},
) {
  const apiKey = options.apiKey ?? 'test_key';
  const apiSecret = options.apiSecret ?? 'test_secret';
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const tsses = new Map<string, Tss>();
  const transactions = new Map<string, FiskalyTx>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  const control = {
    down: false,
    failNext: [] as { status: number; code: string }[],
    tokenSeconds: options.tokenSeconds ?? 3600,
  };

  const now = () => Math.floor(Date.now() / 1000);
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { status_code: status, error: statusText(status), code, message });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const text = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return refuse(res, 400, 'E_JSON', 'The body is no JSON');
    }
    calls.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    if (control.down) {
      req.socket.destroy();
      return;
    }
    const failure = control.failNext.shift();
    if (failure) return refuse(res, failure.status, failure.code, 'Planned failure');

    if (req.method === 'POST' && url.pathname === '/api/v2/auth') {
      const byKey = body.api_key === apiKey && body.api_secret === apiSecret;
      const byRefresh = typeof body.refresh_token === 'string' && refreshTokens.delete(body.refresh_token);
      if (!byKey && !byRefresh)
        return refuse(res, 401, 'E_UNAUTHORIZED', 'Invalid API key, secret or refresh token');
      const access = randomUUID();
      const refresh = randomUUID();
      tokens.set(access, now() + control.tokenSeconds);
      refreshTokens.add(refresh);
      return send(res, 200, {
        access_token: access,
        access_token_expires_in: control.tokenSeconds,
        access_token_expires_at: now() + control.tokenSeconds,
        refresh_token: refresh,
        refresh_token_expires_in: 172_800,
      });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = bearer ? tokens.get(bearer) : undefined;
    if (until === undefined || until <= now())
      return refuse(res, 401, 'E_UNAUTHORIZED', 'Missing or expired access token');

    const match = /^\/api\/v2\/tss\/([^/]+)\/tx\/([^/]+)$/.exec(url.pathname);
    if (!match) return refuse(res, 404, 'E_NOT_FOUND', 'No such resource');
    const [, tssId, txId] = match as unknown as [string, string, string];
    const tss = tsses.get(tssId);
    if (!tss) return refuse(res, 404, 'E_TSS_NOT_FOUND', `TSS ${tssId} not found`);
    const key = `${tssId}/${txId}`;
    const existing = transactions.get(key);
    if (req.method === 'GET')
      return existing
        ? send(res, 200, existing)
        : refuse(res, 404, 'E_TX_NOT_FOUND', 'Transaction not found');
    if (req.method !== 'PUT') return refuse(res, 405, 'E_METHOD', 'Method not allowed');
    if (tss.state !== 'INITIALIZED')
      return refuse(res, 400, 'E_TSS_NOT_INITIALIZED', 'The TSS is not initialized');
    const clientSerial = tss.clients.get(String(body.client_id));
    if (!clientSerial)
      return refuse(res, 400, 'E_CLIENT_NOT_FOUND', 'The client is not registered with this TSS');
    const revision = Number(url.searchParams.get('tx_revision'));
    if (revision !== (existing?.latest_revision ?? 0) + 1)
      return refuse(
        res,
        409,
        'E_TX_REVISION',
        `Expected tx_revision ${(existing?.latest_revision ?? 0) + 1}`,
      );
    if (body.state === 'ACTIVE' && !existing) {
      const tx: FiskalyTx = {
        _id: txId,
        _type: 'TRANSACTION',
        number: ++tss.transactions,
        state: 'ACTIVE',
        revision: 1,
        latest_revision: 1,
        client_id: String(body.client_id),
        tss_id: tssId,
        time_start: now(),
        tss_serial_number: tss.serial,
        client_serial_number: clientSerial,
      };
      transactions.set(key, tx);
      return send(res, 200, tx);
    }
    if (body.state === 'FINISHED' && existing?.state === 'ACTIVE') {
      const problem = receiptProblem(body.schema);
      if (problem) return refuse(res, 400, 'E_VALIDATION', problem);
      const finished: FiskalyTx = {
        ...existing,
        state: 'FINISHED',
        revision,
        latest_revision: revision,
        time_end: now(),
        schema: body.schema,
      };
      finished.signature = {
        value: '',
        algorithm: 'ecdsa-plain-SHA256',
        counter: ++tss.signatures,
        public_key: tss.publicKey,
      };
      finished.signature.value = ecdsaSign('sha256', Buffer.from(signedData(finished)), {
        key: tss.privateKey,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64');
      finished.log = {
        operation: 'FinishTransaction',
        timestamp: finished.time_end!,
        timestamp_format: 'unixTime',
      };
      finished.qr_code_data = [
        'V0',
        clientSerial,
        'Kassenbeleg-V1',
        'Beleg^',
        finished.number,
        finished.signature.counter,
        new Date(finished.time_start * 1000).toISOString(),
        new Date(finished.time_end! * 1000).toISOString(),
        finished.signature.algorithm,
        'unixTime',
        finished.signature.value,
        tss.publicKey,
      ].join(';');
      transactions.set(key, finished);
      return send(res, 200, finished);
    }
    return refuse(
      res,
      400,
      'E_TX_ILLEGAL_STATE_CHANGE',
      `No change from ${existing?.state ?? 'nothing'} to ${String(body.state)}`,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => refuse(res, 500, 'E_INTERNAL', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    apiKey,
    apiSecret,
    calls,
    control,
    transactions,
    /** A TSS walked to INITIALIZED (or left in another state) with one registered client. */
    addTss(state: Tss['state'] = 'INITIALIZED') {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const tss: Tss = {
        id: randomUUID(),
        state,
        serial: randomUUID().replace(/-/g, ''),
        clients: new Map(),
        transactions: 0,
        signatures: 0,
        privateKey,
        publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      };
      tsses.set(tss.id, tss);
      const clientId = randomUUID();
      tss.clients.set(clientId, `SEABERTH-TILL-${tss.clients.size + 1}`);
      return { tssId: tss.id, clientId, publicKey: tss.publicKey };
    },
    close: () =>
      new Promise<void>((resolve) => {
        // The adapter's fetch keeps connections alive: without this the test process waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function receiptProblem(schema: unknown): string | undefined {
  const receipt = (schema as { standard_v1?: { receipt?: Record<string, unknown> } })?.standard_v1?.receipt;
  if (!receipt) return 'schema.standard_v1.receipt is required';
  if (!RECEIPT_TYPES.includes(String(receipt.receipt_type))) return 'receipt_type is invalid';
  const rates = receipt.amounts_per_vat_rate as { vat_rate: string; amount: string }[] | undefined;
  const payments = receipt.amounts_per_payment_type as
    | { payment_type: string; amount: string; currency_code?: string }[]
    | undefined;
  if (!Array.isArray(rates) || !Array.isArray(payments))
    return 'amounts_per_vat_rate and amounts_per_payment_type are required';
  for (const r of rates)
    if (!VAT_RATES.includes(r.vat_rate) || !AMOUNT.test(r.amount))
      return `amounts_per_vat_rate entry ${JSON.stringify(r)} is invalid`;
  for (const p of payments) {
    if (!PAYMENT_TYPES.includes(p.payment_type) || !AMOUNT.test(p.amount))
      return `amounts_per_payment_type entry ${JSON.stringify(p)} is invalid`;
    if (p.currency_code !== undefined && !/^[A-Z]{3}$/.test(p.currency_code))
      return 'currency_code is invalid';
  }
  return undefined;
}

function statusText(status: number) {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      404: 'Not Found',
      405: 'Method Not Allowed',
      409: 'Conflict',
      429: 'Too Many Requests',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
    }[status] ?? 'Error'
  );
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
