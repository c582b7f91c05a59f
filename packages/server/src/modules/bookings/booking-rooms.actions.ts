import {
  type addBookedRoomSchema,
  type BookingDetail,
  type bookedRoomCustomersSchema,
  type BookingState,
  canSeeAsset,
  type changeRoomSchema,
  holdsBeds,
  type moveBookingSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { freeRooms } from '../assets/free-rooms.ts';
import { OccupancyRepository } from '../assets/occupancy.repository.ts';
import type { Actor } from './booking-actor.ts';
import type { BookingRow, GuestView, RoomBookingView } from './bookings.repository.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { refuseLocked } from './booking-refusals.ts';
import {
  assetRefOf,
  type BookingTarget,
  moveMapping,
  type PlannedRoom,
  placesOf,
  priced,
  roomProblems,
  tripTarget,
} from './booking-steps.ts';

type ChangeRoom = z.output<typeof changeRoomSchema>;
type Move = z.output<typeof moveBookingSchema>;
type AddRoom = z.output<typeof addBookedRoomSchema>;
type RoomCustomers = z.output<typeof bookedRoomCustomersSchema>;

/**
 * A booking's rooms and guests: another room for a booked room, the whole booking to another trip.
 * (The front desk's moves of a resort stay, with dates, are in front-desk.service.ts.)
 */
export class BookingRoomActions {
  constructor(private readonly core: BookingService) {}

  /** One booked room moves to another room of the same vessel or resort; the guests keep their order. */
  async changeRoom(id: string, input: ChangeRoom, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'rooms');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const moving = rooms.find((r) => r.id === input.roomBooking);
    if (!moving) throw refuse([{ path: 'roomBooking', message: 'Not a room of this booking' }]);
    refuseLocked([moving]);
    if (rooms.some((r) => r.id !== moving.id && r.room === input.room))
      throw refuse([{ path: 'room', message: 'This room is already part of the booking' }]);
    const [room] = await this.core.repository.rooms([input.room]);
    const places = placesOf(moving, guests).length;
    const beds = input.beds ?? null;
    const problems = roomProblems(booking as BookingTarget, room, places, beds, '');
    if (problems.length) throw refuse(problems);
    const planned = await this.core.replan(rooms, guests, new Map([[moving.id, { room: room!, beds }]]));
    const calculation = input.keepPrice
      ? null
      : await this.core.reprice(booking, booking as BookingTarget, planned);
    const holds = holdsBeds(booking.state as BookingState);
    return this.core.commit(
      booking,
      'changeRoom',
      actor,
      calculation ? priced(calculation) : {},
      async (tx) => {
        if (holds) await tx.releaseBeds(booking.id, moving.id);
        await tx.updateRoomBooking(moving.id, { room: room!.id, beds });
        if (holds) await this.core.hold(tx, booking, moving.id, room!, beds, booking as BookingTarget, actor);
      },
    );
  }

  /** The whole booking moves to another trip; each booked cabin names its cabin there. */
  async move(id: string, scheduleId: string, input: Move, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'rooms');
    if (booking.type !== 'vessel')
      throw refuse([{ path: 'schedule', message: 'Only a trip can move to another trip' }]);
    const schedule = await this.core.repository.schedule(scheduleId);
    if (!schedule || !canSeeAsset(actor.principal, 'vessel', schedule.vessel)) throw notFound('Schedule');
    if (schedule.status === 'cancelled')
      throw refuse([{ path: 'schedule', message: 'This trip is cancelled' }]);
    const target = tripTarget(schedule);
    const { rooms, guests } = await this.core.bookedRooms(booking);
    refuseLocked(rooms);
    const cabins = await this.core.repository.rooms(input.rooms.map((r) => r.room));
    const { problems, mapping } = moveMapping(target, rooms, guests, input.rooms, cabins);
    if (problems.length) throw refuse(problems);
    const planned = await this.core.replan(rooms, guests, mapping);
    const calculation = await this.core.reprice(booking, target, planned);
    const holds = holdsBeds(booking.state as BookingState);
    const { type: _type, ...where } = target;
    return this.core.commit(booking, 'move', actor, { ...where, ...priced(calculation) }, async (tx) => {
      if (holds) await tx.releaseBeds(booking.id);
      for (const [i, booked] of rooms.entries()) {
        const next = planned[i]!;
        await tx.updateRoomBooking(booked.id, { room: next.room.id, from: target.from, to: target.to });
        if (holds) await this.core.hold(tx, booking, booked.id, next.room, next.beds, target, actor);
      }
    });
  }

  /** Another room or cabin for the booking's dates, its guests seated, its beds held. */
  async addRoom(id: string, input: AddRoom, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'rooms');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    if (rooms.some((r) => r.room === input.room))
      throw refuse([{ path: 'room', message: 'This room is already part of the booking' }]);
    const [room] = await this.core.repository.rooms([input.room]);
    const beds = input.beds ?? null;
    const problems = roomProblems(booking as BookingTarget, room, input.guests.length, beds, '');
    const named = input.guests.filter((g): g is string => g !== null);
    const customers = new Map((await this.core.repository.customers(named)).map((c) => [c.id, c]));
    for (const [i, guest] of input.guests.entries()) {
      if (guest === null) continue;
      if (!customers.has(guest)) problems.push({ path: `guests.${i}`, message: 'No such customer' });
      else if (guests.some((g) => g.customer === guest) || named.indexOf(guest) !== named.lastIndexOf(guest))
        problems.push({ path: `guests.${i}`, message: 'A guest can sleep in one bed only' });
    }
    if (problems.length) throw refuse(problems);
    const seated = input.guests.map((g, i) =>
      g ? { ...customers.get(g)!, variant: input.variants?.[i] ?? null } : null,
    );
    const planned: PlannedRoom[] = [
      ...(await this.core.replan(rooms, guests, new Map())),
      { room: room!, beds, guests: seated },
    ];
    const calculation = input.keepPrice
      ? null
      : await this.core.reprice(booking, booking as BookingTarget, planned);
    const values = { noOfPax: guests.length + named.length, ...(calculation ? priced(calculation) : {}) };
    return this.core.commit(booking, 'rooms', actor, values, async (tx) => {
      const [booked] = await tx.insertRoomBookings([
        {
          booking: booking.id,
          room: room!.id,
          from: booking.from,
          to: booking.to,
          beds,
          places: input.guests.length,
          sort: Math.max(-1, ...rooms.map((r) => r.sort)) + 1,
        },
      ]);
      await tx.insertGuests(
        seated.flatMap((g, bed) =>
          g
            ? [{ booking: booking.id, roomBooking: booked!.id, customer: g.id, bed, variant: g.variant }]
            : [],
        ),
      );
      if (holdsBeds(booking.state as BookingState))
        await this.core.hold(tx, booking, booked!.id, room!, beds, booking as BookingTarget, actor);
    });
  }

  /**
   * Who sleeps in a booked room, place by place. A guest from another room of the booking moves
   * here; when exactly one moves in and one of this room is left out, they swap places (a guest
   * dragged onto a taken bed). Anyone else left out leaves the booking; the places stay paid.
   */
  async setCustomers(
    id: string,
    roomBooking: string,
    input: RoomCustomers,
    actor: Actor,
  ): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'rooms');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const room = rooms.find((r) => r.id === roomBooking);
    if (!room) throw notFound('Booked room');
    const [bookable] = await this.core.repository.rooms([room.room]);
    const sleeps = room.beds
      ? room.beds.length
      : Math.max(bookable?.maxNoOfPax ?? 0, bookable?.activeBeds.length ?? 0);
    const problems =
      input.guests.length > sleeps
        ? [{ path: 'guests', message: `${room.roomName} sleeps at most ${sleeps}` }]
        : [];
    const named = input.guests.filter((g): g is string => g !== null);
    const known = new Map(guests.map((g) => [g.customer, g]));
    const fresh = named.filter((g) => !known.has(g));
    const customers = new Map((await this.core.repository.customers(fresh)).map((c) => [c.id, c]));
    for (const [i, guest] of input.guests.entries()) {
      if (guest === null) continue;
      if (!known.has(guest) && !customers.has(guest))
        problems.push({ path: `guests.${i}`, message: 'No such customer' });
      else if (named.indexOf(guest) !== named.lastIndexOf(guest))
        problems.push({ path: `guests.${i}`, message: 'A guest can sleep in one bed only' });
    }
    if (problems.length) throw refuse(problems);
    const after = seatAfter(booking, room, guests, input.guests, customers);
    const calculation = input.keepPrice
      ? null
      : await this.core.reprice(
          booking,
          booking as BookingTarget,
          await this.core.replan(grown(rooms, room, input.guests.length), after, new Map()),
        );
    const touched = rooms.filter(
      (r) =>
        r.id === room.id ||
        guests.some(
          (g) => g.roomBooking === r.id && after.find((a) => a.customer === g.customer)?.roomBooking !== r.id,
        ),
    );
    const rehold = holdsBeds(booking.state as BookingState) ? touched.filter((r) => r.beds !== null) : [];
    const values = { noOfPax: after.length, ...(calculation ? priced(calculation) : {}) };
    return this.core.commit(booking, 'guests', actor, values, async (tx) => {
      for (const r of rehold) await tx.releaseBeds(booking.id, r.id);
      if (input.guests.length > room.places)
        await tx.updateRoomBooking(room.id, { places: input.guests.length });
      for (const r of touched) await tx.removeGuests(r.id);
      await tx.insertGuests(
        after
          .filter((g) => touched.some((r) => r.id === g.roomBooking))
          .map((g) => ({
            booking: booking.id,
            roomBooking: g.roomBooking,
            customer: g.customer,
            bed: g.bed,
            variant: g.variant,
          })),
      );
      const bookable = new Map((await tx.rooms(rehold.map((r) => r.room))).map((r) => [r.id, r]));
      for (const r of rehold)
        await this.core.hold(tx, booking, r.id, bookable.get(r.room)!, r.beds, r, actor);
    });
  }

  /** The rooms or cabins of the booking's resort or vessel with a free bed for all its nights. */
  async cabins(id: string, actor: Actor) {
    const booking = await this.core.load(id, actor);
    const repository = new OccupancyRepository(this.core.services.database.db);
    return freeRooms(repository, (booking.vessel ?? booking.resort)!, booking.from, booking.to);
  }

  /** What the booking sells besides its rooms: its products, and the add-ons of its asset (chosen or not). */
  async products(id: string, actor: Actor) {
    const booking = await this.core.load(id, actor);
    const { context } = await this.core.quotes.context(assetRefOf(booking));
    const chosen = new Set(booking.extras.addons.map((a) => a.supplement));
    return {
      products: booking.extras.products ?? [],
      addons: (context.supplements ?? []).map((s) => ({ id: s.id, name: s.name, chosen: chosen.has(s.id) })),
    };
  }

  /** A booked room leaves the booking with its guests (a booking keeps at least one room). */
  async removeRoom(
    id: string,
    roomBooking: string,
    options: { version?: number; keepPrice: boolean },
    actor: Actor,
  ): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, options.version);
    this.core.checkAction(booking, 'rooms');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const room = rooms.find((r) => r.id === roomBooking);
    if (!room) throw notFound('Booked room');
    refuseLocked([room]);
    if (rooms.length === 1)
      throw refuse([
        { path: 'roomId', message: 'A booking keeps at least one room; cancel or delete it instead' },
      ]);
    const rest = rooms.filter((r) => r !== room);
    const staying = guests.filter((g) => g.roomBooking !== room.id);
    const calculation = options.keepPrice
      ? null
      : await this.core.reprice(
          booking,
          booking as BookingTarget,
          await this.core.replan(rest, staying, new Map()),
        );
    const lead = staying.some((g) => g.customer === booking.lead) ? {} : leadOf(staying);
    const values = { noOfPax: staying.length, ...lead, ...(calculation ? priced(calculation) : {}) };
    return this.core.commit(booking, 'rooms', actor, values, async (tx) => {
      await tx.releaseBeds(booking.id, room.id);
      await tx.deleteRoomBooking(room.id);
    });
  }
}

