import {
  agentAgency,
  type BookingAction,
  type BookingDetail,
  type BookingExtras,
  type BookingState,
  type Calculation,
  canSeeAsset,
  type CreateBooking,
  DEFAULT_BASE_CURRENCY,
  NO_EXTRAS,
  type FieldChange,
  type HistoryAction,
  mergedCalculation,
  addDays,
  DEFAULT_OPTION_DAYS,
  defaultBookingLanguage,
  holdsBeds,
  isOption,
  type Language,
  type TripCustomer,
} from '@seaberth/domain';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { QuoteService } from '../pricing/index.ts';
import type { Actor } from '../../http/actor.ts';
import { holdChangedCredit, holdCredit } from './booking-credit.ts';
import { refuseUnreachableGuests } from './booking-customers.ts';
import { recordVersion } from './booking-history.ts';
import { moneyFollows, type ReplacedHook } from './booking-replaced.ts';
import { type GuestStaysHook, guestCustomers, staysDay } from './booking-guest-stays.ts';
import { holdBeds } from './booking-holds.ts';
import { BookingLimits } from './booking-limits.ts';
import { planBooking, type PreparedBooking } from './prepared-booking.ts';
import { refuseAction, stale } from './booking-refusals.ts';
import { partsOf, type SegmentKind, segmentOf } from './booking-segments.ts';
import {
  assetRefOf,
  type BookingTarget,
  relatedOf,
  priced,
  formatBookingNo,
  type PlannedRoom,
  placesOf,
  quoteDraft,
  type Replacement,
  toBookingDetail,
  toTripCustomers,
} from './booking-steps.ts';
import { type BookingRow, type NewBooking, type GuestView, type RoomBookingView } from './booking-rows.ts';
import type { BookingStores } from './booking-stores.ts';
import { BookingsRepository } from './bookings.repository.ts';
import { bookingTarget, withSpecial } from './booking-target.ts';

export type { Actor } from '../../http/actor.ts';

export { type PreparedBooking, refuse } from './prepared-booking.ts';

/**
 * Creating a booking, reading it, and the steps every action on it is made of. Each action reads
 * and prices first, then writes in ONE transaction (`commit`) whose first statement claims the
 * booking's version and whose last records that version in the history: concurrent actions on a
 * booking queue on its row, and beds are held by occupancy rows the exclusion constraint guards.
 * The actions themselves live by family: booking-life.actions.ts (state and life),
 * booking-rooms.actions.ts (rooms and guests), booking-money.actions.ts (payments).
 */
export class BookingService {
  readonly repository: BookingsRepository;
  readonly limits: BookingLimits;
  /** What follows a booking that became others or moved, in its transaction (booking-replaced.ts). */
  onReplaced?: ReplacedHook;
  /** The guests' stay figures follow the booking, in its transaction (booking-guest-stays.ts). */
  onGuestStays?: GuestStaysHook;
  /**
   * Something about the booking changed outside its versions — an arrival record, a guest form
   * sent — that to-do rules' conditions read: their to-dos close at once when settled (app.ts).
   */
  onArrangements?: (booking: string) => Promise<void>;

  constructor(
    readonly services: Services,
    readonly quotes: QuoteService,
    stores: BookingStores,
  ) {
    this.repository = new BookingsRepository(services.database.db, stores);
    this.limits = new BookingLimits(services);
  }

  /** A new booking; `recordAs` names its first version (a copy says so in its history). */
  async create(
    input: CreateBooking,
    actor: Actor,
    recordAs: HistoryAction = 'create',
    carried: { referral?: string } = {},
  ): Promise<BookingDetail> {
    const accounts = this.repository.agencyAccounts;
    // An agent books for its own agency, within availability, when the operator allows agents to book.
    const agentOf = agentAgency(actor.principal, ['bookings.read', 'bookings.update']);
    if (agentOf !== undefined) {
      if (!agentOf || !(await this.services.settings.getBoolean('booking', 'allowAgencyBooking', false)))
        throw forbidden();
      input = { ...input, agency: agentOf, source: 'agency', overrideCreditLimit: false };
      input = await this.limits.agentInput(input, actor, (await this.operatorDay()).today);
    }
    // What comes from a request is checked as asked; a copy carries what was allowed when it was made.
    if (recordAs === 'create' && actor.channel !== 'online') this.limits.checkRequest(input, actor);
    if (input.agency && !(await accounts.agency(input.agency).catch(() => null))?.isActive)
      throw validationError([{ path: 'agency', message: 'No such active agency' }]);
    const prepared = await this.prepare(input, actor, carried);
    const stays = await staysDay(this, recordAs);
    return this.repository.transaction(async (tx) => {
      const limit = await holdCredit(tx, prepared, actor);
      const id = await this.insert(tx, prepared, actor);
      const detail = await recordVersion(tx, id, recordAs, actor, limit ? [limit] : []);
      if (stays) await this.onGuestStays!(tx, await guestCustomers(tx, id), stays);
      return detail;
    });
  }

