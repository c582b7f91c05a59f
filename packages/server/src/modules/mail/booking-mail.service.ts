import { randomUUID } from 'node:crypto';
import {
  MAIL_PLACEHOLDER_SAMPLES,
  type BookingDetail,
  type FieldChange,
  type Language,
  LANGUAGES,
  type MailPreview,
  type MailTemplate,
  type SendBookingMail,
  type SentMails,
  mailPreviewSchema,
  sendBookingMailSchema,
  type sendCustomerMailSchema,
} from '@seaberth/domain';
import type { z } from 'zod';
import type { QueuedAttachment } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import type { BookingDocumentsService, DocumentSources } from '../documents/index.ts';
import { readCompany } from '../print/index.ts';
import { mediaServiceFor } from '../media/index.ts';
import { checkSyntax, renderLiquid } from './liquid.ts';
import { customerMailContext, type MailPerson, mailContext, salutation } from './mail-context.ts';
import { textToHtml } from './mail-html.ts';
import { mailCustomers, mailTemplateById } from './mail-reads.repository.ts';
import { MailRepository, type NewMail } from './mail.repository.ts';

/** An answer to a received mail: the account it goes through and the Message-ID it answers. */
export interface MailThread {
  account: string;
  inReplyTo?: string;
}

/** A file to attach as it is. */
export interface MailFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

interface Recipient {
  name: string;
  email: string;
  person: MailPerson | null;
}

/**
 * The language a template is sent in: the one wanted, or the template's other one when it has no
 * text in it, unless the sender insisted on that language.
 */
function templateLanguage(template: MailTemplate, wanted: Language, insisted: boolean): Language {
  if (insisted || template.texts[wanted]?.subject.trim()) return wanted;
  return LANGUAGES.find((l) => template.texts[l]?.subject.trim()) ?? wanted;
}

/** German for customers from Germany, Austria and Switzerland (or with no nationality recorded), else English. */
const languageOfNationality = (nationality: string | undefined): Language =>
  ['DE', 'AT', 'CH'].includes(String(nationality ?? 'DE').toUpperCase()) ? 'de' : 'en';

/** Refuses a subject or body that does not parse, naming the field, line and column. */
export function checkTemplateText(fields: { path: string; source: string }[]): void {
  const errors = fields.flatMap(({ path, source }) => {
    const error = checkSyntax(source);
    return error
      ? [
          {
            path,
            message: `Liquid syntax error on line ${error.line}, column ${error.column}: ${error.message}`,
          },
        ]
      : [];
  });
  if (errors.length) throw validationError(errors, 'The template does not parse');
}

/**
 * Mails of a booking: a template rendered over the booking's values in its language (or one
 * chosen), with the booking's documents attached, queued per recipient and recorded in the
 * booking's history in the same transaction as the queue rows.
 */
