import {
  BOOKING_REPORTS,
  type BookingReport,
  bookingReportBodySchema,
  bookingReportQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { BookingReports } from './booking-reports.ts';
import { reportScope } from './report-scope.ts';
import { sendPrint } from '../print/index.ts';

// An unknown template is not found (SPEC §8 404), not a malformed request; `statistics` is its own
// route (statistics/statistics-print.routes.ts).
const params = z.object({
  templateId: z
    .string()
    .max(100)
    .describe(`The template: ${BOOKING_REPORTS.join(', ')} or statistics`),
});
const templateOf = (templateId: string): BookingReport => {
  if (!(BOOKING_REPORTS as readonly string[]).includes(templateId)) throw notFound(`Template ${templateId}`);
  return templateId as BookingReport;
};
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
        templateOf(request.params.templateId),
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
        templateOf(request.params.templateId),
        { ids: request.body.bookings },
        reportScope(request.principal),
        await services.calendar.today(),
      );
      return sendPrint(reply, services, table, request.body.format);
    },
  );
}
