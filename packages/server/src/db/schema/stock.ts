import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetColumns, assetIndexes } from './assets.ts';
import { recordColumns } from './columns.ts';
import { products } from './products.ts';

/** Quantities of goods: three decimals (grams of a kilogram), exact in numeric, read as numbers. */
const quantity = () => numeric({ precision: 14, scale: 3, mode: 'number' });

/** Places goods are kept (SPEC §7 stock, /api/stocklocation): the bar, the shop, the store room. */
export const stockLocations = pgTable(
  'stock_locations',
  {
    ...recordColumns,
    name: text().notNull(),
    kind: text().notNull().default('store'),
    ...assetColumns(),
    description: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
  },
  (t) => assetIndexes('stock_locations', t),
);

/** Suppliers (SPEC §7 /api/supplier). */
export const suppliers = pgTable(
  'suppliers',
  {
    ...recordColumns,
    name: text().notNull(),
    contact: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    address: text().notNull().default(''),
    notes: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('suppliers_name_key').on(t.name)],
);

/**
 * The stock ledger: one row per movement, never updated or deleted (a reversal is a row of its own
 * naming the one it reverses, at most once). Resort, vessel and product name are copied from the
 * location and product so the generic list filters by asset and searches without a join.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    // Version and updatedAt only for the generic list's record shape: a movement never changes.
    ...recordColumns,
    product: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text().notNull(),
    location: uuid()
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    quantity: quantity().notNull(),
    kind: text().notNull(),
    reference: text().notNull().default(''),
    reason: text().notNull().default(''),
    reverses: uuid(),
    userId: uuid(),
    userName: text().notNull().default(''),
    ...assetColumns(),
  },
  (t) => [
    index('stock_movements_product_location_idx').on(t.product, t.location),
    index('stock_movements_location_idx').on(t.location),
    index('stock_movements_created_at_idx').on(t.createdAt),
    index('stock_movements_reference_idx').on(t.reference),
    index('stock_movements_resort_idx').on(t.resort),
    index('stock_movements_vessel_idx').on(t.vessel),
    // A movement is reversed at most once.
    uniqueIndex('stock_movements_reverses_key').on(t.reverses).where(sql`${t.reverses} is not null`),
  ],
);

/**
 * The stock per product and location: the sum of its movements, kept in the same transaction as
 * each movement under a row lock (stock-ledger.repository.ts), so reading the stock is one row and
 * concurrent movements never lose an update.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    product: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    location: uuid()
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'cascade' }),
    quantity: quantity().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.location] }),
    index('stock_balances_location_idx').on(t.location),
  ],
);

/** Goods received from a supplier: one delivery note; its lines are the movements naming it. */
export const stockDeliveries = pgTable(
  'stock_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    supplier: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    location: uuid()
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    date: date({ mode: 'string' }).notNull(),
    reference: text().notNull().default(''),
    note: text().notNull().default(''),
    userName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_deliveries_supplier_idx').on(t.supplier, t.date)],
);

/** Inventories (SPEC §7 /api/inventory): a count of one location, open until closed. */
export const inventories = pgTable(
  'inventories',
  {
    ...recordColumns,
    location: uuid()
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    date: date({ mode: 'string' }).notNull(),
    state: text().notNull().default('open'),
    note: text().notNull().default(''),
    ...assetColumns(),
    startedBy: text().notNull().default(''),
    closedBy: text().notNull().default(''),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('inventories_location_idx').on(t.location, t.date),
    // One open count per location: two would expect and book the same stock twice.
    uniqueIndex('inventories_location_open_key').on(t.location).where(sql`${t.state} = 'open'`),
    index('inventories_resort_idx').on(t.resort),
    index('inventories_vessel_idx').on(t.vessel),
  ],
);

/** An inventory's lines: one per product, expected at the start, counted on the tablet. */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    inventory: uuid()
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    product: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text().notNull(),
    unit: text().notNull().default('None'),
    expected: quantity().notNull(),
    counted: quantity(),
    reason: text().notNull().default(''),
    countedBy: text().notNull().default(''),
    countedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.inventory, t.product] })],
);
