import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { dateRangeSchema, RANGE_SPANS } from '../dates/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { BOOKING_TEMPLATES } from './booking-documents.ts';

/**
 * SPEC §7 booking templates read (issue 38, docs/decisions.md "Platform calls"): the booking's
 * document templates (offer, confirmation, voucher, cancellation). `GET templates` is their
 * catalogue, `GET templates/{id}/occupancy` one template printed for every booking that occupies a
 * place in a period, `POST {id}/templates/{templateId}` with `query` the words it would print.
 */

/** How many documents one occupancy print holds at most: a busy week of a big resort (the message says it). */
export const OCCUPANCY_PRINT_MAX = 200;

/** What the template calls say when they refuse (MESSAGE_CODES names each for the web). */
export const BOOKING_TEMPLATE_MESSAGES = {
  none: 'No booking in this period fits the template: choose another period or print anyway',
  tooMany: 'At most 200 documents at once: choose a shorter period or one place',
  onePlace: 'Give a resort or a vessel, not both',
} as const;

/** `GET /api/bookings/templates`: a template with the booking states it fits. */
export const bookingTemplateCatalogueSchema = z.array(
  z.object({
    id: z.enum(BOOKING_TEMPLATES),
    name: z.string(),
    states: z.array(z.enum(BOOKING_STATES)),
  }),
);
export type BookingTemplateCatalogue = z.infer<typeof bookingTemplateCatalogueSchema>;

/** `POST {id}/templates/{templateId}` with `query`: the words it prints, to start the dialog from. */
export const documentWordsSchema = z.object({
  template: z.enum(BOOKING_TEMPLATES),
  name: z.string(),
  language: z.enum(LANGUAGES),
  fits: z.boolean(),
  intro: z.string(),
  closing: z.string(),
});
export type DocumentWords = z.infer<typeof documentWordsSchema>;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** `GET /api/bookings/templates/{id}/occupancy`: the period, the place, and `force` for every booking. */
export const occupancyPrintQuerySchema = dateRangeSchema(
  { maxDays: RANGE_SPANS.year },
  { resort: z.uuid().optional(), vessel: z.uuid().optional(), force: flag },
).refine((query) => !(query.resort && query.vessel), {
  message: BOOKING_TEMPLATE_MESSAGES.onePlace,
  path: ['resort'],
});
export type OccupancyPrintQuery = z.output<typeof occupancyPrintQuerySchema>;
