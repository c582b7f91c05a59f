import multipart from '@fastify/multipart';
import {
  BOOKING_IMPORT_TYPE_INFO,
  BOOKING_IMPORT_TYPES,
  bookingImportResultSchema,
  bookingImportTypeSchema,
  customerReach,
  MAX_BOOKING_IMPORT_BYTES,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { forbidden } from '../../http/errors.ts';
import { readUpload } from '../media/index.ts';
import type { BookingImportService } from './booking-import.service.ts';
import { readBookingFile } from './booking-import-file.ts';

const tags = ['bookings'];

/**
 * SPEC §7 `GET import/types` and `POST import/{type}` (issue 39): bookings from a CSV file or another
 * Seaberth's bookings export (CSV or XLSX). Importing
 * books, so it asks what `POST /api/bookings` asks (bookings.create); it also finds and makes the
 * lead guests as customers, so only staff who reach every customer (customers.read, .create or
 * .update) may run it. The file comes as multipart, as a bank statement does.
 */
export function registerBookingImportRoutes(app: FastifyInstance, service: BookingImportService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bookings/import/types',
    {
      config: { access: { scopes: ['bookings.create'] } },
      schema: { tags, response: { 200: z.array(bookingImportTypeSchema) } },
    },
    () => BOOKING_IMPORT_TYPE_INFO,
  );

  // Multipart parsing exists only in this plugin, as for the media library and bank statements.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BOOKING_IMPORT_BYTES, files: 1, fields: 20, parts: 30 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bookings/import/:type',
      {
        config: { access: { scopes: ['bookings.create'] } },
        schema: {
          tags,
          params: z.object({ type: z.enum(BOOKING_IMPORT_TYPES) }),
          response: { 200: bookingImportResultSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (customerReach(actor.principal).kind !== 'all') throw forbidden();
        const { upload } = await readUpload(request, MAX_BOOKING_IMPORT_BYTES);
        return service.import(await readBookingFile(request.params.type, upload.bytes), actor);
      },
    );
  });
}
