import { z } from 'zod';
import { assetReferenceFields, currencyCode } from '../assets/index.ts';
import { isoDateSchema } from '../dates/index.ts';
import { defineResource, moneyAmount } from '../resources/index.ts';
import { posSignatureSchema, SIGNATURE_STATES } from './tse.ts';

const ref = (resource: string) =>
  z
    .uuid()
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'reference', ref: resource } });

/** What a till is: the bar, the shop, the rental counter (only a label for reports and receipts). */
export const TILL_KINDS = ['bar', 'shop', 'rental', 'other'] as const;

/**
 * A till (SPEC §3 "pos item" is what it sells; the till is where): every transaction carries its
 * till and a number counted per till, as KassenSichV §6 wants a receipt numbered per cash register.
 */
export const posTillResource = defineResource({
  name: 'postill',
  scope: 'pos',
  scopes: { read: ['pos.read'] },
  features: ['pos'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    name: z.string().trim().min(1).max(120),
    kind: z.enum(TILL_KINDS).default('bar'),
    ...assetReferenceFields(),
    /** Where the till's goods are kept (feature stock): each sale takes them out of stock there. */
    stockLocation: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'stocklocation' } }),
    /** What the counter shows at this till: these product categories only (none chosen: all). */
    categories: z
      .array(z.uuid())
      .max(200)
      .default([])
      .meta({ ui: { widget: 'reference', ref: 'productcategory', hideInList: true } }),
    /** The TSE that signs the till's receipts (KassenSichV), and the till's client id registered there. */
    tse: ref('tse').meta({ ui: { widget: 'reference', ref: 'tse', hideInList: true } }),
    tseClientId: z
      .union([z.uuid(), z.literal('')])
      .default('')
      .meta({ ui: { hideInList: true } }),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'kind', 'resort', 'vessel', 'stockLocation', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});

/**
 * sale: goods sold; void: a sale's storno; settlement: money paid at the till on a room's bill
 * (a booking payment: no sale, the goods were charged to the room before) — its storno is a
 * settlement too, naming the one it cancels in `voids`.
 */
export const POS_KINDS = ['sale', 'void', 'settlement'] as const;
export type PosKind = (typeof POS_KINDS)[number];

/** open: a tab still taking items; paid: settled at the till; folio: on a guest's room; void: a storno. */
export const POS_STATES = ['open', 'paid', 'folio', 'void'] as const;
export type PosState = (typeof POS_STATES)[number];
export const POS_PAYMENT_KINDS = ['cash', 'card', 'folio'] as const;
export type PosPaymentKind = (typeof POS_PAYMENT_KINDS)[number];

/**
 * A POS transaction (a receipt): written by the counter's calls, never edited once closed — a void
 * is a new transaction (`kind` void) naming the original in `voids`. The generic layer only lists
 * them (`GET /api/pos` with the paging object; filters day, till, state, payment kind, booking).
 */
export const posTransactionResource = defineResource({
  name: 'pos',
  scope: 'pos',
  features: ['pos'],
  readOnly: true,
  large: true,
  // The till's resort or vessel; a sale on a folio the booking's: a user of one resort sees its own.
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    till: ref('postill'),
    resort: ref('resort'),
    vessel: ref('vessel'),
    tillName: z.string().default(''),
    /** Counted per till from 1, with no gaps (the till's row is locked while one is drawn). */
    number: z.number().int(),
    kind: z.enum(POS_KINDS).default('sale'),
    state: z.enum(POS_STATES).default('open'),
    /** The operator's day the transaction was opened. */
    day: isoDateSchema,
    currency: currencyCode,
    total: moneyAmount('currency', { signed: true }).default(0),
    paid: moneyAmount('currency', { signed: true }).default(0),
    /** The kinds of its payments, for the list's filter. */
    paymentKinds: z.array(z.enum(POS_PAYMENT_KINDS)).default([]),
    booking: ref('bookings'),
    roomBooking: z.uuid().nullable().default(null),
    customer: ref('customer'),
    guestName: z.string().default(''),
    roomName: z.string().default(''),
    voids: ref('pos'),
    voidedBy: ref('pos'),
    voidReason: z.string().default(''),
    userName: z.string().default(''),
    closedAt: z.string().nullable().default(null),
    /** KassenSichV: null when the till signs with no TSE, else pending, signed or failed. */
    signatureState: z.enum(SIGNATURE_STATES).nullable().default(null),
    itemCount: z.number().int().default(0),
  }),
  search: ['tillName', 'guestName', 'roomName', 'userName'],
  columns: [
    'day',
    'tillName',
    'number',
    'state',
    'total',
    'paymentKinds',
    'guestName',
    'roomName',
    'userName',
  ],
  filters: ['day', 'till', 'state', 'kind', 'paymentKinds', 'booking', 'signatureState'],
  sort: { field: 'createdAt', order: -1 },
  titleField: 'number',
});

