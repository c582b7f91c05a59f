import { z } from 'zod';
import { isIsoDate, isoDateSchema } from '../dates/index.ts';
import { assetReferenceFields, exactlyOneAsset } from '../assets/index.ts';
import { defineResource } from '../resources/index.ts';
import { longText } from '../resources/index.ts';

const isoDate = isoDateSchema;
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a7f8e')
  .meta({ ui: { widget: 'color' } });
const setupScopes = {
  read: ['user'],
  create: ['bookings.update', 'settings.update'],
  update: ['bookings.update', 'settings.update'],
  delete: ['bookings.update', 'settings.update'],
};

/** SPEC §3 special rule "BookingSource": direct, agency, the customer online, an OTA. */
export const BOOKING_CHANNELS = ['direct', 'agency', 'online', 'ota'] as const;

export const bookingSourceResource = defineResource({
  name: 'bookingsource',
  scope: 'bookings',
  scopes: setupScopes,
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    key: z.string().trim().max(50).default(''),
    channel: z.enum(BOOKING_CHANNELS).default('direct'),
    isActive: z.boolean().default(true),
  }),
  search: ['name', 'key'],
  columns: ['name', 'channel', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

/** A booking category colours its bookings in the calendars (SPEC §4 "a category colour can override"). */
export const bookingCategoryResource = defineResource({
  name: 'bookingcategory',
  scope: 'bookings',
  scopes: setupScopes,
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    color: colour.default('#1a7f8e'),
    description: z.string().max(1000).default(''),
    sort: z.number().int().min(0).max(9999).default(9999),
  }),
  search: ['name', 'description'],
  columns: ['name', 'color', 'sort'],
  sort: { field: 'sort', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

/** Visitors for one day (day divers, snorkellers) at a resort or on a vessel. */
export const dayGuestResource = defineResource({
  name: 'dayguest',
  scope: 'bookings',
  scopes: {
    read: ['bookings.read'],
    create: ['bookings.create', 'bookings.update'],
    update: ['bookings.update'],
    delete: ['bookings.update'],
  },
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      date: isoDate,
      name: z.string().trim().min(1).max(200),
      pax: z.number().int().min(1).max(500).default(1),
      ...assetReferenceFields(),
      phone: z.string().max(50).default(''),
      note: z
        .string()
        .max(2000)
        .default('')
        .meta({ ui: { widget: 'textarea', hideInList: true } }),
    })
    .refine(...exactlyOneAsset('A day guest visits exactly one resort or one vessel')),
  search: ['name', 'phone', 'note'],
  columns: ['date', 'name', 'pax', 'resort', 'vessel'],
  sort: { field: 'date', order: -1 },
  titleField: 'name',
});

/** Something happening on a day (a festival, a closed harbour) shown on the calendars. */
export const dayEventResource = defineResource({
  name: 'dayevent',
  scope: 'bookings',
  scopes: setupScopes,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      date: isoDate,
      until: isoDate.nullable().default(null),
      title: z.string().trim().min(1).max(200),
      ...assetReferenceFields(),
      color: colour.default('#f2a541'),
      description: longText(4000),
    })
    .refine((e) => e.until === null || !isIsoDate(e.date) || !isIsoDate(e.until) || e.until >= e.date, {
      message: 'The event must end on or after its first day',
      path: ['until'],
    }),
  search: ['title', 'description'],
  columns: ['date', 'until', 'title', 'resort', 'vessel', 'color'],
  sort: { field: 'date', order: -1 },
  titleField: 'title',
});
