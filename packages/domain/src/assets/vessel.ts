import { z } from 'zod';
import { onlinePaymentField } from './online-payment.ts';
import { defineResource, localizedText } from '../resources/index.ts';
import { currencyCode, imageList } from './asset-fields.ts';

export const vesselDeckResource = defineResource({
  name: 'vesseldeck',
  scope: 'vessel',
  features: ['vessel'],
  asset: { vessel: 'vessel' },
  schema: z.object({
    vessel: z.uuid().meta({ ui: { widget: 'reference', ref: 'vessel' } }),
    name: z.string().trim().min(1).max(100),
    /** Top deck first; the deck plan stacks decks in this order. */
    sort: z.number().int().min(0).max(99).default(0),
    /** Size of the deck drawing in plan units; cabins are placed inside it. */
    planWidth: z.number().int().min(10).max(1000).default(100),
    planHeight: z.number().int().min(5).max(500).default(30),
  }),
  search: ['name'],
  columns: ['vessel', 'name', 'sort'],
  sort: { field: 'sort', order: 1 },
  titleField: 'name',
  unique: [['vessel', 'name']],
});

export const vesselResource = defineResource({
  name: 'vessel',
  scope: 'vessel',
  // Booking screens name the vessel; agents book on it (SPEC §6 agencies.self).
  scopes: { read: ['vessel.read', 'bookings.read', 'agencies.self'] },
  features: ['vessel'],
  asset: { self: 'vessel' },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    internalId: z.string().max(50).default(''),
    isActive: z.boolean().default(true),
    homePort: z.string().max(200).default(''),
    lengthInMeters: z.number().min(0).max(400).nullable().default(null),
    builtYear: z.number().int().min(1900).max(2100).nullable().default(null),
    crewSize: z.number().int().min(0).max(500).default(0),
    timezone: z.string().max(64).default('Europe/Berlin'),
    currencies: z
      .array(currencyCode)
      .default(['EUR'])
      .meta({ ui: { widget: 'tags' } }),
    description: localizedText().meta({ ui: { hideInList: true } }),
    images: imageList(),
    /** How guests pay what they book on the public pages (online-payment.ts). */
    onlinePayment: onlinePaymentField().meta({ ui: { hideInList: true } }),
  }),
  search: ['name', 'internalId', 'homePort'],
  columns: ['name', 'internalId', 'homePort', 'crewSize', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
  // A deck is four numbers and a name: kept in place on the vessel's page.
  tabs: [{ resource: vesselDeckResource, field: 'vessel' }],
});

export const VESSEL_LIST_KINDS = ['passengers', 'crew', 'cabins', 'custom'] as const;

/** A printable list of a vessel (passenger manifest, crew list), filled per trip when printed. */
export const vesselListResource = defineResource({
  name: 'vessellist',
  scope: 'vessel',
  features: ['vessel'],
  asset: { vessel: 'vessel' },
  schema: z.object({
    vessel: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'vessel' } }),
    name: z.string().trim().min(1).max(100),
    kind: z.enum(VESSEL_LIST_KINDS).default('passengers'),
    fields: z
      .array(z.string().max(50))
      .max(30)
      .default([])
      .meta({ ui: { widget: 'tags' } }),
    note: z
      .string()
      .max(2000)
      .default('')
      .meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['name'],
  columns: ['name', 'vessel', 'kind'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
