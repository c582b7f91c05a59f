import {
  type BedRange,
  type Calculation,
  type BookingExtras,
  NO_EXTRAS,
  type BookingDetail,
  type BookingPayment,
  type BookingRoom,
  type BookingState,
  bedRuns,
  type CreateBooking,
  customerAge,
  type FieldError,
  type QuoteDraftInput,
  type QuoteGuest,
  type RelatedBooking,
  type TripCustomer,
  WHOLE_ROOM,
} from '@seaberth/domain';
import type {
  BookableRoom,
  BookingRow,
  CustomerRow,
  GuestView,
  PaymentRow,
  RoomBookingView,
} from './booking-rows.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * The pure steps of the booking flows: checking rooms and beds, building the quote draft, and
 * shaping answers. No I/O here, so the orchestrator in booking.service.ts reads as a list of steps.
 */

/** Where a booking takes place: a trip of a vessel or a stay at a resort, for nights [from, to). */
export interface BookingTarget {
  type: 'vessel' | 'resort';
  schedule: string | null;
  tour: string | null;
  vessel: string | null;
  resort: string | null;
  from: string;
  to: string;
}

/** One booked room as the flows handle it: the room, its places (null: empty but paid), its beds. */
export interface PlannedRoom {
  room: BookableRoom;
  guests: (QuoteCustomer | null)[];
  beds: number[] | null;
  /** Its own nights, in a booking with a resort stay and a trip (booking-segments.ts). */
  stay?: { from: string; to: string };
}

export type QuoteCustomer = Pick<
  CustomerRow,
  'id' | 'fullName' | 'masterData' | 'address' | 'customerType'
> & {
  variant?: string | null;
  /** The guest's tier in the loyalty programme, for specials of the tier (criterion LoyaltyTier). */
  loyaltyTier?: string | null;
} & Partial<Pick<CustomerRow, 'noOfStays' | 'lastStay' | 'stayRevenue'>>;

/** A booked room's new room and beds (change of room, move). */
export interface Replacement {
  room: BookableRoom;
  beds: number[] | null;
}

export function tripTarget(schedule: {
  id: string;
  tour: string;
  vessel: string;
  from: string;
  to: string;
}): BookingTarget {
  const { id, tour, vessel, from, to } = schedule;
  return { type: 'vessel', schedule: id, tour, vessel, resort: null, from, to };
}

/** `2026-00042`: the year of the booking date and the sequence number padded to five digits. */
export function formatBookingNo(bookingDate: string, n: number): string {
  return `${bookingDate.slice(0, 4)}-${String(n).padStart(5, '0')}`;
}

/** The bed ranges a booked room holds: its beds in runs, or the whole room. */
export function heldBeds(beds: number[] | null): BedRange[] {
  return beds ? bedRuns(beds) : [WHOLE_ROOM];
}

/**
 * Why a room cannot take these guests in this booking, as field errors under `path`: it must be an
 * active room of the booking's asset, given beds must be active beds of a room that may be shared,
 * and a whole room sleeps at most its configured number of guests. An empty `path` names the
 * fields of the request itself (changeRoom's `room` and `beds`).
 */
export function roomProblems(
  target: Pick<BookingTarget, 'type' | 'vessel' | 'resort'>,
  room: BookableRoom | undefined,
  places: number,
  beds: number[] | null,
  path: string,
): FieldError[] {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  if (!room) return [{ path: at('room'), message: 'No such room' }];
  const asset = target.type === 'vessel' ? room.vessel === target.vessel : room.resort === target.resort;
  if (!asset)
    return [
      {
        path: at('room'),
        message: `${room.name} is not a ${target.type === 'vessel' ? 'cabin of this vessel' : 'room of this resort'}`,
      },
    ];
  if (!room.isActive) return [{ path: at('room'), message: `${room.name} is not in service` }];
  if (beds) {
    if (!room.allowSharedRoom)
      return [{ path: at('beds'), message: `${room.name} is not shared; book it as a whole` }];
    const active = new Set(room.activeBeds);
    const unknown = beds.filter((no) => !active.has(no));
    if (unknown.length)
      return [{ path: at('beds'), message: `${room.name} has no bed ${unknown.join(', ')} in service` }];
    if (beds.length < places) return [{ path: at('beds'), message: 'Give one bed per guest' }];
    return [];
  }
  // The one capacity rule (roomCapacity): its beds' sleepers within the room's and its type's maximum.
  if (places > room.maxNoOfPax)
    return [{ path: at('guests'), message: `${room.name} sleeps at most ${room.maxNoOfPax}` }];
  return [];
}

