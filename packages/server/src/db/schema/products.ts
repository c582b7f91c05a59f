import {
  bigint,
  boolean,
  doublePrecision,
  index,
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
    barcode: text().notNull().default(''),
    taxRate: doublePrecision(),
  },
  (t) => [
    ...assetIndexes('products', t),
    index('products_category_idx').on(t.productCategory),
    index('products_barcode_idx').on(t.barcode),
  ],
);
