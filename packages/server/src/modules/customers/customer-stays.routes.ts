import { type CustomerData, customerResource, customerStaySchema } from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema/index.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import { fileAnswer } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { printTable, sendPrint } from '../print/index.ts';
import { bookingsVisibleTo } from '../bookings/index.ts';
import { CustomerStaysRepository } from './customer-stays.repository.ts';

const CUSTOMER_PRINTS = ['sheet', 'stays'] as const;

/**
 * `GET /api/customer/{id}/stay` (SPEC §7): the trips and stays a customer is a guest of, for their
 * page, and `POST {id}/print/{template}`: the customer's sheet or stays as a PDF with the letterhead.
 * A user limited to some resorts or vessels sees only the bookings of those.
 */
export function registerCustomerStayRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const customers = new ResourceRepository(db, t.customers, customerResource);
  const stays = new CustomerStaysRepository(db);

  r.get(
    '/api/customer/:id/stay',
    {
      config: { access: { scopes: ['customers.read', 'bookings.read'] } },
      schema: {
        tags: ['customer'],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(customerStaySchema) },
      },
    },
    async (request) => {
      if (!(await customers.get(request.params.id))) throw notFound('customer');
      return stays.staysOf(request.params.id, bookingsVisibleTo(request.principal));
    },
  );

  r.post(
    '/api/customer/:id/print/:template',
    {
      config: { access: { scopes: ['customers.read'] } },
      schema: {
        tags: ['customer'],
        params: z.object({ id: z.uuid(), template: z.enum(CUSTOMER_PRINTS) }),
        querystring: z.object({ format: z.enum(['html', 'pdf']).default('pdf') }),
        // One status, two media types: the print as a PDF (default) or as HTML.
        response: {
          200: {
            description: 'The print as PDF or HTML',
            content: {
              ...fileAnswer('application/pdf', 'The print as PDF').content,
              ...fileAnswer('text/html', 'The print as HTML').content,
            },
          },
        },
      },
    },
    async (request, reply) => {
      const customer = (await customers.get(request.params.id)) as CustomerRecord | undefined;
      if (!customer) throw notFound('customer');
      const today = await services.calendar.today();
      const name = customer.fullName as string;
      const table =
        request.params.template === 'sheet'
          ? customerSheet(customer, today)
          : printTable(
              `${name}: trips and stays`,
              `Printed ${today}`,
              ['No.', 'State', 'Place', 'Trip', 'Room', 'From', 'To'],
              (await stays.staysOf(customer.id, bookingsVisibleTo(request.principal))).map((stay) => [
                stay.bookingNo,
                stay.state,
                stay.place,
                stay.tourName ?? '',
                stay.roomName,
                stay.from,
                stay.to,
              ]),
            );
      return sendPrint(reply as FastifyReply, services, table, request.query.format);
    },
  );
}

type CustomerRecord = CustomerData & { id: string; fullName: string };

/** The customer's record on paper: master data, contact, address and passport as field and value. */
function customerSheet(customer: CustomerRecord, today: string) {
  const { masterData: m, contact: c, address: a, passport: p } = customer;
  const lines: [string, unknown][] = [
    ['Name', [m.title, m.firstName, m.middleName, m.lastName].filter(Boolean).join(' ')],
    ['Birthday', m.birthday ?? ''],
    ['Nationality', m.nationality ?? ''],
    ['E-mail', c.email],
    ['Phone', c.phone],
    ['Address', [a.street, `${a.zip} ${a.city}`.trim(), a.state, a.country].filter(Boolean).join(', ')],
    [
      'Passport',
      [p.number, p.nationality, p.expires ? `valid until ${p.expires}` : ''].filter(Boolean).join(' · '),
    ],
    ['Customer type', customer.customerType],
    ['Note', customer.note ?? ''],
  ];
  return printTable(customer.fullName, `Customer sheet, printed ${today}`, ['Field', 'Value'], lines);
}
