import { randomUUID } from 'node:crypto';
import {
  type BookingDetail,
  type BookingState,
  canChangeState,
  changeAction,
  type cancelBookingSchema,
  type CancellationPreview,
  type cancelPreviewSchema,
  type changeBookingStateSchema,
  type copyBookingSchema,
  hasCancellationPrice,
  type editBookingSchema,
  holdsBeds,
  type HistoryAction,
  type bookingReferenceSchema,
  type releaseBookingSchema,
  type revertBookingSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound, refusal } from '../../http/errors.ts';
import type { ActionInput, Actor } from '../../http/actor.ts';
import { cancellationPrice, previewCancellation } from './booking-cancellation.ts';
import { refuseUnreachableOnBooking } from './booking-customers.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { refuseMixed } from './booking-refusals.ts';
import { priced, recreateInput } from './booking-steps.ts';
import type { BookingRow } from './booking-rows.ts';

type ChangeState = z.output<typeof changeBookingStateSchema>;
/** Input, not output: the seeders and `change` to aborted cancel with the defaults left out. */
type Cancel = ActionInput<z.input<typeof cancelBookingSchema>>;
type CancelPreview = z.output<typeof cancelPreviewSchema>;
type Release = z.output<typeof releaseBookingSchema>;
type Revert = z.output<typeof revertBookingSchema>;
type Edit = z.output<typeof editBookingSchema>;
type Copy = z.output<typeof copyBookingSchema>;
type Reference = z.output<typeof bookingReferenceSchema>;

const reasonOf = (reason: string, message: string) => (message ? `${reason}: ${message}` : reason);

/**
 * A booking's state and life: its header, changes of state, cancel, release, revert, delete, copy
 * and references. Each is a few named steps: load at the version seen, check the state allows the
 * action (booking-life.ts), then one commit that claims the version, frees or holds beds and
 * records the history.
 */
export class BookingLifeActions {
  constructor(private readonly core: BookingService) {}

