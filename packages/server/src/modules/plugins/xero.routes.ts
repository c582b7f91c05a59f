import {
  invoiceExportListSchema,
  invoiceExportQuerySchema,
  invoiceExportSchema,
  widgetPushResultSchema,
  xeroInvoiceStateSchema,
  xeroSettingsSchema,
  xeroSettingsViewSchema,
  xeroTestResultSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import type { XeroService } from './xero.service.ts';

const admin = { access: { scopes: ['admin'] } };
const id = z.object({ id: z.uuid() });

/** Recurring: documents issued while auto-push is on go to Xero within a minute. */
export const XERO_AUTO_PUSH_JOB = 'plugins.xeroAutoPush';
const AUTO_PUSH_EVERY_MS = 60_000;

/**
 * SPEC §7 Invoicing plugin: `PUT` (send), `POST` (send again: update at Xero), `DELETE` (void at
 * Xero), `GET` (our record and Xero's) on `/api/plugins/xero/invoice/{id}`, and `PUT
 * /api/widget/invoice/{id}`, the booking page's invoice widget sending the booking's documents.
 * Besides: the settings, a connection test and the list of pushes. All for administrators.
 */
export async function registerXeroRoutes(app: FastifyInstance, services: Services, xero: XeroService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plugins'];

  const view = { 200: xeroSettingsViewSchema };
  // Each call on one document answers the outcome kept on its export row.
  const pushed = { tags, params: id, response: { 200: invoiceExportSchema } };
  r.get('/api/plugins/xero', { config: admin, schema: { tags, response: view } }, () => xero.view());
  r.put(
    '/api/plugins/xero',
    { config: admin, schema: { tags, body: xeroSettingsSchema, response: view } },
    (request) => xero.save(request.body),
  );
  r.post(
    '/api/plugins/xero/test',
    { config: admin, schema: { tags, response: { 200: xeroTestResultSchema } } },
    () => xero.test(),
  );
  r.get(
    '/api/plugins/xero/exports',
    {
      config: admin,
      schema: { tags, querystring: invoiceExportQuerySchema, response: { 200: invoiceExportListSchema } },
    },
    (request) => xero.list(request.query),
  );

  r.get(
    '/api/plugins/xero/invoice/:id',
    { config: admin, schema: { tags, params: id, response: { 200: xeroInvoiceStateSchema } } },
    (request) => xero.state(request.params.id),
  );
  r.put('/api/plugins/xero/invoice/:id', { config: admin, schema: pushed }, (request) =>
    xero.push(request.params.id, 'send'),
  );
  r.post('/api/plugins/xero/invoice/:id', { config: admin, schema: pushed }, (request) =>
    xero.push(request.params.id, 'update'),
  );
  r.delete('/api/plugins/xero/invoice/:id', { config: admin, schema: pushed }, (request) =>
    xero.void(request.params.id),
  );
  // {id} is the booking: its invoice widget sends every document of it that is not at Xero yet.
  r.put(
    '/api/widget/invoice/:id',
    { config: admin, schema: { tags, params: id, response: { 200: widgetPushResultSchema } } },
    (request) => xero.pushBooking(request.params.id),
  );

  services.jobs.handle(XERO_AUTO_PUSH_JOB, async (_job, now) => {
    await xero.pushDue();
    return new Date(now.getTime() + AUTO_PUSH_EVERY_MS);
  });
  await services.jobs.schedule(XERO_AUTO_PUSH_JOB);
}
