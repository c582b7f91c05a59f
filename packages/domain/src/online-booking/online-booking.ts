import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { isoDateSchema } from '../dates/index.ts';
import type { AddRule } from '../pricing/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { ONLINE_PAYMENT_METHODS, ONLINE_PAYMENTS, WIDGET_ONLINE_PAYMENTS } from '../assets/index.ts';

/**
 * SPEC §7 Public booking (`/api/book`): what a guest on the operator's website sees and sends.
 * Nothing here carries a price the server would believe: prices are always computed on the server.
 */

/**
 * The answers below are zod schemas (issue 33 §1): the routes serialise through them, so what a
 * guest's page receives is exactly what they name, and the OpenAPI document describes it.
 */

/** An amount in minor units of a currency, as answers carry it (pricing/money.ts `Money`). */
const money = z.object({ amount: z.number(), currency: z.string() });
const named = z.object({ id: z.string(), name: z.string() });

/** `GET /api/book/vessel`: the vessels and resorts bookable online. */
export const onlineAssetSchema = z.object({
  kind: z.enum(['vessel', 'resort']),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  currency: z.string(),
  /** How the operator wants guests to pay here (a widget may say otherwise). */
  onlinePayment: z.enum(ONLINE_PAYMENTS),
  /** The ways that can take money now: a card needs a payment provider, a transfer a bank account. */
  paymentsAvailable: z.array(z.enum(ONLINE_PAYMENT_METHODS)),
});
export type OnlineAsset = z.infer<typeof onlineAssetSchema>;

/** `GET /api/book/schedules?vessel=&from=&to=`: the departures of a period with free berths and the from-price. */
export const onlineDepartureSchema = z.object({
  id: z.string(),
  tour: named,
  vessel: named,
  from: z.string(),
  to: z.string(),
  nights: z.number(),
  freeBerths: z.number(),
  /** The lowest price of one berth (per person, full board as the price list says); null when not priced. */
  fromPrice: money.nullable(),
});
export type OnlineDeparture = z.infer<typeof onlineDepartureSchema>;

/** `GET /api/book/rooms?schedule=` or `?resort=&from=&to=`: the cabins or rooms free for the dates. */
export const onlineRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  roomType: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  /** Beds of the room and how many of them are free for the whole stay. */
  beds: z.number(),
  freeBeds: z.number(),
  /** A shared cabin sells single berths; otherwise the room is booked whole (up to its beds). */
  sharedBerths: z.boolean(),
  /** The price for one guest in this room for the whole trip or stay; null when not priced. */
  price: money.nullable(),
  imageUrl: z.string().nullable(),
});
export type OnlineRoom = z.infer<typeof onlineRoomSchema>;

/** `GET /api/book/roomTypes?resort=&from=&to=`: a resort's room types by night, for the month view. */
export const onlineRoomTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  maxGuests: z.number(),
  nights: z.array(z.object({ date: z.string(), freeRooms: z.number(), price: money.nullable() })),
});
export type OnlineRoomType = z.infer<typeof onlineRoomTypeSchema>;

/** How the price counts: once per booking, per guest, per night, per guest and night. */
const onlinePer = z.enum(['booking', 'person', 'night', 'personNight']);

/** `GET /api/book/addons?schedule=` or `?resort=&from=&to=`: extras a guest may add. */
export const onlineAddonSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: money,
  per: onlinePer,
});
export type OnlineAddon = z.infer<typeof onlineAddonSchema>;

/** `GET /api/book/addons/availability/{id}`: whether an add-on can be booked. */
export const onlineAddonAvailabilitySchema = z.object({ available: z.boolean() });

/** `GET /api/book/products?asset=`: products of the asset a guest may order ahead. */
export const onlineProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: money,
  /** How the price counts, as for an add-on. */
  per: onlinePer,
});
export type OnlineProduct = z.infer<typeof onlineProductSchema>;

/** How a guest reads an add rule next to a price: the rules fold into four phrases. */
export const ONLINE_PER: Record<AddRule, OnlineAddon['per']> = {
  PerPerson: 'person',
  PerBooking: 'booking',
  PerBookingAndCustomer: 'person',
  PerDay: 'night',
  PerDiveDay: 'person',
  PerDive: 'person',
  PerNight: 'night',
  PerWeekFloor: 'booking',
  PerWeekCeil: 'booking',
};

