import { randomUUID } from 'node:crypto';
import {
  type BookingDetail,
  type BookingState,
  type CreateBooking,
  divideCalculation,
  divideExtras,
  holdsBeds,
  type rebookBookingSchema,
  type revertRebookSchema,
  type SplitResult,
  type splitBookingSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { refusal } from '../../http/errors.ts';
import { holdCredit } from './booking-credit.ts';
import type { Actor } from '../../http/actor.ts';
import { type BookingService, type PreparedBooking, refuse } from './booking.service.ts';
import { recordVersion } from './booking-history.ts';
import { guestCustomers, staysDay } from './booking-guest-stays.ts';
import { refuseLocked, refuseMixed } from './booking-refusals.ts';
import { placesOf, priced, recreateInput } from './booking-steps.ts';
import type { GuestView, RoomBookingView } from './booking-rows.ts';

type Rebook = z.output<typeof rebookBookingSchema>;
type RevertRebook = z.output<typeof revertRebookSchema>;
type Split = z.output<typeof splitBookingSchema>;

const LIVE: readonly BookingState[] = ['draft', 'planned', 'confirmed', 'waiting'];

/**
 * Bookings that become other bookings: a rebooking (another trip or other dates; the old booking
 * points to the new one and its payments move along), its revert, and a split by guests. The new
 * bookings are checked and priced before the one transaction that writes them all, frees the old
 * beds first (a rebooking may keep some of its nights) and records a version of each booking.
 */
export class BookingRebookActions {
  constructor(private readonly core: BookingService) {}

  async rebook(
    id: string,
    schedule: string | undefined,
    input: Rebook,
    actor: Actor,
  ): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'rebook');
    refuseMixed(booking, 'rebook');
    const trip = schedule ?? input.schedule;
    if (booking.type === 'vessel' && !trip)
      throw refuse([{ path: 'schedule', message: 'A trip is rebooked onto another trip' }]);
    if (booking.type === 'resort' && !input.dates)
      throw refuse([{ path: 'dates', message: 'A resort stay is rebooked to other dates' }]);
    const { rooms, guests } = await this.core.bookedRooms(booking);
    refuseLocked(rooms);
    const mapping = new Map<string, string>();
    for (const [i, r] of (input.rooms ?? []).entries()) {
      if (!rooms.some((b) => b.id === r.roomBooking))
        throw refuse([{ path: `rooms.${i}.roomBooking`, message: 'Not a room of this booking' }]);
      mapping.set(r.roomBooking, r.room);
    }
    const where =
      booking.type === 'vessel' ? { schedule: trip } : { resort: booking.resort!, dates: input.dates };
    const state = booking.state as CreateBooking['state'];
    const prepared = await this.core.prepare(
      recreateInput(booking, rooms, guests, where, state, { rooms: mapping }),
      actor,
      { bookingDate: booking.bookingDate, attachedTo: booking.id },
    );
    if (input.keepPrice && booking.calculation)
      prepared.values = { ...prepared.values, ...priced(booking.calculation) };
    const newId = randomUUID();
    const { today } = await this.core.operatorDay();
    const stays = await staysDay(this.core, 'rebook');
    return this.core.repository.transaction(async (tx) => {
      // The new booking takes over the old one's debt; only what it owes more counts against the limit.
      const limit = await holdCredit(tx, prepared, actor, booking);
      await this.core.claim(tx, booking, {
        state: 'rebooked',
        previousState: booking.state,
        rebookedTo: newId,
        optionUntil: null,
      });
      if (holdsBeds(booking.state as BookingState)) await tx.releaseBeds(booking.id);
      await this.core.insert(tx, prepared, actor, {
        id: newId,
        rebookedFrom: booking.id,
        optionUntil: booking.optionUntil,
      });
      await tx.movePayments(booking.id, newId);
      await tx.recomputePaid(booking.id);
      await tx.recomputePaid(newId);
      await tx.todos.moveTo(booking.id, [newId]);
      // The friend's code goes along (its special is among the extras already): the referrer is
      // thanked when the new booking is paid, at once if the moved payments pay it, and only once.
      await tx.referrals.moveTo(booking.id, newId);
      await tx.referrals.paid(newId, today, actor);
      await recordVersion(tx, booking.id, 'rebook', actor);
      const made = await recordVersion(tx, newId, 'rebook', actor, limit ? [limit] : []);
      await this.core.onReplaced?.(tx, { action: 'rebook', from: booking.id, to: [made], today, actor });
      // A stay that is over and rebooked to other dates is no longer one of its guests' stays.
      if (stays)
        await this.core.onGuestStays!(
          tx,
          guests.map((g) => g.customer),
          stays,
        );
      return made;
    });
  }

  /** The rebooking undone: the new booking is deleted, this one takes its beds and payments back. */
  async revertRebook(id: string, input: RevertRebook, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'revertRebook');
    const next = booking.rebookedTo ? await this.core.repository.booking(booking.rebookedTo) : undefined;
    if (!next || !LIVE.includes(next.state as BookingState))
      throw refusal(
        'ACTION_NOT_ALLOWED',
        `The booking this one was rebooked to is ${next?.state ?? 'gone'}; revert that first`,
        {
          params: {
            state: next?.state ?? 'deleted',
            action: 'revertRebook',
            bookingNo: next?.bookingNo ?? '',
          },
        },
      );
    const back = (booking.previousState as BookingState | null) ?? 'planned';
    const { rooms } = await this.core.bookedRooms(booking);
    const { today } = await this.core.operatorDay();
    const stays = await staysDay(this.core, 'revertRebook');
    return this.core.repository.transaction(async (tx) => {
      const counted = stays
        ? [...(await guestCustomers(tx, next.id)), ...(await guestCustomers(tx, booking.id))]
        : [];
      await this.core.claim(tx, next, {
        state: 'deleted',
        previousState: next.state,
        deletedDate: today,
        optionUntil: null,
      });
      if (holdsBeds(next.state as BookingState)) await tx.releaseBeds(next.id);
      await this.core.claim(tx, booking, { state: back, previousState: null, rebookedTo: null });
      if (holdsBeds(back)) await this.core.holdAll(tx, booking, rooms, actor);
      await tx.movePayments(next.id, booking.id);
      await tx.recomputePaid(next.id);
      await tx.recomputePaid(booking.id);
      await tx.todos.moveTo(next.id, [booking.id]);
      await tx.referrals.moveTo(next.id, booking.id);
      await recordVersion(tx, next.id, 'revertRebook', actor);
      const reverted = await recordVersion(tx, booking.id, 'revertRebook', actor);
      await this.core.onReplaced?.(tx, {
        action: 'revertRebook',
        from: next.id,
        to: [reverted],
        today,
        actor,
      });
      if (stays) await this.core.onGuestStays!(tx, counted, stays);
      return reverted;
    });
  }

  /** One booking per part of the guests; the original becomes splitted and keeps its history. */
  async split(id: string, input: Split, actor: Actor): Promise<SplitResult<BookingDetail>> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'split');
    refuseMixed(booking, 'split');
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const payments = await this.core.repository.paymentsOf(booking.id);
    const partOf = this.guestParts(input, guests);
    const roomPart = this.roomParts(rooms, guests, partOf);
    const paymentPart = this.paymentParts(
      input,
      payments.map((p) => p.id),
    );
    const where =
      booking.type === 'vessel'
        ? { schedule: booking.schedule! }
        : { resort: booking.resort!, dates: { from: booking.from, to: booking.to } };
    const partOfCustomer = (customer: string | null) => (customer ? (partOf.get(customer) ?? 0) : 0);
    // Lines by hand, products and add-ons go with their guests, or a part would be charged the others'.
    const extras = divideExtras(booking.extras, partOfCustomer, input.parts.length);
    const prepared: PreparedBooking[] = [];
    for (const [i, part] of input.parts.entries()) {
      const lead = booking.lead && partOf.get(booking.lead) === i ? booking.lead : part.customers[0]!;
      const keep = (room: RoomBookingView) => roomPart.get(room.id) === i;
      prepared.push(
        await this.core.prepare(
          {
            ...recreateInput(booking, rooms, guests, where, booking.state as CreateBooking['state'], {
              keep,
              lead,
            }),
            extras: extras[i]!,
          },
          actor,
          { bookingDate: booking.bookingDate, attachedTo: booking.id },
        ),
      );
    }
    const { today } = await this.core.operatorDay();
    const stays = await staysDay(this.core, 'split');
    if (input.price === 'divide' && booking.calculation) {
      const divided = divideCalculation(booking.calculation, partOfCustomer, input.parts.length);
      for (const [i, p] of prepared.entries()) p.values = { ...p.values, ...priced(divided[i]!) };
    }
    return this.core.repository.transaction(async (tx) => {
      await this.core.claim(tx, booking, {
        state: 'splitted',
        previousState: booking.state,
        optionUntil: null,
      });
      if (holdsBeds(booking.state as BookingState)) await tx.releaseBeds(booking.id);
      const ids: string[] = [];
      for (const p of prepared)
        ids.push(
          await this.core.insert(tx, p, actor, { splitFrom: booking.id, optionUntil: booking.optionUntil }),
        );
      for (const [i, newId] of ids.entries())
        await tx.movePayments(
          booking.id,
          newId,
          [...paymentPart].filter(([, part]) => part === i).map(([payment]) => payment),
        );
      for (const bookingId of [booking.id, ...ids]) await tx.recomputePaid(bookingId);
      await tx.todos.moveTo(booking.id, ids);
      const original = await recordVersion(tx, booking.id, 'split', actor);
      const made: BookingDetail[] = [];
      for (const newId of ids) made.push(await recordVersion(tx, newId, 'split', actor));
      await this.core.onReplaced?.(tx, { action: 'split', from: booking.id, to: made, today, actor });
      // Each guest's stay now is their part's booking, with its own total.
      if (stays)
        await this.core.onGuestStays!(
          tx,
          guests.map((g) => g.customer),
          stays,
        );
      return { original, bookings: made };
    });
  }

  /** Which part each guest goes to: every guest of the booking in exactly one part. */
  private guestParts(input: Split, guests: GuestView[]): Map<string, number> {
    const names = new Map(guests.map((g) => [g.customer, g.fullName]));
    const partOf = new Map<string, number>();
    for (const [i, part] of input.parts.entries())
      for (const [j, customer] of part.customers.entries()) {
        const path = `parts.${i}.customers.${j}`;
        if (!names.has(customer)) throw refuse([{ path, message: 'Not a guest of this booking' }]);
        if (partOf.has(customer)) throw refuse([{ path, message: `${names.get(customer)} is in two parts` }]);
        partOf.set(customer, i);
      }
    const missing = guests.find((g) => !partOf.has(g.customer));
    if (missing) throw refuse([{ path: 'parts', message: `${missing.fullName} is in no part` }]);
    return partOf;
  }

  /** Which part each booked room goes to: all its guests' part (a room is not cut in two). */
  private roomParts(
    rooms: RoomBookingView[],
    guests: GuestView[],
    partOf: Map<string, number>,
  ): Map<string, number> {
    const roomPart = new Map<string, number>();
    for (const room of rooms) {
      const parts = new Set(placesOf(room, guests).flatMap((g) => (g ? [partOf.get(g.customer)!] : [])));
      if (parts.size > 1)
        throw refuse([
          {
            path: 'parts',
            message: `${room.roomName} has guests in two parts; a room goes to one booking whole`,
          },
        ]);
      roomPart.set(room.id, parts.size ? [...parts][0]! : 0);
    }
    return roomPart;
  }

  /** Which part each payment goes to: the part that lists it, else the first. */
  private paymentParts(input: Split, paymentIds: string[]): Map<string, number> {
    const part = new Map(paymentIds.map((p) => [p, 0]));
    const listed = new Set<string>();
    for (const [i, p] of input.parts.entries())
      for (const [j, payment] of p.payments.entries()) {
        const path = `parts.${i}.payments.${j}`;
        if (!part.has(payment)) throw refuse([{ path, message: 'Not a payment of this booking' }]);
        if (listed.has(payment)) throw refuse([{ path, message: 'This payment is in two parts' }]);
        listed.add(payment);
        part.set(payment, i);
      }
    return part;
  }
}