export class BookingMailService {
  /**
   * Makes a public link to the booking's invoice (set once invoices exist; the mail service is
   * made before them). Asked only when a template uses `links.invoice`: each link is a new token.
   */
  invoiceLink?: (booking: string, actor: Actor) => Promise<string | null>;
  /** A link to a guest's dives as a UDDF logbook (set once the dive log exists). */
  logbookLink?: (customer: string) => string;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly documents: BookingDocumentsService,
  ) {}

  private get db() {
    return this.services.database.db;
  }

  async template(id: string): Promise<MailTemplate> {
    const row = await mailTemplateById(this.db, id);
    if (!row) throw notFound('Mail template');
    return row as unknown as MailTemplate;
  }

  async preview(input: z.output<typeof mailPreviewSchema>, actor: Actor): Promise<MailPreview> {
    checkTemplateText([
      { path: 'subject', source: input.subject },
      { path: 'body', source: input.body },
    ]);
    const booking = await this.bookings.detail(input.booking, actor);
    if (!booking) throw notFound('Booking');
    // The preview makes no link (each is a new token): it shows where the link will stand.
    const values = await this.values(
      booking,
      input.language,
      await this.documents.sources(booking),
      `${this.services.config.publicUrl}/invoice/…`,
    );
    // Placeholders of other mails (the loyalty statement's) show their samples; the booking's own win.
    return this.render(input, { ...MAIL_PLACEHOLDER_SAMPLES, ...values.context(values.booker) });
  }

  /**
   * `files`: further attachments the caller made (an invoice PDF); `thread`: an answer from /mail,
   * sent through that account and threaded under the mail answered.
   */
  async send(
    id: string,
    body: SendBookingMail,
    actor: Actor,
    files: MailFile[] = [],
    thread?: MailThread,
  ): Promise<SentMails> {
    const input = sendBookingMailSchema.parse(body);
    const row = await this.bookings.load(id, actor);
    const [booking, template] = await Promise.all([
      this.bookings.detail(id, actor),
      this.template(input.template),
    ]);
    if (!booking) throw notFound('Booking');
    const language = templateLanguage(
      template,
      (input.language ?? booking.language) as Language,
      Boolean(input.language),
    );
    const text = template.texts[language];
    if (!text?.subject.trim())
      throw validationError(
        [{ path: 'language', message: `The template "${template.name}" has no text in ${language}` }],
        'The template has no text in this language',
      );
    const sources = await this.documents.sources(booking);
    const invoice = /links\.invoice\b/.test(`${text.subject}${text.body}`)
      ? ((await this.invoiceLink?.(booking.id, actor)) ?? '')
      : '';
    const values = await this.values(booking, language, sources, invoice);
    const { send, skipped } = this.recipients(input, values.booker, values.people, booking);
    const attachments = send.length ? await this.attach(booking, input, template, sources, actor, files) : [];

    const queued: SentMails['queued'] = [];
    const notes: FieldChange[] = [];
    const mails: NewMail[] = [];
    for (const recipient of send) {
      const rendered = await this.render(text, values.context(recipient.person, recipient.name));
      const mailId = randomUUID();
      mails.push({
        id: mailId,
        to: recipient.email,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        booking: id,
        attachments,
        ...thread,
      });
      const names = attachments.map((a) => a.name);
      queued.push({
        id: mailId,
        to: recipient.email,
        name: recipient.name,
        subject: rendered.subject,
        attachments: names,
      });
      notes.push({
        field: 'mail',
        before: null,
        after: `${rendered.subject} → ${recipient.email}${names.length ? ` (${names.join(', ')})` : ''}`,
        mail: mailId,
      });
    }
    if (mails.length) {
      await this.bookings.commit(
        row,
        'mail',
        actor,
        {},
        async (tx) => {
          const queue = new MailRepository(tx.connection);
          for (const mail of mails) await queue.enqueue(mail);
        },
        notes,
      );
      // Out at once when SMTP is there; the worker retries what fails.
      void this.services.mail.processQueue().catch(() => undefined);
    }
    return { queued, skipped };
  }

  /**
   * A mail written by hand (an answer from /mail), signed like template mails; recorded in the
   * booking's history when it speaks about one.
   */
  async sendText(
    mail: { to: string; subject: string; text: string; booking?: string; sendAfter?: Date },
    actor: Actor,
    thread?: MailThread,
  ): Promise<string> {
    const signature = (await this.services.settings.get('mail', 'signature'))?.trim();
    const text = signature ? `${mail.text.trimEnd()}\n\n-- \n${signature}` : mail.text;
    const queued: NewMail = {
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      text,
      html: textToHtml(text),
      booking: mail.booking,
      ...(mail.sendAfter ? { sendAfter: mail.sendAfter } : {}),
      ...thread,
    };
    if (mail.booking) {
      const row = await this.bookings.load(mail.booking, actor);
      await this.bookings.commit(
        row,
        'mail',
        actor,
        {},
        async (tx) => {
          await new MailRepository(tx.connection).enqueue(queued);
        },
        [{ field: 'mail', before: null, after: `${mail.subject} → ${mail.to}`, mail: queued.id }],
      );
    } else await this.services.mailRepository.enqueue(queued);
    void this.services.mail.processQueue().catch(() => undefined);
    return queued.id!;
  }

  /** One mail per customer with an address, rendered with the customer's values; no booking. */
  async sendToCustomers(input: z.output<typeof sendCustomerMailSchema>): Promise<SentMails> {
    const template = await this.template(input.template);
    const [people, company, { today, baseCurrency }] = await Promise.all([
      this.people(input.customers),
      readCompany(this.db),
      this.bookings.operatorDay(),
    ]);
    const queued: SentMails['queued'] = [];
    const skipped: SentMails['skipped'] = [];
    const mails: NewMail[] = [];
    for (const id of input.customers) {
      const person = people.get(id);
      if (!person) throw notFound('Customer');
      if (!person.email) {
        skipped.push({ name: person.fullName, reason: 'noAddress' });
        continue;
      }
      const language = templateLanguage(template, input.language ?? person.language, Boolean(input.language));
      const text = template.texts[language];
      const rendered = await this.render(
        text,
        customerMailContext({ person, language, company, today, currency: baseCurrency }),
      );
      const mailId = randomUUID();
      mails.push({
        id: mailId,
        to: person.email,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      });
      queued.push({
        id: mailId,
        to: person.email,
        name: person.fullName,
        subject: rendered.subject,
        attachments: [],
      });
    }
    await this.db.transaction(async (tx) => {
      for (const mail of mails) await new MailRepository(tx).enqueue(mail);
    });
    if (mails.length) void this.services.mail.processQueue().catch(() => undefined);
    return { queued, skipped };
  }

  /**
   * A test of a customer mail: the template rendered with one customer's values and `extra` ones
   * (a loyalty statement), sent to `to` (the operator trying it), never to the customer.
   */
  async sendCustomerTest(input: {
    template: string;
    customer: string;
    to: string;
    extra: Record<string, unknown>;
  }): Promise<SentMails['queued'][number]> {
    const template = await this.template(input.template);
    const [people, company, { today, baseCurrency }] = await Promise.all([
      this.people([input.customer]),
      readCompany(this.db),
      this.bookings.operatorDay(),
    ]);
    const person = people.get(input.customer);
    if (!person) throw notFound('Customer');
    const language = templateLanguage(template, person.language, false);
    const rendered = await this.render(template.texts[language], {
      ...customerMailContext({ person, language, company, today, currency: baseCurrency }),
      ...input.extra,
    });
    const id = randomUUID();
    const subject = `[Test] ${rendered.subject}`;
    await this.services.mailRepository.enqueue({
      id,
      to: input.to,
      subject,
      text: rendered.text,
      html: rendered.html,
    });
    void this.services.mail.processQueue().catch(() => undefined);
    return { id, to: input.to, name: person.fullName, subject, attachments: [] };
  }

  private async render(text: { subject: string; body: string }, context: Record<string, unknown>) {
    const [subject, body, signature] = await Promise.all([
      renderLiquid(text.subject, context),
      renderLiquid(text.body, context),
      this.services.settings.get('mail', 'signature'),
    ]);
    // The operator's signature (/config/mail) under every mail from a template.
    const output = signature?.trim() ? `${body.output.trimEnd()}\n\n-- \n${signature.trim()}` : body.output;
    return {
      subject: subject.output.replace(/\s+/g, ' ').trim(),
      text: output,
      html: textToHtml(output),
      unknown: [...new Set([...subject.unknown, ...body.unknown])],
    };
  }

  /** The booking's people and a context maker for one recipient. */
  private async values(booking: BookingDetail, language: Language, sources: DocumentSources, invoice = '') {
    const ids = new Set<string>(booking.lead ? [booking.lead] : []);
    for (const room of booking.rooms) for (const guest of room.guests) if (guest) ids.add(guest.customer);
    const people = await this.people([...ids]);
    const roomTypes = new Map([...sources.typeNames].map(([id, names]) => [id, names[language]]));
    const booker = booking.lead ? (people.get(booking.lead) ?? null) : null;
    const { places, company, today } = sources;
    const email = booker?.email ?? '';
    const links = {
      ...this.services.documentLinks.bookingLinks(booking.id),
      guestForm: (await this.services.guestFormLinks.link(booking.id)).url,
      invoice,
      // The booker's logbook (UDDF) of their dives: empty without a dive log or a booker.
      logbook: booking.lead && this.logbookLink ? this.logbookLink(booking.lead) : '',
      // The booking page where the booker sees what is open and pays it (no login: number and e-mail).
      payment: email
        ? `${this.services.config.publicUrl}/book/preview?no=${encodeURIComponent(booking.bookingNo)}&email=${encodeURIComponent(email)}`
        : '',
    };
    const base = mailContext({ booking, language, booker, people, places, company, today, roomTypes, links });
    return {
      booker,
      people,
      context: (person: MailPerson | null, name?: string) => ({
        ...base,
        recipient: {
          name: name ?? person?.fullName ?? booking.leadName,
          salutation: salutation(person, language),
        },
      }),
    };
  }

  private async people(ids: string[]): Promise<Map<string, MailPerson>> {
    if (!ids.length) return new Map();
    const rows = await mailCustomers(this.db, ids);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          firstName: r.masterData.firstName ?? '',
          lastName: r.masterData.lastName ?? '',
          fullName: r.fullName,
          gender: r.masterData.gender ?? '',
          email: r.contact.email ?? '',
          language: languageOfNationality(r.masterData.nationality),
        },
      ]),
    );
  }

  private recipients(
    input: z.output<typeof sendBookingMailSchema>,
    booker: MailPerson | null,
    people: Map<string, MailPerson>,
    booking: BookingDetail,
  ): { send: Recipient[]; skipped: SentMails['skipped'] } {
    if (input.to)
      return { send: [{ name: booker?.fullName ?? input.to, email: input.to, person: booker }], skipped: [] };
    const candidates =
      input.recipients === 'guests'
        ? [
            ...new Set(
              booking.rooms.flatMap((r) => r.guests.filter((g) => g !== null).map((g) => g.customer)),
            ),
          ]
            .map((id) => people.get(id))
            .filter((p): p is MailPerson => p !== undefined)
        : booker
          ? [booker]
          : [];
    if (!candidates.length)
      return { send: [], skipped: [{ name: booking.leadName || booking.bookingNo, reason: 'noAddress' }] };
    const send: Recipient[] = [];
    const skipped: SentMails['skipped'] = [];
    for (const person of candidates)
      if (person.email) send.push({ name: person.fullName, email: person.email, person });
      else skipped.push({ name: person.fullName, reason: 'noAddress' });
    return { send, skipped };
  }

  /** Renders and keeps the attachments once; every recipient's mail points at the same files. */
  private async attach(
    booking: BookingDetail,
    input: z.output<typeof sendBookingMailSchema>,
    template: MailTemplate,
    sources: DocumentSources,
    actor: Actor,
    extra: MailFile[],
  ): Promise<QueuedAttachment[]> {
    const files: MailFile[] = [...extra];
    for (const document of input.attachments ?? template.attachments) {
      const { pdf, name } = await this.documents.renderFor(booking, document, input.force, sources);
      files.push({ name, mimeType: 'application/pdf', bytes: pdf });
    }
    for (const documentId of input.documents) {
      const { row, body } = await this.documents.open(booking.id, documentId, actor);
      files.push({ name: row.name, mimeType: row.mimeType, bytes: body });
    }
    const storage = mediaServiceFor(this.services).storage;
    const folder = `mail/${randomUUID()}`;
    const kept: QueuedAttachment[] = [];
    for (const [index, file] of files.entries()) {
      const storageKey = `${folder}/${index}-${file.name.replace(/[^\w.-]/g, '_')}`;
      await storage.put(storageKey, file.bytes);
      kept.push({ name: file.name, mimeType: file.mimeType, storageKey });
    }
    return kept;
  }
}
