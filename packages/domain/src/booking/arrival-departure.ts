import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';

export const TRAVEL_KINDS = ['arrival', 'departure'] as const;

/**
 * How a booking's guests arrive or leave (SPEC §7 `/api/arrivaldeparture`): the day, the time, the
 * flight and whether they need a pick-up. The arrivals list of the front desk shows it beside the
 * booking. The server copies the booking's resort or vessel onto the record for asset limits.
 */
export const arrivalDepartureResource = defineResource({
  name: 'arrivaldeparture',
  scope: 'bookings',
  scopes: {
    read: ['bookings.read'],
    create: ['bookings.update', 'bookings.create'],
    update: ['bookings.update'],
    delete: ['bookings.update'],
  },
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    booking: z.uuid().meta({ ui: { widget: 'reference', ref: 'bookings' } }),
    kind: z.enum(TRAVEL_KINDS).default('arrival'),
    date: isoDateSchema,
    time: z
      .union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 14:00')])
      .default(''),
    flight: z.string().trim().max(50).default(''),
    airport: z.string().trim().max(100).default(''),
    transfer: z.boolean().default(false),
    note: z
      .string()
      .max(2000)
      .default('')
      .meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['flight', 'airport', 'note'],
  columns: ['date', 'kind', 'time', 'flight', 'airport', 'transfer', 'booking'],
  filters: ['kind', 'transfer', 'booking'],
  sort: { field: 'date', order: 1 },
  titleField: 'flight',
});