  async edit(id: string, input: Edit, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'edit');
    const { version: _version, ...fields } = input;
    const values: Partial<BookingRow> = {};
    for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][])
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(booking[key]))
        Object.assign(values, { [key]: value });
    if (values.lead) {
      await refuseUnreachableOnBooking(this.core.services.database.db, actor, booking.id, [
        { id: values.lead, path: 'lead' },
      ]);
      const [lead] = await this.core.repository.customers([values.lead]);
      if (!lead) throw refuse([{ path: 'lead', message: 'No such customer' }]);
      values.leadName = lead.fullName;
    }
    if (values.optionUntil) await this.checkOption(booking, values.optionUntil);
    // Nothing differs: no new version for a save that changes nothing.
    if (!Object.keys(values).length) return (await this.core.detail(id))!;
    return this.core.commit(booking, 'edit', actor, values);
  }

  async changeState(id: string, input: ChangeState, actor: Actor): Promise<BookingDetail> {
    const action = changeAction(input.state);
    if (action === 'cancel')
      return this.cancel(id, { reason: 'operator', message: '', version: input.version }, actor);
    if (action === 'release')
      return this.release(id, { reason: 'operator', message: '', version: input.version }, actor);
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'change');
    if (!canChangeState(booking.state as BookingState, input.state))
      throw refusal(
        'ACTION_NOT_ALLOWED',
        `Booking ${booking.bookingNo} is ${booking.state} and cannot become ${input.state}`,
        { params: { state: booking.state, action: 'change', bookingNo: booking.bookingNo, to: input.state } },
      );
    const { today } = await this.core.operatorDay();
    const values: Partial<BookingRow> = { state: input.state };
    if (input.state === 'resolved') values.resolvedDate = today;
    // A confirmed booking is no option any more.
    if (input.state === 'confirmed') values.optionUntil = null;
    return this.transition(booking, values, 'change', actor);
  }

  async cancel(id: string, input: Cancel, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'cancel');
    const { today } = await this.core.operatorDay();
    const date = input.date ?? today;
    return this.transition(
      booking,
      {
        state: 'aborted',
        previousState: booking.state,
        cancelationDate: date,
        cancelReason: reasonOf(input.reason ?? 'customer', input.message ?? ''),
        ...(await cancellationPrice(this.core, booking, input, date)),
      },
      'cancel',
      actor,
    );
  }

  previewCancel(id: string, input: CancelPreview, actor: Actor): Promise<CancellationPreview> {
    return previewCancellation(this.core, id, input, actor);
  }

  /** An offer or reservation gives its beds back (state freed); the expiring-option job does the same. */
  async release(
    id: string,
    input: Release,
    actor: Actor,
    action: HistoryAction = 'release',
  ): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'release');
    const { today } = await this.core.operatorDay();
    return this.transition(
      booking,
      {
        state: 'freed',
        previousState: booking.state,
        freedDate: today,
        releaseReason: reasonOf(input.reason, input.message),
        optionUntil: null,
      },
      action,
      actor,
    );
  }

  /**
   * The waiting list's turn: a waiting booking takes its beds as an offer held until `until`
   * (409 ROOM_TAKEN when they are not free for it yet).
   */
  async offerFromWaitingList(
    id: string,
    version: number,
    until: string,
    actor: Actor,
  ): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'change');
    return this.transition(booking, { state: 'draft', optionUntil: until }, 'waitingOffer', actor);
  }

  /** Undoes the last cancellation or release: the beds are taken again, or 409 naming the clash. */
  async revert(id: string, input: Revert, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'revert');
    const back = (booking.previousState as BookingState | null) ?? 'planned';
    // A cancellation that charged (even nothing, by an empty scale) replaced the price: priced again.
    const price = hasCancellationPrice(booking.calculation) ? priced(await this.core.quote(id, actor)) : {};
    return this.transition(
      booking,
      {
        ...price,
        state: back,
        previousState: null,
        cancelationDate: null,
        cancelReason: null,
        freedDate: null,
        releaseReason: null,
      },
      'revert',
      actor,
    );
  }

  /** To state deleted: the beds are freed, the row and its history stay. Money on it stops this. */
  async remove(id: string, version: number | undefined, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'delete');
    if (booking.paid !== 0)
      throw refusal(
        'MONEY_ON_BOOKING',
        `Booking ${booking.bookingNo} has payments; refund them or cancel the booking instead of deleting it`,
        { params: { bookingNo: booking.bookingNo } },
      );
    const { today } = await this.core.operatorDay();
    return this.transition(
      booking,
      { state: 'deleted', previousState: booking.state, deletedDate: today, optionUntil: null },
      'delete',
      actor,
    );
  }

  /** A new booking with the same rooms, guests and terms on another trip or other dates, priced anew. */
  async copy(id: string, input: Copy, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor);
    this.core.checkAction(booking, 'copy');
    refuseMixed(booking, 'copy');
    if (booking.type === 'vessel' && !input.schedule)
      throw refuse([{ path: 'schedule', message: 'A trip is copied to another trip' }]);
    if (booking.type === 'resort' && !input.dates)
      throw refuse([{ path: 'dates', message: 'A resort stay is copied to other dates' }]);
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const where =
      booking.type === 'vessel'
        ? { schedule: input.schedule }
        : { resort: booking.resort!, dates: input.dates };
    const copy = recreateInput(booking, rooms, guests, where, input.state);
    // The friend's code goes along as a use of its own, as if the copy were booked with it: its
    // referrer is thanked when either booking is paid, and once only (one reward per new guest).
    const referral = await this.core.repository.referrals.usedBy(booking.id);
    return this.core.create(copy, actor, 'copy', { referral });
  }

  async addReference(id: string, input: Reference, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'reference');
    const reference = {
      id: randomUUID(),
      kind: input.kind,
      value: input.value,
      createdAt: new Date().toISOString(),
    };
    return this.core.commit(booking, 'reference', actor, { references: [...booking.references, reference] });
  }

  async deleteReference(
    id: string,
    ref: string,
    version: number | undefined,
    actor: Actor,
  ): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'reference');
    const references = booking.references.filter((r) => r.id !== ref);
    if (references.length === booking.references.length) throw notFound('Reference');
    return this.core.commit(booking, 'deleteReference', actor, { references });
  }

  /** A change of state: beds are held when it starts holding them and freed when it stops. */
  private async transition(
    booking: BookingRow,
    values: Partial<BookingRow>,
    action: HistoryAction,
    actor: Actor,
  ): Promise<BookingDetail> {
    const held = holdsBeds(booking.state as BookingState);
    const holds = holdsBeds((values.state ?? booking.state) as BookingState);
    const { rooms } = !held && holds ? await this.core.bookedRooms(booking) : { rooms: [] };
    const ends = values.state === 'aborted' || values.state === 'deleted';
    // Read before the transaction, which may not wait for another connection.
    const today = ends ? (await this.core.operatorDay()).today : '';
    return this.core.commit(booking, action, actor, values, async (tx) => {
      if (held && !holds) await tx.releaseBeds(booking.id);
      if (!held && holds) await this.core.holdAll(tx, booking, rooms, actor);
      if (ends) {
        await tx.todos.closeOnAbort(booking.id);
        // A friend's booking cancelled after it was paid no longer thanks the referrer.
        await tx.referrals.cancelled(booking.id, today, actor);
      }
    });
  }

  /** An option date belongs to an offer or reservation and lies ahead. */
  private async checkOption(booking: BookingRow, until: string): Promise<void> {
    if (!['draft', 'planned'].includes(booking.state))
      throw refuse([{ path: 'optionUntil', message: 'Only an offer or a reservation is held until a date' }]);
    const { today } = await this.core.operatorDay();
    if (until < today) throw refuse([{ path: 'optionUntil', message: 'The option must end today or later' }]);
  }
}
