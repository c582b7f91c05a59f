import { z } from 'zod';
import { BOOKING_CHANNELS } from '../booking-setup/index.ts';
import { isIsoDate, isoDateSchema } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { NEW_BOOKING_STATES } from './booking-flow.ts';

const VERSION_REQUIRED = 'Send the version of the booking this change is based on';

/**
 * Optimistic concurrency on actions: the version the operator saw; a newer one answers 409
 * STALE_VERSION. Every change of a booking names it, so none overwrites another unseen.
 */
export const expectedVersion = z.number({ error: VERSION_REQUIRED }).int().min(1);

/** The version as a query parameter (`DELETE` calls). */
export const expectedVersionQuery = z.coerce.number({ error: VERSION_REQUIRED }).int().min(1);

/**
 * `POST /api/bookings/{id}`: the booking's header. Only the fields sent change; rooms, guests,
 * money and state have their own calls.
 */
export const editBookingSchema = z.object({
  lead: z.uuid().optional(),
  source: z.enum(BOOKING_CHANNELS).optional(),
  bookingSource: z.uuid().nullable().optional(),
  category: z.uuid().nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
  note: z.string().max(4000).optional(),
  /** An offer or reservation holds its beds until this day; null holds them until changed. */
  optionUntil: isoDateSchema.nullable().optional(),
  version: expectedVersion,
});
export type EditBookingInput = z.input<typeof editBookingSchema>;

/** Why an option is given up (SPEC leaves the list open; the screen offers these, any text is kept). */
export const RELEASE_REASONS = ['customer', 'operator', 'noPayment', 'optionExpired', 'other'] as const;

/** `POST /api/bookings/{id}/release`: an offer or reservation gives its beds back (state freed). */
export const releaseBookingSchema = z.object({
  reason: z.string().trim().min(1).max(100).default('operator'),
  message: z.string().max(2000).default(''),
  version: expectedVersion,
});

/** `POST /api/bookings/{id}/revert`: the last cancellation or release undone, beds taken again. */
export const revertBookingSchema = z.object({ version: expectedVersion });

/** `DELETE /api/bookings/{id}?version=`: to state deleted; the row and its history stay. */
export const deleteBookingQuerySchema = z.object({ version: expectedVersionQuery });

/**
 * `POST /api/bookings/{id}/copy`: a new booking with the same rooms and guests, on another trip
 * (`schedule`) or other dates of the same resort (`dates`), priced anew; an offer by default.
 */
export const copyBookingSchema = z
  .object({
    schedule: z.uuid().optional(),
    dates: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
    state: z.enum(NEW_BOOKING_STATES).default('draft'),
  })
  .refine((c) => Boolean(c.schedule) !== Boolean(c.dates), {
    message: 'Give either another trip or other dates',
    path: ['schedule'],
  })
  .refine(
    (c) => !c.dates || !isIsoDate(c.dates.from) || !isIsoDate(c.dates.to) || c.dates.from < c.dates.to,
    { message: 'The last night must come after the first', path: ['dates', 'to'] },
  );
export type CopyBookingInput = z.input<typeof copyBookingSchema>;

/** Kinds of external reference a booking carries (an agency's file number, an OTA's booking id, …). */
export const REFERENCE_KINDS = ['agency', 'ota', 'customer', 'invoice', 'import', 'other'] as const;

/** `POST /api/bookings/{id}/ref`: an external reference; `DELETE ref/{ref}` removes it by id. */
export const bookingReferenceSchema = z.object({
  kind: z.enum(REFERENCE_KINDS).default('other'),
  value: z.string().trim().min(1).max(200),
  version: expectedVersion,
});

/** An external reference as the booking keeps it and answers it. */
export const bookingReferenceAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(REFERENCE_KINDS),
  value: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type BookingReference = z.infer<typeof bookingReferenceAnswerSchema>;

