import {
  type BookingDetail,
  type BookingState,
  type CheckInProblem,
  type CheckOutProblem,
  checkInProblem,
  checkInSchema,
  checkOutProblem,
  checkOutSchema,
  departureAfterCheckOut,
  formatDate,
  type HistoryAction,
  holdsBeds,
  type lockRoomSchema,
  type moveRoomSchema,
  type RoomChangePreview,
  type roomChangePreviewSchema,
  type roomDatesSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { AppError, notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor, BookingService } from './booking.service.ts';
import { refuseLocked, refuseOverCapacity } from './booking-refusals.ts';
import { isMixed, kindOf, overlapProblems, type SegmentKind, segmentOf, spanOf } from './booking-segments.ts';
import { type BookingTarget, heldBeds, priced, roomProblems } from './booking-steps.ts';
import type { BookingRow, RoomBookingView } from './booking-rows.ts';
import { FrontDeskRepository } from './front-desk.repository.ts';

type CheckIn = z.output<typeof checkInSchema>;
type CheckOut = z.output<typeof checkOutSchema>;
type Lock = z.output<typeof lockRoomSchema>;
type MoveRoom = z.output<typeof moveRoomSchema>;
type RoomDates = z.output<typeof roomDatesSchema>;
type Preview = z.output<typeof roomChangePreviewSchema>;
/** What the desk changes about a booked room: another room (and beds), other dates, or both. */
type Change = { room?: string; beds?: number[]; dates?: { from: string; to: string } };

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** A desk refusal in the error catalogue, worded on screen from the room and its dates. */
function deskError(
  code: CheckInProblem | CheckOutProblem,
  booking: BookingRow,
  room: Pick<RoomBookingView, 'roomName' | 'from' | 'to'>,
): AppError {
  const params = {
    room: room.roomName,
    from: formatDate(room.from),
    to: formatDate(room.to),
    bookingNo: booking.bookingNo,
    state: booking.state,
  };
  const messages: Record<typeof code, string> = {
    HOLDS_NO_BEDS: `Booking ${booking.bookingNo} holds no rooms in its state (${booking.state})`,
    ALREADY_CHECKED_IN: `${room.roomName} is already checked in`,
    BEFORE_ARRIVAL: `${room.roomName} arrives on ${params.from}; check-in is possible from that day on`,
    AFTER_DEPARTURE: `The stay in ${room.roomName} ended on ${params.to}`,
    NOT_CHECKED_IN: `${room.roomName} is not checked in yet`,
    ALREADY_CHECKED_OUT: `${room.roomName} is already checked out`,
  };
  return refusal(code, messages[code], { params });
}

const refuseField = (path: string, message: string) =>
  validationError([{ path, message }], `${path}: ${message}`);

/**
 * The front desk's actions: check-in and check-out, locked room assignments, moving a booked room
 * to another room or other dates (with a preview). Writes go through the booking service's steps:
 * one transaction that claims the booking's version first, beds held by the exclusion constraint.
 * What the desk reads is in front-desk-reads.ts.
 */
export class FrontDeskService {
  readonly desk: FrontDeskRepository;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
  ) {
    this.desk = new FrontDeskRepository(services.database.db);
  }

  async checkIn(id: string, input: CheckIn, actor: Actor): Promise<BookingDetail> {
    const booking = await this.bookings.load(id, actor, input.version);
    const { rooms } = await this.bookings.bookedRooms(booking);
    const chosen = this.chosen(rooms, input.roomBooking);
    const waiting = chosen.filter((r) => !r.checkIn);
    const targets = input.roomBooking || !waiting.length ? chosen : waiting;
    const { today } = await this.bookings.operatorDay();
    for (const room of targets) {
      const stay = {
        state: booking.state as BookingState,
        from: room.from,
        to: room.to,
        checkIn: iso(room.checkIn),
      };
      const problem = checkInProblem(stay, today);
      if (problem) throw deskError(problem, booking, room);
    }
    const now = this.services.clock.now();
    return this.bookings.commit(
      booking,
      'checkIn',
      actor,
      { checkIn: booking.checkIn ?? now },
      async (tx) => {
        for (const room of targets) await tx.updateRoomBooking(room.id, { checkIn: now });
      },
    );
  }

  /**
   * Checks out the booking (or one room). Leaving before the booked departure frees the nights from
   * today on at once; the price stays unless `keepPrice` is false.
   */
  async checkOut(id: string, input: CheckOut, actor: Actor): Promise<BookingDetail> {
    const booking = await this.bookings.load(id, actor, input.version);
    const { rooms, guests } = await this.bookings.bookedRooms(booking);
    const chosen = this.chosen(rooms, input.roomBooking);
    const inHouse = chosen.filter((r) => r.checkIn && !r.checkOut);
    const targets = input.roomBooking || !inHouse.length ? chosen : inHouse;
    for (const room of targets) {
      const problem = checkOutProblem({ checkIn: iso(room.checkIn), checkOut: iso(room.checkOut) });
      if (problem) throw deskError(problem, booking, room);
    }
    const { today } = await this.bookings.operatorDay();
    const leaving = new Map(targets.map((r) => [r.id, departureAfterCheckOut(r, today)]));
    const after = rooms.map((r) => ({ ...r, to: leaving.get(r.id) ?? r.to }));
    const shortened = targets.filter((r) => leaving.get(r.id)! < r.to);
    const { to } = spanOf(after);
    const now = this.services.clock.now();
    const allOut = rooms.every((r) => r.checkOut || leaving.has(r.id));
    const calculation =
      input.keepPrice || !shortened.length
        ? null
        : await this.bookings.reprice(
            booking,
            deskTarget(booking, after, kindOf(shortened[0]!)),
            await this.bookings.replan(after, guests, new Map()),
          );
    const values = { to, ...(allOut ? { checkOut: now } : {}), ...(calculation ? priced(calculation) : {}) };
    return this.bookings.commit(booking, 'checkOut', actor, values, async (tx) => {
      for (const room of targets)
        await tx.updateRoomBooking(room.id, { checkOut: now, to: leaving.get(room.id) });
      for (const room of shortened) {
        await tx.releaseBeds(booking.id, room.id);
        await this.bookings.hold(
          tx,
          booking,
          room.id,
          { id: room.room, name: room.roomName },
          room.beds,
          { from: room.from, to: leaving.get(room.id)! },
          actor,
        );
      }
    });
  }

  async lockRoom(id: string, roomBooking: string, input: Lock, actor: Actor): Promise<BookingDetail> {
    const booking = await this.bookings.load(id, actor, input.version);
    const { rooms } = await this.bookings.bookedRooms(booking);
    this.bookings.checkAction(booking, 'lock');
    const room = this.booked(rooms, roomBooking);
    const locked = input.locked ?? !room.locked;
    return this.bookings.commit(booking, locked ? 'lock' : 'unlock', actor, {}, async (tx) => {
      await tx.updateRoomBooking(room.id, { locked });
    });
  }

  /** The booked room moves to another room, and to other dates when given (the chart's drag). */
  async moveRoom(id: string, roomBooking: string, input: MoveRoom, actor: Actor): Promise<BookingDetail> {
    const dates = input.from && input.to ? { from: input.from, to: input.to } : undefined;
    const change = { room: input.room, beds: input.beds, dates };
    return this.relocate(id, roomBooking, change, input, actor, 'moveRoom');
  }

  /**
   * Other dates for a booked room and the rooms of its booking that share its dates: a booking is
   * priced as one stay, so they move together (giving one room other dates is a split).
   */
  changeDates(id: string, roomBooking: string, input: RoomDates, actor: Actor): Promise<BookingDetail> {
    const change = { dates: { from: input.from, to: input.to } };
    return this.relocate(id, roomBooking, change, input, actor, 'roomDates');
  }

  /** What a move to another room and/or other dates would do: the clash, the lock, the new price. */
  async preview(id: string, roomBooking: string, input: Preview, actor: Actor): Promise<RoomChangePreview> {
    const booking = await this.bookings.load(id, actor);
    const dates = input.from && input.to ? { from: input.from, to: input.to } : undefined;
    const plan = await this.plan(booking, roomBooking, { room: input.room, beds: input.beds, dates }, false);
    let clash: RoomChangePreview['clash'] = null;
    for (const room of plan.moved) {
      const found = await this.desk.firstClash({
        room: room.room,
        beds: heldBeds(room.beds),
        from: room.from,
        to: room.to,
        excludeBooking: booking.id,
      });
      if (found) {
        clash = { room: room.roomName, ...found };
        break;
      }
    }
    const calculation = await this.bookings.reprice(booking, plan.target, plan.planned);
    return {
      currency: booking.currency,
      total: booking.total,
      repriced: calculation.total.amount,
      clash,
      locked: plan.locked,
    };
  }

  /** One transaction: the moved rooms free their beds, take the new room and dates, hold them again. */
  private async relocate(
    id: string,
    roomBooking: string,
    change: Change,
    options: { keepPrice: boolean; version?: number },
    actor: Actor,
    action: HistoryAction,
  ): Promise<BookingDetail> {
    const booking = await this.bookings.load(id, actor, options.version);
    this.bookings.checkAction(booking, 'rooms');
    const plan = await this.plan(booking, roomBooking, change, true);
    const calculation = options.keepPrice
      ? null
      : await this.bookings.reprice(booking, plan.target, plan.planned);
    const holds = holdsBeds(booking.state as BookingState);
    const values = {
      from: plan.span.from,
      to: plan.span.to,
      ...(calculation ? priced(calculation) : {}),
    };
    return this.bookings.commit(booking, action, actor, values, async (tx) => {
      // Free every moved room first: the booking's own rooms must not clash with themselves.
      for (const room of plan.moved) {
        if (holds) await tx.releaseBeds(booking.id, room.id);
        await tx.updateRoomBooking(room.id, {
          room: room.room,
          beds: room.beds,
          from: room.from,
          to: room.to,
        });
      }
      if (holds)
        for (const room of plan.moved)
          await this.bookings.hold(
            tx,
            booking,
            room.id,
            { id: room.room, name: room.roomName },
            room.beds,
            room,
            actor,
          );
    });
  }

  /**
   * The booking's rooms after a change: the moved room (and, for new dates, the rooms sharing its
   * dates), checked; `strict` refuses a locked, checked-out or arrived room instead of reporting it.
   */
  private async plan(booking: BookingRow, roomBooking: string, change: Change, strict: boolean) {
    const { rooms, guests } = await this.bookings.bookedRooms(booking);
    const moving = this.booked(rooms, roomBooking);
    if (change.dates && kindOf(moving) !== 'resort')
      throw refuseField(
        'from',
        "A trip's dates are its schedule's; move the booking to another trip instead",
      );
    if (change.dates) await this.bookings.limits.checkStay(change.dates, 'to');
    // A stay with a trip in the same booking keeps clear of the trip's nights.
    const clash = change.dates
      ? overlapProblems(
          rooms.filter((r) => kindOf(r) === 'vessel'),
          change.dates,
          'from',
        )
      : [];
    if (clash.length) throw refuseField('from', clash[0]!.message);
    const group = change.dates ? rooms.filter((r) => r.from === moving.from && r.to === moving.to) : [moving];
    const locked = group.some((r) => r.locked);
    if (strict) this.checkMovable(booking, group, change.dates?.from ?? moving.from);
    const newRoom = change.room && change.room !== moving.room ? change.room : null;
    const [target] = newRoom ? await this.bookings.repository.rooms([newRoom]) : [];
    const beds = newRoom ? (change.beds ?? null) : (change.beds ?? moving.beds);
    if (newRoom) {
      if (!beds) refuseOverCapacity(target, moving.places);
      const problems = roomProblems(
        deskTarget(booking, rooms, kindOf(moving)),
        target,
        moving.places,
        beds,
        '',
      );
      if (problems.length)
        throw validationError(problems, problems.map((p) => `${p.path}: ${p.message}`).join('; '));
    }
    const after = rooms.map((r) => ({
      ...r,
      ...(change.dates && group.includes(r) ? change.dates : {}),
      ...(r.id === moving.id
        ? { room: target?.id ?? r.room, roomName: target?.name ?? r.roomName, beds }
        : {}),
    }));
    const moved = after.filter(
      (r) => r.id === moving.id || (change.dates && group.some((g) => g.id === r.id)),
    );
    const replaced = target ? new Map([[moving.id, { room: target, beds }]]) : new Map();
    return {
      moved,
      locked,
      target: deskTarget(booking, after, kindOf(moving)),
      span: spanOf(after),
      planned: await this.bookings.replan(after, guests, replaced),
    };
  }

  // ---- steps ----

  private booked(rooms: RoomBookingView[], roomBooking: string): RoomBookingView {
    const room = rooms.find((r) => r.id === roomBooking);
    if (!room) throw notFound('Booked room');
    return room;
  }

  /** The booking's rooms, or the one named: a room of another booking is a 400 on the field. */
  private chosen(rooms: RoomBookingView[], roomBooking: string | undefined): RoomBookingView[] {
    if (!roomBooking) return rooms;
    const room = rooms.find((r) => r.id === roomBooking);
    if (!room) throw refuseField('roomBooking', 'Not a room of this booking');
    return [room];
  }

  /** Locked, checked-out or (for a new arrival day) checked-in rooms keep their dates. */
  private checkMovable(booking: BookingRow, group: RoomBookingView[], from: string): void {
    refuseLocked(group);
    const left = group.find((r) => r.checkOut);
    if (left) throw deskError('ALREADY_CHECKED_OUT', booking, left);
    const arrived = group.find((r) => r.checkIn && r.from !== from);
    if (arrived) throw deskError('ALREADY_CHECKED_IN', booking, arrived);
  }
}

/**
 * Where the changed rooms are: the booking over its rooms' nights, or in a booking with a resort
 * stay and a trip the part of that kind (booking-segments.ts).
 */
function deskTarget(
  booking: BookingRow,
  rooms: { vessel: string | null; from: string; to: string }[],
  kind: SegmentKind,
): BookingTarget {
  return isMixed(booking)
    ? segmentOf(booking, rooms, kind)
    : { ...(booking as BookingTarget), ...spanOf(rooms) };
}