/** Unknown or unfit rooms, unknown customers and a guest in two beds of a new booking. */
export function planProblems(
  target: BookingTarget,
  input: Pick<CreateBooking, 'rooms' | 'lead'>,
  rooms: Map<string, BookableRoom>,
  customers: Map<string, unknown>,
): FieldError[] {
  const problems: FieldError[] = [];
  if (input.lead && !customers.has(input.lead)) problems.push({ path: 'lead', message: 'No such customer' });
  const seen = new Set<string>();
  for (const [i, r] of input.rooms.entries()) {
    problems.push(...roomProblems(target, rooms.get(r.room), r.guests.length, r.beds ?? null, `rooms.${i}`));
    for (const [j, g] of r.guests.entries()) {
      if (g === null) continue;
      if (!customers.has(g)) problems.push({ path: `rooms.${i}.guests.${j}`, message: 'No such customer' });
      else if (seen.has(g))
        problems.push({ path: `rooms.${i}.guests.${j}`, message: 'A guest can sleep in one bed only' });
      seen.add(g);
    }
  }
  return problems;
}

/**
 * The cabins a booking moves into: every booked room named once, no cabin taken by two of them,
 * each cabin fit for its guests on the target trip (beds booked one by one keep their numbers).
 */
export function moveMapping(
  target: BookingTarget,
  rooms: RoomBookingView[],
  guests: GuestView[],
  wanted: { roomBooking: string; room: string }[],
  cabins: BookableRoom[],
): { problems: FieldError[]; mapping: Map<string, Replacement> } {
  const byId = new Map(cabins.map((c) => [c.id, c]));
  const problems: FieldError[] = [];
  const mapping = new Map<string, Replacement>();
  const named = new Set<string>();
  const taken = new Set<string>();
  for (const [i, { roomBooking, room }] of wanted.entries()) {
    const booked = rooms.find((r) => r.id === roomBooking);
    if (!booked || named.has(roomBooking)) {
      const message = booked ? 'Given twice' : 'Not a room of this booking';
      problems.push({ path: `rooms.${i}.roomBooking`, message });
      continue;
    }
    named.add(roomBooking);
    if (taken.has(room))
      problems.push({ path: `rooms.${i}.room`, message: 'Two booked cabins cannot move into one' });
    taken.add(room);
    const cabin = byId.get(room);
    const places = placesOf(booked, guests).length;
    problems.push(...roomProblems(target, cabin, places, booked.beds, `rooms.${i}`));
    if (cabin) mapping.set(roomBooking, { room: cabin, beds: booked.beds });
  }
  const unmapped = rooms.filter((r) => !named.has(r.id));
  if (unmapped.length)
    problems.push({
      path: 'rooms',
      message: `Name a cabin for ${unmapped.map((r) => r.roomName).join(', ')}`,
    });
  return { problems, mapping };
}

function quoteGuest(customer: QuoteCustomer): QuoteGuest {
  const { masterData, address } = customer;
  return {
    id: customer.id,
    name: customer.fullName,
    birthday: masterData.birthday ?? null,
    permanentAge: masterData.permanentAge ?? null,
    passportCountry: masterData.nationality || null,
    addressCountry: address.country || null,
    customerType: customer.customerType || null,
    variant: customer.variant ?? null,
    loyaltyTier: customer.loyaltyTier ?? null,
    lastStay: customer.lastStay ?? null,
    noOfStays: customer.noOfStays ?? null,
    stayRevenue: customer.stayRevenue == null ? null : Number(customer.stayRevenue),
  };
}

/** The quote engine's draft of a booking, the same for a new booking and for a re-quote. */
export function quoteDraft(
  target: BookingTarget,
  rooms: PlannedRoom[],
  terms: {
    currency: string;
    source: QuoteDraftInput['source'];
    bookingSource: string | null;
    termsOfPayment: string | null;
    bookingDate: string;
    extras?: BookingExtras;
    /** The agency it comes through: the engine adds the commission of its contract. */
    agency?: string | null;
  },
): QuoteDraftInput {
  const { extras = NO_EXTRAS, agency, ...rest } = terms;
  return {
    asset: { kind: target.type, id: (target.type === 'vessel' ? target.vessel : target.resort)! },
    rooms: rooms.map(({ room, guests }) => ({
      roomType: room.roomType ?? '',
      room: room.id,
      name: room.name,
      beds: guests.map((g) => (g ? quoteGuest(g) : null)),
    })),
    ...(target.schedule
      ? { schedule: { id: target.schedule } }
      : { dates: { from: target.from, to: target.to } }),
    ...rest,
    ...(agency ? { agency: { id: agency } } : {}),
    addons: extras.addons,
    specials: extras.specials,
    products: extras.products,
    ...(extras.commission ? { commission: extras.commission } : {}),
    ...(extras.priceList ? { priceList: extras.priceList } : {}),
    ...(extras.manual?.length ? { manual: extras.manual } : {}),
    ...(extras.order?.length ? { order: extras.order } : {}),
  };
}

