import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetColumns, assetIndexes } from './assets.ts';
import { recordColumns } from './columns.ts';
import { products } from './products.ts';

type Localized = { de: string; en: string };

/**
 * Dive sites (SPEC §7 /api/divesite). The position is `{ lat, lng }` in decimal degrees as jsonb:
 * nothing asks the database for distances yet, and PGlite has no PostGIS.
 */
export const diveSites = pgTable(
  'dive_sites',
  {
    ...recordColumns,
    name: text().notNull(),
    area: text().notNull().default(''),
    position: jsonb().$type<{ lat: number; lng: number }>(),
    depthMin: doublePrecision(),
    depthMax: doublePrecision(),
    level: text().notNull().default('openWater'),
    minDives: integer().notNull().default(0),
    currentNotes: text().notNull().default(''),
    entryNotes: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    ...assetColumns(),
    isActive: boolean().notNull().default(true),
  },
  (t) => assetIndexes('dive_sites', t),
);

/** Dive types (SPEC §7 /api/divetype); a deleted product leaves the type charging nothing. */
export const diveTypes = pgTable(
  'dive_types',
  {
    ...recordColumns,
    name: text().notNull(),
    publicName: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    kind: text().notNull().default('boat'),
    product: uuid().references(() => products.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('dive_types_name_key').on(t.name), index('dive_types_product_idx').on(t.product)],
);

/** Dive boats (SPEC §7 /api/diveboat): a resort's day boats, a vessel's tenders. */
export const diveBoats = pgTable(
  'dive_boats',
  {
    ...recordColumns,
    name: text().notNull(),
    seats: integer().notNull().default(12),
    tanks: integer().notNull().default(0),
    ...assetColumns(),
    isActive: boolean().notNull().default(true),
    notes: text().notNull().default(''),
  },
  (t) => assetIndexes('dive_boats', t),
);
