import {
  type BookingDetail,
  type BookingState,
  canSeeAsset,
  type changeRoomSchema,
  holdsBeds,
  type moveBookingSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Actor } from './booking-actor.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { refuseLocked } from './booking-refusals.ts';
import {
  type BookingTarget,
  moveMapping,
  placesOf,
  priced,
  roomProblems,
  tripTarget,
} from './booking-steps.ts';

type ChangeRoom = z.output<typeof changeRoomSchema>;
type Move = z.output<typeof moveBookingSchema>;

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
}
