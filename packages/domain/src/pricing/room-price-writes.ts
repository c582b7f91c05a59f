import { z } from 'zod';
import { roomPriceSchema } from './price-answers.ts';
import { minorAmount } from './pricing-fields.ts';

/** What the room price calls say when they refuse (MESSAGE_CODES names each for the web). */
export const ROOM_PRICE_MESSAGES = {
  otherPlace: 'The room belongs to another resort or vessel than the price list',
  nothingToChange: 'Name at least one field to change',
} as const;

const entryFields = {
  season: z.string().trim().max(100),
  noOfPax: z.number().int().min(1).max(50).nullable(),
  /** Per person, in minor units of the list's first currency. */
  amount: minorAmount(),
  childAmount: minorAmount().nullable(),
};
/** The price list's version as the caller saw it: a room price is an entry of that list. */
const listVersion = z.number().int().min(1);

/**
 * SPEC §7 `/api/roomprices` writes (issue 38): a single room's or cabin's price is an entry of a
 * price list naming the room; `POST /api/roomprices` adds one to the list it names.
 */
export const roomPriceCreateSchema = z.object({
  priceList: z.uuid(),
  room: z.uuid(),
  season: entryFields.season.default(''),
  noOfPax: entryFields.noOfPax.default(null),
  amount: entryFields.amount,
  childAmount: entryFields.childAmount.default(null),
  version: listVersion,
});
export type RoomPriceCreate = z.output<typeof roomPriceCreateSchema>;

/** `POST /api/roomprices/{id}`: the entry changed in its list. */
export const roomPriceChangeSchema = z
  .object({
    room: z.uuid().optional(),
    season: entryFields.season.optional(),
    noOfPax: entryFields.noOfPax.optional(),
    amount: entryFields.amount.optional(),
    childAmount: entryFields.childAmount.optional(),
    version: listVersion,
  })
  .refine((change) => Object.keys(change).some((key) => key !== 'version'), {
    message: ROOM_PRICE_MESSAGES.nothingToChange,
    path: ['amount'],
  });
export type RoomPriceChange = z.output<typeof roomPriceChangeSchema>;

/** `POST /api/roomprices/{id}/copy`: the same price in the same list, for another room (or the same). */
export const roomPriceCopySchema = z.object({ room: z.uuid().optional(), version: listVersion });
export type RoomPriceCopy = z.output<typeof roomPriceCopySchema>;

/** `DELETE /api/roomprices/{id}?version=`. */
export const roomPriceDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

/** A room price as the writes answer it: with its list's version now, for the next write. */
export const roomPriceWrittenSchema = roomPriceSchema.extend({ listVersion: z.number() });
export type RoomPriceWritten = z.infer<typeof roomPriceWrittenSchema>;
