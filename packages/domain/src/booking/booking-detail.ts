import { z } from 'zod';
import { BOOKING_CHANNELS } from '../booking-setup/index.ts';
import { CUSTOMER_TYPES, calculationSchema, ENTRY_TYPES, moneySchema } from '../pricing/index.ts';
import { ADD_RULES } from '../pricing/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { PAYMENT_METHODS } from './booking.ts';
import { bookingReferenceAnswerSchema } from './booking-life-inputs.ts';
import { BOOKING_STATES } from '../booking-states/index.ts';

/*
 * The booking as the booking screen reads it (`GET /api/bookings/{id}`) and as every booking action
 * answers it (issue 33 §1). Answers are serialised through these schemas, so a field they do not
 * name never reaches the client: they name everything the server builds (booking-steps.ts
 * toBookingDetail). They describe what the server wrote, not what a client may send: no bounds.
 */

/** A calendar day, `YYYY-MM-DD`. */
const day = z.string().meta({ format: 'date' });
/** A point in time, ISO 8601. */
const instant = z.string().meta({ format: 'date-time' });

export const bookingGuestSchema = z.object({
  customer: z.string(),
  fullName: z.string(),
  /** The bed the guest sleeps in. */
  bed: z.number(),
  /** The price variant the guest takes. */
  variant: z.string().nullable(),
});
export type BookingGuest = z.infer<typeof bookingGuestSchema>;

export const bookingRoomSchema = z.object({
  /** The id of the booked room within the booking (SPEC "roomBooking"). */
  id: z.string(),
  room: z.string(),
  roomName: z.string(),
  roomType: z.string(),
  from: day,
  to: day,
  /** Beds held: null when the whole room is booked. */
  beds: z.array(z.number()).nullable(),
  checkIn: instant.nullable(),
  checkOut: instant.nullable(),
  /** The room assignment is locked: it moves to no other room or dates until unlocked. */
  locked: z.boolean(),
  /** One place per bed in order; null is a paid-for empty bed. */
  guests: z.array(bookingGuestSchema.nullable()),
  /** The vessel of a cabin; null for a room of a resort (a booking may hold both). */
  vessel: z.string().nullable().optional(),
});
export type BookingRoom = z.infer<typeof bookingRoomSchema>;

/** A payment as a booking lists it; `bookingPaymentSchema` is what `POST payment` takes. */
export const bookingPaymentAnswerSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** What it counts in the booking currency (the amount itself when paid in that currency). */
  bookingAmount: z.number(),
  /** The rate it was converted at (booking-currency units per unit paid); null in the booking currency. */
  rate: z.string().nullable(),
  date: day,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  note: z.string(),
  createdAt: instant,
});
export type BookingPayment = z.infer<typeof bookingPaymentAnswerSchema>;

/** A booking linked to another by a rebooking or a split, as the booking page names it. */
export const relatedBookingSchema = z.object({
  relation: z.enum(['rebookedTo', 'rebookedFrom', 'splitFrom', 'splitInto']),
  id: z.string(),
  bookingNo: z.string(),
  state: z.enum(BOOKING_STATES),
  from: day,
  to: day,
});
export type RelatedBooking = z.infer<typeof relatedBookingSchema>;

/** A line changed by hand, as the booking keeps it (pricing/manual-lines.ts `manualLineSchema`). */
const manualLineAnswerSchema = z.object({
  id: z.string(),
  replaces: z.string().nullable(),
  removed: z.boolean(),
  text: z.string(),
  amount: z.number(),
  currency: z.string(),
  customer: z.string().nullable(),
  customerType: z.enum(CUSTOMER_TYPES),
  type: z.enum(ENTRY_TYPES),
  editable: z.boolean(),
  deletable: z.boolean(),
});

