import { z } from 'zod';
import { assetReferenceFields } from '../assets/index.ts';
import { ADD_RULES } from '../pricing/index.ts';
import { STOCK_TYPES, STOCK_UNITS, stockQuantity } from '../products/index.ts';
import { defineResource, longText } from '../resources/index.ts';

/**
 * Stock (issue 35, feature stock). Read by whoever reads products; moved (used, received, counted)
 * by whoever edits products or holds `product.stock`, so the bar's staff can count and book what
 * they used without the right to change prices (docs/decisions.md).
 */
export const STOCK_READ_SCOPES = ['product.read'];
export const STOCK_MOVE_SCOPES = ['product.update', 'product.stock'];
const features = ['stock' as const];

/** `GET /api/product/constants` (SPEC §7): what a product's stock and price fields may hold. */
export const productConstantsSchema = z.object({
  stockTypes: z.array(z.enum(STOCK_TYPES)),
  units: z.array(z.enum(STOCK_UNITS)),
  addRules: z.array(z.enum(ADD_RULES)),
});
export type ProductConstants = z.infer<typeof productConstantsSchema>;
export const PRODUCT_CONSTANTS: ProductConstants = {
  stockTypes: [...STOCK_TYPES],
  units: [...STOCK_UNITS],
  addRules: [...ADD_RULES],
};

export const STOCK_LOCATION_KINDS = ['bar', 'shop', 'rental', 'store', 'other'] as const;

/**
 * A place goods are kept and taken from: the bar, the shop, the rental counter, the store room.
 * A small resource rather than fixed per asset: a resort has a pool bar and a beach bar, a vessel a
 * salon bar and a dry store (docs/decisions.md). Of one resort or vessel, or of neither (a shared
 * warehouse ashore).
 */
export const stockLocationResource = defineResource({
  name: 'stocklocation',
  scope: 'product',
  scopes: { read: STOCK_READ_SCOPES },
  features,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z
    .object({
      name: z.string().trim().min(1).max(200),
      kind: z.enum(STOCK_LOCATION_KINDS).default('store'),
      ...assetReferenceFields(),
      description: longText(),
      isActive: z.boolean().default(true),
    })
    .refine((l) => l.resort === null || l.vessel === null, {
      message: 'A stock location belongs to one resort or one vessel, or to neither',
      path: ['resort'],
    }),
  search: ['name'],
  columns: ['name', 'kind', 'resort', 'vessel', 'isActive'],
  filters: ['kind', 'resort', 'vessel', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});
export type StockLocation = z.output<typeof stockLocationResource.schema> & { id: string };

/** SPEC §7 `/api/supplier`: who delivers goods (a brewery, a dive gear wholesaler). */
export const supplierResource = defineResource({
  name: 'supplier',
  scope: 'product',
  scopes: { read: STOCK_READ_SCOPES },
  features,
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    contact: z.string().trim().max(200).default(''),
    email: z.union([z.email().max(254), z.literal('')]).default(''),
    phone: z.string().trim().max(50).default(''),
    address: longText(1000),
    notes: longText(),
    isActive: z.boolean().default(true),
  }),
  search: ['name', 'contact', 'email'],
  columns: ['name', 'contact', 'email', 'phone', 'isActive'],
  filters: ['isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type Supplier = z.output<typeof supplierResource.schema> & { id: string };

export const INVENTORY_STATES = ['open', 'closed'] as const;
export type InventoryState = (typeof INVENTORY_STATES)[number];

/**
 * SPEC §7 `/api/inventory`: a count of one location. The list, its CSV and one inventory come from
 * the generic layer; starting, counting and closing are the stock's own calls (readOnly here),
 * because each reads or books the stock.
 */
export const inventoryResource = defineResource({
  name: 'inventory',
  scope: 'product',
  scopes: { read: STOCK_READ_SCOPES, create: STOCK_MOVE_SCOPES, update: STOCK_MOVE_SCOPES },
  features,
  readOnly: true,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    location: z.uuid().meta({ ui: { widget: 'reference', ref: 'stocklocation' } }),
    date: z.iso.date(),
    state: z.enum(INVENTORY_STATES).default('open'),
    note: z.string().max(500).default(''),
    ...assetReferenceFields(),
  }),
  search: ['note'],
  columns: ['date', 'location', 'state', 'note'],
  filters: ['location', 'state'],
  sort: { field: 'date', order: -1 },
  titleField: 'date',
});

export const STOCK_MOVEMENT_KINDS = ['received', 'used', 'sold', 'counted', 'transfer'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * The stock ledger: every movement one row, never edited. A reversal is a movement of its own
 * (`reverses` names the one it undoes). Listed through the generic layer (`/api/stockmovement`).
 */
export const stockMovementResource = defineResource({
  name: 'stockmovement',
  scope: 'product',
  scopes: { read: STOCK_READ_SCOPES },
  features,
  readOnly: true,
  large: true,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    product: z.uuid().meta({ ui: { widget: 'reference', ref: 'product' } }),
    productName: z.string(),
    location: z.uuid().meta({ ui: { widget: 'reference', ref: 'stocklocation' } }),
    quantity: z.number(),
    kind: z.enum(STOCK_MOVEMENT_KINDS),
    reference: z.string(),
    reason: z.string(),
    reverses: z.uuid().nullable(),
    userName: z.string(),
    ...assetReferenceFields(),
  }),
  search: ['productName', 'reason', 'reference', 'userName'],
  columns: ['createdAt', 'productName', 'location', 'kind', 'quantity', 'reason', 'userName'],
  filters: ['kind', 'location', 'product'],
  sort: { field: 'createdAt', order: -1 },
  titleField: 'productName',
});