  /**
   * Everything a new booking needs before its transaction: where, the rooms and guests checked,
   * the price. `terms` lets a rebooking keep the original booking date (an early-bird stays) and
   * names the booking whose guests it carries over (`attachedTo`); a copy carries the referral
   * code its original was made with (`referral`; its special is among the extras already).
   */
  async prepare(
    input: CreateBooking,
    actor: Actor,
    terms: { bookingDate?: string; attachedTo?: string; bookerEmail?: string; referral?: string } = {},
  ): Promise<PreparedBooking> {
    const target = await bookingTarget(this.repository, input);
    const assetId = (target.vessel ?? target.resort)!;
    if (!canSeeAsset(actor.principal, target.type, assetId)) throw forbidden();
    await refuseUnreachableGuests(this.services.database.db, actor, input, { attachedTo: terms.attachedTo });
    // A trip lasts as its schedule does; a resort stay at most booking.maxStayNights.
    if (target.type === 'resort') await this.limits.checkStay(target, 'dates.to');
    const { planned, customers } = await planBooking(this.repository, target, input);
    const { today, baseCurrency } = await this.operatorDay();
    const currency = input.currency ?? baseCurrency;
    const bookingDate = terms.bookingDate ?? today;
    const guests = planned.flatMap((p) => p.guests).filter((g) => g !== null);
    const leadId = input.lead ?? guests[0]?.id ?? null;
    const lead = leadId ? customers.get(leadId) : undefined;
    // Unchosen, the booking speaks the lead customer's language, else that of the user who books.
    const language =
      input.language ?? defaultBookingLanguage(lead, await this.repository.userLanguage(actor.userId));
    const { referral, extras } = await this.withReferral(
      input.referralCode,
      { id: leadId, email: terms.bookerEmail },
      today,
      input.extras ?? NO_EXTRAS,
    );
    const calculation = await this.price(target, planned, {
      currency,
      source: input.source,
      bookingSource: input.bookingSource,
      termsOfPayment: input.termsOfPayment,
      bookingDate,
      language,
      extras,
      agency: input.agency ?? null,
    });
    this.limits.checkPriced(calculation, actor);
    const optionUntil = isOption(input.state)
      ? input.optionUntil === undefined
        ? await this.defaultOption(today)
        : input.optionUntil
      : null;
    return {
      input: { ...input, extras },
      target,
      planned,
      calculation,
      today,
      referral: referral ?? terms.referral ?? null,
      todos: (await this.services.settings.features()).todo
        ? await this.repository.todos.activeDefinitions()
        : [],
      values: {
        ...target,
        state: input.state,
        lead: leadId,
        leadName: lead?.fullName ?? '',
        extras,
        noOfPax: guests.length,
        currency,
        ...priced(calculation),
        source: input.source,
        bookingSource: input.bookingSource,
        category: input.category,
        language,
        termsOfPayment: input.termsOfPayment,
        agency: input.agency ?? null,
        bookingDate,
        note: input.note,
        optionUntil,
        createdBy: actor.userId ?? null,
      },
    };
  }

  /**
   * A referral code into a price, for the booking and the public preview alike: the code checked
   * for the booker (refused on `referralCode`), its special chosen like one picked by hand so every
   * re-quote prices it again. Read before any transaction. No code: the extras as they are.
   */
  async withReferral(
    code: string | undefined,
    booker: { id: string | null; email?: string },
    today: string,
    extras: BookingExtras,
  ): Promise<{ referral: string | null; extras: BookingExtras }> {
    if (!code) return { referral: null, extras };
    const referral = await this.repository.referrals.check(code, booker, today);
    return { referral: referral.id, extras: withSpecial(extras, referral.special) };
  }

  /** The option date of a new offer or reservation: today + booking.optionDays (0 or less: none). */
  private async defaultOption(today: string): Promise<string | null> {
    const days = Number((await this.services.settings.get('booking', 'optionDays')) ?? DEFAULT_OPTION_DAYS);
    return Number.isFinite(days) && days > 0 ? addDays(today, days) : null;
  }

