import {
  AGENCY_PRINT_TEMPLATES,
  type AgencyStatement,
  agencyContactResource,
  agencyContactRowSchema,
  agencyCreditEntrySchema,
  agencyCreditInputSchema,
  agencyCreditQuerySchema,
  agencyCreditsSchema,
  ledgerReversalSchema,
  agencyGroupResource,
  agencyLinkAnswerSchema,
  agencyLinkSchema,
  agencyPaymentsSchema,
  agencyPeriodSchema,
  agencyPrintTemplatesSchema,
  agencyResource,
  agencyStatementSchema,
  moneyFormat,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencies, agencyContacts, agencyGroups } from '../../db/schema/index.ts';
import { jsonOrFile, noContent } from '../../http/answers.ts';
import { notFound, referenceConstraintMessages } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { actorOf } from '../../http/actor.ts';
import { printTable, sendPrint } from '../print/index.ts';
import { reportScope } from '../documents/index.ts';
import { checkAgency, ownAgencyOnly } from './agency-access.ts';
import { AgenciesRepository, ownAgencyCondition, ownContactsCondition } from './agencies.repository.ts';
import { AgencyAccounts, totalsOf } from './agency-accounts.ts';
import { AgencyCreditLedger } from './agency-credits.ts';
import { registerCommissionStatementRoutes } from './commission-statement.routes.ts';

const READ = ['agencies.read', 'agencies.self'];

export { checkAgency, ownAgencyOnly };

referenceConstraintMessages.set(
  'bookings_agency_agencies_id_fk',
  'The agency has bookings: make it inactive instead of deleting it',
);
referenceConstraintMessages.set(
  'agency_credits_agency_agencies_id_fk',
  'The agency has entries in its credit ledger: make it inactive instead of deleting it',
);

/** `/api/agency`, `/api/agencygroup`, `/api/agencycontact`: the standard calls; agents see their own. */
export function agencyBindings(): ResourceBinding[] {
  return [
    {
      definition: agencyResource,
      table: agencies,
      condition: (request) => {
        return ownAgencyCondition(ownAgencyOnly(request.principal));
      },
    },
    { definition: agencyGroupResource, table: agencyGroups },
    {
      definition: agencyContactResource,
      table: agencyContacts,
      condition: (request) => {
        return ownContactsCondition(ownAgencyOnly(request.principal));
      },
    },
  ];
}

/**
 * SPEC §7 Agencies: `GET templates`, `GET credits`, `GET contacts`, `GET {agency}/print/{template}`,
 * `GET/POST/DELETE {agency}/link/{system}`; the ledger's entries and reversals; and
 * `GET /api/bookings/agency/payments/{agency}`.
 */
