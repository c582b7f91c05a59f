import { z } from 'zod';
import { defineResource, localizedText } from '../resources/index.ts';
import { ASSET_EDIT_SCOPES, assetReferenceFields, exactlyOneAsset, imageList } from './asset-fields.ts';

export const SURCHARGE_TYPES = ['percent', 'absolute'] as const;
export const OTA_ROOM_TYPES = [
  'Single',
  'Double',
  'Twin',
  'Triple',
  'Quad',
  'Family',
  'Suite',
  'Dorm',
] as const;

/** SPEC §9: pax 2 by default (min 1, max 2); OTA fields -1 / Double; surcharge type percent. */
export const roomTypeResource = defineResource({
  name: 'roomtypes',
  scope: 'vessel',
  scopes: ASSET_EDIT_SCOPES,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      name: z.string().trim().min(1).max(100),
      key: z.string().trim().max(50).default(''),
      ...assetReferenceFields(),
      defaultNoOfPax: z.number().int().min(1).max(50).default(2),
      minNoOfPax: z.number().int().min(1).max(50).default(1),
      maxNoOfPax: z.number().int().min(1).max(50).default(2),
      maxNoOfOTAPax: z.number().int().min(-1).max(50).default(-1),
      availableToOTA: z.boolean().default(false),
      roomTypeOTA: z.enum(OTA_ROOM_TYPES).default('Double'),
      sizeInSqm: z.number().min(-1).max(10000).default(-1),
      surcharge: z.number().min(0).max(100000).default(0),
      surchargeType: z.enum(SURCHARGE_TYPES).default('percent'),
      isVisible: z.boolean().default(true),
      /** The name guests read on the public booking pages; the internal name when empty. */
      publicName: localizedText(100).meta({ ui: { hideInList: true } }),
      description: localizedText().meta({ ui: { hideInList: true } }),
      images: imageList(),
    })
    .refine((t) => t.minNoOfPax <= t.defaultNoOfPax && t.defaultNoOfPax <= t.maxNoOfPax, {
      message: 'Pax must satisfy minimum ≤ default ≤ maximum',
      path: ['defaultNoOfPax'],
    })
    .refine(...exactlyOneAsset('A room type belongs to exactly one resort or one vessel')),
  search: ['name', 'key'],
  columns: ['name', 'resort', 'vessel', 'minNoOfPax', 'defaultNoOfPax', 'maxNoOfPax', 'isVisible'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});

export const bedTypeResource = defineResource({
  name: 'bedtype',
  scope: 'vessel',
  scopes: ASSET_EDIT_SCOPES,
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    key: z.string().trim().max(50).default(''),
    /** How many guests sleep in one such bed (single 1, double 2). */
    sleeps: z.number().int().min(1).max(4).default(1),
    description: z.string().max(1000).default(''),
  }),
  search: ['name', 'key'],
  columns: ['name', 'key', 'sleeps'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