const uuid = z.uuid();

/** The booking as the guest puts it together: where, which rooms for how many, which extras. */
export const onlineBookingDraftSchema = z
  .object({
    schedule: uuid.optional(),
    resort: uuid.optional(),
    dates: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
    rooms: z
      .array(z.object({ room: uuid, guests: z.number().int().min(1).max(20) }))
      .min(1, 'Choose at least one cabin or room')
      .max(20),
    addons: z
      .array(z.object({ addon: uuid, quantity: z.number().int().min(1).max(100).default(1) }))
      .max(50)
      .default([]),
    products: z
      .array(z.object({ product: uuid, quantity: z.number().int().min(1).max(100).default(1) }))
      .max(50)
      .default([]),
    currency: currencyCode.optional(),
    language: z.enum(LANGUAGES).default('en'),
    /** A friend's referral code: its discount is in the price, the friend is thanked once it is paid. */
    referralCode: z.string().trim().max(40).optional(),
  })
  .refine((b) => Boolean(b.schedule) !== Boolean(b.resort), {
    message: 'Book either a trip or a resort stay',
    path: ['schedule'],
  })
  .refine((b) => !b.resort || Boolean(b.dates), { message: 'A resort stay needs its dates', path: ['dates'] })
  .refine((b) => !b.dates || b.dates.from < b.dates.to, {
    message: 'The departure must come after the arrival',
    path: ['dates', 'to'],
  })
  .refine((b) => new Set(b.rooms.map((r) => r.room)).size === b.rooms.length, {
    message: 'A room can be chosen only once',
    path: ['rooms'],
  });
export type OnlineBookingDraft = z.output<typeof onlineBookingDraftSchema>;
export type OnlineBookingDraftInput = z.input<typeof onlineBookingDraftSchema>;

const name = (max: number) => z.string().trim().min(1, 'Required').max(max);

export const onlineBookerSchema = z.object({
  firstName: name(100),
  lastName: name(100),
  email: z.email('E-mail must be valid'),
  phone: z.string().trim().max(50).default(''),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code')
    .or(z.literal(''))
    .default(''),
});

/**
 * `POST /api/book/booking/create`: the draft, who books, every traveller's name, the terms, and a
 * key against double clicks.
 */
export const onlineBookingCreateSchema = z
  .object({
    draft: onlineBookingDraftSchema,
    booker: onlineBookerSchema,
    /**
     * Every traveller by name in room order, one per place (a manifest needs them all); a traveller
     * named like the booker is the booker.
     */
    guests: z.array(z.object({ firstName: name(100), lastName: name(100) })).max(100),
    note: z.string().max(2000).default(''),
    acceptTerms: z.literal(true, 'Please accept the terms'),
    /** The same key twice answers the booking made the first time (a double click, a retried request). */
    idempotencyKey: z.string().min(8).max(100),
    /** The widget the booking came through, when embedded. */
    widget: uuid.optional(),
    /** How the guest pays, when offered a choice; else the way the operator set (online-payment.ts). */
    payment: z.enum(ONLINE_PAYMENT_METHODS).optional(),
  })
  .refine((b) => b.guests.length === b.draft.rooms.reduce((sum, r) => sum + r.guests, 0), {
    message: 'Name every traveller',
    path: ['guests'],
  });
export type OnlineBookingCreate = z.output<typeof onlineBookingCreateSchema>;
export type OnlineBookingCreateInput = z.input<typeof onlineBookingCreateSchema>;

/** `POST /api/book/{id}/checkout?token=`: pay the deposit (the next due amount) or everything. */
export const onlineCheckoutSchema = z.object({
  charge: z.enum(['deposit', 'full']).default('deposit'),
});

/** The bank details a guest transfers to, with the GiroCode a banking app reads. */
export const onlineTransferSchema = z.object({
  holder: z.string(),
  bank: z.string(),
  iban: z.string(),
  bic: z.string(),
  amount: money,
  /** The day the amount is due (never after the option date). */
  due: z.string().nullable(),
  /** The reference the transfer must carry: the booking number. */
  reference: z.string(),
  /** The EPC QR code as an SVG picture; null where none fits (another currency than euro). */
  qrSvg: z.string().nullable(),
});
export type OnlineTransfer = z.infer<typeof onlineTransferSchema>;

