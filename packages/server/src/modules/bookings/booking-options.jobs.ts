import { type BookingDetail, DEFAULT_WAITING_OFFER_HOURS, formatDate, toZonedDate } from '@seaberth/domain';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { BookingActions } from './booking-actions.ts';
import { SYSTEM_ACTOR } from '../../http/actor.ts';
import { BookingOptionsRepository } from './booking-options.repository.ts';

/** Recurring: release offers and reservations whose option date passed. */
export const OPTIONS_JOB = 'bookings.expireOptions';
/** Once, whenever beds were freed: offer them to the waiting list, first come first served. */
export const WAITING_JOB = 'bookings.waitingList';

const SWEEP_EVERY_MS = 60_000;
const BATCH = 200;

/** A booking's action answered that someone else got there first: not this job's failure. */
const lostRace = (error: unknown) =>
  error instanceof AppError &&
  ['STALE_VERSION', 'ACTION_NOT_ALLOWED', 'ROOM_TAKEN', 'NOT_FOUND'].includes(error.code);

/**
 * Options that expire by themselves and a waiting list that fills itself, as jobs of the jobs
 * table: whichever server process claims the job does the work, and each booking still changes
 * through its actions (version claimed, history written), so two processes racing for one expired
 * option release it exactly once.
 */
export class BookingOptionJobs {
  private readonly repository: BookingOptionsRepository;

  constructor(
    private readonly services: Services,
    private readonly actions: BookingActions,
  ) {
    this.repository = new BookingOptionsRepository(services.database.db);
  }

  /** Registers the handlers and makes sure the recurring sweep is scheduled. */
  async register(): Promise<void> {
    const { jobs } = this.services;
    jobs.handle(OPTIONS_JOB, async (_job, now) => {
      if ((await this.expireOptions()).length) await jobs.schedule(WAITING_JOB);
      return new Date(now.getTime() + SWEEP_EVERY_MS);
    });
    jobs.handle(WAITING_JOB, async (_job, now) => {
      await this.offerToWaitingList(now);
      return null;
    });
    // Every freed bed may be someone's turn on the waiting list.
    this.actions.core.repository.onBedsFreed = () => jobs.schedule(WAITING_JOB);
    await jobs.schedule(OPTIONS_JOB);
  }

  /** Releases every option past its date; answers the bookings released. */
  async expireOptions(): Promise<BookingDetail[]> {
    const { today } = await this.actions.core.operatorDay();
    const released: BookingDetail[] = [];
    for (const ref of await this.repository.expiredOptions(today, BATCH)) {
      try {
        const booking = await this.actions.life.release(
          ref.id,
          { reason: 'optionExpired', message: '', version: ref.version },
          SYSTEM_ACTOR,
          'expire',
        );
        released.push(booking);
        await this.tellBooker(booking, 'expired');
      } catch (error) {
        if (!lostRace(error)) throw error;
      }
    }
    return released;
  }

  /**
   * Offers freed beds to the waiting bookings in the order they came: each one whose rooms are free
   * for its dates becomes an offer held for booking.waitingOfferHours; the operator and the booker
   * are told. An offer that lapses is released by the sweep, and the next in line gets its turn.
   */
  async offerToWaitingList(now: Date): Promise<BookingDetail[]> {
    const { today, timezone } = await this.actions.core.operatorDay();
    const booking = await this.services.settings.group('booking');
    const hours = Number(booking.waitingOfferHours ?? DEFAULT_WAITING_OFFER_HOURS);
    const until = toZonedDate(now.getTime() + hours * 3_600_000, timezone);
    const offered: BookingDetail[] = [];
    for (const ref of await this.repository.waitingInLine(today, BATCH)) {
      try {
        const offer = await this.actions.life.offerFromWaitingList(ref.id, ref.version, until, SYSTEM_ACTOR);
        offered.push(offer);
        await this.tellBooker(offer, 'offered');
        await this.tellOperator(offer, booking.notifyEmail);
      } catch (error) {
        if (!lostRace(error)) throw error;
      }
    }
    return offered;
  }

  private async tellBooker(booking: BookingDetail, what: 'expired' | 'offered'): Promise<void> {
    const to = await this.repository.leadEmail(booking.id);
    if (!to) return;
    const mail = NOTICES[booking.language === 'de' ? 'de' : 'en'][what](booking);
    await this.services.mail.enqueue({ to, ...mail });
  }

  private async tellOperator(booking: BookingDetail, to: string | undefined): Promise<void> {
    if (!to) return;
    await this.services.mail.enqueue({
      to,
      subject: `Waiting list: booking ${booking.bookingNo} now holds its beds`,
      text: `Beds came free for booking ${booking.bookingNo} (${booking.leadName}), ${formatDate(booking.from)} – ${formatDate(booking.to)}. It is an offer until ${formatDate(booking.optionUntil!)}; confirm it or it is released and the next in line gets its turn.`,
    });
  }
}

/** Plain notices until mail templates exist (issue 13): what happened and what to do. */
const NOTICES = {
  en: {
    expired: (b: BookingDetail) => ({
      subject: `Your option ${b.bookingNo} has expired`,
      text: `Dear ${b.leadName},\n\nthe option for booking ${b.bookingNo} (${formatDate(b.from)} – ${formatDate(b.to)}) has expired and the places were released. Reply to this mail if you would still like to travel.`,
    }),
    offered: (b: BookingDetail) => ({
      subject: `Places are free for your booking ${b.bookingNo}`,
      text: `Dear ${b.leadName},\n\nplaces came free for ${formatDate(b.from)} – ${formatDate(b.to)}. We hold them for you until ${formatDate(b.optionUntil!)}; reply to confirm.`,
    }),
  },
  de: {
    expired: (b: BookingDetail) => ({
      subject: `Ihre Option ${b.bookingNo} ist abgelaufen`,
      text: `Guten Tag ${b.leadName},\n\ndie Option für die Buchung ${b.bookingNo} (${formatDate(b.from)} – ${formatDate(b.to)}) ist abgelaufen, die Plätze wurden freigegeben. Antworten Sie auf diese Mail, wenn Sie trotzdem reisen möchten.`,
    }),
    offered: (b: BookingDetail) => ({
      subject: `Für Ihre Buchung ${b.bookingNo} sind Plätze frei`,
      text: `Guten Tag ${b.leadName},\n\nfür ${formatDate(b.from)} – ${formatDate(b.to)} sind Plätze frei geworden. Wir halten sie bis ${formatDate(b.optionUntil!)} für Sie; bitte bestätigen Sie mit einer Antwort.`,
    }),
  },
} as const;