/** The guests of the booking once `wanted` sleep in `room` (see setCustomers). */
function seatAfter(
  booking: BookingRow,
  room: RoomBookingView,
  guests: GuestView[],
  wanted: (string | null)[],
  customers: Map<
    string,
    Omit<GuestView, 'booking' | 'roomBooking' | 'bed' | 'variant' | 'customer'> & { id: string }
  >,
): GuestView[] {
  const known = new Map(guests.map((g) => [g.customer, g]));
  const incoming = wanted.filter(
    (g): g is string => g !== null && known.get(g)?.roomBooking !== room.id && known.has(g),
  );
  const displaced = guests.filter((g) => g.roomBooking === room.id && !wanted.includes(g.customer));
  const moved = new Set(wanted.filter((g): g is string => g !== null));
  const others = guests.filter((g) => g.roomBooking !== room.id && !moved.has(g.customer));
  if (incoming.length === 1 && displaced.length === 1) {
    const from = known.get(incoming[0]!)!;
    others.push({ ...displaced[0]!, roomBooking: from.roomBooking, bed: from.bed });
  }
  const here = wanted.flatMap((customer, bed) => {
    if (customer === null) return [];
    const was = known.get(customer);
    const base = was ?? ({ ...customers.get(customer)!, customer, variant: null } as unknown as GuestView);
    return [{ ...base, booking: booking.id, roomBooking: room.id, bed, customer }];
  });
  return [...others, ...here];
}

const grown = (rooms: RoomBookingView[], room: RoomBookingView, places: number) =>
  rooms.map((r) => (r.id === room.id && places > r.places ? { ...r, places } : r));

const leadOf = (guests: GuestView[]) =>
  guests[0] ? { lead: guests[0].customer, leadName: guests[0].fullName } : { lead: null, leadName: '' };
