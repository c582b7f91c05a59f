import { z } from 'zod';
import { imageList } from '../assets/index.ts';
import { isIsoDate, isoDateSchema } from '../dates/index.ts';
import { defineResource, localizedText } from '../resources/index.ts';

/** An itinerary a vessel sails again and again: where it goes and for how many nights. */
export const tourResource = defineResource({
  name: 'tour',
  scope: 'tours',
  features: ['vessel'],
  // A tour of a vessel a user may not see is hidden from them like the vessel's trips.
  asset: { vessel: 'vessel' },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    internalId: z.string().max(50).default(''),
    /** The vessel that usually sails this tour; a schedule may still use another one. */
    vessel: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'vessel' } }),
    destination: z.string().max(200).default(''),
    embarkationPort: z.string().max(200).default(''),
    disembarkationPort: z.string().max(200).default(''),
    nights: z.number().int().min(1).max(60).default(7),
    description: localizedText().meta({ ui: { hideInList: true } }),
    images: imageList(),
    isActive: z.boolean().default(true),
  }),
  search: ['name', 'internalId', 'destination'],
  columns: ['name', 'internalId', 'destination', 'vessel', 'nights', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

export const SCHEDULE_STATUSES = ['planned', 'open', 'full', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

const isoDate = isoDateSchema;

/**
 * A dated departure of a vessel on a tour. `from` is the embarkation day, `to` the disembarkation
 * day; the trip occupies the vessel for the nights [from, to), so the next group may embark on the
 * day the previous one disembarks.
 */
export const scheduleResource = defineResource({
  name: 'schedule',
  scope: 'schedules',
  features: ['vessel'],
  asset: { vessel: 'vessel' },
  schema: z
    .object({
      tour: z.uuid().meta({ ui: { widget: 'reference', ref: 'tour' } }),
      vessel: z.uuid().meta({ ui: { widget: 'reference', ref: 'vessel' } }),
      from: isoDate,
      to: isoDate,
      status: z.enum(SCHEDULE_STATUSES).default('open'),
      divesPerDay: z.number().int().min(0).max(10).default(3),
      /** Null means derived from the nights (SPEC §9), so moving the dates keeps it right. */
      diveDays: z.number().int().min(0).max(60).nullable().default(null),
      note: z
        .string()
        .max(2000)
        .default('')
        .meta({ ui: { widget: 'textarea', hideInList: true } }),
    })
    .refine((s) => !isIsoDate(s.from) || !isIsoDate(s.to) || s.from < s.to, {
      // Worded like the blocker rule so the web app's existing translation covers it.
      message: 'The last night must come after the first',
      path: ['to'],
    }),
  search: ['note'],
  columns: ['from', 'to', 'tour', 'vessel', 'status'],
  sort: { field: 'from', order: 1 },
  titleField: 'from',
});
