import {
  type ArrivalCount,
  type ArrivalDepartureDay,
  addDays,
  type BookingDetail,
  type BookingState,
  type CheckInProblem,
  type CheckOutProblem,
  canSeeAsset,
  CHECK_IN_MODES,
  type CheckInMode,
  chartRangeProblem,
  checkInProblem,
  checkInSchema,
  checkOutProblem,
  checkOutSchema,
  type CustomerAtDate,
  DEFAULT_DISPLAY_SETTINGS,
  departureAfterCheckOut,
  type DisplaySettings,
  FRONT_DESK_MAX_DAYS,
  type FrontDeskLine,
  formatDate,
  frontDeskDays,
  holdsBeds,
  isIsoDate,
  type lockRoomSchema,
  missingGuestData,
  type moveRoomSchema,
  nightsBetween,
  type OccupancyChart,
  parseWeekdayList,
  type RoomChangePreview,
  type roomChangePreviewSchema,
  type roomDatesSchema,
  SCHEDULE_DAY_SETTINGS,
} from '@seaberth/domain';
import type { z } from 'zod';
import { isUuid } from '../../db/resource-repository.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type Actor, type BookingService, priced, refuseLocked } from './booking.service.ts';
import { type BookingTarget, heldBeds, roomProblems } from './booking-steps.ts';
import type { BookingRow, RoomBookingView } from './bookings.repository.ts';
import { type DeskGuestRow, type DeskRoomRow, FrontDeskRepository } from './front-desk.repository.ts';

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
  return new AppError(409, code, messages[code], undefined, undefined, params);
}

const refuse = (path: string, message: string) => validationError([{ path, message }], `${path}: ${message}`);