/**
 * A stored room booking's places rebuilt from its guests: guests sit at their bed index, and the
 * room keeps as many places as were booked (an empty place is paid for), one per bed when booked
 * bed by bed.
 */
export function placesOf(booked: RoomBookingView, guests: GuestView[]): (GuestView | null)[] {
  const mine = guests.filter((g) => g.roomBooking === booked.id);
  const count = Math.max(booked.places, booked.beds?.length ?? 0, ...mine.map((g) => g.bed + 1));
  const places: (GuestView | null)[] = Array.from({ length: count }, () => null);
  for (const guest of mine) places[guest.bed] = guest;
  return places;
}

/**
 * A stored booking as the input of a new one (copy, rebook, split): its rooms, beds, guests,
 * variants, lead, terms and extras, at another place or dates; `rooms` maps booked rooms to other
 * rooms, `keep` keeps only some booked rooms.
 */
export function recreateInput(
  booking: BookingRow,
  rooms: RoomBookingView[],
  guests: GuestView[],
  where: Pick<CreateBooking, 'schedule' | 'resort' | 'dates'>,
  state: CreateBooking['state'],
  options: {
    rooms?: Map<string, string>;
    keep?: (room: RoomBookingView) => boolean;
    lead?: string | null;
  } = {},
): CreateBooking {
  const kept = rooms.filter(options.keep ?? (() => true));
  const lead = options.lead === undefined ? booking.lead : options.lead;
  return {
    ...where,
    rooms: kept.map((room) => {
      const places = placesOf(room, guests);
      return {
        room: options.rooms?.get(room.id) ?? room.room,
        guests: places.map((g) => g?.customer ?? null),
        variants: places.map((g) => g?.variant ?? null),
        ...(room.beds ? { beds: room.beds } : {}),
      };
    }),
    ...(lead ? { lead } : {}),
    state,
    source: booking.source as CreateBooking['source'],
    bookingSource: booking.bookingSource,
    category: booking.category,
    currency: booking.currency,
    language: booking.language as CreateBooking['language'],
    termsOfPayment: booking.termsOfPayment,
    agency: booking.agency,
    note: booking.note,
    extras: booking.extras,
  };
}

