import {
  type addBookedRoomSchema,
  type BookingDetail,
  type bookedRoomCustomersSchema,
  type BookingState,
  canSeeAsset,
  type changeRoomSchema,
  type freeBookingRoomsQuerySchema,
  holdsBeds,
  type moveBookingSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { freeRooms } from '../assets/index.ts';
import { OccupancyRepository } from '../assets/index.ts';
import type { Actor } from '../../http/actor.ts';
import { namedGuests, refuseUnreachableOnBooking } from './booking-customers.ts';
import type { BookableRoom, BookingRow, GuestView, RoomBookingView } from './booking-rows.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { refuseLocked, refuseOverCapacity } from './booking-refusals.ts';
import {
  guestsOfPart,
  headerOf,
  isMixed,
  kindOf,
  overlapProblems,
  paxOf,
  type SegmentKind,
  segmentOf,
  spanOf,
} from './booking-segments.ts';
import {
  assetRefsOf,
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
type FreeRoomsQuery = z.output<typeof freeBookingRoomsQuerySchema>;

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
    const segment = segmentOf(booking, rooms, kindOf(moving));
    if (!beds) refuseOverCapacity(room, places);
    const problems = roomProblems(segment, room, places, beds, '');
    if (problems.length) throw refuse(problems);
    const planned = await this.core.replan(rooms, guests, new Map([[moving.id, { room: room!, beds }]]));
    const calculation = input.keepPrice ? null : await this.core.reprice(booking, segment, planned);
    const holds = holdsBeds(booking.state as BookingState);
    return this.core.commit(
      booking,
      'changeRoom',
      actor,
      calculation ? priced(calculation) : {},
      async (tx) => {
        if (holds) await tx.releaseBeds(booking.id, moving.id);
        await tx.updateRoomBooking(moving.id, { room: room!.id, beds });
        if (holds) await this.core.hold(tx, booking, moving.id, room!, beds, moving, actor);
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
    // In a booking with a resort stay too, only the cabins move; the stay keeps its nights.
    const moving = rooms.filter((r) => kindOf(r) === 'vessel');
    const staying = rooms.filter((r) => kindOf(r) !== 'vessel');
    refuseLocked(moving);
    const cabins = await this.core.repository.rooms(input.rooms.map((r) => r.room));
    const { problems, mapping } = moveMapping(target, moving, guests, input.rooms, cabins);
    problems.push(...overlapProblems(staying, target, 'schedule'));
    if (problems.length) throw refuse(problems);
    const { schedule: trip, tour, vessel } = target;
    const next = { ...booking, schedule: trip, tour, vessel };
    const planned = await this.core.replan(rooms, guests, mapping);
    const calculation = await this.core.reprice(next, target, planned);
    const holds = holdsBeds(booking.state as BookingState);
    const where = { schedule: trip, tour, vessel, ...spanOf([...staying, target]) };
    return this.core.commit(booking, 'move', actor, { ...where, ...priced(calculation) }, async (tx) => {
      for (const [i, booked] of rooms.entries()) {
        if (!moving.includes(booked)) continue;
        const next = planned[i]!;
        if (holds) await tx.releaseBeds(booking.id, booked.id);
        await tx.updateRoomBooking(booked.id, { room: next.room.id, from: target.from, to: target.to });
        if (holds) await this.core.hold(tx, booking, booked.id, next.room, next.beds, target, actor);
      }
    });
  }

  /**
   * Another room or cabin, its guests seated, its beds held: for the booking's nights, or as the
   * booking's other part (a cabin on a trip for a resort stay, a resort room for a trip).
   */
  async addRoom(id: string, input: AddRoom, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'rooms');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    if (rooms.some((r) => r.room === input.room))
      throw refuse([{ path: 'room', message: 'This room is already part of the booking' }]);
    const [room] = await this.core.repository.rooms([input.room]);
    if (!room) throw refuse([{ path: 'room', message: 'No such room' }]);
    const { next, stay } = await this.partFor(booking, rooms, room, input, actor);
    const segment = segmentOf(next, [...rooms, { vessel: room.vessel, ...stay }], kindOf(room));
    const beds = input.beds ?? null;
    const problems = roomProblems(segment, room, input.guests.length, beds, '');
    const named = input.guests.filter((g): g is string => g !== null);
    await refuseUnreachableOnBooking(this.core.services.database.db, actor, booking.id, namedGuests(input));
    const customers = new Map((await this.core.repository.customers(named)).map((c) => [c.id, c]));
    const inPart = guestsOfPart(rooms, guests, room);
    for (const [i, guest] of input.guests.entries()) {
      if (guest === null) continue;
      if (!customers.has(guest)) problems.push({ path: `guests.${i}`, message: 'No such customer' });
      else if (inPart.some((g) => g.customer === guest) || named.indexOf(guest) !== named.lastIndexOf(guest))
        problems.push({ path: `guests.${i}`, message: 'A guest can sleep in one bed only' });
    }
    if (problems.length) throw refuse(problems);
    const seated = input.guests.map((g, i) =>
      g ? { ...customers.get(g)!, variant: input.variants?.[i] ?? null } : null,
    );
    const planned: PlannedRoom[] = [
      ...(await this.core.replan(rooms, guests, new Map())),
      { room, beds, guests: seated, stay },
    ];
    const calculation = input.keepPrice ? null : await this.core.reprice(next, segment, planned);
    const all = [...guests, ...named.map((customer) => ({ customer }))];
    const header = next === booking ? {} : headerOf(next, [...rooms, { vessel: room.vessel, ...stay }]);
    const values = { ...header, noOfPax: paxOf(all), ...(calculation ? priced(calculation) : {}) };
    return this.core.commit(booking, 'rooms', actor, values, async (tx) => {
      const [booked] = await tx.insertRoomBookings([
        {
          booking: booking.id,
          room: room.id,
          ...stay,
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
        await this.core.hold(tx, booking, booked!.id, room, beds, stay, actor);
    });
  }

  /**
   * The part a new room joins and its nights: the booking's own part (its nights), or a new part
   * (a trip by `schedule`, a resort stay by `dates`) with the booking as it will name both places.
   */
  private async partFor(
    booking: BookingRow,
    rooms: RoomBookingView[],
    room: BookableRoom,
    input: Pick<AddRoom, 'schedule' | 'dates'>,
    actor: Actor,
  ): Promise<{ next: BookingRow; stay: { from: string; to: string } }> {
    const kind = kindOf(room);
    const mine = rooms.filter((r) => kindOf(r) === kind);
    const others = rooms.filter((r) => kindOf(r) !== kind);
    if (kind === 'vessel') {
      if (input.dates)
        throw refuse([{ path: 'dates', message: 'A cabin sleeps the nights of its trip; give the trip' }]);
      if (mine.length) {
        if (input.schedule && input.schedule !== booking.schedule)
          throw refuse([
            { path: 'schedule', message: 'A booking holds one trip; book another trip on its own' },
          ]);
        return { next: booking, stay: spanOf(mine) };
      }
      if (!input.schedule) throw refuse([{ path: 'schedule', message: 'Give the trip of this cabin' }]);
      const schedule = await this.core.repository.schedule(input.schedule);
      if (!schedule || !canSeeAsset(actor.principal, 'vessel', schedule.vessel)) throw notFound('Schedule');
      if (schedule.status === 'cancelled')
        throw refuse([{ path: 'schedule', message: 'This trip is cancelled' }]);
      const stay = { from: schedule.from, to: schedule.to };
      const problems = overlapProblems(others, stay, 'schedule');
      if (problems.length) throw refuse(problems);
      const { tour, vessel } = schedule;
      return { next: { ...booking, schedule: schedule.id, tour, vessel }, stay };
    }
    if (input.schedule)
      throw refuse([
        { path: 'schedule', message: 'A room of a resort takes the nights of the stay, not a trip' },
      ]);
    if (mine.length) {
      if (input.dates)
        throw refuse([
          { path: 'dates', message: "The room takes the stay's nights; change its dates at the front desk" },
        ]);
      return { next: booking, stay: spanOf(mine) };
    }
    if (!input.dates) throw refuse([{ path: 'dates', message: 'Give the nights of the stay' }]);
    if (!canSeeAsset(actor.principal, 'resort', room.resort!)) throw notFound('Room');
    await this.core.limits.checkStay(input.dates, 'dates.to');
    const problems = overlapProblems(others, input.dates, 'dates');
    if (problems.length) throw refuse(problems);
    return { next: { ...booking, resort: room.resort }, stay: input.dates };
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
    const sleeps = room.beds ? room.beds.length : (bookable?.maxNoOfPax ?? 0);
    const problems =
      input.guests.length > sleeps
        ? [{ path: 'guests', message: `${room.roomName} sleeps at most ${sleeps}` }]
        : [];
    const named = input.guests.filter((g): g is string => g !== null);
    await refuseUnreachableOnBooking(this.core.services.database.db, actor, booking.id, namedGuests(input));
    // Guests move between the rooms of one part; the other part's beds stay as they are.
    const inPart = guestsOfPart(rooms, guests, room);
    const known = new Map(inPart.map((g) => [g.customer, g]));
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
    const after = [
      ...guests.filter((g) => !inPart.includes(g)),
      ...seatAfter(booking, room, inPart, input.guests, customers),
    ];
    const calculation = input.keepPrice
      ? null
      : await this.core.reprice(
          booking,
          segmentOf(booking, rooms, booking.type as SegmentKind),
          await this.core.replan(grown(rooms, room, input.guests.length), after, new Map()),
        );
    const touched = rooms.filter(
      (r) =>
        r.id === room.id ||
        inPart.some(
          (g) => g.roomBooking === r.id && after.find((a) => a.customer === g.customer)?.roomBooking !== r.id,
        ),
    );
    const rehold = holdsBeds(booking.state as BookingState) ? touched.filter((r) => r.beds !== null) : [];
    const values = { noOfPax: paxOf(after), ...(calculation ? priced(calculation) : {}) };
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
  async cabins(id: string, query: FreeRoomsQuery, actor: Actor) {
    const booking = await this.core.load(id, actor);
    const repository = new OccupancyRepository(this.core.services.database.db);
    if (query.schedule) {
      const schedule = await this.core.repository.schedule(query.schedule);
      if (!schedule || !canSeeAsset(actor.principal, 'vessel', schedule.vessel)) throw notFound('Schedule');
      return freeRooms(repository, schedule.vessel, schedule.from, schedule.to, undefined, booking.agency);
    }
    if (query.resort) {
      if (!canSeeAsset(actor.principal, 'resort', query.resort)) throw notFound('Resort');
      return freeRooms(repository, query.resort, query.from!, query.to!, undefined, booking.agency);
    }
    const { rooms } = await this.core.bookedRooms(booking);
    const part = segmentOf(booking, rooms, booking.type as SegmentKind);
    return freeRooms(
      repository,
      (part.type === 'vessel' ? part.vessel : part.resort)!,
      part.from,
      part.to,
      undefined,
      booking.agency,
    );
  }

  /** What the booking sells besides its rooms: its products, and the add-ons of its asset (chosen or not). */
  async products(id: string, actor: Actor) {
    const booking = await this.core.load(id, actor);
    const contexts = await Promise.all(assetRefsOf(booking).map((a) => this.core.quotes.context(a)));
    const chosen = new Set(booking.extras.addons.map((a) => a.supplement));
    return {
      products: booking.extras.products ?? [],
      addons: contexts
        .flatMap(({ context }) => context.supplements ?? [])
        .map((s) => ({ id: s.id, name: s.name, chosen: chosen.has(s.id) })),
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
    // The last room of a part takes the part with it: the booking names only the place left.
    const header = isMixed(booking) ? headerOf(booking, rest) : {};
    const next = { ...booking, ...header };
    const calculation = options.keepPrice
      ? null
      : await this.core.reprice(
          next,
          segmentOf(next, rest, next.type as SegmentKind),
          await this.core.replan(rest, staying, new Map()),
        );
    const lead = staying.some((g) => g.customer === booking.lead) ? {} : leadOf(staying);
    const pax = paxOf(staying);
    const values = { ...header, noOfPax: pax, ...lead, ...(calculation ? priced(calculation) : {}) };
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