/**
 * The front desk: check-in and check-out, locked room assignments, moving a booked room to another
 * room or other dates (with a preview), and the reads of the occupancy chart and arrivals list.
 * Writes go through the booking service's steps: one transaction that claims the booking's
 * version first, beds held by the exclusion constraint.
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
    const now = new Date();
    await this.bookings.repository.transaction(async (tx) => {
      await this.bookings.claim(tx, booking, { checkIn: booking.checkIn ?? now });
      for (const room of targets) await tx.updateRoomBooking(room.id, { checkIn: now });
    });
    return (await this.bookings.detail(id))!;
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
    const now = new Date();
    const allOut = rooms.every((r) => r.checkOut || leaving.has(r.id));
    const calculation =
      input.keepPrice || !shortened.length
        ? null
        : await this.bookings.reprice(
            booking,
            { ...(booking as BookingTarget), to },
            await this.bookings.replan(after, guests, new Map()),
          );
    await this.bookings.repository.transaction(async (tx) => {
      await this.bookings.claim(tx, booking, {
        to,
        ...(allOut ? { checkOut: now } : {}),
        ...(calculation ? priced(calculation) : {}),
      });
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
    return (await this.bookings.detail(id))!;
  }

  async lockRoom(id: string, roomBooking: string, input: Lock, actor: Actor): Promise<BookingDetail> {
    const booking = await this.bookings.load(id, actor, input.version);
    const { rooms } = await this.bookings.bookedRooms(booking);
    const room = this.booked(rooms, roomBooking);
    await this.bookings.repository.transaction(async (tx) => {
      await this.bookings.claim(tx, booking, {});
      await tx.updateRoomBooking(room.id, { locked: input.locked ?? !room.locked });
    });
    return (await this.bookings.detail(id))!;
  }

  /** The booked room moves to another room, and to other dates when given (the chart's drag). */
  async moveRoom(id: string, roomBooking: string, input: MoveRoom, actor: Actor): Promise<BookingDetail> {
    const dates = input.from && input.to ? { from: input.from, to: input.to } : undefined;
    return this.relocate(id, roomBooking, { room: input.room, beds: input.beds, dates }, input, actor);
  }

  /**
   * Other dates for a booked room and the rooms of its booking that share its dates: a booking is
   * priced as one stay, so they move together (giving one room other dates is a split).
   */
  changeDates(id: string, roomBooking: string, input: RoomDates, actor: Actor): Promise<BookingDetail> {
    return this.relocate(id, roomBooking, { dates: { from: input.from, to: input.to } }, input, actor);
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
  ): Promise<BookingDetail> {
    const booking = await this.bookings.load(id, actor, options.version);
    const plan = await this.plan(booking, roomBooking, change, true);
    const calculation = options.keepPrice
      ? null
      : await this.bookings.reprice(booking, plan.target, plan.planned);
    const holds = holdsBeds(booking.state as BookingState);
    await this.bookings.repository.transaction(async (tx) => {
      await this.bookings.claim(tx, booking, {
        from: plan.target.from,
        to: plan.target.to,
        ...(calculation ? priced(calculation) : {}),
      });
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
    return (await this.bookings.detail(id))!;
  }

  /**
   * The booking's rooms after a change: the moved room (and, for new dates, the rooms sharing its
   * dates), checked; `strict` refuses a locked, checked-out or arrived room instead of reporting it.
   */
  private async plan(booking: BookingRow, roomBooking: string, change: Change, strict: boolean) {
    const { rooms, guests } = await this.bookings.bookedRooms(booking);
    const moving = this.booked(rooms, roomBooking);
    if (change.dates && booking.type !== 'resort')
      throw refuse('from', "A trip's dates are its schedule's; move the booking to another trip instead");
    const group = change.dates ? rooms.filter((r) => r.from === moving.from && r.to === moving.to) : [moving];
    const locked = group.some((r) => r.locked);
    if (strict) this.checkMovable(booking, group, change.dates?.from ?? moving.from);
    const newRoom = change.room && change.room !== moving.room ? change.room : null;
    const [target] = newRoom ? await this.bookings.repository.rooms([newRoom]) : [];
    const beds = newRoom ? (change.beds ?? null) : (change.beds ?? moving.beds);
    if (newRoom) {
      const problems = roomProblems(booking as BookingTarget, target, moving.places, beds, '');
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
      target: { ...(booking as BookingTarget), ...spanOf(after) },
      planned: await this.bookings.replan(after, guests, replaced),
    };
  }

  // ---- reads ----

  /** The occupancy chart of a resort for [from, to): six statements, whatever the range and rooms. */
  async chart(resortId: string, from: string, to: string, actor: Actor): Promise<OccupancyChart> {
    const problem = chartRangeProblem(from, to);
    if (problem) throw refuse('to', problem);
    const resort = await this.visibleResort(resortId, actor);
    const [roomTypes, rooms, bars, blockers, categories, display, weekend, today] = await Promise.all([
      this.desk.roomTypesOf(resort.id),
      this.desk.roomsOf(resort.id, undefined),
      this.desk.bars(resort.id, from, to),
      this.desk.blockers(resort.id, from, to),
      this.desk.categories(),
      this.displaySettings(),
      this.weekend(),
      this.bookings.operatorDay().then((d) => d.today),
    ]);
    return { resort, from, to, today, roomTypes, rooms, bars, blockers, categories, display, weekend };
  }

  /** Arrivals and departures of a resort per day of [from, to] (both included), as the desk works them. */
  async arrivalsAndDepartures(
    resortId: string,
    from: string,
    to: string,
    actor: Actor,
  ): Promise<ArrivalDepartureDay[]> {
    if (!isIsoDate(from) || !isIsoDate(to) || from > to || nightsBetween(from, to) >= FRONT_DESK_MAX_DAYS)
      throw refuse('to', `Give from on or before to, at most ${FRONT_DESK_MAX_DAYS} days`);
    const resort = await this.visibleResort(resortId, actor);
    const rows = await this.desk.arrivalsAndDepartures(resort.id, from, to);
    const bookingIds = [...new Set(rows.map((r) => r.booking))];
    const [guests, transfers] = await Promise.all([
      this.desk.guestsOfRooms(rows.map((r) => r.roomBooking)),
      this.desk.transfers(bookingIds),
    ]);
    const lines = (day: string, kind: 'arrival' | 'departure'): FrontDeskLine[] => {
      const todays = rows.filter((r) => (kind === 'arrival' ? r.from : r.to) === day);
      return [...new Set(todays.map((r) => r.booking))].map((booking) => {
        const mine = todays.filter((r) => r.booking === booking);
        const transfer = transfers.find((t) => t.booking === booking && t.kind === kind && t.date === day);
        return toDeskLine(
          mine,
          guests,
          transfer ? { time: transfer.time, flight: transfer.flight, note: transfer.note } : null,
        );
      });
    };
    return frontDeskDays(from, to).map((date) => ({
      date,
      arrivals: lines(date, 'arrival'),
      departures: lines(date, 'departure'),
    }));
  }

  async arrivalCount(start: string | undefined, days: number, actor: Actor): Promise<ArrivalCount[]> {
    const first = start ?? (await this.bookings.operatorDay()).today;
    const last = addDays(first, days - 1);
    const rows = await this.desk.arrivingOrDeparting(
      first,
      last,
      this.bookings.repository.visibleTo(actor.principal),
    );
    return Array.from({ length: days }, (_, i) => {
      const date = addDays(first, i);
      const arriving = rows.filter((r) => r.from === date);
      const departing = rows.filter((r) => r.to === date);
      return {
        date,
        arrivals: arriving.length,
        departures: departing.length,
        arrivingPax: arriving.reduce((sum, r) => sum + r.noOfPax, 0),
        departingPax: departing.reduce((sum, r) => sum + r.noOfPax, 0),
      };
    });
  }

  customersAtDate(
    from: string,
    to: string,
    asset: string | undefined,
    actor: Actor,
  ): Promise<CustomerAtDate[]> {
    return this.desk.guestsInHouse(from, to, asset, this.bookings.repository.visibleTo(actor.principal));
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
    if (!room) throw refuse('roomBooking', 'Not a room of this booking');
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

  /** SPEC §8: a desk list without (or with an unknown) resort answers RESORT_NOT_FOUND. */
  private async visibleResort(id: string, actor: Actor): Promise<{ id: string; name: string }> {
    const resort =
      isUuid(id) && canSeeAsset(actor.principal, 'resort', id) ? await this.desk.resort(id) : undefined;
    if (!resort)
      throw new AppError(404, 'RESORT_NOT_FOUND', 'Choose a resort: none was given, or it does not exist');
    return resort;
  }

  private async displaySettings(): Promise<DisplaySettings> {
    const [calendar, booking] = await Promise.all([
      this.services.settings.group('calendar'),
      this.services.settings.group('booking'),
    ]);
    const flag = (value: string | undefined, fallback: boolean) =>
      value === undefined ? fallback : value === 'true' || value === '1';
    const mode = booking.checkInMode as CheckInMode;
    return {
      greyPast: flag(calendar.greyPast, DEFAULT_DISPLAY_SETTINGS.greyPast),
      checkInMode: CHECK_IN_MODES.includes(mode) ? mode : DEFAULT_DISPLAY_SETTINGS.checkInMode,
      focColor: /^#[0-9a-fA-F]{6}$/.test(calendar.focColor ?? '') ? calendar.focColor! : null,
      categoryColors: flag(calendar.categoryColors, DEFAULT_DISPLAY_SETTINGS.categoryColors),
    };
  }

  private async weekend(): Promise<OccupancyChart['weekend']> {
    const calendar = await this.services.settings.group(SCHEDULE_DAY_SETTINGS.group);
    return {
      arrivalDays: parseWeekdayList(calendar[SCHEDULE_DAY_SETTINGS.arrivalDays]),
      departureDays: parseWeekdayList(calendar[SCHEDULE_DAY_SETTINGS.departureDays]),
    };
  }
}

/** The first arrival and the last departure of a booking's rooms (ISO dates sort as text). */
function spanOf(rooms: { from: string; to: string }[]): { from: string; to: string } {
  const froms = rooms.map((r) => r.from).sort();
  const tos = rooms.map((r) => r.to).sort();
  return { from: froms[0]!, to: tos[tos.length - 1]! };
}

/** One booking's rooms arriving (or departing) on a day, with the guest data still missing. */
function toDeskLine(
  rows: DeskRoomRow[],
  guests: DeskGuestRow[],
  transfer: FrontDeskLine['transfer'],
): FrontDeskLine {
  const first = rows[0]!;
  const rooms = rows.map((r) => {
    const mine = guests.filter((g) => g.roomBooking === r.roomBooking);
    return {
      roomBooking: r.roomBooking,
      room: r.room,
      roomName: r.roomName,
      from: r.from,
      to: r.to,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      locked: r.locked,
      guests: mine.map((g) => ({ customer: g.customer, fullName: g.fullName, missing: missingGuestData(g) })),
      unnamed: Math.max(0, r.places - mine.length),
    };
  });
  return {
    booking: first.booking,
    bookingNo: first.bookingNo,
    version: first.version,
    state: first.state,
    leadName: first.leadName,
    from: first.bookingFrom,
    to: first.bookingTo,
    noOfPax: first.noOfPax,
    currency: first.currency,
    total: first.total,
    paid: first.paid,
    open: first.total - first.paid,
    rooms,
    missingGuestData: rooms.reduce(
      (sum, r) => sum + r.unnamed + r.guests.filter((g) => g.missing.length > 0).length,
      0,
    ),
    transfer,
  };
}
