import { z } from 'zod';

/** Media ids of pictures, in display order; the first one is the cover. */
export const imageList = () =>
  z
    .array(z.uuid())
    .max(50)
    .default([])
    .meta({ ui: { widget: 'reference', ref: 'media', hideInList: true } });

/** HH:mm on a 24-hour clock. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 14:00');

export const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters')
  .transform((v) => v.toUpperCase());

/** The resort and vessel a record belongs to; at most one of them is set (see `exactlyOneAsset`). */
export const assetReferenceFields = () => ({
  resort: z
    .uuid()
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'reference', ref: 'resort' } }),
  vessel: z
    .uuid()
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'reference', ref: 'vessel' } }),
});

/** Arguments for `.refine(...)`: exactly one of resort and vessel is set, reported on `resort`. */
export function exactlyOneAsset(
  message: string,
): [
  (record: { resort: string | null; vessel: string | null }) => boolean,
  { message: string; path: string[] },
] {
  return [(record) => (record.resort === null) !== (record.vessel === null), { message, path: ['resort'] }];
}

/** Rooms, room types and bed types: everyone logged in reads them (pickers), asset editors change them. */
export const ASSET_EDIT_SCOPES = {
  read: ['user'],
  create: ['vessel.update', 'resort.update'],
  update: ['vessel.update', 'resort.update'],
  delete: ['vessel.update', 'resort.update'],
};
