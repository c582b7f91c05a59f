import type { BookingState, MissingGuestForm } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import type { BookingMailService } from '../mail/index.ts';
import { GuestFormRemindersRepository } from './guest-form-reminders.repository.ts';

/** The mail template a reminder uses when the operator keeps one of this name (it reads `links.guestForm`). */
export const GUEST_FORM_TEMPLATE_NAME = 'Guest form';
/** A booker is reminded at most once a day unless the operator insists. */
const REMINDER_GAP_MS = 86_400_000;
const LIVE: BookingState[] = ['draft', 'planned', 'confirmed'];

const BUILT_IN = {
  de: {
    subject: 'Gästeformular zu Ihrer Buchung {number}',
    text: 'Guten Tag,\n\nbitte füllen Sie vor der Anreise für jeden Gast das Gästeformular aus (Reisepass, Taucherfahrung, Gesundheitsfragen, Flüge):\n\n{link}\n\nVielen Dank!',
  },
  en: {
    subject: 'Guest form for your booking {number}',
    text: 'Hello,\n\nbefore you arrive, please fill in the guest form for every guest (passport, diving experience, medical questions, flights):\n\n{link}\n\nThank you!',
  },
};

/**
 * Bookings whose guests have not all sent their form (`GET /api/bookings/missingGuestform`), and
 * the reminder to the booker (`POST sendGuestFormMail`).
 */
export class GuestFormReminders {
  private readonly db: Db;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly mail: BookingMailService,
  ) {
    this.db = services.database.db;
  }

  async missing(days: number, actor: Actor): Promise<MissingGuestForm[]> {
    const { today } = await this.bookings.operatorDay();
    const until = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const rows = await new GuestFormRemindersRepository(this.db).missing(
      LIVE,
      today,
      until,
      this.bookings.repository.visibleTo(actor.principal),
    );
    return rows.map(({ remindedAt, ...row }) => ({
      ...row,
      beds: Number(row.beds),
      submitted: Number(row.submitted),
      missing: Number(row.beds) - Number(row.submitted),
      lastReminder: remindedAt?.toISOString() ?? null,
    }));
  }

  /** Mails the booker the link: the operator's "Guest form" template if there is one, else a built-in text. */
  async send(id: string, force: boolean, actor: Actor): Promise<{ to: string; template: string | null }> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw refusal('NOT_FOUND', 'Booking not found');
    const last = await this.services.guestFormLinks.lastReminder(booking.id);
    const now = this.services.clock.now();
    if (!force && last && now.getTime() - last.getTime() < REMINDER_GAP_MS)
      throw refusal(
        'CONFLICT',
        `A reminder went out on ${last.toISOString().slice(0, 16).replace('T', ' ')}: send again anyway?`,
      );
    const reminders = new GuestFormRemindersRepository(this.db);
    const booker = booking.lead ? await reminders.email(booking.lead) : undefined;
    if (!booker?.email)
      throw validationError([{ path: 'booking', message: 'The booker has no e-mail address' }]);
    const template = await reminders.activeTemplateNamed(GUEST_FORM_TEMPLATE_NAME);
    if (template) {
      await this.mail.send(
        booking.id,
        { template: template.id, recipients: 'booker', attachments: [] },
        actor,
      );
    } else {
      const { url } = await this.services.guestFormLinks.link(booking.id);
      const words = BUILT_IN[booking.language] ?? BUILT_IN.en;
      await this.mail.sendText(
        {
          to: booker.email,
          subject: words.subject.replace('{number}', booking.bookingNo),
          text: words.text.replace('{link}', url),
          booking: booking.id,
        },
        actor,
      );
    }
    await this.services.guestFormLinks.reminded(booking.id, now);
    return { to: booker.email, template: template?.id ?? null };
  }
}
