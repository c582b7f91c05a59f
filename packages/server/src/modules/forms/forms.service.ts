import {
  FORM_WRITE_MESSAGES,
  type FormChange,
  type FormCopy,
  type answerFormSchema,
  formAnswerProblems,
  type FormField,
  type PublicForm,
  type sendFormSchema,
} from '@seaberth/domain';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { timingSafeEqual } from 'node:crypto';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { randomToken } from '../auth/index.ts';
import type { Actor } from '../../http/actor.ts';
import { refuseUnreachableCustomers } from '../../db/customer-reach.ts';
import { readCompany } from '../print/index.ts';
import type { BookingMailService } from '../mail/index.ts';
import { type FormRow, FormsRepository } from './forms.repository.ts';

const MAIL = {
  en: {
    subject: 'A form from {company}: {name}',
    text: 'Hello {customer},\n\nplease take a minute for this form:\n\n{link}\n\nThank you!',
  },
  de: {
    subject: 'Ein Formular von {company}: {name}',
    text: 'Guten Tag {customer},\n\nbitte nehmen Sie sich kurz Zeit für dieses Formular:\n\n{link}\n\nVielen Dank!',
  },
};

/**
 * Forms sent to customers: made from a definition (its fields copied, so a later edit of the
 * definition never changes what was asked), opened without login by their link, answered once.
 */
export class FormsService {
  constructor(
    private readonly services: Services,
    private readonly mail: BookingMailService,
  ) {}

  private get db() {
    return this.services.database.db;
  }

  private get repository() {
    return new FormsRepository(this.db);
  }

  /** The booking's booker or one of its guests: a form never hangs on a stranger's booking. */
  private async takesPart(booking: string, customer: string): Promise<boolean> {
    if (await this.repository.isLead(booking, customer)) return true;
    return this.repository.isGuest(booking, customer);
  }

  url(form: { id: string; token: string }): string {
    return `${this.services.config.publicUrl}/forms/${form.id}/${form.token}`;
  }

  async send(input: z.output<typeof sendFormSchema>, actor: Actor) {
    const definition = await this.repository.definition(input.definition);
    if (!definition?.isActive)
      throw validationError([{ path: 'definition', message: 'No such active form definition' }]);
    await refuseUnreachableCustomers(this.db, actor.principal, [{ id: input.customer, path: 'customer' }]);
    const customer = await this.repository.customer(input.customer);
    if (!customer) throw validationError([{ path: 'customer', message: 'No such customer' }]);
    if (input.booking && !(await this.takesPart(input.booking, customer.id)))
      throw validationError([
        { path: 'booking', message: 'The customer is neither booker nor guest of this booking' },
      ]);
    const language = input.language ?? 'en';
    const row = await this.repository.insert({
      definition: definition.id,
      definitionName: definition.name,
      fields: definition.fields,
      customer: customer.id,
      customerName: customer.fullName,
      booking: input.booking ?? null,
      language,
      token: randomToken(32),
    });
    const url = this.url(row!);
    let mailed: string | null = null;
    if (input.mail) {
      const email = customer.contact.email;
      if (!email) throw validationError([{ path: 'mail', message: 'The customer has no e-mail address' }]);
      const words = MAIL[language];
      const company = (await readCompany(this.db)).name;
      const fill = (text: string) =>
        text
          .replace('{company}', company)
          .replace('{name}', definition.name)
          .replace('{customer}', customer.fullName)
          .replace('{link}', url);
      await this.mail.sendText(
        {
          to: email,
          subject: fill(words.subject),
          text: fill(words.text),
          ...(input.booking ? { booking: input.booking } : {}),
        },
        actor,
      );
      mailed = email;
    }
    return { id: row!.id, url, mailed };
  }

  async open(id: string, token: string): Promise<PublicForm> {
    const row = await this.opened(id, token);
    const company = await readCompany(this.db);
    return {
      id: row.id,
      state: row.state as PublicForm['state'],
      language: row.language,
      name: row.definitionName,
      description: (await this.description(row.definition)) ?? '',
      fields: row.fields as FormField[],
      answers: row.answers,
      operator: { name: company.name, logoUrl: company.logo ? `/api/media/${company.logo}/data` : null },
      customerName: row.customerName,
    };
  }

  /** Keeps answers, or sends them; a sent form is kept as answered and cannot change. */
  async answer(id: string, token: string, body: z.output<typeof answerFormSchema>): Promise<PublicForm> {
    const row = await this.opened(id, token);
    if (row.state === 'answered') throw refusal('CONFLICT', 'This form was sent already');
    const problems = formAnswerProblems(row.fields as FormField[], body.answers, {
      checkRequired: body.submit,
    });
    if (problems.length) throw validationError(problems, 'Some answers are missing or wrong');
    await this.repository.update(row.id, {
      answers: body.answers,
      ...(body.submit ? { state: 'answered', answeredAt: this.services.clock.now() } : {}),
    });
    return this.open(id, token);
  }

  /**
   * `POST /api/form/{id}`: an open form's language, or an answered form opened again (its answers
   * kept as a draft the customer corrects by the same link).
   */
  async change(id: string, input: FormChange, actor: Actor): Promise<FormRow> {
    const row = await this.reachable(id, actor);
    if (input.reopen && row.state !== 'answered')
      throw validationError(
        [{ path: 'reopen', message: FORM_WRITE_MESSAGES.notAnswered }],
        FORM_WRITE_MESSAGES.notAnswered,
      );
    const changed = await this.repository.changeAt(row.id, input.version, {
      ...(input.language ? { language: input.language } : {}),
      ...(input.reopen ? { state: 'open', answeredAt: null } : {}),
    });
    if (changed) return changed;
    throw refusal(
      'STALE_VERSION',
      `Someone else changed this form (you edited version ${input.version}, it is now ${row.version}); reload and apply your change again`,
    );
  }

  /** `POST /api/form/{id}/copy`: the same definition sent again, a new open form with its own link. */
  async copy(id: string, input: FormCopy, actor: Actor) {
    const row = await this.reachable(id, actor);
    const customer = input.customer ?? row.customer;
    if (!customer) throw validationError([{ path: 'customer', message: 'No such customer' }]);
    return this.send(
      {
        definition: row.definition,
        customer,
        booking: input.customer && input.customer !== row.customer ? null : row.booking,
        language: row.language as FormChange['language'] & string,
        mail: input.mail,
      },
      actor,
    );
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.reachable(id, actor);
    await this.repository.remove(id);
  }

  /** A form whose customer the actor may reach (as sending it needs); anything else is a 404. */
  private async reachable(id: string, actor: Actor): Promise<FormRow> {
    const row = await this.repository.form(id);
    if (!row) throw notFound('form');
    if (row.customer)
      await refuseUnreachableCustomers(this.db, actor.principal, [{ id: row.customer, path: 'customer' }]);
    return row;
  }

  /** The form's link and its QR code (a PNG data URL) to print or show at the desk. */
  async qrcode(id: string): Promise<{ url: string; qrcode: string }> {
    const row = await this.repository.form(id);
    if (!row) throw notFound('form');
    const url = this.url(row);
    return { url, qrcode: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  private async description(definition: string): Promise<string | undefined> {
    return this.repository.definitionDescription(definition);
  }

  /** The form its token opens; anything else is the same 404. */
  private async opened(id: string, token: string): Promise<FormRow> {
    const row = await this.repository.form(id);
    const given = Buffer.from(token);
    if (!row || given.length !== row.token.length || !timingSafeEqual(given, Buffer.from(row.token)))
      throw notFound('form');
    return row;
  }
}