export const posLineSchema = z.object({
  id: z.string(),
  product: z.string().nullable(),
  name: z.string(),
  category: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  taxRate: z.number(),
  amount: z.number().int(),
  currency: z.string(),
  /** A void's line: the original line it cancels. */
  voidsLine: z.string().nullable(),
});
export type PosLine = z.output<typeof posLineSchema>;

export const posPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(POS_PAYMENT_KINDS),
  /** What was handed over, in its currency. */
  amount: z.number().int(),
  currency: z.string(),
  /** Units of the tendered currency per unit of the till's currency, as the day's rate was. */
  rate: z.string(),
  /** What it settles, in the till's currency (what was handed over less the change). */
  baseAmount: z.number().int(),
  /** Change given back, in the till's currency. */
  change: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
});
export type PosPayment = z.output<typeof posPaymentSchema>;

/** A transaction with its lines and payments, as the counter's calls answer. */
export const posReceiptSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  till: z.string(),
  tillName: z.string(),
  number: z.number().int(),
  kind: z.enum(POS_KINDS),
  state: z.enum(POS_STATES),
  day: z.string(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  booking: z.string().nullable(),
  roomBooking: z.string().nullable(),
  customer: z.string().nullable(),
  guestName: z.string(),
  roomName: z.string(),
  voids: z.string().nullable(),
  voidedBy: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  signatureState: z.enum(SIGNATURE_STATES).nullable(),
  /** The TSE's answer, printed on the receipt (KassenSichV §6); null until signed. */
  signature: posSignatureSchema.nullable(),
  /** Why the TSE did not sign (its code and words), shown until a retry signs. */
  signatureError: z.string().nullable(),
  lines: z.array(posLineSchema),
  payments: z.array(posPaymentSchema),
});
export type PosReceipt = z.output<typeof posReceiptSchema>;

const quantity = z.number().int().min(1).max(999);

/** `POST /api/pos/product`: opens a tab on a till with items, or adds items to an open one. */
export const posAddItemsSchema = z
  .object({
    /** The open transaction to add to; without it a new one is opened on `till`. */
    transaction: z.uuid().optional(),
    till: z.uuid().optional(),
    items: z
      .array(z.object({ product: z.uuid(), quantity: quantity.default(1) }).strict())
      .min(1)
      .max(100),
  })
  .strict()
  .refine((v) => v.transaction || v.till, {
    message: 'Name the open transaction or the till',
    path: ['till'],
  });
export type PosAddItems = z.output<typeof posAddItemsSchema>;

/** `POST /api/pos/product/{item}`: a line's new quantity. */
export const posQuantitySchema = z.object({ quantity }).strict();

/**
 * `POST /api/pos/{id}/payment`. Cash may come in another currency: `amount` is what was handed
 * over in `currency`, the change is given in the till's currency. `key` makes a payment posted twice
 * (a double tap, a retry) count once. `folio` puts the whole tab on a guest's room.
 */