export function toPayment(row: PaymentRow): BookingPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    bookingAmount: row.bookingAmount ?? row.amount,
    rate: row.rate,
    date: row.date,
    method: row.method as BookingPayment['method'],
    reference: row.reference,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBookingDetail(
  row: BookingRow,
  rooms: RoomBookingView[],
  guests: GuestView[],
  payments: PaymentRow[],
): BookingDetail {
  const bookedRooms: BookingRoom[] = rooms.map((booked) => ({
    id: booked.id,
    room: booked.room,
    roomName: booked.roomName,
    roomType: booked.roomType ?? '',
    from: booked.from,
    to: booked.to,
    beds: booked.beds,
    checkIn: booked.checkIn?.toISOString() ?? null,
    checkOut: booked.checkOut?.toISOString() ?? null,
    locked: booked.locked,
    vessel: booked.vessel,
    guests: placesOf(booked, guests).map((g) =>
      g ? { customer: g.customer, fullName: g.fullName, bed: g.bed, variant: g.variant } : null,
    ),
  }));
  return {
    id: row.id,
    version: row.version,
    bookingNo: row.bookingNo,
    state: row.state as BookingState,
    type: row.type as BookingDetail['type'],
    from: row.from,
    to: row.to,
    lead: row.lead,
    leadName: row.leadName,
    noOfPax: row.noOfPax,
    schedule: row.schedule,
    tour: row.tour,
    vessel: row.vessel,
    resort: row.resort,
    currency: row.currency,
    total: row.total,
    paid: row.paid,
    source: row.source as BookingDetail['source'],
    bookingSource: row.bookingSource,
    category: row.category,
    language: row.language as BookingDetail['language'],
    termsOfPayment: row.termsOfPayment,
    agency: row.agency,
    bookingDate: row.bookingDate,
    cancelationDate: row.cancelationDate,
    cancelReason: row.cancelReason,
    freedDate: row.freedDate,
    releaseReason: row.releaseReason,
    deletedDate: row.deletedDate,
    resolvedDate: row.resolvedDate,
    previousState: (row.previousState as BookingState | null) ?? null,
    optionUntil: row.optionUntil,
    rebookedTo: row.rebookedTo,
    rebookedFrom: row.rebookedFrom,
    splitFrom: row.splitFrom,
    references: row.references,
    note: row.note,
    calculation: row.calculation ?? null,
    extras: row.extras,
    checkIn: row.checkIn?.toISOString() ?? null,
    checkOut: row.checkOut?.toISOString() ?? null,
    hasFoc: row.hasFoc,
    rooms: bookedRooms,
    payments: payments.map(toPayment),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the manifest shows of a guest's passport and diving (the guest form fills it). */
export function travelDocument(customer: {
  passport: { number?: string; expires?: string | null };
  diver: Partial<{ certificationAgency: string; certificationLevel: string; dives: number | null }>;
}): Pick<TripCustomer, 'passportNumber' | 'passportExpires' | 'certification' | 'dives'> {
  return {
    passportNumber: customer.passport.number ?? '',
    passportExpires: customer.passport.expires ?? null,
    certification: [customer.diver.certificationAgency, customer.diver.certificationLevel]
      .filter(Boolean)
      .join(' '),
    dives: customer.diver.dives ?? null,
  };
}

/** One line per guest of a booking, ages on the day the booking starts. */
export function toTripCustomers(
  row: BookingRow,
  rooms: RoomBookingView[],
  guests: GuestView[],
): TripCustomer[] {
  return rooms.flatMap((booked) =>
    guests
      .filter((g) => g.roomBooking === booked.id)
      .map((g) => ({
        customer: g.customer,
        fullName: g.fullName,
        firstName: g.masterData.firstName,
        lastName: g.masterData.lastName,
        gender: g.masterData.gender,
        birthday: g.masterData.birthday ?? null,
        age: customerAge(g.masterData, row.from),
        nationality: g.masterData.nationality,
        email: g.contact.email,
        phone: g.contact.phone,
        ...travelDocument(g),
        booking: row.id,
        bookingNo: row.bookingNo,
        state: row.state as BookingState,
        roomBooking: booked.id,
        room: booked.room,
        roomName: booked.roomName,
        bed: g.bed,
      })),
  );
}

/** What a new calculation changes on the booking row. */
export function priced(calculation: Calculation): Pick<BookingRow, 'total' | 'calculation' | 'hasFoc'> {
  return { total: calculation.total.amount, calculation, hasFoc: calculation.focCustomerIds.length > 0 };
}

/** Each linked booking with how it is linked to this one. */
export function relatedOf(
  booking: Pick<BookingRow, 'id' | 'rebookedTo' | 'rebookedFrom' | 'splitFrom'>,
  rows: Awaited<ReturnType<BookingsRepository['related']>>,
): RelatedBooking[] {
  return rows.flatMap(({ splitFrom, ...row }) => {
    const relation: RelatedBooking['relation'] | null =
      row.id === booking.rebookedTo
        ? 'rebookedTo'
        : row.id === booking.rebookedFrom
          ? 'rebookedFrom'
          : row.id === booking.splitFrom
            ? 'splitFrom'
            : splitFrom === booking.id
              ? 'splitInto'
              : null;
    return relation ? [{ ...row, relation, state: row.state as BookingState }] : [];
  });
}

/**
 * Where a booking is, as the price lists are looked up: its vessel or its resort, the place of the
 * part it was made with when it holds a resort stay and a trip.
 */
export const assetRefOf = (booking: Pick<BookingRow, 'type' | 'vessel' | 'resort'>) =>
  booking.type === 'vessel'
    ? { kind: 'vessel' as const, id: booking.vessel! }
    : { kind: 'resort' as const, id: booking.resort! };

/** Every place of a booking: one, or its resort and its vessel. */
export const assetRefsOf = (booking: Pick<BookingRow, 'type' | 'vessel' | 'resort'>) => [
  assetRefOf(booking),
  ...(booking.vessel && booking.resort
    ? [assetRefOf({ ...booking, type: booking.type === 'vessel' ? 'resort' : 'vessel' })]
    : []),
];
