import {
  csvLines,
  type FilterValue,
  type PagingQuery,
  pagingQuerySchema,
  requiredScopes,
  type ResourceDefinition,
  pageSchemaOf,
} from '@seaberth/domain';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { RecordHistoryRepository } from '../db/record-history.repository.ts';
import {
  type ListPage,
  type DerivedColumns,
  ResourceRepository,
  type ResourceTable,
  type Row,
} from '../db/resource-repository.ts';
import { recordVersionSchema } from '@seaberth/domain';
import { actorOf } from './actor.ts';
import { fileAnswer, noContent } from './answers.ts';
import { assetCondition } from '../db/asset-condition.ts';
import { checkAssetWrite } from './asset-scope.ts';
import { notFound, refusal, uniqueConstraintFields, validationError } from './errors.ts';
import { recordSchemaOf } from './record-schema.ts';
import { parseOrThrow } from './validate.ts';
import type { SecretBox } from '../lib/secret-box.ts';

/** Binds a domain definition to its table; the optional hooks cover what plain CRUD cannot. */
export interface ResourceBinding {
  definition: ResourceDefinition;
  table: ResourceTable;
  /** Rows a request may see and change (hidden groups, asset restrictions). */
  condition?: (request: FastifyRequest) => SQL | undefined;
  /** Turns validated input into column values, e.g. hashing a password. */
  toRow?: (input: Row, request: FastifyRequest, existing?: Row) => Row | Promise<Row>;
  /** Refuses a write the schema cannot judge alone. */
  check?: (input: Row, request: FastifyRequest) => void;
  /** Refuses changing or deleting a record this requester may see but not touch (someone else's comment). */
  mayChange?: (existing: Row, request: FastifyRequest) => void;
  /** Columns never sent to clients. */
  hidden?: string[];
  /**
   * Write-only secrets (a provider's key, a mail password): never sent to clients, kept when a
   * write leaves them empty, sealed before they are stored; `toRow` sees the stored ones opened.
   */
  secrets?: { columns: readonly string[]; box: SecretBox };
  /** What a client sees of a stored row, where that depends on the row (a sealed mail without its text). */
  present?: (row: Row) => Row;
  /** After a create, update or delete, with the row written (or deleted). */
  afterWrite?: (row: Row) => void | Promise<void>;
  /** Adds what the record's own screen needs to `GET {id}` (a booking's rooms and payments). */
  detail?: (wire: Row, request: FastifyRequest) => Promise<Row>;
  /** The answer of `GET {id}` when `detail` adds to the record; without it the added fields pass unnamed. */
  detailSchema?: z.ZodObject;
  /**
   * Lists answer with an ETag and a 304 for a matching If-None-Match (SPEC §7 "with cache"): the
   * tag is a hash of the answer, so it is right across processes and changes with every write.
   */
  etag?: boolean;
  /**
   * Lists that show what the stored row does not hold (a referral code's uses, its referrer's
   * name): the binding answers the page (list and CSV), its rows carry `listFields` beside the
   * record's columns. `visible` is what the request may see, as for the plain list.
   */
  list?: (query: PagingQuery, visible: SQL | undefined, request: FastifyRequest) => Promise<ListPage>;
  listFields?: Record<string, z.ZodType>;
  /**
   * Values the database works out per record as it is read (a contest's state on today's date, its
   * number of entries): sent with every record under `schema`'s names, sortable, never written.
   * `columns` is asked once per request, so it may read today's date.
   */
  derived?: { schema: z.ZodObject; columns: (request: FastifyRequest) => Promise<DerivedColumns> };
  /**
   * Filter keys that are no column (the CRM list's "came back", "born in May"): lists and the CSV
   * take them out of the paging object's `filter` and narrow by the binding's condition for them.
   */
  criteria?: {
    keys: readonly string[];
    condition: (values: Record<string, FilterValue>, request: FastifyRequest) => Promise<SQL | undefined>;
  };
}

const META_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);
const idParams = z.object({ id: z.string() });

export function toWire(row: Row, hidden: string[] = []): Row {
  const wire: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (hidden.includes(key)) continue;
    wire[key] = value instanceof Date ? value.toISOString() : value;
  }
  return wire;
}

function withoutMeta(record: Row): Row {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !META_FIELDS.has(k)));
}

