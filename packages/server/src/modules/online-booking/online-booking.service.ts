import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type BookingDetail,
  type Calculation,
  addDays,
  NO_EXTRAS,
  normalizeIdentity,
  type OnlineBookingCreate,
  type OnlineBookingDraft,
  type OnlineBookingView,
  type OnlineHoldExtension,
  type Principal,
  transferOptionUntil,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { AgencyAccounts } from '../agencies/index.ts';
import type { BookingActions } from '../bookings/index.ts';
import { holdCredit } from '../bookings/index.ts';
import { recordVersion } from '../bookings/index.ts';
import type { PreparedBooking } from '../bookings/index.ts';
import { priced, quoteDraft } from '../bookings/index.ts';
import type { BookingMailService } from '../mail/index.ts';
import { ONLINE_ACTOR, OnlineBookingPlanner, type OnlinePeople } from './online-booking-plan.ts';
import { OnlineHoldExtender } from './online-hold-extend.ts';
import { OnlineHolds, visitorEmail } from './online-holds.ts';
import { OnlinePayWays } from './online-transfer.ts';
import { OnlineBookingViews } from './online-booking-view.ts';
import { OnlineBookingsRepository, type OnlineRow } from './online-bookings.repository.ts';
import { OnlineCatalogRepository } from './online-catalog.repository.ts';
import { sampleGuests } from '../pricing/index.ts';
import type { PaymentsService } from '../payments/index.ts';

/** The job that gives an unpaid online booking's beds back when its hold ends. */
export const RELEASE_HOLD_JOB = 'onlineBooking.releaseHold';

/** Queues the confirmation of a reservation by transfer when it could not be queued at once. */
export const TRANSFER_MAIL_JOB = 'onlineBooking.transferMail';

/** Confirms a paid online booking and mails its confirmation, when that failed at the webhook. */
export const CONFIRM_JOB = 'onlineBooking.confirm';

/**
 * A claim always commits with its booking; a claim without one is left by a version that wrote
 * them apart and crashed between: that key cannot answer a booking.
 */
function booked(row: OnlineRow | undefined): OnlineRow {
  if (!row?.booking)
    throw refusal('CONFLICT', 'This booking could not be finished: please book again with a new request');
  return row;
}

/**
 * Bookings made by guests on the public pages: priced by the server only (a price in the request
 * is never read), made once per idempotency key, held as an offer for a limited time while the
 * guest pays, confirmed and mailed when the payment arrives, released by a job when it does not.
 */
export class OnlineBookingService {
  private readonly db: Db;
  private readonly online: OnlineBookingsRepository;
  private readonly catalog: OnlineCatalogRepository;
  private readonly planner: OnlineBookingPlanner;
  private readonly holds: OnlineHolds;
  /** Which ways can take money, and what a guest paying by transfer needs. */
  readonly ways: OnlinePayWays;
  private readonly views: OnlineBookingViews;

  constructor(
    private readonly services: Services,
    private readonly actions: BookingActions,
    private readonly payments: PaymentsService,
    private readonly mail: BookingMailService,
  ) {
    this.db = services.database.db;
    this.online = new OnlineBookingsRepository(this.db);
    this.catalog = new OnlineCatalogRepository(this.db);
    this.planner = new OnlineBookingPlanner(services, actions.core);
    this.holds = new OnlineHolds(services);
    this.ways = new OnlinePayWays(services, payments, actions.core);
    this.views = new OnlineBookingViews(services, actions.core, this.ways);
  }

  private get bookings() {
    return this.actions.core;
  }

  /** Registers the hold's release and the confirmation when a provider's payment arrives. */
  register(): void {
    // A hold extended meanwhile keeps its job, due again at the new end.
    this.services.jobs.handle(RELEASE_HOLD_JOB, (job) => this.releaseHold(job.key));
    this.services.jobs.handle(TRANSFER_MAIL_JOB, async (job) => {
      const booking = await this.bookings.detail(job.key);
      if (booking) await this.transferMail(booking);
      return null;
    });
    this.services.jobs.handle(CONFIRM_JOB, async (job) => {
      await this.paid(job.key);
      return null;
    });
    // The payment is recorded whatever happens here; a failed confirmation is retried as a job.
    this.payments.onPaid = async (booking) => {
      try {
        await this.paid(booking);
      } catch {
        await this.services.jobs.schedule(CONFIRM_JOB, booking);
      }
    };
  }

