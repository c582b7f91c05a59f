import {
  bookingInvoicesSchema,
  csvText,
  creditInvoiceSchema,
  EXEMPT_CATEGORIES,
  INVOICE_READ_SCOPES,
  invoiceListQuerySchema,
  invoiceSchema,
  publicInvoiceLinkAnswerSchema,
  invoiceListSchema,
  publicInvoiceLinkSchema,
  publicInvoiceQuerySchema,
  publicInvoiceSchema,
  sendInvoiceSchema,
  sentMailsSchema,
  issueInvoiceSchema,
  onlineCheckoutSessionSchema,
  splitInvoiceSchema,
  type TaxCategory,
  taxRateResource,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taxRates } from '../../db/schema/index.ts';
import { fileAnswer } from '../../http/answers.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingMailService } from '../mail/index.ts';
import type { InvoiceLinks } from './invoice-links.ts';
import type { InvoicesService } from './invoices.service.ts';

const read = { access: { scopes: INVOICE_READ_SCOPES } };
const update = { access: { scopes: ['bookings.update'] } };
const id = z.object({ id: z.uuid() });

/** `/api/tax`: standard calls; an exempt category needs its reason and a rate of 0, a standard one a rate. */
export function taxRateBinding(): ResourceBinding {
  return {
    definition: taxRateResource,
    table: taxRates,
    check: (input) => {
      const category = input.category as TaxCategory;
      const percent = input.percent as number;
      if (EXEMPT_CATEGORIES.includes(category) || category === 'Z') {
        if (percent !== 0)
          throw validationError([{ path: 'percent', message: `Category ${category} is taxed at 0 %` }]);
        if (category !== 'Z' && !String(input.exemptionReason ?? '').trim())
          throw validationError([
            { path: 'exemptionReason', message: 'An exempt rate needs the reason invoices print' },
          ]);
      } else if (percent <= 0)
        throw validationError([{ path: 'percent', message: 'A standard rate is above 0 %' }]);
    },
  };
}

const INVOICE_CSV_COLUMNS = [
  'number',
  'kind',
  'issueDate',
  'dueDate',
  'booking',
  'payer',
  'currency',
  'net',
  'tax',
  'total',
  'paid',
  'open',
  'refersTo',
  'creditedBy',
];