const reason = z.string().trim().max(500);

/** `POST /api/product/{product}/stock/used`: taken out for the house (ice for the bar, a broken glass). */
export const stockUsedSchema = z.object({
  quantity: stockQuantity().positive(),
  location: z.uuid(),
  reason: reason.default(''),
});
export type StockUsed = z.input<typeof stockUsedSchema>;

export const stockMovementAnswerSchema = z.object({
  /** The movement's id: `DELETE …/stock/used/{ref}` reverses it. */
  ref: z.uuid(),
  product: z.uuid(),
  location: z.uuid(),
  quantity: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** The stock of the product at the location after the movement. */
  balance: z.number(),
});
export type StockMovementAnswer = z.infer<typeof stockMovementAnswerSchema>;

/**
 * `POST /api/product/{product}/stock/transfer`: goods moved between two locations (the store room
 * restocks the bar): two `transfer` movements sharing one reference, out of `from` and into `to`.
 */
export const stockTransferSchema = z
  .object({
    from: z.uuid(),
    to: z.uuid(),
    quantity: stockQuantity().positive(),
    reason: reason.default(''),
  })
  .refine((t) => t.from !== t.to, { message: 'Pick two different locations', path: ['to'] });
export type StockTransfer = z.input<typeof stockTransferSchema>;

/** Goods received from a supplier: one delivery note, its lines booked into one location. */
export const deliverySchema = z.object({
  location: z.uuid(),
  date: z.iso.date(),
  /** The supplier's delivery note or invoice number. */
  reference: z.string().trim().max(100).default(''),
  note: z.string().trim().max(500).default(''),
  lines: z
    .array(z.object({ product: z.uuid(), quantity: stockQuantity().positive() }))
    .min(1)
    .max(500),
});
export type DeliveryInput = z.input<typeof deliverySchema>;

export const deliveryAnswerSchema = z.object({
  id: z.uuid(),
  supplier: z.uuid(),
  location: z.uuid(),
  date: z.string(),
  reference: z.string(),
  note: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  lines: z.array(z.object({ product: z.uuid(), productName: z.string(), quantity: z.number() })),
});
export type Delivery = z.infer<typeof deliveryAnswerSchema>;

/** `POST /api/inventory`: a count started for a location; its lines expect today's stock. */
export const inventoryStartSchema = z.object({
  location: z.uuid(),
  date: z.iso.date().optional(),
  note: z.string().trim().max(500).default(''),
});

/** `POST /api/inventory/{id}/lines/{product}`: what is on the shelf (null: not counted yet). */
export const inventoryCountSchema = z.object({
  counted: stockQuantity().nullable(),
  reason: reason.default(''),
});

/** `POST /api/inventory/{id}/close`: the reason for differences whose line names none. */
export const inventoryCloseSchema = z.object({ reason: reason.default('') });

export const inventoryLineSchema = z.object({
  product: z.uuid(),
  productName: z.string(),
  unit: z.enum(STOCK_UNITS),
  expected: z.number(),
  counted: z.number().nullable(),
  /** counted − expected; null while not counted. */
  difference: z.number().nullable(),
  reason: z.string(),
  countedBy: z.string(),
  countedAt: z.string().nullable(),
});
export type InventoryLine = z.infer<typeof inventoryLineSchema>;

export const inventoryDetailSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  location: z.uuid(),
  locationName: z.string(),
  date: z.string(),
  state: z.enum(INVENTORY_STATES),
  note: z.string(),
  resort: z.uuid().nullable(),
  vessel: z.uuid().nullable(),
  startedBy: z.string(),
  closedBy: z.string(),
  closedAt: z.string().nullable(),
  lines: z.array(inventoryLineSchema),
});
export type InventoryDetail = z.infer<typeof inventoryDetailSchema>;

export const STOCK_SORTS = ['productName', 'locationName', 'quantity', 'total'] as const;

/** `GET /api/product/stock`: the paging object, sorted by one of STOCK_SORTS, filtered by place. */
export const stockQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(1000).default(25),
  sort: z.enum(STOCK_SORTS).default('productName'),
  order: z
    .union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])
    .transform(Number)
    .default(1),
  search: z.string().max(200).optional(),
  location: z.uuid().optional(),
  /** Only products whose stock of all locations is under their minimum level. */
  belowMinimum: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const stockRowSchema = z.object({
  product: z.uuid(),
  productName: z.string(),
  barcode: z.string(),
  unit: z.enum(STOCK_UNITS),
  stockType: z.enum(STOCK_TYPES),
  minimumLevel: z.number(),
  /** Null for a product that tracks its stock but has none anywhere yet. */
  location: z.uuid().nullable(),
  locationName: z.string(),
  quantity: z.number(),
  /** The product's stock of all locations (the user may see) together. */
  total: z.number(),
  belowMinimum: z.boolean(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockPageSchema = z.object({
  data: z.array(stockRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
