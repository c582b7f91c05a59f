import {
  type BookingDetail,
  createBookingSchema,
  OTA_MESSAGES,
  type OtaRoom,
  type OtaUpdateState,
} from '@seaberth/domain';
import { newCustomerRow } from '../../db/new-customers.ts';
import { type Actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { freeRooms, OccupancyRepository } from '../assets/index.ts';
import type { BookingActions, FrontDeskService } from '../bookings/index.ts';
import { PROVIDER } from './channel-connections.ts';
import type { ChannelBookingRevision, ChannelManager } from './channel-manager.ts';
import type { Placing } from './ota-placing.ts';
import type { NewOtaUpdate, OtaUpdateRow, OtaUpdatesRepository } from './ota-updates.repository.ts';

/** Bookings from the channel act as the system, named so in the booking's history. */
export const OTA_ACTOR: Actor = { ...SYSTEM_ACTOR, name: 'Channel manager' };

/** What became of a revision: its state, why, and the booking it made or changed. */
interface Outcome {
  state: OtaUpdateState;
  message: string;
  booking?: string | null;
}

/** A room taken by someone else meanwhile (the hold's exclusion constraint): try another room. */
const taken = (error: unknown) =>
  error instanceof AppError && (error.code === 'ROOM_TAKEN' || error.statusCode === 409);

/**
 * Applies booking revisions from the channel (issue 39) through the same booking flow as every
 * other channel: the booking service creates (source `ota`, the OTA's reservation code as its
 * reference, the guest found by e-mail or made a customer), the front desk's move changes dates
 * and rooms, the cancel action cancels; the channel's price is kept by a line making up the
 * difference. A sale no room is free for is never booked twice: it is stored as a conflict for
 * the operator. Each revision is applied once (its row is claimed first) and acknowledged once.
 */
/**
 * The booking's total becomes the channel's price: a line makes up the difference to our own.
 * Also used by the demo's portal sales, so they are priced as a received one is.
 */
export async function keepChannelPrice(
  actions: BookingActions,
  booking: BookingDetail,
  sale: Pick<ChannelBookingRevision, 'amount' | 'currency' | 'otaName' | 'reference'>,
): Promise<BookingDetail> {
  const difference = sale.amount - booking.total;
  if (!sale.amount || difference === 0 || (sale.currency && sale.currency !== booking.currency))
    return booking;
  return actions.calculation.add(
    booking.id,
    {
      text: `${sale.otaName || 'Channel'} price ${sale.reference}`.trim(),
      amount: difference,
      type: difference < 0 ? 'discount' : 'cost',
      customer: null,
      customerType: 'Direct',
      version: booking.version,
    },
    OTA_ACTOR,
  );
}

export class OtaIngestion {
  private readonly occupancy: OccupancyRepository;

  constructor(
    private readonly services: Services,
    private readonly updates: OtaUpdatesRepository,
    private readonly actions: BookingActions,
    private readonly desk: FrontDeskService,
  ) {
    this.occupancy = new OccupancyRepository(services.database.db);
  }

  /** One revision from the webhook or the feed: applied unless known, then acknowledged once. */
  async receive(revision: ChannelBookingRevision, manager: ChannelManager): Promise<void> {
    const known = await this.updates.byRevision(PROVIDER, revision.id);
    if (known) {
      // Known but its acknowledgement was lost: the feed offers it again, say so once more.
      if (!known.ackedAt) await this.acknowledge(known, manager);
      return;
    }
    const rooms = await this.roomsOf(revision);
    const resort = rooms.resort;
    const row = await this.updates.claim({
      provider: PROVIDER,
      revisionId: revision.id,
      otaBookingId: revision.bookingId,
      reference: revision.reference,
      otaName: revision.otaName,
      kind: revision.status,
      state: 'error',
      resort,
      guest: revision.guest,
      from: revision.from || '1970-01-01',
      to: revision.to || '1970-01-02',
      rooms: rooms.list,
      amount: revision.amount,
      currency: revision.currency,
      revisedAt: revision.revisedAt,
      receivedAt: this.services.clock.now(),
    } satisfies NewOtaUpdate);
    // Another delivery of the same revision claimed it at the same moment: that one acknowledges.
    if (!row) return;
    let outcome: Outcome;
    try {
      outcome = await this.apply(row, revision, rooms.list, resort);
    } catch (error) {
      // Not applied: the claim goes, so the feed's next offer tries again.
      await this.updates.release(row.id);
      throw error;
    }
    await this.updates.update(row.id, {
      state: outcome.state,
      message: outcome.message,
      ...(outcome.booking === undefined ? {} : { booking: outcome.booking }),
    });
    await this.acknowledge(row, manager);
  }

  private async acknowledge(row: OtaUpdateRow, manager: ChannelManager): Promise<void> {
    await manager.acknowledge(row.revisionId);
    await this.updates.update(row.id, { ackedAt: this.services.clock.now() });
  }

  /** The sold rooms with our room types, and the resort they are at (the first mapped one's). */
  private async roomsOf(
    revision: ChannelBookingRevision,
  ): Promise<{ list: OtaRoom[]; resort: string | null }> {
    const types = await this.updates.channelRoomTypes(revision.rooms.map((r) => r.channelRoomType));
    const list = revision.rooms.map((room) => {
      const ours = types.get(room.channelRoomType);
      return { ...room, roomType: ours?.roomType ?? null, roomTypeName: ours?.name ?? room.channelRoomType };
    });
    const resort = list.map((r) => types.get(r.channelRoomType)?.resort).find(Boolean) ?? null;
    return { list, resort };
  }

  private async apply(
    row: OtaUpdateRow,
    revision: ChannelBookingRevision,
    rooms: OtaRoom[],
    resort: string | null,
  ): Promise<Outcome> {
    const later = await this.updates.effective(revision.bookingId, row.id);
    if (later.some((other) => other.revisedAt > revision.revisedAt))
      return { state: 'ignored', message: OTA_MESSAGES.superseded };
    const booking = await this.updates.bookingOf(revision.bookingId);
    await this.updates.supersede(revision.bookingId, row.id, OTA_MESSAGES.superseded);
    if (revision.status === 'cancelled') {
      if (!booking) return { state: 'applied', message: OTA_MESSAGES.nothingToCancel };
      await this.cancel(booking, revision);
      return { state: 'applied', message: '', booking };
    }
    const problem = await this.problem(revision, rooms, resort);
    if (problem) return { state: 'error', message: problem, booking };
    if (booking) return this.modify(booking, revision, rooms);
    return this.create(revision, rooms, resort!);
  }

  /** Why a sale cannot be booked as sent, or undefined. */
  private async problem(revision: ChannelBookingRevision, rooms: OtaRoom[], resort: string | null) {
    if (!revision.from || !revision.to || revision.from >= revision.to || !rooms.length)
      return `Booking revision without valid dates or rooms (${revision.from} – ${revision.to})`;
    const unmapped = rooms.find((r) => !r.roomType);
    if (unmapped || !resort) return `${OTA_MESSAGES.unmappedRoomType}: ${unmapped?.channelRoomType ?? ''}`;
    const rates = await this.updates.mappedRatePlans(rooms.map((r) => r.channelRatePlan));
    const unrated = rooms.find((r) => !rates.has(r.channelRatePlan));
    if (unrated) return `${OTA_MESSAGES.unmappedRatePlan}: ${unrated.channelRatePlan}`;
    return undefined;
  }

  /** Free whole rooms of each sold room type, one per sold room; undefined when one is short. */
  private async pick(resort: string, rooms: OtaRoom[], from: string, to: string) {
    const free = (await freeRooms(this.occupancy, resort, from, to)).filter((r) => r.free);
    const chosen: { id: string; availableBeds: number }[] = [];
    for (const sold of rooms) {
      const room = free.find((r) => r.roomType === sold.roomType && !chosen.some((c) => c.id === r.id));
      if (!room) return undefined;
      chosen.push(room);
    }
    return chosen;
  }

  private async create(
    revision: ChannelBookingRevision,
    rooms: OtaRoom[],
    resort: string,
    placed?: string[],
  ): Promise<Outcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const chosen = placed
        ? placed.map((id) => ({ id, availableBeds: 64 }))
        : await this.pick(resort, rooms, revision.from, revision.to);
      if (!chosen) return { state: 'conflict', message: OTA_MESSAGES.noFreeRoom, booking: null };
      try {
        const detail = await this.book(revision, rooms, resort, chosen);
        return { state: placed ? 'placed' : 'applied', message: '', booking: detail.id };
      } catch (error) {
        // Taken between the look and the booking: look again (the constraint never lets it through).
        if (!taken(error) || placed) throw error;
      }
    }
    return { state: 'conflict', message: OTA_MESSAGES.noFreeRoom, booking: null };
  }

  private async book(
    revision: ChannelBookingRevision,
    rooms: OtaRoom[],
    resort: string,
    chosen: { id: string; availableBeds: number }[],
  ): Promise<BookingDetail> {
    const customer = await this.customer(revision);
    const input = createBookingSchema.parse({
      resort,
      dates: { from: revision.from, to: revision.to },
      rooms: chosen.map((room, i) => {
        const places = Math.max(1, Math.min(rooms[i]!.adults + rooms[i]!.children, room.availableBeds || 1));
        return { room: room.id, guests: [i === 0 ? customer : null, ...Array(places - 1).fill(null)] };
      }),
      lead: customer,
      state: 'confirmed',
      source: 'ota',
      ...(revision.currency ? { currency: revision.currency } : {}),
      note: `${revision.otaName} ${revision.reference}`.trim(),
    });
    const made = await this.actions.core.create(input, OTA_ACTOR);
    // Read again: what follows a new booking (its to-dos, the guests' stays) may have moved its version.
    const current = (await this.actions.core.detail(made.id)) ?? made;
    const referenced = revision.reference
      ? await this.actions.life.addReference(
          made.id,
          { kind: 'ota', value: revision.reference, version: current.version },
          OTA_ACTOR,
        )
      : current;
    return this.keepPrice(referenced, revision);
  }

  private keepPrice(booking: BookingDetail, revision: ChannelBookingRevision): Promise<BookingDetail> {
    return keepChannelPrice(this.actions, booking, revision);
  }

  /** The guest as a customer: the one known by this e-mail address, else a new one. */
  private async customer(revision: ChannelBookingRevision): Promise<string> {
    const known = await this.updates.customerByEmail(revision.guest.mail);
    if (known) return known;
    const { guest } = revision;
    const customer = newCustomerRow({
      firstName: guest.name || '-',
      lastName: guest.surname || guest.name || '-',
      email: guest.mail,
      phone: guest.phone,
      country: guest.country.length === 2 ? guest.country.toUpperCase() : '',
      customerType: 'ota',
    });
    await this.updates.insertCustomer(customer);
    return customer.id!;
  }

  /** Other dates or room type: each booked room moves, to its own room when still free, else another. */
  private async modify(id: string, revision: ChannelBookingRevision, rooms: OtaRoom[]): Promise<Outcome> {
    let booking = (await this.actions.core.detail(id))!;
    for (const [i, booked] of booking.rooms.entries()) {
      const sold = rooms[i];
      if (!sold) break;
      if (booked.roomType === sold.roomType && booked.from === revision.from && booked.to === revision.to)
        continue;
      const free = await this.pick(booking.resort ?? '', [sold], revision.from, revision.to);
      const candidates = [
        ...(booked.roomType === sold.roomType ? [booked.room] : []),
        ...(free ?? []).map((r) => r.id),
      ];
      let moved: BookingDetail | undefined;
      for (const room of candidates) {
        try {
          moved = await this.desk.moveRoom(
            id,
            booked.id,
            { room, from: revision.from, to: revision.to, keepPrice: true, version: booking.version },
            OTA_ACTOR,
          );
          break;
        } catch (error) {
          if (!taken(error)) throw error;
        }
      }
      // The booking keeps its rooms and dates; the operator places the change by hand.
      if (!moved) return { state: 'conflict', message: OTA_MESSAGES.noFreeRoom, booking: id };
      booking = moved;
    }
    await this.keepPrice(booking, revision);
    return { state: 'applied', message: '', booking: id };
  }

  private async cancel(id: string, revision: ChannelBookingRevision): Promise<void> {
    const booking = await this.actions.core.detail(id);
    if (!booking || booking.state === 'aborted') return;
    await this.actions.life.cancel(
      id,
      {
        reason: 'customer',
        message: `${revision.otaName} ${revision.reference}`.trim(),
        useTerms: false,
        includeCommission: true,
        version: booking.version,
      },
      OTA_ACTOR,
    );
  }

  /**
   * The operator places a conflict (checked first, ota-placing.ts): a new sale into the rooms they
   * chose, one per sold room, as one booking (its rooms held together or not at all); or a change
   * of a booking, each of its rooms moved, the moves undone when one is refused.
   */
  async place(row: OtaUpdateRow, placing: Placing): Promise<Outcome> {
    const { rooms, from, to } = placing;
    const revision: ChannelBookingRevision = {
      id: row.revisionId,
      bookingId: row.otaBookingId,
      reference: row.reference,
      otaName: row.otaName,
      status: row.kind as ChannelBookingRevision['status'],
      from,
      to,
      amount: row.amount,
      currency: row.currency,
      guest: row.guest,
      rooms: row.rooms,
      revisedAt: row.revisedAt,
    };
    if (!row.booking) return this.create(revision, row.rooms, row.resort!, rooms);
    let booking = (await this.actions.core.detail(row.booking))!;
    const moved: BookingDetail['rooms'] = [];
    try {
      for (const [i, booked] of booking.rooms.entries()) {
        const room = rooms[i];
        if (!room) break;
        booking = await this.desk.moveRoom(
          row.booking,
          booked.id,
          { room, from, to, keepPrice: true, version: booking.version },
          OTA_ACTOR,
        );
        moved.push(booked);
      }
    } catch (error) {
      await this.moveBack(row.booking, moved);
      throw error;
    }
    await this.keepPrice(booking, revision);
    return { state: 'placed', message: '', booking: row.booking };
  }

  /** Puts rooms moved by a placing that failed halfway back where they were. */
  private async moveBack(id: string, rooms: BookingDetail['rooms']): Promise<void> {
    for (const booked of rooms.reverse()) {
      const booking = (await this.actions.core.detail(id))!;
      const { room, from, to } = booked;
      await this.desk
        .moveRoom(id, booked.id, { room, from, to, keepPrice: true, version: booking.version }, OTA_ACTOR)
        .catch(() => undefined);
    }
  }
}
