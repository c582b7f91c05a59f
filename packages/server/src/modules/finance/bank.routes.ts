import {
  assignBankEntrySchema,
  bankAssignmentSchema,
  bankBalancePointSchema,
  bankBalanceQuerySchema,
  bankCashflowQuerySchema,
  bankEntriesDeletedSchema,
  bankEntryChangeSchema,
  bankEntryCopySchema,
  bankEntryCreateSchema,
  bankEntryPaymentSchema,
  bankEntryResource,
  bankImportResultSchema,
  bankResource,
  bankSuggestionSchema,
  cashflowPointSchema,
  statementPreviewSchema,
  wiseCollectSchema,
  dateRangeSchema,
  RANGE_SPANS,
  MAX_PAGE_SIZE,
} from '@seaberth/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankEntries, banks } from '../../db/schema/index.ts';
import { noContent } from '../../http/answers.ts';
import { referenceConstraintMessages, validationError } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { type ResourceBinding, toWire } from '../../http/resource-routes.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { actorOf } from '../../http/actor.ts';
import { readUpload } from '../media/index.ts';
import type { BankMatcher } from './bank-matching.ts';
import type { BankService } from './bank.service.ts';
import { guessCsvMapping } from './import/csv-statement.ts';
import type { CsvMapping } from './import/statement.ts';
import { decodeText } from './import/statement-file.ts';

referenceConstraintMessages.set(
  'bank_entries_bank_banks_id_fk',
  'The account has entries: delete its unassigned entries first, or make it inactive',
);
referenceConstraintMessages.set(
  'bank_entry_payments_entry_bank_entries_id_fk',
  'Money of this entry is assigned to bookings: take the assignments back first',
);

/** `/api/bank` and `/api/bankentry` through the generic layer (entries read-only there). */
export function bankBindings(box: SecretBox): ResourceBinding[] {
  return [
    {
      definition: bankResource,
      table: banks,
      hidden: ['csvMapping'],
      // The Wise token is write-only: never sent back, kept when a form leaves it empty, sealed.
      secrets: { columns: ['wiseToken'], box },
    },
    { definition: bankEntryResource, table: bankEntries, hidden: HIDDEN_ENTRY_COLUMNS },
  ];
}

/** An entry's identity is how imports know it again; clients never see it. */
const HIDDEN_ENTRY_COLUMNS = ['identity'];

/** Statement files: the largest real exports (a year of a busy account as camt.053) stay far below this. */
const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(50),
});
const entryQuery = dateRangeSchema(
  { maxDays: RANGE_SPANS.months, optional: true },
  {
    ...pageQuery.shape,
    state: z.enum(['open', 'partial', 'assigned', 'unassigned']).optional(),
    search: z.string().max(200).optional(),
  },
);

function mappingOf(text: string | undefined): CsvMapping | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as CsvMapping;
  } catch {
    throw validationError([{ path: 'mapping', message: 'The column mapping is not valid JSON' }]);
  }
}

/**
 * SPEC §7 Banks and bank entries: entries of an account, the import of statements (camt.053, MT940
 * and CSV by the same call), assignment of entries to bookings and back, manual and temporary
 * payments, and the balance per period.
 */