/** A public booking as its booker sees it (create, checkout return pages, look-up by number and e-mail). */
export const onlineBookingViewSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  /** The access token of this booking's public calls (checkout, return pages); only its booker has it. */
  token: z.string(),
  state: z.string(),
  kind: z.enum(['vessel', 'resort']),
  place: z.string(),
  tripName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  rooms: z.array(z.object({ name: z.string(), guests: z.number() })),
  lines: z.array(z.object({ text: z.string(), amount: money })),
  total: money,
  paid: money,
  open: money,
  /** The next amount due now (the deposit), or the whole open amount. */
  deposit: money.nullable(),
  /** While unpaid: the moment the held beds are released. */
  holdUntil: z.string().nullable(),
  /** A payment provider is ready to take this booking's money online. */
  canPayOnline: z.boolean(),
  /** How the booking is paid: by card online, by bank transfer, or null (the office writes). */
  payment: z.enum(ONLINE_PAYMENT_METHODS).nullable(),
  /** A reservation's option date: unpaid by then, it is released. */
  optionUntil: z.string().nullable(),
  /** What to transfer, where to and by when, while something is open on a transfer booking. */
  transfer: onlineTransferSchema.nullable(),
  /** The confirmation mail to the booker waits in the queue or went out. */
  mail: z.enum(['queued', 'sent', 'failed']).nullable(),
});
export type OnlineBookingView = z.infer<typeof onlineBookingViewSchema>;

/**
 * `POST /api/book/{id}/checkout?token=` and `POST /api/public/invoice/{id}/checkout?token=`: the
 * payment provider's hosted checkout to send the guest to.
 */
export const onlineCheckoutSessionSchema = z.object({ url: z.string() });

/** `GET /api/book/no/{bookingNo}?email=`: the e-mail of the booker is the key, never the number alone. */
export const onlineLookupQuerySchema = z.object({ email: z.email('E-mail must be valid') });
export const onlineTokenQuerySchema = z.object({ token: z.string().min(20).max(200) });

/**
 * `GET /api/widget/{id}/public`: what an embedded booking page needs of its widget (no login).
 * Empty lists mean "all that are bookable online".
 */
export const widgetPublicConfigSchema = z.object({
  id: z.string(),
  /** Trips on vessels or stays at resorts: which booking page the snippet opens. */
  kind: z.enum(['trips', 'resort']),
  vessels: z.array(z.string()),
  resorts: z.array(z.string()),
  tours: z.array(z.string()),
  roomTypes: z.array(z.string()),
  /** Main colour of buttons and the calendar, `#rrggbb`. */
  primaryColor: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  currency: z.string().nullable(),
  /** How guests pay through this widget; `asset` follows the resort's or vessel's setting. */
  onlinePayment: z.enum(WIDGET_ONLINE_PAYMENTS),
});
export type WidgetPublicConfig = z.infer<typeof widgetPublicConfigSchema>;

/** `GET /api/book/operator`: who guests book with, for the head of the booking pages, and the terms. */
export const onlineOperatorSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The general terms guests accept when they book (plain text; empty when none are written). */
  terms: z.string(),
  /** The letterhead's e-mail: where guests report a barrier (the accessibility statement); may be empty. */
  email: z.string(),
});
export type OnlineOperator = z.infer<typeof onlineOperatorSchema>;

/** Messages between an embedded booking page and the snippet on the operator's website. */
export type WidgetMessage =
  | { type: 'seaberth:height'; height: number }
  /** Payment pages refuse frames: the snippet takes the whole window to the checkout. */
  | { type: 'seaberth:redirect'; url: string };

/** What `POST /api/book/{id}/extend` answers: the hold's new end (as the booking view names it) and what is left (WCAG 2.2.1). */
export const onlineHoldExtensionSchema = z.object({ holdUntil: z.string(), extensionsLeft: z.number() });
export type OnlineHoldExtension = z.infer<typeof onlineHoldExtensionSchema>;
