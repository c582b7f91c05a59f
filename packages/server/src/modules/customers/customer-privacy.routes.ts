import { customerErasureSchema, customerPrivacyExportSchema, privacyRequestSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { jsonOrFile } from '../../http/answers.ts';
import { notFound, refusal } from '../../http/errors.ts';
import { mediaServiceFor } from '../media/index.ts';
import type { Services } from '../../services.ts';
import { readCompany } from '../print/index.ts';
import { CustomerDataRepository } from './customer-data.repository.ts';
import { CustomerErasureRepository } from './customer-erasure.repository.ts';
import { privacyExportPdf } from './customer-privacy-pdf.ts';
import { CustomerPrivacyRepository } from './customer-privacy.repository.ts';

/** Privacy requests are the data protection officer's: who may change customers (SPEC §6 customers.update). */
const PRIVACY_SCOPES = ['customers.update'];

/** `sanne-de-vries-2026-11-30`: whose data and when (the extension follows the format). */
const fileName = (fullName: string, day: string) =>
  `${
    fullName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'customer'
  }-${day}`;

/**
 * A customer's privacy requests (issue 37, GDPR): `GET /api/customer/{id}/privacy/export`, the
 * access request (Art. 15) answered with everything held about the person, in one JSON file, the
 * request logged; `POST /api/customer/{id}/privacy/erase` the erasure (Art. 17), which anonymises
 * the person and keeps the figures; `GET /api/customer/{id}/privacy` lists the requests honoured. Not in SPEC §7,
 * which names no privacy call: the paths sit beside the customer's other calls.
 */
export function registerCustomerPrivacyRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const privacy = new CustomerPrivacyRepository(db);
  const config = { access: { scopes: PRIVACY_SCOPES } };
  const tags = ['customer'];

  r.get(
    '/api/customer/:id/privacy',
    {
      config,
      schema: {
        tags,
        summary: 'The privacy requests honoured for the customer, newest first',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(privacyRequestSchema) },
      },
    },
    async (request) => privacy.requests(request.params.id),
  );

  r.get(
    '/api/customer/:id/privacy/export',
    {
      config,
      schema: {
        tags,
        summary:
          'Everything held about the customer (GDPR Art. 15), as a JSON file or with format=pdf as a PDF in the company frame; the request is logged',
        querystring: z.object({
          format: z.enum(['json', 'pdf']).default('json'),
          language: z.enum(['en', 'de']).default('en').describe('The language of the PDF'),
        }),
        params: z.object({ id: z.uuid() }),
        response: {
          200: jsonOrFile(customerPrivacyExportSchema, { 'application/pdf': 'PDF' }, 'The export'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await privacy.gather(id))) throw notFound('customer');
      const actor = actorOf(request);
      // Logged first, so the file names its own request among those honoured.
      await privacy.log(id, 'export', { id: actor.userId ?? null, name: actor.name ?? '' });
      const gathered = (await privacy.gather(id))!;
      const now = services.clock.now();
      const company = await readCompany(db);
      const answer = {
        exportedAt: now.toISOString(),
        operator: company.name,
        ...gathered,
      };
      const day = now.toISOString().slice(0, 10);
      const name = fileName(gathered.customer.fullName, day);
      if (request.query.format === 'pdf') {
        const pdf = await privacyExportPdf(services, answer, request.query.language);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(pdf);
      }
      reply.header('content-disposition', `attachment; filename="${name}.json"`);
      return answer;
    },
  );

  r.post(
    '/api/customer/:id/privacy/erase',
    {
      config,
      schema: {
        tags,
        summary:
          'Erases the customer (GDPR Art. 17): anonymised, forms, files, relations, personal fields and mails wiped; bookings, payments and invoices keep their figures',
        params: z.object({ id: z.uuid() }),
        response: { 200: customerErasureSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const now = services.clock.now();
      const groups = await new CustomerDataRepository(db).groups();
      const outcome = await new CustomerErasureRepository(db).erase(
        id,
        await services.calendar.today(),
        groups,
        {
          id: actor.userId ?? null,
          name: actor.name ?? '',
        },
      );
      if (outcome.kind === 'gone') throw notFound('customer');
      if (outcome.kind === 'stayAhead') {
        const { bookingNo, to } = outcome.stay;
        throw refusal(
          'STAY_AHEAD',
          `Booking ${bookingNo} still has a stay until ${to}: erase once it is over`,
          {
            params: { booking: bookingNo, to },
          },
        );
      }
      // The files go once the rows are gone for good: a failed transaction keeps both.
      const storage = mediaServiceFor(services).storage;
      for (const key of outcome.storageKeys) {
        await storage
          .delete(key)
          .catch((error: unknown) => request.log.warn({ error, key }, 'erased file not deleted'));
      }
      return { at: now.toISOString(), ...outcome.answer };
    },
  );
}
