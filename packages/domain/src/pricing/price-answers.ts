import { z } from 'zod';
import { moneySchema } from './calculation.ts';

/**
 * The answers of the price look-ups (`/api/price`, `/api/resort/.../prices`, `/api/roomprices`,
 * `/api/schedule/{id}/price...`): what leaves the server is what these name (issue 33 §1). A
 * price list in them is the generic record, which the server adds (`recordSchemaOf`).
 */

/** A season's span of nights as a stored list holds it (both ends inclusive). */
export const pricePeriodAnswerSchema = z.object({ season: z.string(), from: z.string(), to: z.string() });

/** A stored price entry: null fields match anything. Amounts in minor units of the list's first currency. */
export const priceEntryAnswerSchema = z.object({
  id: z.string().optional(),
  roomType: z.string().nullable(),
  room: z.string().nullable(),
  season: z.string(),
  noOfPax: z.number().nullable(),
  amount: z.number(),
  childAmount: z.number().nullable(),
});

/** `GET /api/resort/findPrice/{resort}`: what one active list asks for the stay (the list is added). */
export const stayPriceSchema = z.object({
  total: moneySchema,
  perPerson: moneySchema,
  computation: z.string(),
});

/**
 * Which entry and period price a night (`findPriceEntry`, `schedule/{id}/priceEntry`); `entry`
 * null when the list's base price did (the list is added).
 */
export const priceEntryLookupSchema = z.object({
  season: z.string(),
  period: pricePeriodAnswerSchema.nullable(),
  entry: priceEntryAnswerSchema.nullable(),
  fromBasePrice: z.boolean(),
  amount: moneySchema,
  computation: z.string(),
});

/** `GET /api/resort/{resort}/entries`: each entry of the active lists with its room type and list. */
export const resortPriceEntrySchema = priceEntryAnswerSchema.extend({
  roomTypeName: z.string().nullable(),
  priceList: z.object({
    id: z.string(),
    name: z.string(),
    calculationType: z.string(),
    currency: z.string(),
  }),
  periods: z.array(pricePeriodAnswerSchema),
});

/** `GET /api/roomprices`: the entries pricing single rooms or cabins, with the room and the list. */
export const roomPriceSchema = priceEntryAnswerSchema.extend({
  roomName: z.string().nullable(),
  priceList: z.object({ id: z.string(), name: z.string(), status: z.string(), currency: z.string() }),
  periods: z.array(pricePeriodAnswerSchema),
});

/** `GET /api/schedule/{id}/price`: one cabin for a number of guests, as the active lists price the trip. */
export const cabinPriceSchema = z.object({
  room: z.string(),
  roomName: z.string(),
  roomType: z.string().nullable(),
  roomTypeName: z.string().nullable(),
  pax: z.number(),
  /** Whether a list priced it; otherwise the totals are zero. */
  priced: z.boolean(),
  total: moneySchema,
  perPerson: moneySchema,
  priceList: z.object({ id: z.string(), name: z.string() }).nullable(),
  computation: z.string(),
});
