import {
  type ArrivalCount,
  type ArrivalDepartureDay,
  addDays,
  canSeeAsset,
  CHECK_IN_MODES,
  type CheckInMode,
  chartRangeProblem,
  type CustomerAtDate,
  DEFAULT_DISPLAY_SETTINGS,
  type DisplaySettings,
  FRONT_DESK_MAX_DAYS,
  type FrontDeskLine,
  frontDeskDays,
  isIsoDate,
  missingGuestData,
  nightsBetween,
  type OccupancyChart,
  parseWeekdayList,
  SCHEDULE_DAY_SETTINGS,
} from '@seaberth/domain';
import { isUuid } from '../../db/resource-repository.ts';
import { refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor, BookingService } from './booking.service.ts';
import { type DeskGuestRow, type DeskRoomRow, FrontDeskRepository } from './front-desk.repository.ts';

const refuse = (path: string, message: string) => validationError([{ path, message }], `${path}: ${message}`);

/**
 * What the front desk reads: the occupancy chart of a resort, arrivals and departures per day,
 * arrival counts and guests in house. Each read is a fixed number of statements.
 */
export class FrontDeskReads {
  readonly desk: FrontDeskRepository;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
  ) {
    this.desk = new FrontDeskRepository(services.database.db);
  }

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

  /** SPEC §8: a desk list without (or with an unknown) resort answers RESORT_NOT_FOUND. */
  private async visibleResort(id: string, actor: Actor): Promise<{ id: string; name: string }> {
    const resort =
      isUuid(id) && canSeeAsset(actor.principal, 'resort', id) ? await this.desk.resort(id) : undefined;
    if (!resort) throw refusal('RESORT_NOT_FOUND', 'Choose a resort: none was given, or it does not exist');
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