export const posPaySchema = z
  .object({
    kind: z.enum(POS_PAYMENT_KINDS),
    amount: z.number().int().min(0).max(100_000_000_00).optional(),
    currency: currencyCode.optional(),
    key: z.uuid().optional(),
    reference: z.string().trim().max(200).default(''),
    booking: z.uuid().optional(),
    roomBooking: z.uuid().optional(),
    customer: z.uuid().optional(),
  })
  .strict();
export type PosPay = z.output<typeof posPaySchema>;

/** `POST /api/pos/booking/{booking}/{room}`: the tab onto the room's folio, for one of its guests. */
export const posMoveSchema = z.object({ transaction: z.uuid(), customer: z.uuid().optional() }).strict();

/**
 * `POST /api/pos/{id}/guest`: an open tab runs on an in-house guest (the bar's tab through the
 * evening) — charged to the room or paid later; the front desk warns at check-out while it is open.
 * `roomBooking` null takes the guest off the tab.
 */
export const posTabGuestSchema = z
  .object({ roomBooking: z.uuid().nullable(), customer: z.uuid().optional() })
  .strict();

/** `POST /api/pos/{id}/void`: a storno of a closed transaction (a new transaction, never an edit). */
export const posVoidSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

/** `POST /api/bookings/onsite/{roomId}`: items put straight on a room's folio. */
export const onsiteItemsSchema = z
  .object({
    till: z.uuid(),
    customer: z.uuid().optional(),
    items: z
      .array(z.object({ product: z.uuid(), quantity: quantity.default(1) }).strict())
      .min(1)
      .max(100),
  })
  .strict();

/**
 * `POST /api/bookings/onsite/{roomId}/payment`: a room's bill paid at a till (the front desk's
 * cash goes through the same till): a booking payment, and a settlement on the till the TSE signs.
 * `amount` is what was paid, in `currency` (the till's by default).
 */
export const onsitePaymentSchema = z
  .object({
    till: z.uuid(),
    kind: z.enum(['cash', 'card']),
    amount: z.number().int().min(1).max(100_000_000_00),
    currency: currencyCode.optional(),
    customer: z.uuid().optional(),
    /** Made once per payment by the client: the same payment posted twice counts once. */
    key: z.uuid().optional(),
  })
  .strict();
export type OnsitePayment = z.output<typeof onsitePaymentSchema>;

/** `POST /api/bookings/onsite/{onsite}/move`: an on-site transaction onto another room booking. */
export const onsiteMoveSchema = z.object({ roomId: z.uuid(), customer: z.uuid().optional() }).strict();

/** A guest who may be charged: in house today. */
export const posGuestSchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  roomBooking: z.string(),
  roomName: z.string(),
  customer: z.string(),
  fullName: z.string(),
  checkedIn: z.boolean(),
  /** What is still open on the booking (its total less what is paid), in the till's currency. */
  currency: z.string(),
  open: z.number().int(),
});
export type PosGuest = z.output<typeof posGuestSchema>;

export const posStatsQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  till: z.uuid().optional(),
});

export const posStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  byDay: z.array(z.object({ day: z.string(), transactions: z.number().int(), amount: z.number().int() })),
  byCategory: z.array(
    z.object({
      category: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  byPaymentKind: z.array(z.object({ kind: z.string(), amount: z.number().int() })),
});
export type PosStats = z.output<typeof posStatsSchema>;

/** The counter's catalogue: active products with their category and price. */
export const posProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  categoryName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  barcode: z.string(),
  taxRate: z.number(),
  image: z.string().nullable(),
});
export type PosProduct = z.output<typeof posProductSchema>;

/** Which line of a receipt the cash handed over pays and what change goes back, all in minor units. */
export function cashSettlement(due: number, tenderedInBase: number): { applied: number; change: number } {
  if (due <= 0) return { applied: 0, change: tenderedInBase };
  const applied = Math.min(due, tenderedInBase);
  return { applied, change: tenderedInBase - applied };
}
