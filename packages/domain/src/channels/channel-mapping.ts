import { z } from 'zod';
import { CHANNEL_MESSAGES } from './channel-connection.ts';

/** A room type as the channel manager lists it (`GET /api/ota/channel/roomtypes`, for the picker). */
export const channelRoomTypeSchema = z.object({ id: z.string(), title: z.string() });
export type ChannelRoomType = z.infer<typeof channelRoomTypeSchema>;

/** A rate plan as the channel lists it, with the channel room type it sells. */
export const channelRatePlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  roomType: z.string().nullable(),
});
export type ChannelRatePlan = z.infer<typeof channelRatePlanSchema>;

/** Our room type sold as the channel's room type. */
export const roomTypeMappingSchema = z.object({
  roomType: z.uuid(),
  channelRoomType: z.string().min(1).max(100),
});
/** Our price list's price of one room type sold as the channel's rate plan. */
export const ratePlanMappingSchema = z.object({
  priceList: z.uuid(),
  roomType: z.uuid(),
  channelRatePlan: z.string().min(1).max(100),
});

/**
 * `GET`/`PUT /api/ota/mappings`: the whole mapping, replaced as one (the table on /config/ota is
 * saved at once). A room type or rate plan maps to at most one channel entry each way, else a push
 * would send two values for one channel date.
 */
export const channelMappingsSchema = z
  .object({ roomTypes: z.array(roomTypeMappingSchema), ratePlans: z.array(ratePlanMappingSchema) })
  .superRefine((value, ctx) => {
    const twice = (keys: string[]) => new Set(keys).size !== keys.length;
    if (
      twice(value.roomTypes.map((m) => m.roomType)) ||
      twice(value.roomTypes.map((m) => m.channelRoomType)) ||
      twice(value.ratePlans.map((m) => `${m.priceList}/${m.roomType}`)) ||
      twice(value.ratePlans.map((m) => m.channelRatePlan))
    )
      ctx.addIssue({ code: 'custom', message: CHANNEL_MESSAGES.duplicateMapping });
  });
export type ChannelMappings = z.infer<typeof channelMappingsSchema>;
