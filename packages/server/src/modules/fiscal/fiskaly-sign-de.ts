import {
  type FiscalReceipt,
  type FiscalSignature,
  type FiscalSigner,
  FiscalSigningError,
  fiscalAmount,
  fiscalVatRate,
} from './fiscal-signer.ts';

/** fiskaly's production endpoint of the KassenSichV API, version 2. */
export const FISKALY_SIGN_DE_URL = 'https://kassensichv-middleware.fiskaly.com/api/v2';

export interface FiskalyAccount {
  /** The API's base URL (a local server speaking the same protocol in the tests). */
  baseUrl?: string;
  apiKey: string;
  apiSecret: string;
  /** The TSS (the TSE) and the client (this till) registered with fiskaly, both UUIDs. */
  tssId: string;
  clientId: string;
}

interface Token {
  access: string;
  refresh: string;
  /** When the access token runs out (ms since the epoch). */
  expiresAt: number;
}

/** A transaction as fiskaly answers it (the fields this adapter reads). */
interface FiskalyTransaction {
  _id: string;
  number: number;
  state: 'ACTIVE' | 'FINISHED' | 'CANCELLED';
  revision: number;
  latest_revision: number;
  time_start: number;
  time_end?: number;
  tss_serial_number: string;
  client_serial_number: string;
  signature?: { value: string; algorithm: string; counter: number; public_key: string };
  log?: { timestamp_format: string };
  qr_code_data?: string;
}

/** Renew the access token this long before fiskaly says it runs out. */
const EARLY_MS = 60_000;
const TIMEOUT_MS = 15_000;

/**
 * fiskaly SIGN DE (KassenSichV API v2), a cloud TSE. `POST /auth` trades the API key and secret
 * for a bearer token (renewed with its refresh token before it runs out, or after a 401); a
 * receipt is a transaction the till names with its own UUID, started (`PUT /tss/{tss}/tx/{tx}
 * ?tx_revision=1`, state ACTIVE) and finished (revision 2, state FINISHED, with the schema
 * `standard_v1.receipt`: gross amounts per VAT rate and per payment type), which answers the
 * signature, its counter, the times and the QR code data. Both are PUTs of ids we choose, so a
 * receipt whose answer was lost is signed again safely: a finished transaction is read back.
 * Errors come as `{ status_code, error, code, message }`.
 */
export class FiskalySignDe implements FiscalSigner {
  private token: Token | undefined;
  private readonly base: string;

  constructor(
    private readonly account: FiskalyAccount,
    private readonly now: () => number = Date.now,
  ) {
    this.base = (account.baseUrl ?? FISKALY_SIGN_DE_URL).replace(/\/$/, '');
  }

  async sign(receipt: FiscalReceipt): Promise<FiscalSignature> {
    // Checked before the TSE hears of it: a receipt it cannot take starts no transaction.
    const sums = this.receiptOf(receipt);
    const path = `/tss/${this.account.tssId}/tx/${receipt.id}`;
    const existing = await this.call<FiskalyTransaction>('GET', path).catch((error) => {
      if (error instanceof FiscalSigningError && error.status === 404) return undefined;
      throw error;
    });
    if (existing?.state === 'FINISHED') return this.signatureOf(existing);
    if (existing?.state === 'CANCELLED')
      throw new FiscalSigningError(
        'E_TX_CANCELLED',
        'The TSE cancelled this transaction: it cannot be signed',
      );
    const client_id = this.account.clientId;
    const started =
      existing ??
      (await this.call<FiskalyTransaction>('PUT', `${path}?tx_revision=1`, { state: 'ACTIVE', client_id }));
    const finished = await this.call<FiskalyTransaction>(
      'PUT',
      `${path}?tx_revision=${started.revision + 1}`,
      {
        state: 'FINISHED',
        client_id,
        schema: { standard_v1: { receipt: sums } },
      },
    );
    return this.signatureOf(finished);
  }

