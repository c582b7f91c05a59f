import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { BOOKING_CHANNELS } from '../booking-setup/index.ts';
import { isIsoDate, isoDateSchema } from '../dates/index.ts';
import { manualLineSchema } from '../pricing/index.ts';
import { quoteProductSchema } from '../pricing/index.ts';
import { defineResource } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { NEW_BOOKING_STATES } from './booking-flow.ts';
import { expectedVersion, expectedVersionQuery, removeCustomerQuerySchema } from './booking-life-inputs.ts';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { checkDateRange, RANGE_SPANS, rangeFields } from '../dates/index.ts';

const bedNumber = z.number().int().min(0).max(63);

/** One booked room or cabin: who sleeps in it, bed by bed (null keeps a bed empty but paid for). */
export const bookingRoomInputSchema = z
  .object({
    room: z.uuid(),
    guests: z.array(z.uuid().nullable()).min(1).max(64),
    /** The price variant each guest takes (single use, full board, …), in the order of `guests`. */
    variants: z.array(z.uuid().nullable()).max(64).optional(),
    /**
     * The beds the guests take, in order, in a cabin shared with other bookings. Absent books the
     * whole room, which nobody else may then share.
     */
    beds: z.array(bedNumber).min(1).max(64).optional(),
  })
  .refine((r) => !r.beds || r.beds.length === r.guests.length, {
    message: 'Give one bed per guest',
    path: ['beds'],
  })
  .refine((r) => !r.beds || new Set(r.beds).size === r.beds.length, {
    message: 'A bed can be given only once',
    path: ['beds'],
  })
  .refine((r) => !r.variants || r.variants.length === r.guests.length, {
    message: 'Give one variant (or none) per guest',
    path: ['variants'],
  });

/**
 * `POST /api/bookings/{id}/rooms`: another room or cabin for the booking's dates, with its guests
 * bed by bed (null: a place booked and paid, nobody named yet) and, in a shared room, its beds.
 */
export const addBookedRoomSchema = bookingRoomInputSchema.and(
  z
    .object({
      keepPrice: z.boolean().default(false),
      version: expectedVersion,
      /**
       * A cabin on this trip for a resort stay, or a resort room for these nights for a trip: the
       * booking then holds a stay and a trip (one of each), priced and paid as one.
       */
      schedule: z.uuid().optional(),
      dates: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
    })
    .refine(
      (b) => !b.dates || !isIsoDate(b.dates.from) || !isIsoDate(b.dates.to) || b.dates.from < b.dates.to,
      { message: 'The last night must come after the first', path: ['dates', 'to'] },
    )
    .refine((b) => !(b.dates && b.schedule), {
      message: 'Give a trip or the dates of a stay, not both',
      path: ['dates'],
    }),
);

/**
 * `POST /api/bookings/{id}/rooms/{roomId}/customers`: who sleeps in a booked room, place by place;
 * guests may come from another room of the booking (they move), a place may stay empty.
 */
export const bookedRoomCustomersSchema = z.object({
  guests: z.array(z.uuid().nullable()).min(1).max(64),
  keepPrice: z.boolean().default(false),
  version: expectedVersion,
});

/** `DELETE /api/bookings/{id}/payment/{paymentId}?version=`: a payment taken back. */
export const deletePaymentQuerySchema = z.object({ version: expectedVersionQuery });

/** `DELETE /api/bookings/{id}/removeRoom/{roomId}?version=&keepPrice=`. */
export const removeBookedRoomQuerySchema = removeCustomerQuerySchema.extend({ rb: z.uuid().optional() });

/**
 * What a booking adds to its rooms, kept with it so every re-quote prices it again: supplements
 * and add-ons for some or all guests, and specials chosen by hand (auto-added ones need no entry).
 */
export const bookingExtrasSchema = z.object({
  addons: z
    .array(
      z.object({
        supplement: z.uuid(),
        /** Guests (customer ids) it is for; absent means every guest. */
        customers: z.array(z.uuid()).max(200).optional(),
        quantity: z.number().int().min(1).max(1000).optional(),
      }),
    )
    .max(50)
    .default([]),
  specials: z
    .array(z.object({ special: z.uuid(), ignoreRules: z.boolean().optional() }))
    .max(20)
    .default([]),
  // Added by the calculation editor; absent on bookings made before it.
  /** Products sold with the booking (SPEC §7 product/{product}). */
  products: z.array(quoteProductSchema).max(200).optional(),
  /** A commission record chosen on the booking (SPEC §7 commission/{commission}). */
  commission: z.uuid().nullable().optional(),
  /** The price list chosen by hand (SPEC §7 changePrice/{price}). */
  priceList: z.uuid().nullable().optional(),
  /** Lines added, changed or removed by hand (pricing/manual-lines.ts). */
  manual: z.array(manualLineSchema).max(300).optional(),
  /** The operator's order of the calculation's lines, by id. */
  order: z.array(z.string().max(300)).max(600).optional(),
  /**
   * The exchange rate taken when the booking's currency was changed (SPEC §7 currency/{currency}):
   * units of the currency per unit of the base currency on that day, kept for the booking's life.
   */
  fx: z.object({ currency: z.string(), rate: z.string(), date: z.iso.date() }).nullable().optional(),
});
export type BookingExtras = z.output<typeof bookingExtrasSchema>;
export const NO_EXTRAS: BookingExtras = { addons: [], specials: [] };

