import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { BOOKING_TEMPLATES } from '../documents/index.ts';
import { defineResource } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';

/**
 * Mail templates (SPEC §3 "Message template types", §7 `/api/mail/template`): the texts operators
 * send from a booking, one per language, subject and body written in Liquid over the placeholders
 * of `mail-placeholders.ts`. A template may name the booking documents it attaches (a confirmation
 * mail carries the confirmation PDF) and the booking states it is offered for (`byState`).
 */
export const MESSAGE_TEMPLATE_TYPES = [
  'Text',
  'Payment',
  'Cancellation',
  'Information',
  'Price',
  'Custom',
] as const;
export type MessageTemplateType = (typeof MESSAGE_TEMPLATE_TYPES)[number];

/** Longest body a template may have: a long newsletter, far from what the Liquid parser limits. */
export const MAIL_TEMPLATE_MAX_BODY = 50_000;

const templateText = z.object({
  subject: z.string().trim().max(300).default(''),
  body: z.string().max(MAIL_TEMPLATE_MAX_BODY).default(''),
});
export type MailTemplateText = z.output<typeof templateText>;
const EMPTY_TEXT = { subject: '', body: '' };

export const mailTemplateResource = defineResource({
  name: 'mail/template',
  scope: 'mailtemplates',
  scopes: {
    // The booking page offers them to anyone who may read bookings; writing them is for their editors.
    read: ['mailtemplates.read', 'mailtemplates.update', 'bookings.read'],
    create: ['mailtemplates.update'],
    update: ['mailtemplates.update'],
    delete: ['mailtemplates.update'],
  },
  schema: z.object({
    name: z.string().trim().min(1).max(120),
    type: z.enum(MESSAGE_TEMPLATE_TYPES).default('Text'),
    /** Booking states the booking page offers it for; none means every state. */
    states: z.array(z.enum(BOOKING_STATES)).default([]),
    /** Booking documents rendered and attached when it is sent. */
    attachments: z.array(z.enum(BOOKING_TEMPLATES)).default([]),
    texts: z
      .object(
        Object.fromEntries(LANGUAGES.map((l) => [l, templateText.default(EMPTY_TEXT)])) as {
          [L in (typeof LANGUAGES)[number]]: z.ZodDefault<typeof templateText>;
        },
      )
      .default({ de: EMPTY_TEXT, en: EMPTY_TEXT }),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'type', 'states', 'attachments', 'isActive', 'updatedAt'],
  filters: ['type'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type MailTemplate = z.output<typeof mailTemplateResource.schema> & { id: string; version: number };

/** Whether the booking page offers a template for a booking in this state. */
export function templateOffered(template: Pick<MailTemplate, 'states' | 'isActive'>, state: string): boolean {
  return template.isActive && (template.states.length === 0 || template.states.includes(state as never));
}

/** `POST /api/mail/template/preview`: a subject and body rendered against a real booking. */
export const mailPreviewSchema = z.object({
  booking: z.uuid(),
  language: z.enum(LANGUAGES).default('de'),
  subject: z.string().max(300).default(''),
  body: z.string().max(MAIL_TEMPLATE_MAX_BODY).default(''),
});

export const mailPreviewAnswerSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Placeholders no documented value answers; they render visibly as `[[path]]`. */
  unknown: z.array(z.string()),
});
export type MailPreview = z.infer<typeof mailPreviewAnswerSchema>;

/** Who a booking's mail goes to: the booker, or every guest with an address (one mail each). */
export const MAIL_RECIPIENTS = ['booker', 'guests'] as const;

/** `POST /api/bookings/{id}/sendMail`. */
export const sendBookingMailSchema = z.object({
  template: z.uuid(),
  recipients: z.enum(MAIL_RECIPIENTS).default('booker'),
  /** Another address instead of the booker (an agency, a travel companion). */
  to: z.email().optional(),
  /** In this language instead of the booking's own. */
  language: z.enum(LANGUAGES).optional(),
  /** Documents to render and attach; the template's own when left out. */
  attachments: z.array(z.enum(BOOKING_TEMPLATES)).optional(),
  /** Documents kept with the booking (generated or uploaded) to attach as they are. */
  documents: z.array(z.uuid()).max(20).default([]),
  /** Attach a document even where it does not fit the booking's state. */
  force: z.boolean().default(false),
});
export type SendBookingMail = z.input<typeof sendBookingMailSchema>;

export const sentMailsSchema = z.object({
  queued: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      name: z.string(),
      subject: z.string(),
      attachments: z.array(z.string()),
    }),
  ),
  /** People the mail could not go to, and why (a guest without an address). */
  skipped: z.array(z.object({ name: z.string(), reason: z.literal('noAddress') })),
});
export type SentMails = z.infer<typeof sentMailsSchema>;

/** `POST /api/bookings/{id}/sendInvoice`: an invoice's PDF sent with a template, to its payer by default. */
export const sendInvoiceSchema = sendBookingMailSchema.extend({
  /** The invoice; the booking's newest one not cancelled when left out. */
  invoice: z.uuid().optional(),
});

/** `POST /api/customer/sendMail`: a template to customers, one mail each, without a booking. */
export const sendCustomerMailSchema = z.object({
  customers: z.array(z.uuid()).min(1).max(500),
  template: z.uuid(),
  /** The template's language for everyone; each customer's own (or German) when left out. */
  language: z.enum(LANGUAGES).optional(),
});
