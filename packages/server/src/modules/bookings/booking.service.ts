import {
  type BookingDetail,
  type BookingPayment,
  type BookingState,
  type Calculation,
  canChangeState,
  canSeeAsset,
  type CreateBooking,
  DEFAULT_BASE_CURRENCY,
  NO_EXTRAS,
  type FieldError,
  formatDate,
  holdsBeds,
  type Language,
  type Principal,
  type TripCustomer,
  toZonedDate,
} from '@seaberth/domain';
import type {
  bookingPaymentSchema,
  cancelBookingSchema,
  changeBookingStateSchema,
  changeRoomSchema,
  moveBookingSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { sqlState } from '../../db/client.ts';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { QuoteService } from '../pricing/quote.service.ts';
import { refuseLocked, stale } from './booking-refusals.ts';
import {
  type BookingTarget,
  priced,
  formatBookingNo,
  heldBeds,
  moveMapping,
  type PlannedRoom,
  placesOf,
  planProblems,
  type QuoteCustomer,
  quoteDraft,
  type Replacement,
  roomProblems,
  toBookingDetail,
  toPayment,
  toTripCustomers,
  tripTarget,
} from './booking-steps.ts';
import {
  type BookableRoom,
  type BookingRow,
  BookingsRepository,
  type GuestView,
  type RoomBookingView,
} from './bookings.repository.ts';

/** Who acts: the principal decides which assets they may touch; the user id is recorded. */
export interface Actor {
  principal: Principal;
  userId?: string | null;
}

type ChangeState = z.output<typeof changeBookingStateSchema>;
type Cancel = z.output<typeof cancelBookingSchema>;
type ChangeRoom = z.output<typeof changeRoomSchema>;
type Move = z.output<typeof moveBookingSchema>;
type PaymentInput = z.output<typeof bookingPaymentSchema>;

const refuse = (fields: FieldError[]) =>
  validationError(fields, fields.map((f) => `${f.path}: ${f.message}`).join('; '));

/**
 * Creating, changing, moving and paying bookings. Each action reads and prices first, then writes
 * in ONE transaction whose first statement claims the booking's version: concurrent actions on a
 * booking queue on its row, and beds are held by occupancy rows the exclusion constraint guards.
 */
export class BookingService {
  readonly repository: BookingsRepository;

  constructor(
    private readonly services: Services,
    private readonly quotes: QuoteService,
  ) {
    this.repository = new BookingsRepository(services.database.db);
  }

  async create(input: CreateBooking, actor: Actor): Promise<BookingDetail> {
    const target = await this.target(input);
    const assetId = (target.vessel ?? target.resort)!;
    if (!canSeeAsset(actor.principal, target.type, assetId)) throw forbidden();
    const { planned, customers } = await this.plan(target, input);
    const { today, baseCurrency } = await this.operatorDay();
    const currency = input.currency ?? baseCurrency;
    const calculation = await this.price(target, planned, {
      currency,
      source: input.source,
      bookingSource: input.bookingSource,
      termsOfPayment: input.termsOfPayment,
      bookingDate: today,
      language: input.language,
      extras: input.extras ?? NO_EXTRAS,
    });
    const guests = planned.flatMap((p) => p.guests).filter((g) => g !== null);
    const leadId = input.lead ?? guests[0]?.id ?? null;
    const lead = leadId ? customers.get(leadId) : undefined;
    const id = await this.repository.transaction(async (tx) => {
      const booking = await tx.insertBooking({
        ...target,
        bookingNo: formatBookingNo(today, await tx.nextNumber()),
        state: input.state,
        lead: leadId,
        leadName: lead?.fullName ?? '',
        extras: input.extras ?? NO_EXTRAS,
        noOfPax: guests.length,
        currency,
        ...priced(calculation),
        source: input.source,
        bookingSource: input.bookingSource,
        category: input.category,
        language: input.language,
        termsOfPayment: input.termsOfPayment,
        bookingDate: today,
        note: input.note,
        createdBy: actor.userId ?? null,
      });
      const booked = await tx.insertRoomBookings(
        planned.map((p, sort) => ({
          booking: booking.id,
          room: p.room.id,
          from: target.from,
          to: target.to,
          beds: p.beds,
          places: p.guests.length,
          sort,
        })),
      );
      await tx.insertGuests(
        planned.flatMap((p, i) =>
          p.guests.flatMap((g, bed) =>
            g
              ? [
                  {
                    booking: booking.id,
                    roomBooking: booked[i]!.id,
                    customer: g.id,
                    bed,
                    variant: g.variant ?? null,
                  },
                ]
              : [],
          ),
        ),
      );
      if (holdsBeds(input.state))
        for (const [i, p] of planned.entries())
          await this.hold(tx, booking, booked[i]!.id, p.room, p.beds, target, actor);
      return booking.id;
    });
    return (await this.detail(id))!;
  }

  /** The booking with its rooms, guests and payments: four statements, whatever its size. */
  async detail(id: string, actor?: Actor): Promise<BookingDetail | undefined> {
    const booking = await this.repository.booking(id, actor && this.repository.visibleTo(actor.principal));
    if (!booking) return undefined;
    const [rooms, guests, payments] = await Promise.all([
      this.repository.roomsOf(id),
      this.repository.guestsOf(id),
      this.repository.paymentsOf(id),
    ]);
    return toBookingDetail(booking, rooms, guests, payments);
  }

  async customers(id: string, actor: Actor): Promise<TripCustomer[]> {
    const booking = await this.load(id, actor);
    const [rooms, guests] = await Promise.all([this.repository.roomsOf(id), this.repository.guestsOf(id)]);
    return toTripCustomers(booking, rooms, guests);
  }

  async changeState(id: string, input: ChangeState, actor: Actor): Promise<BookingDetail> {
    const booking = await this.load(id, actor, input.version);
    this.checkTransition(booking, input.state);
    // Cancelling through a change of state is dated like `cancell`.
    const dated = input.state === 'aborted' ? { cancelationDate: (await this.operatorDay()).today } : {};
    return this.transition(booking, { state: input.state, ...dated }, actor);
  }

  async cancel(id: string, input: Cancel, actor: Actor): Promise<BookingDetail> {
    const booking = await this.load(id, actor, input.version);
    this.checkTransition(booking, 'aborted');
    const { today } = await this.operatorDay();
    const cancelReason = input.message ? `${input.reason}: ${input.message}` : input.reason;
    return this.transition(booking, { state: 'aborted', cancelationDate: today, cancelReason }, actor);
  }

  /** One booked room moves to another room of the same vessel or resort; the guests keep their order. */
  async changeRoom(id: string, input: ChangeRoom, actor: Actor): Promise<BookingDetail> {
    const booking = await this.load(id, actor, input.version);
    const { rooms, guests } = await this.bookedRooms(booking);
    const moving = rooms.find((r) => r.id === input.roomBooking);
    if (!moving) throw refuse([{ path: 'roomBooking', message: 'Not a room of this booking' }]);
    refuseLocked([moving]);
    if (rooms.some((r) => r.id !== moving.id && r.room === input.room))
      throw refuse([{ path: 'room', message: 'This room is already part of the booking' }]);
    const [room] = await this.repository.rooms([input.room]);
    const places = placesOf(moving, guests).length;
    const beds = input.beds ?? null;
    const problems = roomProblems(booking as BookingTarget, room, places, beds, '');
    if (problems.length) throw refuse(problems);
    const planned = await this.replan(rooms, guests, new Map([[moving.id, { room: room!, beds }]]));
    const calculation = input.keepPrice
      ? null
      : await this.reprice(booking, booking as BookingTarget, planned);
    await this.repository.transaction(async (tx) => {
      await this.claim(tx, booking, calculation ? priced(calculation) : {});
      if (holdsBeds(booking.state as BookingState)) await tx.releaseBeds(booking.id, moving.id);
      await tx.updateRoomBooking(moving.id, { room: room!.id, beds });
      if (holdsBeds(booking.state as BookingState))
        await this.hold(tx, booking, moving.id, room!, beds, booking as BookingTarget, actor);
    });
    return (await this.detail(id))!;
  }

  /** The whole booking moves to another trip; each booked cabin names its cabin there. */
  async move(id: string, scheduleId: string, input: Move, actor: Actor): Promise<BookingDetail> {
    const booking = await this.load(id, actor, input.version);
    if (booking.type !== 'vessel')
      throw refuse([{ path: 'schedule', message: 'Only a trip can move to another trip' }]);
    const schedule = await this.repository.schedule(scheduleId);
    if (!schedule || !canSeeAsset(actor.principal, 'vessel', schedule.vessel)) throw notFound('Schedule');
    if (schedule.status === 'cancelled')
      throw refuse([{ path: 'schedule', message: 'This trip is cancelled' }]);
    const target = tripTarget(schedule);
    const { rooms, guests } = await this.bookedRooms(booking);
    refuseLocked(rooms);
    const cabins = await this.repository.rooms(input.rooms.map((r) => r.room));
    const { problems, mapping } = moveMapping(target, rooms, guests, input.rooms, cabins);
    if (problems.length) throw refuse(problems);
    const planned = await this.replan(rooms, guests, mapping);
    const calculation = await this.reprice(booking, target, planned);
    const holds = holdsBeds(booking.state as BookingState);
    await this.repository.transaction(async (tx) => {
      const { type: _type, ...where } = target;
      await this.claim(tx, booking, { ...where, ...priced(calculation) });
      if (holds) await tx.releaseBeds(booking.id);
      for (const [i, booked] of rooms.entries()) {
        const next = planned[i]!;
        await tx.updateRoomBooking(booked.id, { room: next.room.id, from: target.from, to: target.to });
        if (holds) await this.hold(tx, booking, booked.id, next.room, next.beds, target, actor);
      }
    });
    return (await this.detail(id))!;
  }

  /** The booking's stored rooms and guests priced with today's price lists; nothing is changed. */
  async quote(id: string, actor: Actor): Promise<Calculation> {
    const booking = await this.load(id, actor);
    const { rooms, guests } = await this.bookedRooms(booking);
    return this.reprice(booking, booking as BookingTarget, await this.replan(rooms, guests, new Map()));
  }

  async addPayment(id: string, input: PaymentInput, actor: Actor): Promise<BookingPayment> {
    const booking = await this.load(id, actor);
    // Mixing currencies would need a rate fixed on the day; refused until finance rules exist.
    if (input.currency !== booking.currency)
      throw refuse([
        { path: 'currency', message: `Record payments in the booking currency ${booking.currency}` },
      ]);
    const payment = await this.repository.transaction(async (tx) => {
      const row = await tx.insertPayment({ ...input, booking: booking.id, createdBy: actor.userId ?? null });
      await tx.recomputePaid(booking.id);
      return row;
    });
    return toPayment(payment);
  }

  async deletePayment(id: string, paymentId: string, actor: Actor): Promise<void> {
    const booking = await this.load(id, actor);
    await this.repository.transaction(async (tx) => {
      if (!(await tx.deletePayment(booking.id, paymentId))) throw notFound('Payment');
      await tx.recomputePaid(booking.id);
    });
  }

  // ---- steps (the front desk's actions use them too: front-desk.service.ts) ----

  /** The booking if the actor may see it, at the version the operator saw (409 when newer). */
  async load(id: string, actor: Actor, version?: number): Promise<BookingRow> {
    const booking = await this.repository.booking(id, this.repository.visibleTo(actor.principal));
    if (!booking) throw notFound('Booking');
    if (version !== undefined && version !== booking.version) throw stale(booking, version);
    return booking;
  }

  checkTransition(booking: BookingRow, to: BookingState): void {
    if (!canChangeState(booking.state as BookingState, to))
      throw new AppError(
        409,
        'CONFLICT',
        `Booking ${booking.bookingNo} is ${booking.state} and cannot become ${to}`,
      );
  }

  /** A change of state: beds are held when it starts holding them and freed when it stops. */
  private async transition(
    booking: BookingRow,
    values: Partial<BookingRow>,
    actor: Actor,
  ): Promise<BookingDetail> {
    const held = holdsBeds(booking.state as BookingState);
    const holds = holdsBeds(values.state as BookingState);
    const { rooms } = !held && holds ? await this.bookedRooms(booking) : { rooms: [] };
    const bookable = new Map((await this.repository.rooms(rooms.map((r) => r.room))).map((r) => [r.id, r]));
    await this.repository.transaction(async (tx) => {
      await this.claim(tx, booking, values);
      if (held && !holds) await tx.releaseBeds(booking.id);
      for (const booked of rooms)
        await this.hold(
          tx,
          booking,
          booked.id,
          bookable.get(booked.room)!,
          booked.beds,
          booking as BookingTarget,
          actor,
        );
    });
    return (await this.detail(booking.id))!;
  }

  async claim(tx: BookingsRepository, booking: BookingRow, values: Partial<BookingRow>) {
    const row = await tx.claim(booking.id, booking.version, values);
    if (!row) throw stale(booking);
  }

  /** Holds a booked room's beds; a clash leaves the whole action undone with a 409 naming the room. */
  async hold(
    tx: BookingsRepository,
    booking: Pick<BookingRow, 'id'>,
    roomBooking: string,
    room: Pick<BookableRoom, 'id' | 'name'>,
    beds: number[] | null,
    stay: Pick<BookingTarget, 'from' | 'to'>,
    actor: Actor,
  ): Promise<void> {
    try {
      await tx.holdBeds({
        booking: booking.id,
        roomBooking,
        room: room.id,
        from: stay.from,
        to: stay.to,
        beds: heldBeds(beds),
        createdBy: actor.userId,
      });
    } catch (error) {
      const state = sqlState(error);
      if (state === '23P01' || state === '40P01')
        throw new AppError(
          409,
          'ROOM_TAKEN',
          `${room.name} is already taken${beds ? ` (bed ${beds.join(', ')})` : ''} for some nights between ${stay.from} and ${stay.to}; nothing was changed`,
          undefined,
          undefined,
          // The screen words it in the operator's language from these.
          { room: room.name, from: formatDate(stay.from), to: formatDate(stay.to) },
        );
      throw error;
    }
  }

  /** Where a new booking takes place: the schedule's vessel, tour and dates, or the resort's stay. */
  private async target(input: CreateBooking): Promise<BookingTarget> {
    if (input.schedule) {
      const schedule = await this.repository.schedule(input.schedule);
      if (!schedule) throw refuse([{ path: 'schedule', message: 'No such schedule' }]);
      if (schedule.status === 'cancelled')
        throw refuse([{ path: 'schedule', message: 'This trip is cancelled' }]);
      return tripTarget(schedule);
    }
    if (!(await this.repository.resortExists(input.resort!)))
      throw refuse([{ path: 'resort', message: 'No such resort' }]);
    return {
      type: 'resort',
      schedule: null,
      tour: null,
      vessel: null,
      resort: input.resort!,
      ...input.dates!,
    };
  }

  /** The rooms and guests of a new booking, checked: unknown or unfit ones are 400s naming the field. */
  private async plan(
    target: BookingTarget,
    input: CreateBooking,
  ): Promise<{ planned: PlannedRoom[]; customers: Map<string, QuoteCustomer> }> {
    const guestIds = input.rooms.flatMap((r) => r.guests).filter((g) => g !== null);
    const [roomList, customerList] = await Promise.all([
      this.repository.rooms(input.rooms.map((r) => r.room)),
      this.repository.customers([...new Set([...guestIds, ...(input.lead ? [input.lead] : [])])]),
    ]);
    const roomsById = new Map(roomList.map((r) => [r.id, r]));
    const customersById = new Map(customerList.map((c) => [c.id, c]));
    const problems = planProblems(target, input, roomsById, customersById);
    if (problems.length) throw refuse(problems);
    const planned = input.rooms.map((r) => ({
      room: roomsById.get(r.room)!,
      guests: r.guests.map((g, i) =>
        g ? { ...customersById.get(g)!, variant: r.variants?.[i] ?? null } : null,
      ),
      beds: r.beds ?? null,
    }));
    return { planned, customers: customersById };
  }

  async bookedRooms(booking: BookingRow): Promise<{ rooms: RoomBookingView[]; guests: GuestView[] }> {
    const [rooms, guests] = await Promise.all([
      this.repository.roomsOf(booking.id),
      this.repository.guestsOf(booking.id),
    ]);
    return { rooms, guests };
  }

  /** A stored booking's rooms as planned rooms, some of them replaced by new rooms and beds. */
  async replan(
    rooms: RoomBookingView[],
    guests: GuestView[],
    replaced: Map<string, Replacement>,
  ): Promise<PlannedRoom[]> {
    const current = new Map((await this.repository.rooms(rooms.map((r) => r.room))).map((r) => [r.id, r]));
    return rooms.map((booked) => {
      const next = replaced.get(booked.id);
      return {
        room: next?.room ?? current.get(booked.room)!,
        beds: next ? next.beds : booked.beds,
        guests: placesOf(booked, guests).map((g) => (g ? { ...g, id: g.customer } : null)),
      };
    });
  }

  reprice(booking: BookingRow, target: BookingTarget, planned: PlannedRoom[]): Promise<Calculation> {
    return this.price(
      target,
      planned,
      {
        currency: booking.currency,
        source: booking.source as CreateBooking['source'],
        bookingSource: booking.bookingSource,
        termsOfPayment: booking.termsOfPayment,
        bookingDate: booking.bookingDate,
        language: booking.language as Language,
        extras: booking.extras,
      },
      booking.id,
    );
  }

  /**
   * The quote engine's calculation. Without a price list for the dates the booking is still made,
   * with the engine's warnings and a total of 0: operators book before prices are entered.
   */
  private async price(
    target: BookingTarget,
    planned: PlannedRoom[],
    terms: Parameters<typeof quoteDraft>[2] & { language: Language },
    excludeBooking?: string,
  ): Promise<Calculation> {
    const { language, ...draftTerms } = terms;
    const { calculation } = await this.quotes.price(quoteDraft(target, planned, draftTerms), {
      language,
      excludeBooking,
    });
    return calculation;
  }

  /** Today in the operator's timezone and the base currency (settings are cached). */
  async operatorDay(): Promise<{ today: string; baseCurrency: string }> {
    const general = await this.services.settings.group('general');
    return {
      today: toZonedDate(Date.now(), general.timezone ?? this.services.config.timezone),
      baseCurrency: general.baseCurrency ?? DEFAULT_BASE_CURRENCY,
    };
  }
}
