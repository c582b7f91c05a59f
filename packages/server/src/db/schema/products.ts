import {
  bigint,
  boolean,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetColumns, assetIndexes } from './assets.ts';
import { recordColumns } from './columns.ts';

/** Product categories (SPEC §7 /api/productcategory): names products and add-ons are grouped by. */
export const productCategories = pgTable(
  'product_categories',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('product_categories_name_key').on(t.name)],
);

/**
 * Products (SPEC §7 /api/product). Money is `bigint` minor units (mode number) like supplements;
 * a deleted category leaves its products uncategorised rather than taking them with it.
 */
export const products = pgTable(
  'products',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
    productCategory: uuid().references(() => productCategories.id, { onDelete: 'set null' }),
    ...assetColumns(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('EUR'),
    addRule: text().notNull().default('PerBooking'),
    onlineBookable: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    // Stock (issue 35): quantities keep three decimals (a kilogram in grams), exact in numeric.
    stockType: text().notNull().default('ConsumptionGood'),
    unit: text().notNull().default('None'),
    trackStock: boolean().notNull().default(false),
    minimumLevel: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    allowNegativeStock: boolean().notNull().default(false),
    barcode: text().notNull().default(''),
    taxRate: doublePrecision(),
    /** Media ids; the first is the counter's tile. */
    images: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    ...assetIndexes('products', t),
    index('products_category_idx').on(t.productCategory),
    // The counter finds a product by its scanned barcode.
    index('products_barcode_idx').on(t.barcode),
  ],
);
