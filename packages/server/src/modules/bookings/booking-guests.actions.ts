import {
  type BookingDetail,
  type BookingState,
  type changeCustomerSchema,
  type guestVariantSchema,
  holdsBeds,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { ActionInput, Actor } from '../../http/actor.ts';
import { refuseUnreachableOnBooking } from './booking-customers.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { guestsOfPart, paxOf, type SegmentKind, segmentOf } from './booking-segments.ts';
import { placesOf, priced } from './booking-steps.ts';
import type { BookingRow, GuestView, RoomBookingView } from './booking-rows.ts';
import type { BookingsRepository } from './bookings.repository.ts';

type ChangeCustomer = ActionInput<z.output<typeof changeCustomerSchema>>;
type Variant = z.output<typeof guestVariantSchema>;

/**
 * Who sleeps in which bed: another customer in a bed, a bed emptied (the place stays paid for),
 * a guest's price variant. Each re-prices the booking (unless the price is kept) and, in a shared
 * room held by gender, holds its beds again so the database checks the new guest.
 */
export class BookingGuestActions {
  constructor(private readonly core: BookingService) {}

  async changeCustomer(id: string, input: ChangeCustomer, actor: Actor): Promise<BookingDetail> {
    const { booking, rooms, guests, room } = await this.room(id, input.room, actor, input.version);
    const places = placesOf(room, guests);
    // A whole room takes another guest up to what it sleeps; beds of a shared room are booked one by one.
    const [bookable] = await this.core.repository.rooms([room.room]);
    const sleeps = room.beds ? places.length : (bookable?.maxNoOfPax ?? 0);
    if (input.idx >= Math.max(places.length, sleeps))
      throw refuse([{ path: 'idx', message: `${room.roomName} has no place ${input.idx + 1}` }]);
    const grows = input.idx >= places.length ? { places: input.idx + 1 } : null;
    const sitting = places[input.idx];
    if (input.from && sitting?.customer !== input.from)
      throw refuse([
        { path: 'from', message: `This guest does not sleep in place ${input.idx + 1} of ${room.roomName}` },
      ]);
    if (guestsOfPart(rooms, guests, room).some((g) => g.customer === input.to && g !== sitting))
      throw refuse([{ path: 'to', message: 'A guest can sleep in one bed only' }]);
    await refuseUnreachableOnBooking(this.core.services.database.db, actor, booking.id, [
      { id: input.to, path: 'to' },
    ]);
    const [customer] = await this.core.repository.customers([input.to]);
    if (!customer) throw refuse([{ path: 'to', message: 'No such customer' }]);
    const after = [
      ...guests.filter((g) => g !== sitting),
      {
        ...(sitting ?? { booking: booking.id, roomBooking: room.id, bed: input.idx, variant: null }),
        ...customer,
        customer: customer.id,
      } as GuestView,
    ];
    const lead =
      booking.lead === null || booking.lead === sitting?.customer
        ? { lead: customer.id, leadName: customer.fullName }
        : {};
    const grown = grows ? rooms.map((r) => (r.id === room.id ? { ...r, ...grows } : r)) : rooms;
    return this.write(booking, grown, after, room, input.keepPrice, actor, { ...lead }, async (tx) => {
      if (grows) await tx.updateRoomBooking(room.id, grows);
      if (sitting) await tx.removeGuest(room.id, input.idx);
      await tx.insertGuests([
        {
          booking: booking.id,
          roomBooking: room.id,
          customer: customer.id,
          bed: input.idx,
          variant: sitting?.variant ?? null,
        },
      ]);
    });
  }

  async removeCustomer(
    id: string,
    roomBooking: string,
    customer: string,
    options: { version?: number; keepPrice: boolean },
    actor: Actor,
  ): Promise<BookingDetail> {
    const { booking, rooms, guests, room } = await this.room(id, roomBooking, actor, options.version);
    const guest = guests.find((g) => g.roomBooking === room.id && g.customer === customer);
    if (!guest) throw notFound('Guest');
    const after = guests.filter((g) => g !== guest);
    return this.write(booking, rooms, after, room, options.keepPrice, actor, {}, (tx) =>
      tx.removeGuest(room.id, guest.bed),
    );
  }

  async variant(
    id: string,
    roomBooking: string,
    customer: string,
    input: Variant,
    actor: Actor,
  ): Promise<BookingDetail> {
    const { booking, rooms, guests, room } = await this.room(id, roomBooking, actor, input.version);
    const guest = guests.find((g) => g.roomBooking === room.id && g.customer === customer);
    if (!guest) throw notFound('Guest');
    const after = guests.map((g) => (g === guest ? { ...g, variant: input.variant } : g));
    return this.write(booking, rooms, after, room, false, actor, {}, (tx) =>
      tx.setGuestVariant(room.id, customer, input.variant),
    );
  }

  /** The booking at the version seen, allowed to change its guests, and the booked room named. */
  private async room(id: string, roomBooking: string, actor: Actor, version?: number) {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'rooms');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const room = rooms.find((r) => r.id === roomBooking);
    if (!room) throw refuse([{ path: 'room', message: 'Not a room of this booking' }]);
    return { booking, rooms, guests, room };
  }

  /** Re-prices with the guests as they will be, then writes, holding a shared room's beds again. */
  private async write(
    booking: BookingRow,
    rooms: RoomBookingView[],
    after: GuestView[],
    room: RoomBookingView,
    keepPrice: boolean,
    actor: Actor,
    values: Partial<BookingRow>,
    work: (tx: BookingsRepository) => Promise<void>,
  ): Promise<BookingDetail> {
    const calculation = keepPrice
      ? null
      : await this.core.reprice(
          booking,
          segmentOf(booking, rooms, booking.type as SegmentKind),
          await this.core.replan(rooms, after, new Map()),
        );
    const noOfPax = paxOf(after);
    const rehold = room.beds !== null && holdsBeds(booking.state as BookingState);
    return this.core.commit(
      booking,
      'guests',
      actor,
      { ...values, noOfPax, ...(calculation ? priced(calculation) : {}) },
      async (tx) => {
        if (rehold) await tx.releaseBeds(booking.id, room.id);
        await work(tx);
        if (rehold)
          await this.core.hold(
            tx,
            booking,
            room.id,
            { id: room.room, name: room.roomName },
            room.beds,
            room,
            actor,
          );
      },
    );
  }
}