/**
 * `POST /api/bookings`: a trip (`schedule`) or a stay at a resort (`resort` with `dates`). The
 * server prices it with the quote engine and stores the calculation with it.
 */
export const createBookingSchema = z
  .object({
    schedule: z.uuid().optional(),
    resort: z.uuid().optional(),
    dates: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
    rooms: z.array(bookingRoomInputSchema).min(1).max(200),
    /** The customer who booked; the first guest when left out. */
    lead: z.uuid().optional(),
    state: z.enum(NEW_BOOKING_STATES).default('planned'),
    source: z.enum(BOOKING_CHANNELS).default('direct'),
    bookingSource: z.uuid().nullable().default(null),
    category: z.uuid().nullable().default(null),
    currency: currencyCode.optional(),
    /** Unset: the lead customer's language, else the booking user's (customer-language.ts). */
    language: z.enum(LANGUAGES).optional(),
    termsOfPayment: z.uuid().nullable().default(null),
    /** The agency it comes through (its contract gives the commission, its credit limit applies). */
    agency: z.uuid().nullable().optional(),
    /** Book past the agency's credit limit (bookings.update; recorded in the history). */
    overrideCreditLimit: z.boolean().optional(),
    note: z.string().max(4000).default(''),
    extras: bookingExtrasSchema.optional(),
    /**
     * A referral code the guest gave (referrals/): its special joins the booking's, and its
     * referrer is credited once this booking is paid.
     */
    referralCode: z.string().trim().max(40).optional(),
    /** An offer or reservation holds its beds until this day; by default the setting booking.optionDays. */
    optionUntil: isoDateSchema.nullable().optional(),
  })
  .refine((b) => Boolean(b.schedule) !== Boolean(b.resort), {
    message: 'Book either a schedule or a resort stay',
    path: ['schedule'],
  })
  .refine((b) => !b.resort || Boolean(b.dates), { message: 'A resort stay needs its dates', path: ['dates'] })
  .refine(
    (b) => !b.dates || !isIsoDate(b.dates.from) || !isIsoDate(b.dates.to) || b.dates.from < b.dates.to,
    { message: 'The last night must come after the first', path: ['dates', 'to'] },
  )
  .refine((b) => new Set(b.rooms.map((r) => r.room)).size === b.rooms.length, {
    message: 'A room can be booked only once per booking',
    path: ['rooms'],
  });
export type CreateBooking = z.output<typeof createBookingSchema>;
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** `POST /api/bookings/{id}/change`: a new state (see booking-flow.ts for which are allowed). */
export const changeBookingStateSchema = z.object({ state: z.enum(BOOKING_STATES), version: expectedVersion });

/** `POST /api/bookings/{id}/changeRoom`: one booked room moves to another room of the same trip or stay. */
export const changeRoomSchema = z.object({
  roomBooking: z.uuid(),
  room: z.uuid(),
  beds: z.array(bedNumber).min(1).max(64).optional(),
  /** Leave the calculation as it is instead of pricing the booking with the new room. */
  keepPrice: z.boolean().default(false),
  version: expectedVersion,
});

/**
 * `POST /api/bookings/{id}/move/{schedule}`: the whole booking moves to another trip; each booked
 * cabin names its cabin there (the same cabin when the vessel is the same and it is free).
 */
export const moveBookingSchema = z.object({
  rooms: z
    .array(z.object({ roomBooking: z.uuid(), room: z.uuid() }))
    .min(1)
    .max(200),
  version: expectedVersion,
});