/** A column's value as the text of one cell; the CSV writer then neutralises and quotes it. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Registers the seven standard calls of SPEC §7 for one resource. */
export function registerResource(app: FastifyInstance, db: Db, binding: ResourceBinding): void {
  const { definition } = binding;
  const hidden = [...(binding.hidden ?? []), ...(binding.secrets?.columns ?? [])];
  const repository = new ResourceRepository(db, binding.table, definition, hidden);
  const base = `/api/${definition.name}`;
  const tags = [definition.name];
  const access = (verb: 'read' | 'create' | 'update' | 'delete') => ({
    access: { scopes: requiredScopes(definition, verb), features: definition.features },
  });
  for (const group of definition.unique ?? []) {
    const columns = group.map((f) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    uniqueConstraintFields.set(`${repository.tableName}_${columns.join('_')}_key`, group);
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  const record = recordSchemaOf(definition, binding.table, hidden, binding.derived?.schema);
  const one = binding.detail ? (binding.detailSchema ?? record.loose()) : record;
  const listed = binding.listFields ? record.extend(binding.listFields) : record;
  const deleted = noContent('Deleted');
  const csvAnswer = fileAnswer('text/csv', 'The rows as CSV (UTF-8 with a byte order mark)');

  // What a request may see: the binding's own rule and the user's asset restriction together.
  const visible = (request: FastifyRequest) =>
    and(binding.condition?.(request), assetCondition(definition, repository.columns, request.principal));

  const derived = (request: FastifyRequest) => binding.derived?.columns(request);
  /** The query without the binding's criteria, and what the request may see narrowed by them. */
  const narrow = async (
    query: PagingQuery,
    request: FastifyRequest,
  ): Promise<{ query: PagingQuery; where?: SQL }> => {
    const { criteria } = binding;
    const filter = query.filter ?? {};
    if (!criteria?.keys.some((key) => key in filter)) return { query, where: visible(request) };
    const own = Object.fromEntries(Object.entries(filter).filter(([key]) => criteria.keys.includes(key)));
    const rest = Object.fromEntries(Object.entries(filter).filter(([key]) => !criteria.keys.includes(key)));
    return {
      query: { ...query, filter: rest },
      where: and(visible(request), await criteria.condition(own, request)),
    };
  };
  const listPage = async (asked: PagingQuery, request: FastifyRequest): Promise<ListPage> => {
    const { query, where } = await narrow(asked, request);
    return binding.list
      ? binding.list(query, where, request)
      : repository.list(query, where, await derived(request));
  };

  const load = async (request: FastifyRequest, id: string): Promise<Row> => {
    const row = await repository.get(id, visible(request), await derived(request));
    if (!row) throw notFound(definition.name);
    return row;
  };

  const shape = definition.schema.shape as Record<string, z.ZodType>;
  const prepare = async (input: Row, request: FastifyRequest, existing?: Row): Promise<Row> => {
    // A null from a nullable column means "not set" to a field that is only optional.
    const cleaned = Object.fromEntries(
      Object.entries(input).filter(
        ([key, value]) => value !== null || !shape[key] || shape[key].safeParse(null).success,
      ),
    );
    const parsed = parseOrThrow(definition.schema, cleaned) as Row;
    binding.check?.(parsed, request);
    checkAssetWrite(definition, parsed, request.principal);
    // A field unset after the merge (cleared with null) is written as null; Drizzle would skip it.
    if (existing)
      for (const key of Object.keys(shape))
        if (!(key in parsed) && key in repository.columns) parsed[key] = null;
    if (!binding.secrets) return binding.toRow ? binding.toRow(parsed, request, existing) : parsed;
    const { columns, box } = binding.secrets;
    for (const key of columns) if (!parsed[key]) delete parsed[key];
    const opened = existing && { ...existing };
    if (opened) for (const key of columns) opened[key] = await box.reveal(opened[key] as string | null);
    const row = binding.toRow ? await binding.toRow(parsed, request, opened) : parsed;
    for (const key of columns) if (typeof row[key] === 'string') row[key] = await box.sealValue(row[key]);
    return row;
  };

  // A resource that keeps a history writes a version beside each change, in its transaction.
  const history = definition.history ? new RecordHistoryRepository(db) : undefined;
  const journal = (request: FastifyRequest) => {
    if (!history) return undefined;
    const actor = actorOf(request);
    return history.journal(definition, { id: actor.userId ?? null, name: actor.name ?? '' });
  };

  const shown = (row: Row) => toWire(binding.present ? binding.present(row) : row, hidden);
  // A written row lacks the derived values: it is read again with them.
  const written = async (request: FastifyRequest, row: Row) => {
    await binding.afterWrite?.(row);
    return shown(binding.derived ? await load(request, String(row.id)) : row);
  };

  r.get(
    base,
    {
      config: access('read'),
      schema: {
        tags,
        querystring: pagingQuerySchema,
        response: {
          200: pageSchemaOf(listed),
          ...(binding.etag ? { 304: noContent('Not modified (If-None-Match)') } : {}),
        },
      },
    },
    async (request, reply) => {
      const { rows, total, totalEstimated } = await listPage(request.query, request);
      const body = {
        // Lists never read the hidden columns, and JSON writes dates as toWire would.
        data: binding.present ? rows.map(binding.present) : rows,
        total,
        ...(totalEstimated ? { totalEstimated } : {}),
        page: request.query.page,
        size: request.query.size,
      };
      if (!binding.etag) return body;
      const tag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
      reply.header('etag', tag).header('cache-control', 'private, no-cache');
      const known = request.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, ''));
      return known?.includes(tag) ? (reply as FastifyReply).status(304).send() : body;
    },
  );

  r.get(
    `${base}/listCSV`,
    {
      config: access('read'),
      schema: {
        tags,
        querystring: pagingQuerySchema.extend({ size: z.coerce.number().int().min(0).default(0) }),
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) => {
      const columns = ['id', ...definition.columns];
      const { query, where } = await narrow(request.query, request);
      const values = await derived(request);
      // Every row (size 0, ten years of bookings included) streams a batch at a time; memory holds one.
      const batches =
        query.size === 0 && !binding.list
          ? repository.batches(query, where, undefined, values)
          : (async function* () {
              yield (await listPage(request.query, request)).rows;
            })();
      // The first batch is read before the answer starts, so a bad filter is still a clean 400.
      const first = await batches.next();
      const lines = (rows: Row[]) => csvLines(rows.map((row) => columns.map((c) => csvCell(shown(row)[c]))));
      async function* csv() {
        yield `\uFEFF${csvLines([columns])}${first.done ? '' : lines(first.value)}`;
        for await (const rows of batches) yield lines(rows);
      }
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${definition.name}.csv"`)
        .send(Readable.from(csv()));
    },
  );

  r.get(
    `${base}/:id`,
    { config: access('read'), schema: { tags, params: idParams, response: { 200: one } } },
    async (request) => {
      const wire = shown(await load(request, request.params.id));
      return binding.detail ? binding.detail(wire, request) : wire;
    },
  );

  if (history)
    r.get(
      `${base}/:id/history`,
      {
        config: access('read'),
        schema: {
          tags,
          summary:
            'What changed on the record, who changed it and when: one version per change, newest first',
          params: idParams,
          response: { 200: z.array(recordVersionSchema) },
        },
      },
      async (request) => {
        await load(request, request.params.id);
        return history.since(definition.name, request.params.id, 0);
      },
    );

  // A read-only resource (a queue, a log) is written by the server itself, never through this API.
  if (definition.readOnly) return;

  r.post(
    base,
    { config: access('create'), schema: { tags, response: { 201: record } } },
    async (request, reply) => {
      const row = await repository.insert(
        await prepare((request.body ?? {}) as Row, request),
        journal(request),
      );
      return reply.status(201).send(await written(request, row));
    },
  );

  r.post(
    `${base}/:id`,
    { config: access('update'), schema: { tags, params: idParams, response: { 200: record } } },
    async (request) => {
      const body = (request.body ?? {}) as Row;
      if (typeof body !== 'object' || Array.isArray(body))
        throw validationError([{ path: '', message: 'Expected an object' }]);
      const version = Number(body.version ?? request.headers['if-match']);
      if (!Number.isInteger(version)) {
        throw validationError([
          { path: 'version', message: 'The version you edited is required to save a change' },
        ]);
      }
      const existing = await load(request, request.params.id);
      binding.mayChange?.(existing, request);
      const merged = { ...withoutMeta(toWire(existing, hidden)), ...withoutMeta(body) };
      const updated = await repository.update(
        request.params.id,
        version,
        await prepare(merged, request, existing),
        journal(request),
        existing,
      );
      if (!updated) {
        const current = await load(request, request.params.id);
        throw refusal(
          'STALE_VERSION',
          `Someone else changed this ${definition.name} (you edited version ${version}, it is now ${String(current.version)}); reload and apply your change again`,
        );
      }
      return written(request, updated);
    },
  );

  r.delete(
    `${base}/:id`,
    { config: access('delete'), schema: { tags, params: idParams, response: { 204: deleted } } },
    async (request, reply) => {
      // Loaded first whatever the binding: an unknown or invisible record is a 404.
      const existing = await load(request, request.params.id);
      binding.mayChange?.(existing, request);
      await repository.delete(request.params.id, journal(request));
      await binding.afterWrite?.(existing);
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${base}/:id/copy`,
    { config: access('create'), schema: { tags, params: idParams, response: { 201: record } } },
    async (request, reply) => {
      const overrides = withoutMeta((request.body ?? {}) as Row);
      const source = withoutMeta(toWire(await load(request, request.params.id), hidden));
      // Unique text fields the caller did not set get a suffix, so the copy does not clash at once.
      // One field per unique group is enough: the title field when it is part of the group.
      for (const group of definition.unique ?? []) {
        if (group.some((f) => f in overrides)) continue;
        const field = group.includes(definition.titleField)
          ? definition.titleField
          : group[group.length - 1]!;
        if (typeof source[field] === 'string') source[field] = `${source[field]} (copy)`;
      }
      const row = await repository.insert(
        await prepare({ ...source, ...overrides }, request),
        journal(request),
      );
      return reply.status(201).send(await written(request, row));
    },
  );
}