export function registerBankRoutes(app: FastifyInstance, service: BankService, matcher: BankMatcher) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const features = ['bank' as const];
  const readBank = { access: { scopes: ['bank.read', 'banks.read', 'bankentries.read'], features } };
  const updateBank = { access: { scopes: ['banks.update'], features } };
  const readEntries = { access: { scopes: ['bankentries.read'], features } };
  const assign = { access: { scopes: ['bankentries.update'], features } };
  const tags = ['bank'];
  const id = z.object({ id: z.uuid() });
  const entry = recordSchemaOf(bankEntryResource, bankEntries, HIDDEN_ENTRY_COLUMNS);
  const pageOf = <T extends z.ZodType>(row: T) =>
    z.object({ data: z.array(row), total: z.number(), page: z.number(), size: z.number() });
  // Entries of every account (manual, temporary) carry their account's name.
  const entriesOfAll = pageOf(entry.extend({ bankName: z.string() })).omit({ page: true, size: true });

  r.get(
    '/api/bank/:id/entries',
    {
      config: readEntries,
      schema: {
        tags,
        params: id,
        querystring: entryQuery,
        response: { 200: pageOf(entry.extend({ payments: z.array(bankEntryPaymentSchema) })) },
      },
    },
    async (request) => {
      await service.bank(request.params.id);
      const { data, total } = await service.repository.entries(request.params.id, request.query);
      const payments = await service.repository.payments(data.map((e) => e.id));
      return {
        data: data.map((entry) => ({
          ...toWire(entry, ['identity']),
          payments: payments.filter((p) => p.entry === entry.id),
        })),
        total,
        page: request.query.page,
        size: request.query.size,
      };
    },
  );

  // The review list: money received and not yet assigned, each entry with the bookings it probably pays.
  r.get(
    '/api/bank/:id/review',
    {
      config: readEntries,
      schema: {
        tags,
        params: id,
        querystring: pageQuery,
        response: { 200: pageOf(entry.extend({ suggestions: z.array(bankSuggestionSchema) })) },
      },
    },
    async (request) => {
      await service.bank(request.params.id);
      const { data, total } = await service.repository.entries(request.params.id, {
        ...request.query,
        state: 'unassigned',
      });
      const suggestions = await matcher.suggest(data);
      return {
        data: data.map((entry) => ({
          ...toWire(entry, ['identity']),
          suggestions: suggestions.get(entry.id) ?? [],
        })),
        total,
        page: request.query.page,
        size: request.query.size,
      };
    },
  );

  r.delete(
    '/api/bank/:id/entries',
    { config: updateBank, schema: { tags, params: id, response: { 200: bankEntriesDeletedSchema } } },
    async (request) => {
      await service.bank(request.params.id);
      return { deleted: await service.repository.deleteUnassigned(request.params.id) };
    },
  );

  // Multipart parsing exists only in this plugin, as for the media library.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 20, parts: 30 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bank/:bankId/import/csv',
      {
        config: updateBank,
        schema: {
          tags,
          params: z.object({ bankId: z.uuid() }),
          response: { 200: bankImportResultSchema },
        },
      },
      async (request) => {
        const { upload, fields } = await readUpload(request, MAX_STATEMENT_BYTES);
        return service.import(
          request.params.bankId,
          upload.bytes,
          { mapping: mappingOf(fields.mapping), dryRun: fields.dryRun === 'true' },
          actorOf(request),
        );
      },
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bank/:bankId/import/preview',
      {
        config: updateBank,
        schema: {
          tags,
          params: z.object({ bankId: z.uuid() }),
          response: { 200: statementPreviewSchema },
        },
      },
      async (request) => {
        const bank = await service.bank(request.params.bankId);
        const { upload } = await readUpload(request, MAX_STATEMENT_BYTES);
        const guess = guessCsvMapping(decodeText(upload.bytes));
        return { ...guess, saved: bank.csvMapping ?? null };
      },
    );
  });

  r.post(
    '/api/bank/wise/collect/:id',
    {
      config: updateBank,
      schema: { tags, params: id, body: wiseCollectSchema, response: { 200: bankImportResultSchema } },
    },
    (request) => service.collectWise(request.params.id, request.body, actorOf(request)),
  );

  r.get(
    '/api/bank/cashflow',
    {
      config: { access: { scopes: ['bankentries.read'], features } },
      schema: { tags, querystring: bankCashflowQuerySchema, response: { 200: z.array(cashflowPointSchema) } },
    },
    (request) => service.cashflow(request.query),
  );

  r.get(
    '/api/bank/balance',
    {
      config: readBank,
      schema: {
        tags,
        querystring: bankBalanceQuerySchema,
        response: { 200: z.array(bankBalancePointSchema) },
      },
    },
    (request) => service.balance(request.query),
  );

  r.post(
    '/api/bankentry/:id/payments',
    {
      config: assign,
      schema: { tags, params: id, body: assignBankEntrySchema, response: { 201: bankAssignmentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.assign(request.params.id, request.body, actorOf(request))),
  );

  r.get(
    '/api/bankentry/:id/payments',
    {
      config: readEntries,
      schema: { tags, params: id, response: { 200: z.array(bankEntryPaymentSchema) } },
    },
    (request) => service.repository.payments([request.params.id]),
  );

  r.delete(
    '/api/bankentry/:id/payments/:paymentId',
    {
      config: assign,
      schema: {
        tags,
        params: id.extend({ paymentId: z.uuid() }),
        response: { 204: noContent('The assignment is taken back') },
      },
    },
    async (request, reply) => {
      await service.unassign(request.params.id, request.params.paymentId, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/bankentry/manual',
    { config: readEntries, schema: { tags, querystring: pageQuery, response: { 200: entriesOfAll } } },
    (request) => service.listManual(request.query.page, request.query.size),
  );

  // SPEC §7's standard writes of bank entries are the desk's (bank-entry-writes.ts); `manual` is
  // the same create under the name the desk's screen calls.
  const createEntry = { access: { scopes: ['bankentries.create', 'bankentries.update'], features } };
  const deleteEntry = { access: { scopes: ['bankentries.delete'], features } };
  const made = { 201: entry };
  const wire = (row: Parameters<typeof toWire>[0]) => toWire(row, HIDDEN_ENTRY_COLUMNS);
  for (const path of ['/api/bankentry', '/api/bankentry/manual'])
    r.post(
      path,
      { config: createEntry, schema: { tags, body: bankEntryCreateSchema, response: made } },
      async (request, reply) =>
        reply.status(201).send(wire(await service.writes.create(request.body, actorOf(request)))),
    );
  r.post(
    '/api/bankentry/:id',
    { config: assign, schema: { tags, params: id, body: bankEntryChangeSchema, response: { 200: entry } } },
    async (request) => wire(await service.writes.change(request.params.id, request.body, actorOf(request))),
  );
  r.post(
    '/api/bankentry/:id/copy',
    { config: createEntry, schema: { tags, params: id, body: bankEntryCopySchema, response: made } },
    async (request, reply) =>
      reply
        .status(201)
        .send(wire(await service.writes.copy(request.params.id, request.body, actorOf(request)))),
  );
  r.delete(
    '/api/bankentry/:id',
    {
      config: deleteEntry,
      schema: { tags, params: id, response: { 204: noContent('The entry is deleted') } },
    },
    async (request, reply) => {
      await service.writes.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/bankentry/temporary',
    { config: readEntries, schema: { tags, querystring: pageQuery, response: { 200: entriesOfAll } } },
    (request) => service.listTemporary(request.query.page, request.query.size),
  );
}