  /** Writes a prepared booking, its rooms and guests, and holds its beds; answers its id. */
  async insert(
    tx: BookingsRepository,
    prepared: PreparedBooking,
    actor: Actor,
    values: Partial<NewBooking> = {},
  ): Promise<string> {
    const { target, planned } = prepared;
    // Nothing inside a transaction may wait for another connection of the pool (settings are
    // cached only for seconds): under a rush every connection holds a transaction that waits for
    // a lock, and the pool would starve. Today was read before the transaction.
    const booking = await tx.insertBooking({
      ...prepared.values,
      bookingNo: formatBookingNo(prepared.today, await tx.nextNumber()),
      ...values,
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
    await tx.todos.addFor(booking, prepared.todos);
    if (prepared.referral && booking.lead)
      await tx.referrals.use(prepared.referral, booking.id, booking.lead);
    if (holdsBeds(booking.state as BookingState))
      for (const [i, p] of planned.entries())
        await this.hold(tx, booking, booked[i]!.id, p.room, p.beds, target, actor);
    return booking.id;
  }

  /** The booking with its rooms, guests and payments: four statements, whatever its size. */
  async detail(id: string, actor?: Actor): Promise<BookingDetail | undefined> {
    const booking = await this.repository.booking(id, actor && this.repository.visibleTo(actor.principal));
    if (!booking) return undefined;
    const [rooms, guests, payments, related, agencyName] = await Promise.all([
      this.repository.roomsOf(id),
      this.repository.guestsOf(id),
      this.repository.paymentsOf(id),
      this.repository.related(booking),
      booking.agency ? this.repository.agencyName(booking.agency) : null,
    ]);
    return {
      ...toBookingDetail(booking, rooms, guests, payments),
      related: relatedOf(booking, related),
      agencyName,
    };
  }

  async customers(id: string, actor: Actor): Promise<TripCustomer[]> {
    const booking = await this.load(id, actor);
    const [rooms, guests] = await Promise.all([this.repository.roomsOf(id), this.repository.guestsOf(id)]);
    return toTripCustomers(booking, rooms, guests);
  }

  /** The booking's stored rooms and guests priced with today's price lists; nothing is changed. */
  async quote(id: string, actor: Actor): Promise<Calculation> {
    const booking = await this.load(id, actor);
    const { rooms, guests } = await this.bookedRooms(booking);
    const target = segmentOf(booking, rooms, booking.type as SegmentKind);
    return this.reprice(booking, target, await this.replan(rooms, guests, new Map()));
  }

  // ---- steps (every family of actions and the front desk use them) ----

  /** The booking if the actor may see it, at the version the operator saw (409 when newer). */
  async load(id: string, actor: Actor, version?: number): Promise<BookingRow> {
    const booking = await this.repository.booking(id, this.repository.visibleTo(actor.principal));
    if (!booking) throw notFound('Booking');
    if (version !== undefined && version !== booking.version) throw stale(booking, version);
    return booking;
  }

  /** Refuses an action the booking's state does not allow (booking-life.ts), naming both. */
  checkAction(booking: BookingRow, action: BookingAction): void {
    refuseAction(booking, action);
  }

  /**
   * One action's writes in one transaction: claim the version the action read (409 when someone
   * was faster), do the work, record the new version in the history. Answers the booking as
   * committed, read inside the transaction.
   */
  async commit(
    booking: BookingRow,
    action: HistoryAction,
    actor: Actor,
    values: Partial<BookingRow>,
    work?: (tx: BookingsRepository) => Promise<void>,
    notes?: FieldChange[],
  ): Promise<BookingDetail> {
    const today = this.onReplaced && moneyFollows(action) ? (await this.operatorDay()).today : null;
    const stays = await staysDay(this, action);
    return this.repository.transaction(async (tx) => {
      // A new price may not take an agency's debt past its limit (agency-accounts.ts locks its row).
      const limit = await holdChangedCredit(tx, booking, values, actor);
      await this.claim(tx, booking, values);
      const guests = stays ? await guestCustomers(tx, booking.id) : [];
      await work?.(tx);
      const detail = await recordVersion(tx, booking.id, action, actor, [
        ...(notes ?? []),
        ...(limit ? [limit] : []),
      ]);
      if (today !== null) await this.moneyFollows(tx, booking, detail, action, actor, today);
      if (stays) await this.onGuestStays!(tx, [...guests, ...(await guestCustomers(tx, booking.id))], stays);
      return detail;
    });
  }

  /**
   * The invoices follow a booking changed in place (booking-replaced.ts), in the change's
   * transaction after its version is recorded; what they wrote is added to that version.
   */
  async moneyFollows(
    tx: BookingsRepository,
    booking: BookingRow,
    detail: BookingDetail,
    action: HistoryAction,
    actor: Actor,
    today: string,
  ): Promise<void> {
    if (!this.onReplaced) return;
    const before = { calculation: booking.calculation, currency: booking.currency };
    const made = await this.onReplaced(tx, { action, from: booking.id, to: [detail], today, actor, before });
    if (made.length) await tx.history.addChanges(booking.id, detail.version, made);
  }

  /** Holds the beds of every booked room again (a state that holds beds after one that did not). */
  async holdAll(tx: BookingsRepository, booking: BookingRow, rooms: RoomBookingView[], actor: Actor) {
    const bookable = new Map((await tx.rooms(rooms.map((r) => r.room))).map((r) => [r.id, r]));
    for (const booked of rooms)
      await this.hold(tx, booking, booked.id, bookable.get(booked.room)!, booked.beds, booked, actor);
  }

  /** Holds a booked room's beds in the transaction (booking-holds.ts). */
  hold(...args: Parameters<typeof holdBeds>): Promise<void> {
    return holdBeds(...args);
  }

  async claim(tx: BookingsRepository, booking: BookingRow, values: Partial<BookingRow>) {
    const row = await tx.claim(booking.id, booking.version, values);
    if (!row) throw stale(booking);
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
        stay: { from: booked.from, to: booked.to },
      };
    });
  }

  /**
   * The booking priced again with these rooms; `target` is where the rooms of its kind are. Rooms
   * of the other kind (a booking with a resort stay and a trip) are priced as their own part and
   * the parts merged into one calculation with one set of due amounts (booking-segments.ts).
   */
  async reprice(booking: BookingRow, target: BookingTarget, planned: PlannedRoom[]): Promise<Calculation> {
    const terms = {
      currency: booking.currency,
      source: booking.source as CreateBooking['source'],
      bookingSource: booking.bookingSource,
      termsOfPayment: booking.termsOfPayment,
      agency: booking.agency,
      bookingDate: booking.bookingDate,
      language: booking.language as Language,
      extras: booking.extras,
    };
    const parts = partsOf(booking, target, planned);
    if (!parts) return this.price(target, planned, terms, booking.id);
    const priced = await Promise.all(
      parts.map((part) => this.price(part.target, part.rooms, { ...terms, extras: part.extras }, booking.id)),
    );
    // Without terms of its own, the booking's due amounts follow the list of the part it was made with.
    const main = priced[parts.findIndex((p) => p.target.type === booking.type)]!;
    const { dueOf, context } = await this.quotes.dueOf({
      asset: assetRefOf(booking),
      termsOfPayment: booking.termsOfPayment,
      priceList: main.entries.find((e) => e.reason.priceList)?.reason.priceList?.id ?? null,
      bookingDate: booking.bookingDate,
      arrival: parts[0]!.target.from,
      language: terms.language,
      rate: booking.extras.fx?.currency === booking.currency ? booking.extras.fx : null,
    });
    const changes = { manual: booking.extras.manual ?? [], order: booking.extras.order ?? [] };
    return mergedCalculation(priced, changes, dueOf, context);
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
    const fx = terms.extras?.fx;
    const { calculation } = await this.quotes.price(quoteDraft(target, planned, draftTerms), {
      language,
      excludeBooking,
      rate: fx && fx.currency === terms.currency ? { currency: fx.currency, rate: fx.rate } : null,
    });
    return calculation;
  }

  /** The exchange rates of the settings (today's). */
  async rates() {
    return (await this.quotes.operatorPricing()).rates;
  }

  /** Today in the operator's timezone and the base currency (settings are cached). */
  async operatorDay(): Promise<{ today: string; timezone: string; baseCurrency: string }> {
    const [general, timezone, today] = await Promise.all([
      this.services.settings.group('general'),
      this.services.calendar.timezone(),
      this.services.calendar.today(),
    ]);
    return { today, timezone, baseCurrency: general.baseCurrency ?? DEFAULT_BASE_CURRENCY };
  }
}