export function registerAgencyRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const accounts = new AgencyAccounts(db);
  const repository = new AgenciesRepository(db);
  const today = () => services.calendar.today();
  const ledger = new AgencyCreditLedger(db, today);
  const tags = ['agency'];
  const read = { access: { scopes: READ } };
  const update = { access: { scopes: ['agencies.update'] } };
  const agencyParam = z.object({ agency: z.uuid() });

  r.get(
    '/api/agency/templates',
    { config: read, schema: { tags, response: { 200: agencyPrintTemplatesSchema } } },
    async () => AGENCY_PRINT_TEMPLATES.map((id) => ({ id, name: 'Statement' })),
  );

  r.get(
    '/api/agency/contacts',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ agency: z.uuid().optional(), search: z.string().max(200).optional() }),
        response: { 200: z.array(agencyContactRowSchema) },
      },
    },
    async (request) => {
      const own = ownAgencyOnly(request.principal);
      const agency = own === undefined ? request.query.agency : own;
      const term = request.query.search?.trim();
      return repository.contacts(agency, term);
    },
  );

  r.get(
    '/api/agency/credits',
    {
      config: read,
      schema: { tags, querystring: agencyCreditQuerySchema, response: { 200: agencyCreditsSchema } },
    },
    (request) => {
      const own = ownAgencyOnly(request.principal);
      return ledger.list(
        request.query,
        own === undefined ? undefined : (own ?? '00000000-0000-0000-0000-000000000000'),
      );
    },
  );

  r.post(
    '/api/agency/credits',
    {
      config: update,
      schema: { tags, body: agencyCreditInputSchema, response: { 201: agencyCreditEntrySchema } },
    },
    async (request, reply) => reply.status(201).send(await ledger.add(request.body, actorOf(request))),
  );

  r.post(
    '/api/agency/credits/:id/reverse',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: ledgerReversalSchema,
        response: { 201: agencyCreditEntrySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ledger.reverse(request.params.id, request.body.note, actorOf(request))),
  );

  const linkParams = agencyParam.extend({ system: z.string().min(1).max(50) });
  r.get(
    '/api/agency/:agency/link/:system',
    { config: read, schema: { tags, params: linkParams, response: { 200: agencyLinkAnswerSchema } } },
    async (request) => {
      checkAgency(request, request.params.agency);
      const link = await repository.link(request.params.agency, request.params.system);
      if (!link) throw notFound('Link');
      return link;
    },
  );

  r.post(
    '/api/agency/:agency/link/:system',
    {
      config: update,
      schema: { tags, params: linkParams, body: agencyLinkSchema, response: { 200: agencyLinkAnswerSchema } },
    },
    async (request) => {
      await accounts.agency(request.params.agency);
      const { agency, system } = request.params;
      await repository.putLink(agency, system, request.body.external);
      return { system, external: request.body.external };
    },
  );

  r.delete(
    '/api/agency/:agency/link/:system',
    {
      config: update,
      schema: { tags, params: linkParams, response: { 204: noContent('The link is removed') } },
    },
    async (request, reply) => {
      const removed = await repository.removeLink(request.params.agency, request.params.system);
      if (!removed) throw notFound('Link');
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/agency/:agency/print/:template',
    {
      config: read,
      schema: {
        tags,
        params: agencyParam.extend({ template: z.enum(AGENCY_PRINT_TEMPLATES) }),
        querystring: z
          .object({ format: z.enum(['pdf', 'html', 'json']).default('pdf') })
          .and(agencyPeriodSchema),
        response: {
          200: jsonOrFile(
            agencyStatementSchema,
            { 'application/pdf': 'the PDF', 'text/html': 'a page to print' },
            "The statement of the agency's bookings arriving in the period",
          ),
        },
      },
    },
    async (request, reply) => {
      checkAgency(request, request.params.agency);
      const agency = await accounts.agency(request.params.agency);
      const { from, to, format } = request.query;
      const sums = await accounts.bookingSums(agency, { from, to }, reportScope(request.principal));
      // The statement's rows for the screen, the same the PDF prints.
      if (format === 'json') {
        const statement: AgencyStatement = {
          agency: agency.id,
          agencyName: agency.name,
          from,
          to,
          bookings: sums,
          totals: totalsOf(sums),
        };
        return statement;
      }
      const balance =
        (await ledger.balances(agency.id)).map((b) => moneyFormat('en', b.currency)(b.balance)).join(', ') ||
        '0';
      const money = (minor: number, currency: string) => moneyFormat('en', currency)(minor);
      const owed = sums.reduce((s, b) => s + b.owed, 0);
      const commission = sums.reduce((s, b) => s + b.commission, 0);
      const table = printTable(
        `Statement: ${agency.name}`,
        `Arrivals ${from} – ${to} · ${sums.length} bookings · commission ${money(commission, agency.currency)} · owed ${money(owed, agency.currency)} · credit balance ${balance} · printed ${await today()}`,
        ['No.', 'Lead guest', 'State', 'From', 'To', 'Total', 'Paid', 'Commission', 'Owed'],
        sums.map((b) => [
          b.bookingNo,
          b.leadName,
          b.state,
          b.from,
          b.to,
          money(b.total, b.currency),
          money(b.paid, b.currency),
          money(b.commission, b.currency),
          money(b.owed, b.currency),
        ]),
      );
      return sendPrint(reply, services, table, format);
    },
  );

  registerCommissionStatementRoutes(app, services);

  r.get(
    '/api/bookings/agency/payments/:agency',
    {
      config: read,
      schema: {
        tags: ['bookings'],
        params: agencyParam,
        querystring: agencyPeriodSchema,
        response: { 200: agencyPaymentsSchema },
      },
    },
    async (request) => {
      checkAgency(request, request.params.agency);
      const { from, to } = request.query;
      return accounts.payments(request.params.agency, from, to, reportScope(request.principal));
    },
  );
}
