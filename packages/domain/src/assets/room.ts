import { z } from 'zod';
import { defineResource, localizedText } from '../resources/index.ts';
import { ASSET_EDIT_SCOPES, assetReferenceFields, exactlyOneAsset, imageList } from './asset-fields.ts';

export const ROOM_KINDS = ['Cabin', 'Room'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Bed numbers are stable: a new bed gets the next number, a removed one's number is not reused. */
export const MAX_BEDS_PER_ROOM = 64;

export const bedSchema = z.object({
  no: z
    .number()
    .int()
    .min(0)
    .max(MAX_BEDS_PER_ROOM - 1)
    .optional(),
  active: z.boolean().default(true),
  visible: z.boolean().default(true),
  type: z.string().max(64).default(''),
  /** Highest age a guest in this bed may have (a child's bed); -1 for no limit. */
  maxAge: z.number().int().min(-1).max(120).default(-1),
  internalId: z.string().max(50).default(''),
});
export type Bed = z.output<typeof bedSchema>;

const defaultBeds = (): Bed[] => [
  { no: 0, active: true, visible: true, type: '', maxAge: -1, internalId: '' },
  { no: 1, active: true, visible: true, type: '', maxAge: -1, internalId: '' },
];

/** SPEC §3 Room configuration; SPEC §9: it starts with 2. */
const roomConfigurationObject = z.object({
  maxNoOfPax: z.number().int().min(1).max(MAX_BEDS_PER_ROOM).default(2),
  minNoOfPax: z.number().int().min(1).max(MAX_BEDS_PER_ROOM).default(1),
  defaultNoOfPax: z.number().int().min(1).max(MAX_BEDS_PER_ROOM).default(2),
  single: z.boolean().default(false),
  double: z.boolean().default(true),
  fan: z.boolean().default(false),
  acc: z.boolean().default(true),
  seaview: z.boolean().default(false),
  warmwater: z.boolean().default(true),
  beds: z
    .array(bedSchema)
    .min(1)
    .max(MAX_BEDS_PER_ROOM)
    .default(defaultBeds)
    .meta({ ui: { widget: 'beds' } }),
});
export type RoomConfiguration = z.output<typeof roomConfigurationObject>;
export const roomConfigurationSchema = roomConfigurationObject.default(
  (): RoomConfiguration => roomConfigurationObject.parse({}),
);

/** Where a cabin sits on its deck's drawing, in plan units. */
export const planPositionSchema = z
  .object({
    x: z.number().min(0).max(1000),
    y: z.number().min(0).max(500),
    w: z.number().min(1).max(1000),
    h: z.number().min(1).max(500),
  })
  .nullable()
  .default(null);

export const roomResource = defineResource({
  name: 'rooms',
  scope: 'vessel',
  scopes: ASSET_EDIT_SCOPES,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      type: z.enum(ROOM_KINDS).default('Room'),
      name: z.string().trim().min(1).max(100),
      internalId: z.string().max(50).default(''),
      ...assetReferenceFields(),
      roomType: z
        .uuid()
        .nullable()
        .default(null)
        .meta({ ui: { widget: 'reference', ref: 'roomtypes' } }),
      deck: z
        .uuid()
        .nullable()
        .default(null)
        .meta({ ui: { widget: 'reference', ref: 'vesseldeck' } }),
      isActive: z.boolean().default(true),
      isVisible: z.boolean().default(true),
      hide: z.boolean().default(false),
      blocked: z.boolean().default(false),
      allowSharedRoom: z.boolean().default(false),
      allowMixedGender: z.boolean().default(false),
      bedType: z.string().max(64).default(''),
      additionalBedTypes: z
        .array(z.string().max(64))
        .default([])
        .meta({ ui: { widget: 'tags', hideInList: true } }),
      configuration: roomConfigurationSchema.meta({ ui: { widget: 'fields', hideInList: true } }),
      plan: planPositionSchema.meta({ ui: { widget: 'fields', hideInList: true } }),
      description: localizedText().meta({ ui: { hideInList: true } }),
      images: imageList(),
    })
    .refine(...exactlyOneAsset('A room belongs to exactly one resort or one vessel'))
    .refine((r) => r.type === (r.vessel ? 'Cabin' : 'Room'), {
      message: 'Cabins belong to vessels, rooms to resorts',
      path: ['type'],
    })
    .refine(
      (r) => {
        const c = r.configuration;
        return c.minNoOfPax <= c.defaultNoOfPax && c.defaultNoOfPax <= c.maxNoOfPax;
      },
      { message: 'Pax must satisfy minimum ≤ default ≤ maximum', path: ['configuration', 'defaultNoOfPax'] },
    )
    .refine(
      (r) => {
        const numbers = r.configuration.beds.map((b) => b.no).filter((n) => n !== undefined);
        return new Set(numbers).size === numbers.length;
      },
      { message: 'Two beds share a number', path: ['configuration', 'beds'] },
    ),
  search: ['name', 'internalId'],
  columns: ['name', 'type', 'resort', 'vessel', 'roomType', 'deck', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});

/** Gives new beds the next free numbers, keeping the numbers of existing ones. */
export function numberBeds(beds: Bed[]): Required<Bed>[] {
  let next = Math.max(-1, ...beds.map((b) => b.no ?? -1)) + 1;
  return beds.map((bed) => ({ ...bed, no: bed.no ?? next++ }));
}
