import { randomUUID } from 'node:crypto';
import {
  type BookingDetail,
  type BookingDocument,
  type BookingTemplate,
  LANGUAGES,
  type Language,
  type PaymentQr,
  templateFits,
} from '@seaberth/domain';
import { notFound, refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import { readAll } from '../media/index.ts';
import { mediaServiceFor, type Upload } from '../media/index.ts';
import { type BookingDocumentInput, bookingDocument, type DocumentPlaces } from './booking-document.ts';
import { readCompany, readDocumentTexts } from '../print/index.ts';
import {
  bookingDocument as storedDocument,
  bookingDocumentsOf,
  customerNameAndAddress,
  deleteBookingDocument,
  insertBookingDocument,
  resortName,
  roomTypePublicNames,
  tourName,
  vesselName,
} from './documents.repository.ts';
import { logoDataUrl } from '../print/index.ts';
import { paymentQr } from './payment-qr.ts';
import { renderPdf } from '../print/index.ts';

export interface RenderedDocument {
  pdf: Buffer;
  name: string;
}

export type DocumentSources = Omit<BookingDocumentInput, 'template' | 'booking' | 'custom'>;

/** Pictures pdfmake can print. */

/**
 * A booking's documents: rendered from its templates on request (`download`, `voucher`), kept with
 * the booking (`store`, generated or uploaded, bytes in the file store), listed and removed.
 */
export class BookingDocumentsService {
  private readonly db;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
  ) {
    this.db = services.database.db;
  }

  private get media() {
    return mediaServiceFor(this.services);
  }

  /** The booking's document from a template; 409 when it does not fit the booking's state unless forced. */
  async render(
    id: string,
    template: BookingTemplate,
    force: boolean,
    actor: Actor,
  ): Promise<RenderedDocument> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    return this.renderFor(booking, template, force);
  }

  /** A loaded booking's document; a mail attaching several hands over the sources read once. */
  async renderFor(
    booking: BookingDetail,
    template: BookingTemplate,
    force: boolean,
    sources?: DocumentSources,
    custom?: BookingDocumentInput['custom'],
  ): Promise<RenderedDocument> {
    if (!force && !templateFits(template, booking.state))
      throw refusal(
        'ACTION_NOT_ALLOWED',
        `A ${template} does not fit booking ${booking.bookingNo} in state ${booking.state}; print it anyway with force`,
        { params: { template, state: booking.state, bookingNo: booking.bookingNo } },
      );
    const pdf = await renderPdf(
      bookingDocument({ template, booking, ...(sources ?? (await this.sources(booking))), custom }),
    );
    return { pdf, name: `${booking.bookingNo}-${template}.pdf` };
  }

  /** The GiroCode of a booking's open amount (or `amount`); 409 when none can carry it. */
  async paymentQr(id: string, amount: number | undefined, actor: Actor): Promise<PaymentQr> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    const qr = await paymentQr(booking, await readCompany(this.db), amount);
    if (!qr)
      throw refusal(
        'ACTION_NOT_ALLOWED',
        `No payment QR code for booking ${booking.bookingNo}: it needs an amount to pay in EUR and a EUR bank account in the company details`,
        { params: { bookingNo: booking.bookingNo } },
      );
    return qr;
  }

  /** What documents and mails print besides the booking: letterhead, logo, recipient, places, today. */
  async sources(booking: BookingDetail): Promise<DocumentSources> {
    const [company, lead, places, { today }, texts, typeNames] = await Promise.all([
      readCompany(this.db),
      this.lead(booking),
      this.places(booking),
      this.bookings.operatorDay(),
      readDocumentTexts(this.services.settings),
      this.typeNames(booking),
    ]);
    const logo = company.logo ? await this.logo(company.logo) : null;
    return { company, lead, places, today, logo, texts, typeNames };
  }

  /** The rendered document kept with the booking. */
  async store(id: string, template: BookingTemplate, force: boolean, actor: Actor): Promise<BookingDocument> {
    return this.keep(id, template, await this.render(id, template, force, actor), actor);
  }

  /** One document with words of its own (`POST templates/{templateId}`): the PDF, or kept with the booking. */
  async custom(
    id: string,
    template: BookingTemplate,
    input: { custom: BookingDocumentInput['custom']; persist: boolean; force: boolean },
    actor: Actor,
  ): Promise<RenderedDocument | BookingDocument> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    const rendered = await this.renderFor(booking, template, input.force, undefined, input.custom);
    return input.persist ? this.keep(id, template, rendered, actor) : rendered;
  }

  private async keep(
    id: string,
    template: BookingTemplate,
    { pdf, name }: RenderedDocument,
    actor: Actor,
  ): Promise<BookingDocument> {
    const documentId = randomUUID();
    const storageKey = `documents/${id}/${documentId}.pdf`;
    await this.media.storage.put(storageKey, pdf);
    await insertBookingDocument(this.db, {
      id: documentId,
      booking: id,
      kind: 'generated',
      template,
      name,
      mimeType: 'application/pdf',
      size: pdf.length,
      storageKey,
      createdBy: actor.userId ?? null,
    });
    return (await this.list(id, actor)).find((d) => d.id === documentId)!;
  }

  /** Another document attached to the booking (a flight ticket, a medical form): an image or a PDF. */
  async upload(id: string, file: Upload, optimize: boolean, actor: Actor): Promise<BookingDocument> {
    await this.bookings.load(id, actor);
    const processed = await this.media.process(file, optimize);
    const documentId = randomUUID();
    const storageKey = `documents/${id}/${documentId}.${processed.extension}`;
    await this.media.storage.put(storageKey, processed.main);
    await insertBookingDocument(this.db, {
      id: documentId,
      booking: id,
      kind: 'upload',
      template: null,
      name: processed.fields.fileName || `document.${processed.extension}`,
      mimeType: processed.fields.mimeType,
      size: processed.main.length,
      storageKey,
      createdBy: actor.userId ?? null,
    });
    return (await this.list(id, actor)).find((d) => d.id === documentId)!;
  }

  async list(id: string, actor: Actor): Promise<BookingDocument[]> {
    await this.bookings.load(id, actor);
    const rows = await bookingDocumentsOf(this.db, id);
    return rows.map(({ document: d, createdByName }) => ({
      id: d.id,
      booking: d.booking,
      kind: d.kind as BookingDocument['kind'],
      template: d.template as BookingTemplate | null,
      name: d.name,
      mimeType: d.mimeType,
      size: d.size,
      createdAt: d.createdAt.toISOString(),
      createdByName,
    }));
  }

  async open(id: string, documentId: string, actor: Actor) {
    const row = await this.row(id, documentId, actor);
    const stored = await this.media.storage.get(row.storageKey);
    if (!stored) throw notFound('Document file');
    return { row, body: await readAll(stored.body) };
  }

  async remove(id: string, documentId: string, actor: Actor): Promise<void> {
    const row = await this.row(id, documentId, actor);
    await deleteBookingDocument(this.db, row.id);
    await this.media.storage.delete(row.storageKey);
  }

  private async row(id: string, documentId: string, actor: Actor) {
    await this.bookings.load(id, actor);
    const row = await storedDocument(this.db, id, documentId);
    if (!row) throw notFound('Document');
    return row;
  }

  private async lead(booking: BookingDetail) {
    if (!booking.lead) return null;
    const row = await customerNameAndAddress(this.db, booking.lead);
    if (!row) return null;
    const a = row.address as Record<string, string | undefined>;
    return {
      fullName: row.fullName,
      address: { street: a.street ?? '', zip: a.zip ?? '', city: a.city ?? '', country: a.country ?? '' },
    };
  }

  /** The booking's room types by their public names in each language, else by their names. */
  private async typeNames(booking: BookingDetail): Promise<Map<string, Record<Language, string>>> {
    const ids = [...new Set(booking.rooms.map((r) => r.roomType).filter(Boolean))];
    if (!ids.length) return new Map();
    const rows = await roomTypePublicNames(this.db, ids);
    return new Map(
      rows.map((r) => [
        r.id,
        Object.fromEntries(LANGUAGES.map((l) => [l, r.publicName?.[l]?.trim() || r.name])) as Record<
          Language,
          string
        >,
      ]),
    );
  }

  /** The names of the booking's trip and resort, with the nights each part's rooms sleep. */
  private async places(booking: BookingDetail): Promise<DocumentPlaces> {
    const span = (rooms: BookingDetail['rooms']) => ({
      from: rooms.map((r) => r.from).sort()[0] ?? booking.from,
      to:
        rooms
          .map((r) => r.to)
          .sort()
          .at(-1) ?? booking.to,
    });
    const places: DocumentPlaces = {};
    if (booking.tour && booking.vessel) {
      const [tour, vessel] = await Promise.all([
        tourName(this.db, booking.tour),
        vesselName(this.db, booking.vessel),
      ]);
      places.trip = {
        tour: tour?.name ?? '',
        vessel: vessel?.name ?? '',
        ...span(booking.rooms.filter((r) => r.vessel)),
      };
    }
    if (booking.resort) {
      const resort = await resortName(this.db, booking.resort);
      places.stay = { resort: resort?.name ?? '', ...span(booking.rooms.filter((r) => !r.vessel)) };
    }
    return places;
  }

  /** The logo as a data URL, when it is a picture pdfmake prints (PNG or JPEG). */
  logo(mediaId: string): Promise<string | null> {
    return logoDataUrl(this.services, mediaId);
  }
}
