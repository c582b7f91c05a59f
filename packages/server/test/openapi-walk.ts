import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { memberCode } from '../src/modules/customers/index.ts';
import type { TestContext } from './test-app.ts';
import { testNow } from './test-clock.ts';

/**
 * Walks the server's own OpenAPI document, so the guard suites cover every route without anyone
 * having to list it: an operation added to the server is in the walk the day it lands.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  /** OpenAPI form: `/api/bookings/{id}/payment/{paymentId}`. */
  path: string;
  queryParams: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  required?: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

export async function operationsOf(ctx: TestContext): Promise<Operation[]> {
  await ctx.app.ready();
  const document = ctx.app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // A live stream never ends, and an injected call waits for the end: its access (401, 429,
      // what each caller hears) is tested on real connections in live-events.int.test.ts.
      if (operation.responses?.['200']?.content?.['text/event-stream']) continue;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        queryParams: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/**
 * The hostile-input walk sends about 30,000 requests; CI runs the server suite on both databases,
 * and the walk's subject (validation, the §8 shape, refused writes changing nothing) is the same
 * PostgreSQL parser and executor on either. With `WALK_SPLIT_BY_ENGINE=1` (.ci/run) each engine
 * walks its half of the operations, by a hash of method and path (an operation added moves no
 * other), so a CI run still walks every operation once; any other run walks them all on its
 * engine. docs/decisions.md, "CI time, thirty-fourth pass".
 */
export function engineShare<T extends Pick<Operation, 'method' | 'path'>>(operations: T[]): T[] {
  if (process.env.WALK_SPLIT_BY_ENGINE !== '1') return operations;
  const engine = process.env.TEST_DATABASE_URL ? 1 : 0;
  return operations.filter((o) => walkHalf(`${o.method} ${o.path}`) === engine);
}

/** 0 or 1 for an operation's key (FNV-1a), stable from run to run. */
export function walkHalf(key: string): 0 | 1 {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return ((hash >>> 0) & 1) as 0 | 1;
}

type Json = Record<string, unknown>;

/**
 * Real ids for path parameters, read through the API as the admin sees them. A path parameter
 * this cannot fill makes the walk fail, so a new kind of parameter gets its line here.
 */
export class PathFiller {
  private readonly firstIds = new Map<string, string>();
  private readonly extra = new Map<string, string>();

  constructor(
    private readonly ctx: TestContext,
    private readonly token: string,
  ) {}

  private async get(url: string): Promise<Json> {
    const response = await this.ctx.request({ method: 'GET', url, token: this.token });
    return response.statusCode === 200 ? (response.json() as Json) : {};
  }

  /** The id of the first row of a generic list, or the nil uuid when the list is empty. */
  async firstId(base: string, filter?: Json): Promise<string> {
    const key = `${base}${filter ? JSON.stringify(filter) : ''}`;
    if (!this.firstIds.has(key)) {
      const query = filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
      const page = await this.get(`/api/${base}?size=1${query}`);
      const rows = (page.data as Json[] | undefined) ?? [];
      this.firstIds.set(key, (rows[0]?.id as string | undefined) ?? NIL_UUID);
    }
    return this.firstIds.get(key)!;
  }

  /** Uses this id for `{id}` under `/api/<base>` (a throwaway user instead of the walking admin). */
  use(base: string, id: string): void {
    this.extra.set(base, id);
  }

  /** Prepares the ids; `booking` picks the booking whose rooms, guests and payments fill the walk. */
  async prepare(booking?: string): Promise<void> {
    const resort = await this.firstId('resort');
    const vessel = await this.firstId('vessel');
    this.extra.set('resort', resort);
    this.extra.set('vessel', vessel);
    this.extra.set('roomType', await this.firstId('roomtypes', { resort }));
    this.extra.set('vesselList', await this.firstId('vessellist'));
    const list = await this.get(`/api/price?size=1`);
    const entries = ((list.data as Json[] | undefined)?.[0]?.entries as Json[] | undefined) ?? [];
    this.extra.set('priceEntry', (entries[0]?.id as string | undefined) ?? NIL_UUID);
    booking ??= await this.paidBooking();
    this.extra.set('bookings', booking);
    const detail = await this.get(`/api/bookings/${booking}`);
    const payments = (detail.payments as Json[] | undefined) ?? [];
    const booked = (detail.rooms as Json[] | undefined) ?? [];
    this.extra.set('roomBooking', (booked[0]?.id as string | undefined) ?? NIL_UUID);
    const guests = ((booked[0]?.guests as (Json | null)[] | undefined) ?? []).filter((g) => g !== null);
    this.extra.set('guest', (guests[0]?.customer as string | undefined) ?? NIL_UUID);
    // The club's member card (issue 37): the guest's own signed code, as the counter scans it.
    this.extra.set('memberCode', memberCode(this.ctx.services, this.extra.get('guest')!));
    this.extra.set('payment', (payments[0]?.id as string | undefined) ?? NIL_UUID);
    const lines = ((detail.calculation as Json | null)?.entries as Json[] | undefined) ?? [];
    this.extra.set('calcLine', (lines[0]?.id as string | undefined) ?? 'p-none');
    if (!this.extra.has('allotment')) {
      const held = (await this.get('/api/agency/allotments')) as unknown as Json[];
      this.extra.set('allotment', (held[0]?.id as string | undefined) ?? NIL_UUID);
    }
    if (!this.extra.has('credit')) {
      const ledger = (await this.get('/api/agency/credits?size=1')).entries as Json[] | undefined;
      this.extra.set('credit', (ledger?.[0]?.id as string | undefined) ?? NIL_UUID);
    }
  }

  private async paidBooking(): Promise<string> {
    const bookings = await this.get(`/api/bookings?size=50`);
    const paid = ((bookings.data as Json[] | undefined) ?? []).find((b) => Number(b.paid ?? 0) > 0);
    return (paid?.id as string | undefined) ?? (await this.firstId('bookings'));
  }

  /** The path with every `{param}` replaced by a real value (or by `override` for all of them). */
  async fill(path: string, override?: string): Promise<string> {
    let filled = path;
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      const value = override ?? (await this.value(path, name!));
      filled = filled.replace(`{${name}}`, encodeURIComponent(value));
    }
    return filled;
  }

  private async value(path: string, name: string): Promise<string> {
    const base = path.split('/')[2]!;
    const special = SPECIAL_PATHS[path]?.[name];
    if (special) return special.startsWith('@') ? this.extra.get(special.slice(1))! : special;
    switch (name) {
      case 'resort':
      case 'asset':
        return this.extra.get('resort')!;
      case 'schedule':
      case 'scheduleId':
        return this.firstId('schedule');
      case 'tour':
        return this.firstId('tour');
      case 'listId':
        return this.firstId('vessellist');
      case 'paymentId':
        return this.extra.get('payment')!;
      case 'roomBooking':
      case 'roomId':
      case 'room':
        return this.extra.get('roomBooking')!;
      case 'customerId':
      case 'customer':
        return this.extra.get('guest')!;
      case 'version':
        return '1';
      case 'ref':
        return this.extra.get('reference') ?? NIL_UUID;
      case 'from':
        return '2026-01-01';
      case 'to':
        return '2026-02-01';
      case 'id':
        if (path.startsWith('/api/mail/template/')) return this.firstId('mail/template');
        return this.extra.get(base) ?? this.firstId(base);
      case 'state':
        return 'confirmed';
      case 'templateId':
        return 'confirmation';
      // The calculation editor's choices (SPEC §7 bookings).
      case 'calcId':
        return this.extra.get('calcLine')!;
      case 'sort':
        return '10';
      case 'price':
        return this.firstId('price');
      case 'special':
        return this.firstId('specials');
      case 'addon':
        return this.firstId('supplements');
      case 'commission':
        return this.firstId('commission');
      case 'terms':
        return this.firstId('terms');
      case 'product':
        return 'p1';
      case 'language':
        return 'en';
      case 'currency':
        return 'EUR';
      // To-dos (SPEC §7 Todos): solve one of the booking's, or a made-up one (404).
      case 'bookingId':
        return this.extra.get('bookings')!;
      case 'agencyId':
        return this.extra.get('agency') ?? 'none';
      case 'todoId':
      case 'documentId':
      case 'fileId':
        return NIL_UUID;
      case 'booking':
        return this.extra.get('bookings')!;
      // The public booking's look-up by number (answers 404 without the booker's e-mail).
      case 'bookingNo':
        return this.extra.get('bookingNo') ?? '2026-00001';
      // The mailbox: a folder, a mail's UID and an attachment (the demo has no account: 404).
      case 'folder':
        return 'INBOX';
      case 'mail':
        return '1';
      case 'index':
        return '0';
      // Agencies: the first one (the demo has some once issue 14's demo lands), a system's name.
      case 'agency':
        return this.extra.get('agency') ?? this.firstId('agency');
      case 'system':
        return 'sap';
      // A user linked to an account in a connected installation (issue 39): the first one.
      case 'user':
        return this.firstId('users');
      // A customer's id in a connected system (issue 37).
      case 'external':
        return 'walk-1';
      // A key of a customer's own data (issue 37).
      case 'key':
        return 'crm.id';
      case 'field':
        return 'diet';
      // Banks (issue 15): the first account, if any.
      case 'bankId':
        return this.firstId('bank');
      // Dive plans (issue 34): a made-up dive or diver of the plan (404).
      case 'dive':
      case 'diver':
        return NIL_UUID;
      // Duplicates (issue 37): a made-up customer to merge or dismiss, a made-up merge (404).
      case 'other':
      case 'merge':
        return NIL_UUID;
      // The point of sale (issue 35): a made-up item, payment or on-site transaction (404).
      case 'item':
      case 'itemId':
      case 'payment':
      case 'onsite':
        return NIL_UUID;
      // A booking import's type (issue 39).
      case 'type':
        return 'csv';
    }
    throw new Error(`No real value for {${name}} in ${path}: add it to PathFiller`);
  }
}

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Paths whose parameters mean something their base does not say; `@name` is a prepared id. */
const SPECIAL_PATHS: Record<string, Record<string, string>> = {
  '/api/customer/card/{code}': { code: '@memberCode' },
  '/api/rooms/available/{id}': { id: '@resort' },
  // Duplicates (issue 37): a merge into the booking's guest of a made-up customer, a made-up
  // merge's undo and a pair with a made-up customer (404): the walk never merges real records.
  '/api/customer/{id}/merge/{other}': { id: '@guest', other: NIL_UUID },
  '/api/customer/duplicates/{id}/{other}/dismiss': { id: '@guest', other: NIL_UUID },
  '/api/customer/merge/{merge}/undo': { merge: NIL_UUID },
  // The coming week's birthdays (issue 37).
  '/api/customer/birthday/{days}': { days: '7' },
  // What changed on the booking's guest since the record was made.
  '/api/customer/{id}/diff/{from}': { id: '@guest', from: '0' },
  // Moving a field between two made-up data groups (404).
  '/api/customerdatagroup/move/{from}/{to}/{field}': { from: NIL_UUID, to: NIL_UUID },
  '/api/rooms/occupancy/{id}': { id: '@resort' },
  '/api/rooms/roomtype/{id}': { id: '@roomType' },
  '/api/price/entry/{id}': { id: '@priceEntry' },
  '/api/price/booking/{id}': { id: '@bookings' },
  '/api/schedule/{id}/printList/{template}': { template: '@vesselList' },
  '/api/resort/{asset}/print/{list}': { list: 'rooms' },
  '/api/tour/date/{from}/{to}': { from: '2026-01-01', to: '2026-03-01' },
  '/api/tour/calendar/{from}/{to}': { from: '2026-01-01', to: '2026-03-01' },
  '/api/schedule/copy/{from}/{to}': { from: '2030-01-01', to: '2030-02-01' },
  '/api/settings/group/{group}': { group: 'calendar' },
  '/api/settings/backup/local/{name}': { name: 'missing.json.gz' },
  '/api/settings/backup/dropbox/{name}': { name: 'missing.json.gz' },
  '/api/bookings/report/{templateId}': { templateId: 'list' },
  '/api/agency/{agency}/print/{template}': { template: 'statement' },
  '/api/customer/{id}/print/{template}': { id: '@guest', template: 'sheet' },
  '/api/diveplan/print/{template}': { template: 'divelist' },
  '/api/p/r/{type}/{template}/{context}': { type: 'booking', template: 'confirmation', context: 'x.y' },
  '/api/p/uddf/{context}': { context: 'x.y' },
  // The booking page's invoice widget sends a booking's documents (Xero plugin).
  '/api/widget/invoice/{id}': { id: '@bookings' },
  // Guest forms (issue 16): a booking's link and forms; a form id elsewhere (none: 404).
  '/api/guestform/{id}/linked': { id: '@bookings' },
  '/api/guestform/{id}/linked/file': { id: '@bookings' },
  '/api/guestform/{id}/links': { id: '@bookings' },
  '/api/guestform/addAllToBooking/{id}': { id: '@bookings' },
  '/api/guestform/customer/{customer}/{booking}': { customer: '@guest' },
  // Payments (issue 15): a booking's payment; a provider's webhook for a booking (any account).
  '/api/payments/{id}': { id: '@payment' },
  '/api/payments/ref/{id}': { id: 'cs_test_none' },
  '/api/payments/notify/booking/{id}/{provider}': { id: '@bookings', provider: NIL_UUID },
  // An agency's held rooms and ledger entries (issue 14), not the agency itself.
  '/api/agency/allotments/{id}': { id: '@allotment' },
  '/api/agency/allotments/{id}/release': { id: '@allotment' },
  '/api/agency/credits/{id}/reverse': { id: '@credit' },
};

