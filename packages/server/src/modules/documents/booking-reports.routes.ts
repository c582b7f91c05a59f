import { BOOKING_REPORTS, bookingReportBodySchema, bookingReportQuerySchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/answers.ts';
import type { Services } from '../../services.ts';
import { BookingReports } from './booking-reports.ts';
import { reportScope } from './report-scope.ts';
import { sendPrint } from '../print/index.ts';

const params = z.object({ templateId: z.enum(BOOKING_REPORTS) });
// `format=html` answers the page to print instead (text/html).
const printed = { 200: fileAnswer('application/pdf', 'The report with the letterhead') };

/**
 * SPEC §7 `GET report/{templateId}` (a period, a place, states) and `POST report/{templateId}` (the
 * bookings chosen in the list): a printed report as PDF with the letterhead, or HTML to print.
 */
export function registerBookingReportRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = new BookingReports(services.database.db);
  const config = { access: { scopes: ['bookings.read'] } };
  const tags = ['bookings'];

  r.get(
    '/api/bookings/report/:templateId',
    { config, schema: { tags, params, querystring: bookingReportQuerySchema, response: printed } },
    async (request, reply) => {
      const table = await reports.table(
        request.params.templateId,
        { query: request.query },
        reportScope(request.principal),
        await services.calendar.today(),
      );
      return sendPrint(reply, services, table, request.query.format);
    },
  );

  r.post(
    '/api/bookings/report/:templateId',
    { config, schema: { tags, params, body: bookingReportBodySchema, response: printed } },
    async (request, reply) => {
      const table = await reports.table(
        request.params.templateId,
        { ids: request.body.bookings },
        reportScope(request.principal),
        await services.calendar.today(),
      );
      return sendPrint(reply, services, table, request.body.format);
    },
  );
}