/**
 * Invoices of a booking (issue, split), every invoice (`/api/invoice`: list, CSV, one, its PDF and
 * XML) and the credit note that cancels one.
 */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  invoices: InvoicesService,
  links: InvoiceLinks,
  mail: BookingMailService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoice'];

  r.post(
    '/api/bookings/:id/invoice/public',
    {
      config: update,
      schema: {
        tags,
        params: id,
        body: publicInvoiceLinkSchema.nullish(),
        response: { 201: publicInvoiceLinkAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await links.create(
            request.params.id,
            publicInvoiceLinkSchema.parse(request.body ?? {}),
            actor(request),
          ),
        ),
  );

  // SPEC §7 sendInvoice: the invoice's PDF with a mail template, to the invoice's payer unless told.
  r.post(
    '/api/bookings/:id/sendInvoice',
    {
      config: update,
      schema: { tags, params: id, body: sendInvoiceSchema, response: { 200: sentMailsSchema } },
    },
    async (request) => {
      const { invoice: chosen, ...body } = request.body;
      const { invoices: all } = await invoices.forBooking(request.params.id, actor(request));
      const invoice = chosen
        ? all.find((i) => i.id === chosen)
        : all.find((i) => i.kind === 'invoice' && !i.creditedBy);
      if (!invoice)
        throw chosen
          ? notFound('Invoice')
          : refusal('ACTION_NOT_ALLOWED', 'The booking has no invoice to send: issue one first');
      const { bytes, name } = await invoices.pdf(invoice.id, actor(request));
      const to =
        body.to ?? (body.recipients === 'booker' && invoice.payer.email ? invoice.payer.email : undefined);
      return mail.send(
        request.params.id,
        { ...body, attachments: body.attachments ?? [], ...(to ? { to } : {}) },
        actor(request),
        [{ name, mimeType: 'application/pdf', bytes }],
      );
    },
  );

  // The invoice by its public link: no login, the token in the query.
  const open = { access: { scopes: [] } };
  r.get(
    '/api/public/invoice/:id',
    {
      config: open,
      schema: {
        tags,
        params: id,
        querystring: publicInvoiceQuerySchema,
        response: { 200: publicInvoiceSchema },
      },
    },
    (request) => links.view(request.params.id, request.query.token),
  );
  // The pay button of the public invoice: off to the payment provider's page for what is open.
  r.post(
    '/api/public/invoice/:id/checkout',
    {
      config: { ...open, rateLimit: { max: 30, timeWindow: 60_000, hook: 'preHandler' } },
      schema: {
        tags,
        params: id,
        querystring: publicInvoiceQuerySchema,
        response: { 200: onlineCheckoutSessionSchema },
      },
    },
    (request) => links.checkout(request.params.id, request.query.token),
  );
  r.get(
    '/api/public/invoice/:id/pdf',
    {
      config: open,
      schema: {
        tags,
        params: id,
        querystring: publicInvoiceQuerySchema,
        response: { 200: fileAnswer('application/pdf', 'The invoice as PDF') },
      },
    },
    async (request, reply) => {
      await links.check(request.params.id, request.query.token);
      const { bytes, name } = await invoices.pdf(request.params.id, null);
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  r.get(
    '/api/bookings/:id/invoices',
    { config: read, schema: { tags, params: id, response: { 200: bookingInvoicesSchema } } },
    (request) => invoices.forBooking(request.params.id, actor(request)),
  );

  r.post(
    '/api/bookings/:id/invoice',
    {
      config: update,
      schema: { tags, params: id, body: issueInvoiceSchema, response: { 201: invoiceSchema } },
    },
    async (request, reply) => {
      const { payer, lines, dueDays } = request.body;
      const [invoice] = await invoices.issue(request.params.id, [{ payer, lines }], dueDays, actor(request));
      return reply.code(201).send(invoice);
    },
  );

  r.post(
    '/api/bookings/:id/splitInvoice',
    {
      config: update,
      schema: { tags, params: id, body: splitInvoiceSchema, response: { 201: z.array(invoiceSchema) } },
    },
    async (request, reply) => {
      const made = await invoices.issue(
        request.params.id,
        request.body.parts,
        request.body.dueDays,
        actor(request),
      );
      return reply.code(201).send(made);
    },
  );

  r.get(
    '/api/invoice',
    {
      config: read,
      schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoiceListSchema } },
    },
    (request) => invoices.list(request.query, actor(request)),
  );

  r.get(
    '/api/invoice/csv',
    {
      config: read,
      schema: {
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: fileAnswer('text/csv', 'The matching invoices as CSV') },
      },
    },
    async (request, reply) => {
      // Every matching invoice: a CSV is not held to the JSON lists' row limit.
      const list = await invoices.list({ ...request.query, page: 0, size: 0 }, actor(request), true);
      const money = (minor: number) => (minor / 100).toFixed(2);
      const csv = csvText(
        INVOICE_CSV_COLUMNS,
        list.data.map((i) => [
          i.number,
          i.kind,
          i.issueDate,
          i.dueDate,
          i.bookingNo,
          i.payer.name,
          i.currency,
          money(i.net),
          money(i.tax),
          money(i.total),
          money(i.paid),
          money(i.open),
          i.refersToNumber ?? '',
          i.creditedByNumber ?? '',
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invoices.csv"')
        .send(csv);
    },
  );

  r.get(
    '/api/invoice/:id',
    { config: read, schema: { tags, params: id, response: { 200: invoiceSchema } } },
    async (request) => {
      const row = await invoices.row(request.params.id, actor(request));
      const { invoices: all } = await invoices.forBooking(row.booking, actor(request));
      return all.find((i) => i.id === row.id)!;
    },
  );

  r.get(
    '/api/invoice/:id/pdf',
    {
      config: read,
      schema: { tags, params: id, response: { 200: fileAnswer('application/pdf', 'The invoice as PDF') } },
    },
    async (request, reply) => {
      const { bytes, name } = await invoices.pdf(request.params.id, actor(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(bytes);
    },
  );

  r.get(
    '/api/invoice/:id/xml',
    {
      config: read,
      schema: {
        tags,
        params: id,
        response: { 200: fileAnswer('application/xml', 'The invoice as an EN 16931 e-invoice (XML)') },
      },
    },
    async (request, reply) => {
      const { xml, name } = await invoices.xml(request.params.id, actor(request));
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(xml);
    },
  );

  r.post(
    '/api/invoice/:id/credit',
    {
      config: update,
      schema: { tags, params: id, body: creditInvoiceSchema.nullish(), response: { 201: invoiceSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await invoices.credit(request.params.id, request.body?.reason ?? '', actor(request))),
  );
}