/** What a booking adds to its rooms as it keeps it (`bookingExtrasSchema` is what is accepted). */
export const bookingExtrasAnswerSchema = z.object({
  addons: z.array(
    z.object({
      supplement: z.string(),
      customers: z.array(z.string()).optional(),
      quantity: z.number().optional(),
    }),
  ),
  specials: z.array(z.object({ special: z.string(), ignoreRules: z.boolean().optional() })),
  products: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        price: moneySchema,
        addRule: z.enum(ADD_RULES),
        category: z.string().nullable().optional(),
        customers: z.array(z.string()).optional(),
        quantity: z.number().optional(),
      }),
    )
    .optional(),
  commission: z.string().nullable().optional(),
  priceList: z.string().nullable().optional(),
  manual: z.array(manualLineAnswerSchema).optional(),
  order: z.array(z.string()).optional(),
  fx: z.object({ currency: z.string(), rate: z.string(), date: day }).nullable().optional(),
});

/** `GET /api/bookings/{id}/products`: what the booking sells besides rooms, and its asset's add-ons. */
export const bookingProductsAnswerSchema = z.object({
  products: bookingExtrasAnswerSchema.shape.products.unwrap(),
  addons: z.array(z.object({ id: z.string(), name: z.string(), chosen: z.boolean() })),
});

/** `GET /api/bookings/{id}`: the list row plus what the booking screen shows; every action's answer. */
export const bookingDetailSchema = z
  .object({
    id: z.string(),
    version: z.number(),
    bookingNo: z.string(),
    state: z.enum(BOOKING_STATES),
    type: z.enum(['resort', 'vessel']),
    from: day,
    to: day,
    lead: z.string().nullable(),
    leadName: z.string(),
    noOfPax: z.number(),
    schedule: z.string().nullable(),
    tour: z.string().nullable(),
    vessel: z.string().nullable(),
    resort: z.string().nullable(),
    currency: z.string(),
    total: z.number(),
    paid: z.number(),
    source: z.enum(BOOKING_CHANNELS),
    bookingSource: z.string().nullable(),
    category: z.string().nullable(),
    language: z.enum(LANGUAGES),
    termsOfPayment: z.string().nullable(),
    /** The agency it came through. */
    agency: z.string().nullable(),
    /** Its name (`GET /api/bookings/{id}` only), for users who may not read agencies. */
    agencyName: z.string().nullable().optional(),
    bookingDate: day,
    cancelationDate: day.nullable(),
    /** Why it was cancelled ("customer: changed plans"). */
    cancelReason: z.string().nullable(),
    freedDate: day.nullable(),
    /** Why its option was released ("optionExpired", "customer: …"). */
    releaseReason: z.string().nullable(),
    deletedDate: day.nullable(),
    resolvedDate: day.nullable(),
    /** The state before the last cancellation, release or rebooking: where revert goes back to. */
    previousState: z.enum(BOOKING_STATES).nullable(),
    /** An offer or reservation holds its beds until this day (then it is released). */
    optionUntil: day.nullable(),
    /** The booking this one was rebooked to, and the one it was rebooked from. */
    rebookedTo: z.string().nullable(),
    rebookedFrom: z.string().nullable(),
    /** The booking this one was split off from. */
    splitFrom: z.string().nullable(),
    /**
     * The bookings these ids point to, and those split off this one, with their numbers (`GET
     * /api/bookings/{id}` only; an action's answer leaves it out).
     */
    related: z.array(relatedBookingSchema).optional(),
    references: z.array(bookingReferenceAnswerSchema),
    note: z.string(),
    calculation: calculationSchema.nullable(),
    extras: bookingExtrasAnswerSchema,
    /** When the first room checked in and when the last one checked out (ISO timestamps). */
    checkIn: instant.nullable(),
    checkOut: instant.nullable(),
    hasFoc: z.boolean(),
    rooms: z.array(bookingRoomSchema),
    payments: z.array(bookingPaymentAnswerSchema),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'BookingDetail' });
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** `POST splitByCustomer`: the original (now splitted) and the new bookings in the order of the parts. */
export const bookingSplitAnswerSchema = z.object({
  original: bookingDetailSchema,
  bookings: z.array(bookingDetailSchema),
});

/** `POST reloadPrice`: the calculation now and as the price lists make it; `booking` once applied. */
export const reloadPriceAnswerSchema = z.object({
  current: calculationSchema.nullable(),
  next: calculationSchema,
  booking: bookingDetailSchema.optional(),
});
export type ReloadPriceAnswer = z.infer<typeof reloadPriceAnswerSchema>;
