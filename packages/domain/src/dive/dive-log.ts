import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { customerReference, defineResource, longText } from '../resources/index.ts';

/** A wall-clock time of the operator's day. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 14:00');
const ref = (resource: string) =>
  z
    .uuid()
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'reference', ref: resource } });

/** How a logged dive was paid for: from a dive package on the booking, charged to it, or not at all. */
export const DIVE_BILLINGS = ['package', 'charged', 'none'] as const;
export type DiveBilling = (typeof DIVE_BILLINGS)[number];

/** The oxygen share of air, in percent: anything richer is nitrox (enriched air). */
export const AIR_OXYGEN = 21;

/**
 * One diver's dive (SPEC §3 Dive entry). Depth in metres, tank size in litres, the breathing gas as
 * its oxygen percentage (21 is air, 32 is EAN32). `comments` of SPEC §3 is the one `comment`.
 */
export const diveLogFields = {
  date: isoDateSchema,
  start: clock,
  end: clock.nullable().default(null),
  type: z.uuid().meta({ ui: { widget: 'reference', ref: 'divetype' } }),
  customer: customerReference(),
  depth: z.number().min(0).max(350).nullable().default(null),
  boat: ref('diveboat'),
  diveSite: ref('divesite'),
  /** The dive of the day for this diver: 1 for the morning dive. */
  sort: z.number().int().min(1).max(20).default(1),
  /** Who was on the boat besides the guide, as names. */
  crew: z.string().trim().max(500).default(''),
  diveGuide: ref('employee'),
  /** What the diver rented for this dive ("BCD, regulator, 5 mm suit"); empty for own gear. */
  rentalGear: z.string().trim().max(300).default(''),
  resort: ref('resort'),
  vessel: ref('vessel'),
  /** Litres of the cylinder. */
  tankSize: z.number().min(1).max(50).nullable().default(null),
  airMix: z.number().int().min(AIR_OXYGEN).max(100).default(AIR_OXYGEN),
  comment: longText(),
};

export const diveLogResource = defineResource({
  name: 'divelog',
  scope: 'divelog',
  features: ['diveLog'],
  asset: { resort: 'resort', vessel: 'vessel' },
  // Written by logging (POST /api/divelog), corrected inline, deleted with its charge reversed:
  // the generic layer only lists them.
  readOnly: true,
  large: true,
  schema: z.object({
    ...diveLogFields,
    /** The diver's name when logged: the list searches it without a join. */
    customerName: z.string().default(''),
    booking: ref('bookings'),
    billing: z.enum(DIVE_BILLINGS).default('none'),
    /** The product of the package a `package` dive used. */
    packageProduct: z.string().nullable().default(null),
    /** The calculation line a `charged` dive added to the booking. */
    chargeLine: z.string().nullable().default(null),
  }),
  search: ['customerName', 'crew', 'comment'],
  columns: [
    'date',
    'start',
    'end',
    'customerName',
    'type',
    'diveSite',
    'depth',
    'boat',
    'diveGuide',
    'airMix',
    'billing',
  ],
  filters: ['date', 'type', 'diveSite', 'boat', 'diveGuide', 'customer', 'billing', 'resort', 'vessel'],
  sort: { field: 'date', order: -1 },
  titleField: 'customerName',
});

/** A logged dive as the API answers it. */
export const diveLogRecordSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  type: z.string(),
  customer: z.string(),
  customerName: z.string(),
  depth: z.number().nullable(),
  boat: z.string().nullable(),
  diveSite: z.string().nullable(),
  sort: z.number().int(),
  crew: z.string(),
  diveGuide: z.string().nullable(),
  rentalGear: z.string(),
  resort: z.string().nullable(),
  vessel: z.string().nullable(),
  tankSize: z.number().nullable(),
  airMix: z.number().int(),
  comment: z.string(),
  booking: z.string().nullable(),
  billing: z.enum(DIVE_BILLINGS),
  packageProduct: z.string().nullable(),
  chargeLine: z.string().nullable(),
});
export type DiveLogRecord = z.infer<typeof diveLogRecordSchema>;

/**
 * One dive to log. `booking` names the booking it bills; left out, the diver's booking in house
 * that day (of the dive's resort or vessel) is found.
 */
export const diveLogEntrySchema = z
  .object({ ...diveLogFields, booking: z.uuid().nullable().optional() })
  .refine((e) => e.end === null || e.end > e.start, {
    message: 'The dive ends after it starts',
    path: ['end'],
  })
  .refine((e) => e.resort === null || e.vessel === null, {
    message: 'A dive is made from one resort or one vessel',
    path: ['resort'],
  });
export type DiveLogEntry = z.output<typeof diveLogEntrySchema>;

/** `POST /api/divelog`: one or more dives (a plan logs all its divers in one call). */
export const logDivesSchema = z.object({ entries: z.array(diveLogEntrySchema).min(1).max(500) });
export const logDivesAnswerSchema = z.object({ entries: z.array(diveLogRecordSchema) });

/**
 * `POST /api/divelog/{id}`: what the dive manager corrects after the dive. What bills it (the
 * diver, the day, the dive type) stays: a wrong one is deleted (its charge reversed) and logged anew.
 */
export const diveLogCorrectionSchema = z
  .object({
    version: z.number().int(),
    start: clock.optional(),
    end: clock.nullable().optional(),
    depth: z.number().min(0).max(350).nullable().optional(),
    diveSite: z.uuid().nullable().optional(),
    boat: z.uuid().nullable().optional(),
    diveGuide: z.uuid().nullable().optional(),
    crew: z.string().trim().max(500).optional(),
    rentalGear: z.string().trim().max(300).optional(),
    tankSize: z.number().min(1).max(50).nullable().optional(),
    airMix: z.number().int().min(AIR_OXYGEN).max(100).optional(),
    comment: z.string().max(4000).optional(),
  })
  .strict();
export type DiveLogCorrection = z.output<typeof diveLogCorrectionSchema>;

/** Whether a dive breathed enriched air. */
export const isNitrox = (airMix: number): boolean => airMix > AIR_OXYGEN;

/** Minutes between two wall-clock times of one day; null without an end. */
export function diveMinutes(start: string, end: string | null): number | null {
  if (!end) return null;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return minutes(end) - minutes(start);
}
