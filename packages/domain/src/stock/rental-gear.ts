import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { defineResource, longText } from '../resources/index.ts';
import { STOCK_READ_SCOPES } from './stock.ts';

/**
 * Rental gear as numbered assets (issue 35): each BCD, regulator or computer of a ReusableGood
 * product is an item with its number, size, state and next service date. Renting one to an
 * in-house guest records a rental and charges the product once on the guest's folio.
 */
export const RENTAL_ITEM_STATES = ['available', 'rented', 'service', 'retired'] as const;
export type RentalItemState = (typeof RENTAL_ITEM_STATES)[number];

/** The counter's staff (pos.read) see the gear they rent out; the dive log's readers see what was rented. */
export const RENTAL_READ_SCOPES = [...STOCK_READ_SCOPES, 'pos.read'];
export const RENTAL_LOG_READ_SCOPES = [...RENTAL_READ_SCOPES, 'divelog.read'];
/** Renting charges the guest's folio, as a sale at the counter does. */
export const RENTAL_RENT_SCOPES = ['pos.create'];
/** Taking gear back moves no money: the counter's staff or whoever keeps the stock. */
export const RENTAL_RETURN_SCOPES = ['pos.create', 'product.update', 'product.stock'];
const features = ['stock' as const];

/** Numbered items belong to a ReusableGood product (a beer has no serial number): the field error. */
export const RENTAL_ITEM_PRODUCT_ISSUE = {
  path: 'product',
  message: 'Only a reusable product (rental gear) has numbered items',
  code: 'rentalItemProduct',
};

export const rentalItemResource = defineResource({
  name: 'rentalitem',
  scope: 'product',
  scopes: { read: RENTAL_READ_SCOPES },
  features,
  schema: z.object({
    product: z.uuid().meta({ ui: { widget: 'reference', ref: 'product' } }),
    /** The number painted on the gear or its serial: unique per product. */
    number: z.string().trim().min(1).max(50),
    /** As the counter says it: S, M, L, XL, 5mm-M. */
    size: z.string().trim().max(30).default(''),
    /** `rented` is set and cleared by renting and returning only (rental-bindings.ts keeps it). */
    state: z.enum(RENTAL_ITEM_STATES).default('available'),
    nextService: isoDateSchema.nullable().default(null),
    notes: longText(),
  }),
  search: ['number', 'size', 'notes'],
  columns: ['product', 'number', 'size', 'state', 'nextService'],
  filters: ['product', 'state', 'size'],
  sort: { field: 'number', order: 1 },
  titleField: 'number',
  unique: [['product', 'number']],
});
export type RentalItem = z.output<typeof rentalItemResource.schema> & { id: string };

/**
 * A rental: one item lent to one guest from a day until it is returned. Written by renting and
 * returning only; the generic layer lists it (`GET /api/rental`).
 */
export const rentalResource = defineResource({
  name: 'rental',
  scope: 'product',
  scopes: { read: RENTAL_LOG_READ_SCOPES },
  features,
  readOnly: true,
  schema: z.object({
    item: z.uuid().meta({ ui: { widget: 'reference', ref: 'rentalitem' } }),
    product: z.uuid().meta({ ui: { widget: 'reference', ref: 'product' } }),
    /** Copied from the item and the guest when rented: the list searches them without a join. */
    productName: z.string(),
    itemNumber: z.string(),
    size: z.string(),
    customer: z.uuid().meta({ ui: { widget: 'reference', ref: 'customer' } }),
    customerName: z.string(),
    booking: z.uuid().meta({ ui: { widget: 'reference', ref: 'bookings' } }),
    roomBooking: z.uuid().nullable(),
    roomName: z.string(),
    from: isoDateSchema,
    returnedAt: z.string().nullable(),
    /** The operator's day of the return: the dive log compares days, not instants. */
    returnedOn: isoDateSchema.nullable(),
    /** The folio sale that charged it; null when the product is free. */
    posTransaction: z.uuid().nullable(),
    posLine: z.uuid().nullable(),
    userName: z.string(),
  }),
  search: ['productName', 'itemNumber', 'customerName', 'roomName'],
  columns: ['from', 'returnedOn', 'productName', 'itemNumber', 'size', 'customerName', 'roomName'],
  filters: ['item', 'product', 'customer', 'booking', 'from'],
  sort: { field: 'from', order: -1 },
  titleField: 'itemNumber',
});

/** A rental as the API answers it. */
export const rentalRecordSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  item: z.string(),
  product: z.string(),
  productName: z.string(),
  itemNumber: z.string(),
  size: z.string(),
  customer: z.string(),
  customerName: z.string(),
  booking: z.string(),
  roomBooking: z.string().nullable(),
  roomName: z.string(),
  from: z.string(),
  returnedAt: z.string().nullable(),
  returnedOn: z.string().nullable(),
  posTransaction: z.string().nullable(),
  posLine: z.string().nullable(),
  userName: z.string(),
});
export type RentalRecord = z.infer<typeof rentalRecordSchema>;

/** `POST /api/rental`: an item to an in-house guest of a room, charged at a till. */
export const rentSchema = z
  .object({
    item: z.uuid(),
    roomBooking: z.uuid(),
    /** One of the room's guests; the first when left out. */
    customer: z.uuid().optional(),
    till: z.uuid(),
  })
  .strict();
export type RentInput = z.input<typeof rentSchema>;

/** `GET /api/rental/out`: what was out on the days from `from` to `to` (one day when `to` is left out). */
export const rentalOutQuerySchema = z.object({
  customer: z.uuid().optional(),
  from: isoDateSchema,
  to: isoDateSchema.optional(),
});

/** Not to be rented: its service is due (on or before today), it is in service or retired. */
export function isDueForService(
  item: { state: RentalItemState; nextService: string | null },
  today: string,
): boolean {
  return (
    item.state === 'service' ||
    item.state === 'retired' ||
    (item.nextService !== null && item.nextService <= today)
  );
}

/** Whether a rental had the item out on a day: from its first day to the day it came back. */
export function rentalOutOn(rental: { from: string; returnedOn: string | null }, day: string): boolean {
  return rental.from <= day && (rental.returnedOn === null || rental.returnedOn >= day);
}

/** The state of an item given back: to the workshop when its service date has come. */
export function stateAfterReturn(
  item: { state: RentalItemState; nextService: string | null },
  today: string,
): RentalItemState {
  if (item.state === 'retired' || item.state === 'service') return item.state;
  return item.nextService !== null && item.nextService <= today ? 'service' : 'available';
}
