import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Doc = Record<string, unknown>;

export interface XeroRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string;
  tenant: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

const KINDS = {
  Invoices: { id: 'InvoiceID', number: 'InvoiceNumber', types: ['ACCREC', 'ACCPAY'], label: 'Invoice' },
  CreditNotes: {
    id: 'CreditNoteID',
    number: 'CreditNoteNumber',
    types: ['ACCRECCREDIT', 'ACCPAYCREDIT'],
    label: 'Credit Note',
  },
} as const;
type Collection = keyof typeof KINDS;

/**
 * A local server speaking Xero as a custom connection sees it: `POST /connect/token` (client
 * credentials, client id and secret as HTTP Basic, a bearer token with `expires_in`), and the
 * Accounting API under `/api.xro/2.0` with a bearer token and an optional `xero-tenant-id`:
 * `GET /Organisation`, `PUT` (create) and `POST` (create or update, `/{id}` to void) of
 * `/Invoices` and `/CreditNotes`, `GET` of one or by number. Documents are checked as Xero
 * checks them (type, contact, lines, known account codes and tax types, unique numbers, due date
 * of authorised invoices) and refused with Xero's 400 ValidationException; a repeated
 * Idempotency-Key answers the first answer again. Records every request.
 */
export async function startXeroServer(options: {
  clientId: string;
  clientSecret: string;
  tenantId?: string;
  /** Seconds a token lasts (Xero: 1800). */
  tokenLifetime?: number;
  accounts?: string[];
  /** Tax type → rate in percent. */
  taxTypes?: Record<string, number>;
}) {
  const accounts = new Set(options.accounts ?? ['200', '860']);
  const taxTypes = options.taxTypes ?? { OUTPUT: 19, OUTPUT2: 7, NONE: 0 };
  const tokens = new Map<string, number>();
  const documents: Record<Collection, Map<string, Doc>> = { Invoices: new Map(), CreditNotes: new Map() };
  const contacts = new Map<string, Doc>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const requests: XeroRequest[] = [];
  let tokensIssued = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const raw = await readBody(request);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/connect/token') return token(request, raw, send);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(400, { ErrorNumber: 14, Type: 'PostDataInvalidException', Message: 'Invalid JSON' });
    }
    const prefix = '/api.xro/2.0';
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const authorization = request.headers.authorization ?? '';
    const tenant = header(request, 'xero-tenant-id');
    const idempotencyKey = header(request, 'idempotency-key');
    requests.push({
      method: request.method ?? 'GET',
      path,
      query: url.searchParams,
      authorization,
      tenant,
      idempotencyKey,
      body,
    });

    const bearer = /^Bearer (.+)$/.exec(authorization)?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (!bearer || expires === undefined || expires <= Date.now())
      return send(
        401,
        {
          Type: null,
          Title: 'Unauthorized',
          Status: 401,
          Detail: bearer ? 'TokenExpired: token expired' : 'No token',
        },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
    // A custom connection reaches one organisation: the header may be left out, not be another one.
    if (tenant !== undefined && options.tenantId && tenant !== options.tenantId)
      return send(403, { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' });

    if (path === '/Organisation' && request.method === 'GET')
      return send(
        200,
        envelope({
          Organisations: [
            {
              OrganisationID: options.tenantId ?? randomUUID(),
              Name: 'Blue Reef Diving Ltd',
              CountryCode: 'DE',
              BaseCurrency: 'EUR',
            },
          ],
        }),
      );

    const match = /^\/(Invoices|CreditNotes)(?:\/([^/]+))?$/.exec(path);
    if (!match)
      return send(404, {
        Title: 'NotFound',
        Status: 404,
        Detail: 'The resource you are looking for cannot be found',
      });
    const collection = match[1] as Collection;
    const id = match[2] ? decodeURIComponent(match[2]) : undefined;
    const store = documents[collection];

    if (request.method === 'GET') {
      if (id) {
        const found = store.get(id);
        return found
          ? send(200, envelope({ [collection]: [found] }))
          : send(404, {
              Title: 'NotFound',
              Status: 404,
              Detail: 'The resource you are looking for cannot be found',
            });
      }
      return send(
        200,
        envelope({
          [collection]: [...store.values()].filter((d) => matches(d, collection, url.searchParams)),
        }),
      );
    }
    if (request.method !== 'PUT' && request.method !== 'POST')
      return send(405, { Message: 'Method not allowed' });
    if (idempotencyKey && replays.has(idempotencyKey)) {
      const replay = replays.get(idempotencyKey)!;
      return send(replay.status, replay.body);
    }
    const items = itemsOf(body, collection);
    const answer = write(collection, request.method, id, items);
    if (idempotencyKey) replays.set(idempotencyKey, answer);
    send(answer.status, answer.body);
  });

  function token(request: IncomingMessage, raw: string, send: (status: number, body: unknown) => void) {
    requests.push({
      method: request.method ?? '',
      path: '/connect/token',
      query: new URLSearchParams(),
      authorization: request.headers.authorization ?? '',
      tenant: undefined,
      idempotencyKey: undefined,
      body: raw,
    });
    const form = new URLSearchParams(raw);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    if (
      request.method !== 'POST' ||
      !String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')
    )
      return send(400, { error: 'invalid_request' });
    if (id !== options.clientId || secret !== options.clientSecret)
      return send(400, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'client_credentials')
      return send(400, { error: 'unsupported_grant_type' });
    const lifetime = options.tokenLifetime ?? 1800;
    const accessToken = `xero-at-${randomUUID()}`;
    tokens.set(accessToken, Date.now() + lifetime * 1000);
    tokensIssued++;
    send(200, {
      access_token: accessToken,
      expires_in: lifetime,
      token_type: 'Bearer',
      scope: 'accounting.transactions accounting.settings',
    });
  }

  function write(collection: Collection, method: string, id: string | undefined, items: Doc[]) {
    const kind = KINDS[collection];
    const store = documents[collection];
    const results: Doc[] = [];
    const failures: Doc[] = [];
    for (const item of items) {
      const targetId = id ?? (item[kind.id] as string | undefined);
      let existing = targetId ? store.get(targetId) : undefined;
      if (!existing && method === 'POST' && item[kind.number])
        existing = [...store.values()].find(
          (d) => d[kind.number] === item[kind.number] && String(d.Type).startsWith('ACCREC'),
        );
      const errors: string[] = [];
      if (targetId && !existing) errors.push(`${kind.label} could not be found`);
      if (method === 'PUT' && targetId) errors.push(`${kind.label} already exists: use POST to update it`);
      if (existing && ['VOIDED', 'DELETED', 'PAID'].includes(String(existing.Status)))
        errors.push(`${kind.label} not of valid status for modification`);
      if (
        existing &&
        item.Status === 'VOIDED' &&
        Object.keys(item).every((k) => k === 'Status' || k === kind.id)
      ) {
        if (!errors.length) {
          if (existing.Status === 'DRAFT') errors.push(`${kind.label} not of valid status for modification`);
          else if (Number(existing.AmountPaid ?? 0) > 0)
            errors.push('This document cannot be voided as it has payments');
          else {
            existing.Status = 'VOIDED';
            existing.AmountDue = 0;
            if (collection === 'CreditNotes') existing.RemainingCredit = 0;
            existing.UpdatedDateUTC = msDate(Date.now());
            results.push(existing);
            continue;
          }
        }
      }
      const merged: Doc = { ...(existing ?? {}), ...item };
      errors.push(...validate(collection, merged, existing));
      if (errors.length) {
        failures.push({ ...item, ValidationErrors: errors.map((Message) => ({ Message })) });
        continue;
      }
      const saved = save(collection, merged, existing);
      results.push(saved);
    }
    if (failures.length)
      return {
        status: 400,
        body: {
          ErrorNumber: 10,
          Type: 'ValidationException',
          Message: 'A validation exception occurred',
          Elements: failures,
        },
      };
    return { status: 200, body: envelope({ [collection]: results }) };
  }

  function validate(collection: Collection, doc: Doc, existing: Doc | undefined): string[] {
    const kind = KINDS[collection];
    const errors: string[] = [];
    if (!kind.types.includes(doc.Type as never)) errors.push(`${kind.label} Type must be specified`);
    const contact = doc.Contact as Doc | undefined;
    if (!contact || (!contact.ContactID && !contact.Name))
      errors.push('A Contact must be specified for this type of transaction');
    const lines = (doc.LineItems as Doc[] | undefined) ?? [];
    if (!lines.length) errors.push(`${kind.label}s must have at least one line item`);
    const status = String(doc.Status ?? 'DRAFT');
    for (const line of lines) {
      if (!line.Description) errors.push('Description must be specified for each line item');
      const code = line.AccountCode as string | undefined;
      if (code !== undefined && !accounts.has(code))
        errors.push(`Account code '${code}' is not a valid code for this document.`);
      if (code === undefined && status === 'AUTHORISED')
        errors.push('Account code must be specified for authorised documents');
      const type = line.TaxType as string | undefined;
      if (type !== undefined && !(type in taxTypes))
        errors.push(
          `The TaxType code '${type}' does not exist or cannot be used for this type of transaction.`,
        );
    }
    if (collection === 'Invoices' && status === 'AUTHORISED' && !doc.DueDate)
      errors.push('Due Date is required');
    if (
      doc.Date !== undefined &&
      !/^\d{4}-\d{2}-\d{2}/.test(String(doc.Date)) &&
      !/^\/Date\(/.test(String(doc.Date))
    )
      errors.push('The Date is not valid');
    const number = doc[kind.number];
    if (number && String(doc.Type).startsWith('ACCREC')) {
      const clash = [...documents[collection].values()].find(
        (d) => d[kind.number] === number && d !== existing,
      );
      if (clash) errors.push(`${kind.label} # must be unique.`);
    }
    return errors;
  }

  function save(collection: Collection, doc: Doc, existing: Doc | undefined): Doc {
    const kind = KINDS[collection];
    const id = (existing?.[kind.id] as string | undefined) ?? randomUUID();
    const contact = doc.Contact as Doc;
    let stored = contact.ContactID ? contacts.get(String(contact.ContactID)) : undefined;
    stored ??= [...contacts.values()].find((c) => c.Name === contact.Name);
    if (!stored) {
      stored = {
        ContactID: randomUUID(),
        Name: contact.Name,
        EmailAddress: contact.EmailAddress ?? '',
        ContactStatus: 'ACTIVE',
      };
      contacts.set(String(stored.ContactID), stored);
    }
    const exclusive = doc.LineAmountTypes !== 'Inclusive';
    let subTotal = 0;
    let totalTax = 0;
    const lines = ((doc.LineItems as Doc[]) ?? []).map((line) => {
      const amount = round2(Number(line.Quantity ?? 1) * Number(line.UnitAmount ?? 0));
      const rate = taxTypes[String(line.TaxType ?? 'NONE')] ?? 0;
      const tax =
        line.TaxAmount !== undefined
          ? Number(line.TaxAmount)
          : round2(exclusive ? (amount * rate) / 100 : amount - amount / (1 + rate / 100));
      subTotal += exclusive ? amount : amount - tax;
      totalTax += tax;
      return { LineItemID: randomUUID(), ...line, LineAmount: amount, TaxAmount: tax };
    });
    const total = round2(subTotal + totalTax);
    const now = Date.now();
    const saved: Doc = {
      ...doc,
      [kind.id]: id,
      Contact: { ContactID: stored.ContactID, Name: stored.Name, EmailAddress: stored.EmailAddress },
      Status: doc.Status ?? 'DRAFT',
      LineItems: lines,
      SubTotal: round2(subTotal),
      TotalTax: round2(totalTax),
      Total: total,
      CurrencyCode: doc.CurrencyCode ?? 'EUR',
      ...(collection === 'Invoices' ? { AmountDue: total, AmountPaid: 0 } : { RemainingCredit: total }),
      DateString: `${String(doc.Date ?? new Date(now).toISOString()).slice(0, 10)}T00:00:00`,
      UpdatedDateUTC: msDate(now),
      HasErrors: false,
    };
    documents[collection].set(id, saved);
    return saved;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    tokenUrl: `${url}/connect/token`,
    requests,
    invoices: documents.Invoices,
    creditNotes: documents.CreditNotes,
    contacts,
    tokensIssued: () => tokensIssued,
    /** Xero stops taking every token issued so far (as after their 30 minutes). */
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    /** Adds an account code to the organisation's chart. */
    addAccount: (code: string) => accounts.add(code),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type XeroServer = Awaited<ReturnType<typeof startXeroServer>>;

function itemsOf(body: unknown, collection: Collection): Doc[] {
  if (body && typeof body === 'object' && Array.isArray((body as Doc)[collection]))
    return (body as Doc)[collection] as Doc[];
  return body && typeof body === 'object' ? [body as Doc] : [];
}

function matches(doc: Doc, collection: Collection, query: URLSearchParams): boolean {
  const kind = KINDS[collection];
  const numbers = query.get('InvoiceNumbers');
  if (numbers && !numbers.split(',').includes(String(doc[kind.number]))) return false;
  const where = query.get('where');
  if (where) {
    const equal = /^(\w+)\s*==\s*"([^"]*)"$/.exec(where.trim());
    if (!equal || String(doc[equal[1]!]) !== equal[2]) return false;
  }
  return true;
}

function envelope(content: Doc): Doc {
  return {
    Id: randomUUID(),
    Status: 'OK',
    ProviderName: 'Seaberth tests',
    DateTimeUTC: msDate(Date.now()),
    ...content,
  };
}

const msDate = (ms: number) => `/Date(${ms}+0000)/`;
const round2 = (value: number) => Math.round(value * 100) / 100;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
