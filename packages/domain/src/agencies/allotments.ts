import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { dateRangeSchema, RANGE_SPANS, rangeFields } from '../dates/index.ts';

/**
 * `POST /api/agency/{agency}/allotments`: rooms held for an agency until a release date. Either
 * trips of a vessel (one allotment per trip) or a resort period; the rooms are named or counted
 * (optionally of one room type), and counted rooms are the first free ones by name.
 */
export const allotmentInputSchema = z
  .object({
    schedules: z.array(z.uuid()).max(100).default([]),
    resort: z.uuid().optional(),
    ...rangeFields(true),
    roomType: z.uuid().optional(),
    rooms: z.array(z.uuid()).max(200).default([]),
    count: z.number().int().min(1).max(200).optional(),
    releaseDate: isoDateSchema,
    note: z.string().max(1000).default(''),
  })
  .superRefine((input, ctx) => {
    const trips = input.schedules.length > 0;
    if (trips === Boolean(input.resort))
      ctx.addIssue({ code: 'custom', path: ['schedules'], message: 'Choose trips or a resort' });
    if (input.resort && (!input.from || !input.to))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Give the first night and the departure' });
    if (input.from && input.to && input.from >= input.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last night must come after the first' });
    if (!input.rooms.length && !input.count)
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'Choose rooms or give how many' });
    if (input.rooms.length && input.count)
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'Choose rooms or give how many, not both' });
  });
export type AllotmentInput = z.output<typeof allotmentInputSchema>;

/** `PATCH /api/agency/allotments/{id}`: a later or earlier release, or a new note. */
export const allotmentUpdateSchema = z.object({
  releaseDate: isoDateSchema.optional(),
  note: z.string().max(1000).optional(),
});

/** `GET /api/agency/allotments`: by agency, place, period and whether released ones are wanted. */
export const allotmentQuerySchema = dateRangeSchema(
  { maxDays: RANGE_SPANS.months, optional: true },
  {
    agency: z.uuid().optional(),
    asset: z.uuid().optional(),
    released: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  },
);

export const allotmentRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Still held for the agency (nights or beds of it not yet booked). */
  held: z.boolean(),
});
export type AllotmentRoom = z.infer<typeof allotmentRoomSchema>;

/** An allotment as lists and the agency page show it. */
export const allotmentSchema = z.object({
  id: z.string(),
  agency: z.string(),
  agencyName: z.string(),
  /** The vessel or resort. */
  asset: z.string(),
  assetName: z.string(),
  schedule: z.string().nullable(),
  tourName: z.string().nullable(),
  roomType: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  releaseDate: z.string(),
  note: z.string(),
  rooms: z.array(allotmentRoomSchema),
  /** Bookings made out of it. */
  bookings: z.array(z.object({ id: z.string(), bookingNo: z.string() })),
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Allotment = z.infer<typeof allotmentSchema>;

/** Held rooms (of all) and whether the release date has passed, for the lists' state column. */
export function allotmentState(
  allotment: Pick<Allotment, 'rooms' | 'releasedAt'>,
): 'held' | 'used' | 'released' {
  if (allotment.releasedAt) return 'released';
  return allotment.rooms.some((room) => room.held) ? 'held' : 'used';
}

interface Piece {
  beds: [number, number];
  from: string;
  to: string;
}

/**
 * What stays held of an allotment's row when a booking takes some of its beds for some nights:
 * the nights before and after in full, and during the booking the beds it did not take.
 */
export function allotmentRemainder(
  row: Piece,
  taken: { beds: [number, number][]; from: string; to: string },
) {
  const pieces: Piece[] = [];
  if (row.from < taken.from) pieces.push({ beds: row.beds, from: row.from, to: taken.from });
  if (taken.to < row.to) pieces.push({ beds: row.beds, from: taken.to, to: row.to });
  // ISO dates sort as text: the later start and the earlier end.
  const from = [row.from, taken.from].sort()[1]!;
  const to = [row.to, taken.to].sort()[0]!;
  if (from >= to) return pieces;
  let start = row.beds[0];
  for (const [a, b] of [...taken.beds].sort((x, y) => x[0] - y[0])) {
    if (b <= start || a >= row.beds[1]) continue;
    if (a > start) pieces.push({ beds: [start, a], from, to });
    start = Math.max(start, b);
  }
  if (start < row.beds[1]) pieces.push({ beds: [start, row.beds[1]], from, to });
  return pieces;
}