  /** The receipt's sums as `standard_v1.receipt`: amounts are decimal texts, one entry per rate or kind. */
  private receiptOf(receipt: FiscalReceipt) {
    const perRate = new Map<string, number>();
    for (const line of receipt.lines) {
      const rate = fiscalVatRate(line.vatPercent);
      perRate.set(rate, (perRate.get(rate) ?? 0) + line.gross);
    }
    const perPayment = new Map<string, { type: string; amount: number; currency: string }>();
    for (const payment of receipt.payments) {
      const type = payment.kind === 'cash' ? 'CASH' : 'NON_CASH';
      const key = `${type}/${payment.currency}`;
      const sum = perPayment.get(key) ?? { type, amount: 0, currency: payment.currency };
      sum.amount += payment.amount;
      perPayment.set(key, sum);
    }
    return {
      receipt_type: receipt.type,
      amounts_per_vat_rate: [...perRate].map(([vat_rate, amount]) => ({
        vat_rate,
        amount: fiscalAmount(amount),
      })),
      amounts_per_payment_type: [...perPayment.values()].map((p) => ({
        payment_type: p.type,
        amount: fiscalAmount(p.amount),
        // The till's own currency goes without a code; a foreign one is named (DSFinV-K).
        ...(p.currency === receipt.currency ? {} : { currency_code: p.currency }),
      })),
    };
  }

  private signatureOf(tx: FiskalyTransaction): FiscalSignature {
    if (!tx.signature || tx.time_end === undefined)
      throw new FiscalSigningError('E_NO_SIGNATURE', 'The TSE finished the transaction without a signature');
    return {
      transactionNumber: tx.number,
      signatureCounter: tx.signature.counter,
      signature: tx.signature.value,
      algorithm: tx.signature.algorithm,
      publicKey: tx.signature.public_key,
      timeStart: new Date(tx.time_start * 1000).toISOString(),
      timeEnd: new Date(tx.time_end * 1000).toISOString(),
      tssSerialNumber: tx.tss_serial_number,
      clientSerialNumber: tx.client_serial_number,
      timestampFormat: tx.log?.timestamp_format ?? 'unixTime',
      qrCodeData: tx.qr_code_data ?? '',
    };
  }

  /** A bearer token: the one we hold while it lasts, else renewed (refresh token first, then the key). */
  private async bearer(renew = false): Promise<string> {
    if (!renew && this.token && this.token.expiresAt - EARLY_MS > this.now()) return this.token.access;
    const refresh = this.token?.refresh;
    this.token = undefined;
    const body = refresh
      ? { refresh_token: refresh }
      : { api_key: this.account.apiKey, api_secret: this.account.apiSecret };
    const answer = await this.request<{
      access_token: string;
      refresh_token: string;
      access_token_expires_in: number;
    }>('POST', '/auth', body).catch(async (error) => {
      // A refresh token that ran out: sign in with the key again.
      if (refresh && error instanceof FiscalSigningError && error.status === 401)
        return this.request<{ access_token: string; refresh_token: string; access_token_expires_in: number }>(
          'POST',
          '/auth',
          { api_key: this.account.apiKey, api_secret: this.account.apiSecret },
        );
      throw error;
    });
    this.token = {
      access: answer.access_token,
      refresh: answer.refresh_token,
      expiresAt: this.now() + answer.access_token_expires_in * 1000,
    };
    return this.token.access;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await this.request<T>(method, path, body, await this.bearer());
    } catch (error) {
      // A token fiskaly no longer takes (revoked, clock skew): renew once and try again.
      if (error instanceof FiscalSigningError && error.status === 401)
        return this.request<T>(method, path, body, await this.bearer(true));
      throw error;
    }
  }

  private async request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new FiscalSigningError(
        'E_UNREACHABLE',
        `The TSE could not be reached: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok)
      throw new FiscalSigningError(
        String(json.code ?? json.error ?? `HTTP_${response.status}`),
        String(json.message ?? `The TSE answered ${response.status}`),
        response.status,
      );
    return json as T;
  }
}
