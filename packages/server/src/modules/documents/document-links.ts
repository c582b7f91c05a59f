import { createHmac, timingSafeEqual } from 'node:crypto';
import { BOOKING_TEMPLATES, type BookingTemplate } from '@seaberth/domain';

/** Kinds of documents a link opens (`/api/p/r/{type}/…`): the booking documents for now. */
export const DOCUMENT_LINK_TYPES = ['booking'] as const;
export type DocumentLinkType = (typeof DOCUMENT_LINK_TYPES)[number];

/**
 * Links that open a rendered document without login (SPEC §7 `GET /api/p/r/{type}/{template}/{context}`),
 * for mails: the context is the record's id and a 192-bit HMAC of type, template and id under the
 * server's secret, so a link cannot be guessed or turned into another document, and nothing is
 * stored. The document is rendered when opened, so it always shows the booking as it is.
 */
export class DocumentLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  private token(type: DocumentLinkType, template: string, id: string): string {
    return createHmac('sha256', this.secret)
      .update(`document-link/${type}/${template}/${id}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /**
   * The same kind of token for another public link (a guest's UDDF logbook): a 192-bit HMAC of
   * `subject` under the server's secret, so it opens only what the subject names.
   */
  sign(subject: string): string {
    return createHmac('sha256', this.secret).update(`link/${subject}`).digest('base64url').slice(0, 32);
  }

  /** Whether `token` is the signature of `subject`. */
  verify(subject: string, token: string): boolean {
    const expected = Buffer.from(this.sign(subject));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  url(type: DocumentLinkType, template: BookingTemplate, id: string): string {
    return `${this.publicUrl}/api/p/r/${type}/${template}/${id}.${this.token(type, template, id)}`;
  }

  /** The booking documents' links of one booking, by template. */
  bookingLinks(id: string): Record<BookingTemplate, string> {
    return Object.fromEntries(BOOKING_TEMPLATES.map((t) => [t, this.url('booking', t, id)])) as Record<
      BookingTemplate,
      string
    >;
  }

  /** The id a context names when its token is right, else undefined. */
  check(type: DocumentLinkType, template: string, context: string): string | undefined {
    const [id, token] = context.split('.');
    if (!id || !token) return undefined;
    const expected = Buffer.from(this.token(type, template, id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}
