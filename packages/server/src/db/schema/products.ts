import { bigint, boolean, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resorts, vessels } from './assets.ts';
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
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('EUR'),
    addRule: text().notNull().default('PerBooking'),
    onlineBookable: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    unique('products_name_resort_vessel_key').on(t.name, t.resort, t.vessel).nullsNotDistinct(),
    index('products_resort_idx').on(t.resort),
    index('products_vessel_idx').on(t.vessel),
    index('products_category_idx').on(t.productCategory),
  ],
);