/** The SPEC §8 error shape: every failure leaves the server in it. */
export function isErrorShape(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json() as Record<string, unknown>;
    return ['error', 'message', 'statusCode', 'description', 'path', 'method', 'timestamp'].every(
      (key) => key in body,
    );
  } catch {
    return false;
  }
}

/** One call as the walks make it: a write carries `payload` as JSON (`{}` for POST and PUT without one). */
export function callOperation(
  ctx: TestContext,
  operation: Operation,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const body = payload ?? (operation.method === 'POST' || operation.method === 'PUT' ? {} : undefined);
  return ctx.request({
    method: operation.method,
    url,
    token,
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

const today = () => testNow().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The query strings a GET is walked with: the whole list (`size=0`), the period `narrow.from` to
 * `narrow.to` (else one around today) where it asks for one, a readable format for printouts, and
 * once more for every other query parameter the operation has among `narrow` (agency, booking,
 * search, filter …) so it is asked for exactly those records.
 */
export function queriesFor(operation: Operation, narrow: Record<string, string> = {}): string[] {
  const params = new Map(operation.queryParams.map((p) => [p.name, p.schema]));
  const base = new URLSearchParams();
  if (params.has('size')) base.set('size', '0');
  const { from, to, ...others } = narrow;
  if (params.has('from') && params.has('to')) {
    // The period asked for (else one around today), or the first two versions of a history.
    const numbers = ['integer', 'number'].includes([params.get('from')!.type].flat()[0] ?? '');
    base.set('from', numbers ? '1' : (from ?? shift(today(), -90)));
    base.set('to', numbers ? '2' : (to ?? shift(today(), 270)));
  }
  const formats = params.get('format')?.enum ?? [];
  const readable = ['json', 'html', 'csv'].find((format) => formats.includes(format));
  if (readable) base.set('format', readable);
  const queries = [base.toString()];
  for (const [name, value] of Object.entries(others)) {
    if (!params.has(name)) continue;
    const narrowed = new URLSearchParams(base);
    narrowed.set(name, value);
    queries.push(narrowed.toString());
  }
  return queries.map((query) => (query ? `?${query}` : ''));
}

/** The url with a query string appended (the filled path may hold one already). */
export function withQuery(url: string, query: string): string {
  return query && url.includes('?') ? `${url}&${query.slice(1)}` : `${url}${query}`;
}

/** Which of the strings an answer shows (JSON escapes undone, so "Weiß" is found either way). */
export function sentinelsIn(body: string, sentinels: Iterable<string>): string[] {
  let text = body;
  try {
    text = `${body}\n${JSON.stringify(JSON.parse(body), null, 0)}`;
  } catch {}
  return [...sentinels].filter((sentinel) => text.includes(sentinel));
}

/**
 * A request body for a write from its OpenAPI schema: every property named in `values` gets that
 * value (so the body names the records a walk aims at), every other required one a plain value
 * of its type. Without a schema, `values` itself.
 */
export function bodyFor(operation: Operation, values: Record<string, unknown>): unknown {
  if (!operation.body?.properties) return values;
  return sample(operation.body, values);
}

function sample(schema: JsonSchema, values: Record<string, unknown>, name?: string): unknown {
  if (name && name in values) return values[name];
  if (schema.anyOf?.length) return sample(schema.anyOf[0]!, values, name);
  if (schema.enum?.length) return schema.enum[0];
  const type = [schema.type].flat()[0];
  if (schema.properties) {
    const body: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties))
      if (key in values || schema.required?.includes(key)) body[key] = sample(property, values, key);
    return body;
  }
  switch (type) {
    case 'array':
      return schema.items ? [sample(schema.items, values)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (schema.format === 'date') return today();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uuid') return NIL_UUID;
      if (schema.format === 'email') return 'walker@example.org';
      return 'x';
  }
}

/**
 * Fails a walk on every finding that is neither known (`known`: holes being closed, named by
 * finding) nor allowed with a reason, and on a known hole that no longer shows: it is fixed, so
 * its entry goes.
 */
export function settleWalk(
  findings: Map<string, string[]>,
  walk: string,
  known: Record<string, string>,
  allowed: Record<string, string> = {},
): void {
  const lines = (entries: [string, string[]][]) => entries.map(([k, v]) => `${k}: ${v.join('; ')}`);
  if (findings.size) console.log(`${walk}:\n${lines([...findings]).join('\n')}`);
  expect(lines([...findings].filter(([k]) => !known[k] && !allowed[k]))).toEqual([]);
  expect(Object.keys(known).filter((k) => !findings.has(k))).toEqual([]);
}