/** How money is taken at the desk or by transfer: what a payment entered by hand may name. */
export const PAYMENT_INPUT_METHODS = ['cash', 'bankTransfer', 'card', 'online', 'other'] as const;
export type PaymentInputMethod = (typeof PAYMENT_INPUT_METHODS)[number];
/** Every method a payment may carry: `credit` is made only by the customer credit ledger. */
export const PAYMENT_METHODS = [...PAYMENT_INPUT_METHODS, 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `POST /api/bookings/{id}/payment`: money received (a negative amount is a refund). */
export const bookingPaymentSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-1_000_000_000_000)
    .max(1_000_000_000_000)
    .refine((v) => v !== 0, 'An amount of zero is not a payment'),
  currency: currencyCode,
  /**
   * Paid in another currency than the booking's: what the bank actually credited in the booking
   * currency. Without it the day's rate of the settings converts the amount.
   */
  bookingAmount: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000).optional(),
  date: isoDateSchema,
  method: z.enum(PAYMENT_INPUT_METHODS).default('bankTransfer'),
  reference: z.string().trim().max(200).default(''),
  note: z.string().max(2000).default(''),
  version: expectedVersion,
});
export type BookingPaymentInput = z.input<typeof bookingPaymentSchema>;

/**
 * Bookings as lists show them: written only through the booking calls, so the generic layer
 * serves them read-only (list, CSV, get); `GET /api/bookings/{id}` adds rooms and payments.
 */
export const bookingResource = defineResource({
  name: 'bookings',
  scope: 'bookings',
  // Agents read their agency's bookings (the server narrows the rows).
  scopes: { read: ['bookings.read', 'agencies.self'] },
  readOnly: true,
  large: true,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    bookingNo: z.string(),
    state: z.enum(BOOKING_STATES),
    type: z.enum(['resort', 'vessel']),
    from: isoDateSchema,
    to: isoDateSchema,
    leadName: z.string(),
    noOfPax: z.number().int(),
    schedule: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'schedule' } }),
    tour: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'tour' } }),
    vessel: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'vessel' } }),
    resort: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'resort' } }),
    currency: z.string(),
    total: z.number().int(),
    paid: z.number().int(),
    source: z.enum(BOOKING_CHANNELS),
    category: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'bookingcategory' } }),
    agency: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'agency' } }),
    language: z.enum(LANGUAGES),
    bookingDate: isoDateSchema,
    /** An offer or reservation holds its beds until this day (lists show when options run out). */
    optionUntil: isoDateSchema.nullable(),
    note: z.string().meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['bookingNo', 'leadName', 'note'],
  columns: [
    'bookingNo',
    'state',
    'leadName',
    'from',
    'to',
    'noOfPax',
    'vessel',
    'resort',
    'total',
    'paid',
    'optionUntil',
  ],
  filters: ['state', 'vessel', 'resort', 'agency', 'source'],
  sort: { field: 'from', order: -1 },
  titleField: 'bookingNo',
});

/**
 * `GET /api/bookings/{id}/cabins`: the free rooms of the booking's part, or of a part to add (a
 * trip by `schedule`, a resort stay by `resort` with `from` and `to`).
 */
export const freeBookingRoomsQuerySchema = z
  .object({
    schedule: z.uuid().optional(),
    resort: z.uuid().optional(),
    ...rangeFields(true),
  })
  .refine((q) => !q.resort || (q.from && q.to && q.from < q.to), {
    message: 'A resort needs the first night and the day of departure',
    path: ['from'],
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.year, nights: true }));

/** `POST /api/schedule/{schedule}/sendMail`. */
export const scheduleMailSchema = z.object({
  subject: z.string().trim().min(1).max(300),
  text: z.string().trim().min(1).max(20_000),
  /** Guests of bookings in these states; by default those holding beds (offers, reservations, bookings). */
  states: z.array(z.enum(BOOKING_STATES)).min(1).max(BOOKING_STATES.length).optional(),
  /** Only these customers of the trip; all of them when left out. */
  customers: z.array(z.uuid()).max(1000).optional(),
});
export type ScheduleMailInput = z.input<typeof scheduleMailSchema>;

/** What a trip mail did: how many mails were queued, and the guests without an address. */
export const scheduleMailResultSchema = z.object({
  queued: z.number(),
  skipped: z.array(z.object({ customer: z.string(), fullName: z.string(), reason: z.literal('NO_EMAIL') })),
});
export type ScheduleMailResult = z.infer<typeof scheduleMailResultSchema>;

/** `GET /api/customer/{id}/stay`: one line per booking the customer is a guest of, newest first. */
export const customerStaySchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  state: z.enum(BOOKING_STATES),
  type: z.enum(['resort', 'vessel']),
  from: z.string(),
  to: z.string(),
  /** The vessel's or the resort's name. */
  place: z.string(),
  /** The tour of a trip. */
  tourName: z.string().nullable(),
  schedule: z.string().nullable(),
  roomName: z.string(),
  currency: z.string(),
  total: z.number(),
});
export type CustomerStay = z.infer<typeof customerStaySchema>;
