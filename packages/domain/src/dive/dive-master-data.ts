import { z } from 'zod';
import { assetReferenceFields, exactlyOneAsset, imageList } from '../assets/index.ts';
import { defineResource, geoPosition, localizedText, longText } from '../resources/index.ts';
import { DIVE_LEVELS } from './dive-levels.ts';

/**
 * Whoever plans or logs dives picks sites, types and boats, so they read them without the right
 * to change the master data (SPEC §6 names divesite/divetype/diveboat.read for the screens).
 */
const readers = (scope: string) => ({ read: [`${scope}.read`, 'diveplan.read', 'divelog.read'] });

/** Metres below the surface: the deepest recreational limit with room for technical sites. */
const depth = () => z.number().min(0).max(350).nullable().default(null);

export const diveSiteResource = defineResource({
  name: 'divesite',
  scope: 'divesite',
  scopes: readers('divesite'),
  features: ['diveLog'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      name: z.string().trim().min(1).max(200),
      /** The region the boats head for ("North Komodo"): plans and statistics group sites by it. */
      area: z.string().trim().max(100).default(''),
      position: geoPosition(),
      depthMin: depth(),
      depthMax: depth(),
      /** The certification a diver needs here (eligibility on the dive plan). */
      level: z.enum(DIVE_LEVELS).default('openWater'),
      /** Logged dives a diver needs here besides the level (strong currents, depth). */
      minDives: z.number().int().min(0).max(10_000).default(0),
      currentNotes: longText(),
      entryNotes: longText(),
      images: imageList(),
      /** The resort or vessel that dives it; neither when both go there. */
      ...assetReferenceFields(),
      isActive: z.boolean().default(true),
    })
    .refine((site) => site.depthMin === null || site.depthMax === null || site.depthMin <= site.depthMax, {
      message: 'The deepest point must not be shallower than the shallowest',
      path: ['depthMax'],
    })
    .refine((site) => site.resort === null || site.vessel === null, {
      message: 'A dive site belongs to one resort or one vessel, or to neither when both dive it',
      path: ['resort'],
    }),
  search: ['name', 'area'],
  columns: ['name', 'area', 'position', 'depthMin', 'depthMax', 'level', 'resort', 'vessel', 'isActive'],
  filters: ['level', 'resort', 'vessel', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});
export type DiveSite = z.output<typeof diveSiteResource.schema> & { id: string };

/** What a dive is, for the plan, the logbook and statistics (a nitrox dive needs a nitrox card). */
export const DIVE_KINDS = ['boat', 'shore', 'night', 'nitrox', 'course', 'other'] as const;
export type DiveKind = (typeof DIVE_KINDS)[number];

export const diveTypeResource = defineResource({
  name: 'divetype',
  scope: 'divetype',
  scopes: readers('divetype'),
  features: ['diveLog'],
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    /** The name guests read in their logbook and on documents; the internal name when empty. */
    publicName: localizedText(100).meta({ ui: { hideInList: true } }),
    kind: z.enum(DIVE_KINDS).default('boat'),
    /** Charged for a logged dive when the guest's booking has no dive package (issue 34). */
    product: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'product' } }),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'kind', 'product', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type DiveType = z.output<typeof diveTypeResource.schema> & { id: string };

export const diveBoatResource = defineResource({
  name: 'diveboat',
  scope: 'diveboat',
  scopes: readers('diveboat'),
  features: ['diveLog'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      name: z.string().trim().min(1).max(100),
      /** Divers it takes; a dive plan never puts more on it (issue 34). */
      seats: z.number().int().min(1).max(200).default(12),
      /** Cylinders it carries on a trip. */
      tanks: z.number().int().min(0).max(1000).default(0),
      ...assetReferenceFields(),
      isActive: z.boolean().default(true),
      notes: longText(),
    })
    .refine(...exactlyOneAsset('A dive boat belongs to exactly one resort or one vessel')),
  search: ['name'],
  columns: ['name', 'seats', 'tanks', 'resort', 'vessel', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});
export type DiveBoat = z.output<typeof diveBoatResource.schema> & { id: string };