  /** The calculation the booking would get, for a draft with unnamed guests. */
  async price(draft: OnlineBookingDraft, principal: Principal): Promise<Calculation> {
    const { input, plan } = await this.planner.input(draft, principal, []);
    const { today, baseCurrency } = await this.bookings.operatorDay();
    // A friend's code shows its discount already, by the booking's own step; who books is
    // checked when the booking is made.
    const { extras } = await this.bookings.withReferral(input.referralCode, { id: null }, today, {
      ...NO_EXTRAS,
      ...input.extras,
    });
    const quoted = quoteDraft(
      plan.target,
      plan.rooms.map(({ room, guests }) => ({
        room,
        guests: Array.from({ length: guests }, () => null),
        beds: null,
      })),
      {
        currency: input.currency ?? baseCurrency,
        source: input.source,
        bookingSource: null,
        termsOfPayment: null,
        bookingDate: today,
        agency: input.agency ?? null,
        extras,
      },
    );
    // Unnamed adults in every place: what the booking is priced with once the travellers are named.
    const placed = {
      ...quoted,
      rooms: quoted.rooms.map((room, i) => ({ ...room, beds: sampleGuests(plan.rooms[i]!.guests, `r${i}`) })),
    };
    const { calculation } = await this.bookings.quotes.price(placed, { language: draft.language });
    // Guests read their room type and "Guest 2", not the price list and the room's number.
    const entries = await this.views.publicLines(
      calculation.entries,
      plan.rooms.map(({ room }, i) => ({
        roomType: room.roomType ?? '',
        guests: sampleGuests(plan.rooms[i]!.guests, `r${i}`).map((g) => g.id),
      })),
      draft.language,
    );
    return { ...calculation, entries };
  }

