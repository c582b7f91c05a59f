import { z } from 'zod';
import { assetReferenceFields, currencyCode, imageList } from '../assets/index.ts';
import { defineResource, moneyAmount } from '../resources/index.ts';
import { ADD_RULES } from '../pricing/index.ts';
import { longText } from '../resources/index.ts';

/**
 * Staff who make bookings read products too: a product is sold with a booking (SPEC §7
 * bookings product/{product}), so its picker must work without the right to edit the shop.
 */
const PRODUCT_READ_SCOPES = ['product.read', 'bookings.read'];

/** Groups products (and add-ons) for reports and for specials that target a category. */
export const productCategoryResource = defineResource({
  name: 'productcategory',
  scope: 'product',
  scopes: { read: PRODUCT_READ_SCOPES },
  features: ['resort', 'vessel'],
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    description: longText(),
  }),
  search: ['name'],
  columns: ['name', 'description'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

/** SPEC §3 Product: what a good is for the stock, and the unit it is counted in. */
export const STOCK_TYPES = ['ConsumptionGood', 'ReusableGood'] as const;
export type StockType = (typeof STOCK_TYPES)[number];
export const STOCK_UNITS = ['None', 'Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];

/** The largest quantity one movement or balance holds; three decimals (grams of a kilogram). */
export const MAX_STOCK_QUANTITY = 1_000_000_000;

/** A quantity of a good in its unit: up to three decimals, never more than a billion. */
export const stockQuantity = () => z.number().finite().multipleOf(0.001).min(0).max(MAX_STOCK_QUANTITY);

export type ProductCategory = z.output<typeof productCategoryResource.schema> & { id: string };

/**
 * Something the shop sells (a course, a rental, sunscreen). Without resort and vessel it is sold
 * everywhere; `onlineBookable` offers it on the public booking pages, ordered ahead of the stay.
 */
export const productResource = defineResource({
  name: 'product',
  scope: 'product',
  scopes: { read: PRODUCT_READ_SCOPES },
  features: ['resort', 'vessel'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    description: longText(),
    productCategory: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'productcategory' } }),
    ...assetReferenceFields(),
    /** Per charged unit (see addRule), in minor units of `currency`. */
    amount: moneyAmount('currency').default(0),
    currency: currencyCode.default('EUR'),
    addRule: z.enum(ADD_RULES).default('PerBooking'),
    onlineBookable: z.boolean().default(false),
    isActive: z.boolean().default(true),
    /** Stock (feature stock): a good used up (a beer) or lent and given back (a regulator). */
    stockType: z.enum(STOCK_TYPES).default('ConsumptionGood'),
    unit: z.enum(STOCK_UNITS).default('None'),
    /** Movements are booked only for products that track their stock (a course has none). */
    trackStock: z.boolean().default(false),
    /** Under this stock of all locations together the stock screen warns (the reorder point). */
    minimumLevel: stockQuantity().default(0),
    /**
     * Whether a sale or use may take the stock below zero (a delivery not yet entered); off, it
     * is refused with NOT_ENOUGH_STOCK, so the last item is sold once.
     */
    allowNegativeStock: z.boolean().default(false),
    barcode: z
      .string()
      .trim()
      .max(64)
      .default('')
      .meta({ ui: { hideInList: true } }),
    /** Pictures from the media library; the first is the counter's tile. */
    images: imageList(),
    /** VAT in percent on a sale at the counter; null takes the default tax rate. */
    taxRate: z.number().min(0).max(100).nullable().default(null),
  }),
  search: ['name', 'barcode'],
  columns: [
    'name',
    'productCategory',
    'resort',
    'vessel',
    // The price column shows its currency (a money field).
    'amount',
    'onlineBookable',
    'isActive',
  ],
  filters: ['productCategory', 'resort', 'vessel', 'onlineBookable', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});

export type Product = z.output<typeof productResource.schema> & { id: string };