/** `GET /api/bookings/find`: booking number, guest name, e-mail or reference. */
export const findBookingsQuerySchema = z.object({
  query: z.string().trim().min(1).max(200),
  onlyActive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/**
 * Comments on a booking (`/api/bookingcomment`), newest first on the booking page. The server
 * records who wrote them; the booking's resort or vessel limits who sees them.
 */
export const bookingCommentResource = defineResource({
  name: 'bookingcomment',
  scope: 'bookings',
  scopes: {
    read: ['bookings.read'],
    create: ['bookings.update'],
    update: ['bookings.update'],
    delete: ['bookings.update'],
  },
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    booking: z.uuid().meta({ ui: { widget: 'reference', ref: 'bookings' } }),
    text: z
      .string()
      .trim()
      .min(1)
      .max(4000)
      .meta({ ui: { widget: 'textarea' } }),
  }),
  search: ['text'],
  columns: ['booking', 'text', 'createdAt'],
  filters: ['booking'],
  sort: { field: 'createdAt', order: -1 },
  titleField: 'text',
});

const stayDates = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((d) => !isIsoDate(d.from) || !isIsoDate(d.to) || d.from < d.to, {
    message: 'The last night must come after the first',
    path: ['to'],
  });

/**
 * `POST /api/bookings/{id}/rebook/{schedule}` (a trip to another trip) and `POST rebook` (a resort
 * stay to other `dates`, or a trip to the `schedule` in the body): a new booking is made in the
 * same state, the old one becomes rebooked and points to it; payments move with it. `rooms` puts
 * booked rooms into other rooms (the same ones by default); `keepPrice` keeps the calculation.
 */
export const rebookBookingSchema = z.object({
  schedule: z.uuid().optional(),
  dates: stayDates.optional(),
  rooms: z
    .array(z.object({ roomBooking: z.uuid(), room: z.uuid() }))
    .max(200)
    .optional(),
  keepPrice: z.boolean().default(false),
  version: expectedVersion,
});
export type RebookBookingInput = z.input<typeof rebookBookingSchema>;

/** `POST /api/bookings/{id}/revertRebook`: the new booking is deleted, this one lives again. */
export const revertRebookSchema = z.object({ version: expectedVersion });

/** How a split prices its parts: the original lines divided by guest, or each part priced anew. */
export const SPLIT_PRICING = ['divide', 'reprice'] as const;

/**
 * `POST /api/bookings/{id}/splitByCustomer`: one new booking per part, each with the rooms of its
 * guests (a room goes whole: all its guests in one part); the original becomes splitted. Payments
 * go to the part that lists them, the others to the first part.
 */
export const splitBookingSchema = z.object({
  parts: z
    .array(
      z.object({
        customers: z.array(z.uuid()).min(1).max(200),
        payments: z.array(z.uuid()).max(200).default([]),
      }),
    )
    .min(2)
    .max(20),
  price: z.enum(SPLIT_PRICING).default('divide'),
  version: expectedVersion,
});
export type SplitBookingInput = z.input<typeof splitBookingSchema>;

/** What a split answers: the original (now splitted) and the new bookings in the order of the parts. */
export interface SplitResult<B> {
  original: B;
  bookings: B[];
}

/**
 * `POST /api/bookings/{id}/changeCustomer`: customer `to` sleeps in bed `idx` of booked room
 * `room`, in place of `from` (who must be the one there) or in an empty bed.
 */
export const changeCustomerSchema = z.object({
  from: z.uuid().optional(),
  to: z.uuid(),
  room: z.uuid(),
  idx: z.number().int().min(0).max(63),
  keepPrice: z.boolean().default(false),
  version: expectedVersion,
});

/** `DELETE /api/bookings/{id}/removeCustomer/{roomId}/{customerId}?version=&keepPrice=`: the bed stays, paid, empty. */
export const removeCustomerQuerySchema = z.object({
  version: expectedVersionQuery,
  keepPrice: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** `POST /api/bookings/{id}/variant/{room}/{customer}`: the price variant a guest takes (null: none). */
export const guestVariantSchema = z.object({ variant: z.uuid().nullable(), version: expectedVersion });