  /**
   * One transaction per booking: the key's claim, the customers, the booking with its beds and
   * the job that releases its hold commit together or not at all, so a crash leaves either a
   * booking that will be released or nothing, and the key answers the same booking after it. A
   * second request with the key waits at the claim until the first commits (or rolls back).
   */
  async create(
    body: OnlineBookingCreate,
    principal: Principal,
    ip: string,
  ): Promise<{ view: OnlineBookingView; created: boolean }> {
    const known = await this.byKey(body.idempotencyKey);
    if (known) return { view: await this.view(booked(known)), created: false };
    // Everything read and priced first: nothing inside the transaction may wait for another connection.
    const limits = await this.holds.limits();
    this.holds.checkRooms(body.draft.rooms.length, limits);
    const { input, actor, plan } = await this.planner.input(body.draft, principal, []);
    const people = this.planner.people(body, principal);
    const { today, baseCurrency } = await this.bookings.operatorDay();
    const payment = await this.ways.chosen(plan.target, input.currency ?? baseCurrency, body);
    // Paid by transfer: a reservation held for days (a transfer takes them), not minutes.
    const optionUntil =
      payment === 'transfer' ? transferOptionUntil(today, plan.target.from, limits.transferOptionDays) : null;
    const prepared = await this.named(
      await this.bookings.prepare(
        { ...input, note: body.note, ...(optionUntil ? { state: 'planned' as const, optionUntil } : {}) },
        actor,
        { bookerEmail: body.booker.email ?? '' },
      ),
      people,
    );
    // Priced again with the travellers named: nothing of it may come out 0 for want of a price.
    this.bookings.limits.checkPriced(prepared.calculation, actor);
    await this.activeAgency(prepared);
    const asset = (prepared.target.vessel ?? prepared.target.resort)!;
    const place = await this.placeName(asset);
    // A reservation by transfer counts against the visitor's and the place's holds until its option ends.
    const holdUntil = optionUntil
      ? new Date(`${addDays(optionUntil, 1)}T00:00:00Z`)
      : new Date(this.services.clock.now().getTime() + limits.onlineHoldMinutes * 60_000);
    const visitor = { ip, email: visitorEmail(body.booker.email) };
    const row = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const online = new OnlineBookingsRepository(tx);
      const claim = await online.claim({
        idempotencyKey: body.idempotencyKey,
        token: randomBytes(32).toString('base64url'),
        widget: body.widget ?? null,
        visitorIp: visitor.ip,
        visitorEmail: visitor.email,
        payment,
      });
      // Another request with this key committed while this one waited here: answer its booking.
      if (!claim) return null;
      const { from, to } = prepared.target;
      await this.holds.check(tx, { visitor, asset, place, from, to, rooms: prepared.planned.length }, limits);
      await this.planner.insertPeople(tx, people);
      const repository = this.bookings.repository.within(tx);
      // An agent's booking is held against its agency's credit limit with the agency locked.
      const creditNote = await holdCredit(repository, prepared, actor);
      const id = await this.bookings.insert(repository, prepared, actor);
      await recordVersion(repository, id, 'create', actor, creditNote ? [creditNote] : []);
      // A reservation's option date releases it (the options job); an offer's hold this job.
      if (!optionUntil) await this.services.jobs.schedule(RELEASE_HOLD_JOB, id, holdUntil, {}, tx);
      const made = await online.attach(claim.id, id, holdUntil);
      return made!;
    });
    if (row) {
      if (payment === 'transfer') await this.transferBooked(row.booking!);
      return { view: await this.view(row), created: true };
    }
    const first = await this.byKey(body.idempotencyKey);
    return { view: await this.view(booked(first)), created: false };
  }

  /**
   * The booking prepared with unnamed places (its customers are not written yet), then given its
   * travellers and priced with them, as the booking service prices named guests.
   */
  private async named(prepared: PreparedBooking, people: OnlinePeople): Promise<PreparedBooking> {
    const queue = [...people.guests];
    const planned = prepared.planned.map((room) => ({
      ...room,
      guests: room.guests.map(() => ({ ...queue.shift()!, variant: null })),
    }));
    const { values, input } = prepared;
    const { calculation } = await this.bookings.quotes.price(
      quoteDraft(prepared.target, planned, {
        currency: values.currency,
        source: input.source,
        bookingSource: input.bookingSource,
        termsOfPayment: input.termsOfPayment,
        bookingDate: values.bookingDate,
        extras: input.extras ?? NO_EXTRAS,
        agency: input.agency ?? null,
      }),
      { language: input.language },
    );
    return {
      ...prepared,
      planned,
      calculation,
      values: {
        ...values,
        lead: people.booker.id,
        leadName: people.booker.fullName,
        noOfPax: people.guests.length,
        ...priced(calculation),
      },
    };
  }

  /** An agent books through the public pages only for an active agency, as in the back office. */
  private async activeAgency(prepared: PreparedBooking): Promise<void> {
    const agency = prepared.input.agency;
    if (agency && !(await new AgencyAccounts(this.db).agency(agency).catch(() => null))?.isActive)
      throw validationError([{ path: 'agency', message: 'No such active agency' }]);
  }

  /**
   * A reservation by transfer is answered at once: the confirmation with what is due and the
   * GiroCode goes into the mail queue, and the office gets a to-do. The booking stands either
   * way: a mail that cannot be written is logged, and the to-do still tells the office.
   */
  private async transferBooked(id: string): Promise<void> {
    const booking = await this.bookings.detail(id);
    if (!booking) return;
    await this.ways.tellOffice(booking);
    try {
      await this.transferMail(booking);
    } catch {
      // Retried as a job (a stale version while someone edits the booking, a document that failed).
      await this.services.jobs.schedule(TRANSFER_MAIL_JOB, id);
    }
  }

  /** The confirmation of a reservation by transfer, with its GiroCode, into the mail queue. */
  private async transferMail(booking: BookingDetail): Promise<void> {
    const template = await this.confirmationTemplate();
    if (!template) return;
    const qr = await this.ways.qrFile(booking);
    await this.mail.send(
      booking.id,
      { template, attachments: ['confirmation'], force: true },
      ONLINE_ACTOR,
      qr ? [qr] : [],
    );
  }

  private async placeName(asset: string): Promise<string> {
    const vessel = await this.catalog.vesselName(asset);
    if (vessel) return vessel.name;
    const resort = await this.catalog.resortName(asset);
    return resort?.name ?? '';
  }

  /** A hosted payment page for the deposit or the whole open amount. */
  async checkout(id: string, token: string, charge: 'deposit' | 'full'): Promise<{ url: string }> {
    const row = await this.opened(id, token);
    const booking = await this.bookings.repository.booking(id);
    if (!booking) throw notFound('Booking');
    if (row.holdUntil && row.holdUntil.getTime() <= this.services.clock.now().getTime())
      await this.releaseHold(id);
    const now = await this.bookings.repository.booking(id);
    if (!now || !['draft', 'planned', 'confirmed'].includes(now.state))
      throw refusal('ACTION_NOT_ALLOWED', 'The places of this booking were released: please book again');
    const [provider] = await this.checkoutProviders(now);
    if (!provider)
      throw validationError([{ path: 'provider', message: 'No payment provider takes this booking online' }]);
    const base = this.services.config.publicUrl;
    const query = `booking=${id}&token=${encodeURIComponent(token)}`;
    const lead = now.lead ? await this.leadEmail(now.lead) : '';
    const checkout = await this.payments.checkout(
      id,
      provider.id,
      {
        successUrl: `${base}/payment/success?${query}&session={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/payment/aborted?${query}`,
        charge,
        ...(lead ? { customerEmail: lead } : {}),
      },
      ONLINE_ACTOR,
    );
    return { url: checkout.url };
  }

  /** The guest is back from paying; the webhook may still be on its way (the page asks again). */
  async returned(id: string, token: string): Promise<OnlineBookingView> {
    return this.view(await this.opened(id, token));
  }

  /**
   * `GET no/{bookingNo}?email=`: only with the booker's address, and the same answer for any
   * mismatch. Any booking, not only those made online: the mails' payment link opens it, so a
   * booking made at the desk gets its public token the first time it is looked up.
   */
  async lookup(bookingNo: string, email: string): Promise<OnlineBookingView> {
    // Both sides normalised alike; only who may read the booker can change this address.
    const found = await this.online.byNumberAndLeadEmail(bookingNo, normalizeIdentity(email));
    if (!found) throw notFound('Booking');
    const row = await this.online.ensureForBooking(found.id, randomBytes(32).toString('base64url'));
    return this.view(row!);
  }

  /** More time to pay (WCAG 2.2.1): the hold's end moves on, at most ten times (online-hold-extend.ts). */
  async extend(id: string, token: string): Promise<OnlineHoldExtension> {
    return new OnlineHoldExtender(this.services).extend(await this.opened(id, token), RELEASE_HOLD_JOB);
  }

  /**
   * The hold ended: an unpaid offer gives its beds back (the job; once across processes). A hold
   * the guest extended is not over yet: its later end is answered, when the job runs again.
   */
  async releaseHold(id: string): Promise<Date | null> {
    const row = await this.online.byBooking(id);
    if (!row?.holdUntil) return null;
    if (row.holdUntil.getTime() > this.services.clock.now().getTime()) return row.holdUntil;
    const booking = await this.bookings.repository.booking(id);
    if (!booking) return null;
    if (booking.state === 'draft' && booking.paid <= 0) {
      try {
        await this.actions.life.release(
          id,
          {
            reason: 'noPayment',
            message: 'The online payment did not arrive in time',
            version: booking.version,
          },
          ONLINE_ACTOR,
          'expire',
        );
      } catch (error) {
        if (!(error instanceof AppError && ['STALE_VERSION', 'ACTION_NOT_ALLOWED'].includes(error.code)))
          throw error;
        return null;
      }
    }
    await this.online.endHold(row.id);
    return null;
  }

  /** A provider's payment arrived: an online offer becomes a booking and its booker gets the confirmation. */
  async paid(id: string): Promise<void> {
    const row = await this.online.byBooking(id);
    if (!row) return;
    const booking = await this.bookings.repository.booking(id);
    if (!booking) return;
    await this.online.endHold(row.id);
    if (booking.state !== 'draft') return;
    await this.actions.life.changeState(id, { state: 'confirmed', version: booking.version }, ONLINE_ACTOR);
    const template = await this.confirmationTemplate();
    if (template)
      await this.mail.send(id, { template, attachments: ['confirmation'], force: true }, ONLINE_ACTOR);
  }

  // ---- steps ----

  private async byKey(key: string): Promise<OnlineRow | undefined> {
    return this.online.byKey(key);
  }

  private async opened(id: string, token: string): Promise<OnlineRow> {
    const row = await this.online.byBooking(id);
    const a = Buffer.from(row?.token ?? '');
    const b = Buffer.from(token);
    if (!row || a.length !== b.length || !timingSafeEqual(a, b)) throw notFound('Booking');
    return row;
  }

  private view(row: OnlineRow): Promise<OnlineBookingView> {
    return this.views.view(row);
  }

  private checkoutProviders(booking: Parameters<PaymentsService['providersFor']>[0]) {
    return this.ways.checkoutProviders(booking);
  }

  private leadEmail(customer: string): Promise<string> {
    return this.views.leadEmail(customer);
  }

  /** The setting booking.onlineConfirmationTemplate, else the first active template attaching the confirmation. */
  private async confirmationTemplate(): Promise<string | null> {
    const chosen = await this.services.settings.get('booking', 'onlineConfirmationTemplate');
    if (chosen) return chosen;
    return (await this.catalog.confirmationTemplate()) ?? null;
  }
}
