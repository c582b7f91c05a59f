import {
  BOOKING_STATES,
  BOOKING_TEMPLATE_MESSAGES,
  BOOKING_TEMPLATES,
  type BookingReportQuery,
  type BookingTemplate,
  type BookingTemplateCatalogue,
  type DocumentWords,
  DOCUMENT_TEXTS,
  documentTexts,
  holdsBeds,
  type Language,
  OCCUPANCY_PRINT_MAX,
  type OccupancyPrintQuery,
  type Principal,
  templateFits,
} from '@seaberth/domain';
import { PDFDocument } from 'pdf-lib';
import type { Actor } from '../../http/actor.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { BookingService } from '../bookings/index.ts';
import { readDocumentTexts } from '../print/index.ts';
import type { BookingDocumentsService, RenderedDocument } from './booking-documents.service.ts';
import { reportBookings } from './documents.repository.ts';
import { reportScope } from './report-scope.ts';

const HOLDING = BOOKING_STATES.filter(holdsBeds);

/**
 * The booking templates beyond one booking's document (issue 38): the catalogue, the words a
 * document would print (to start the custom dialog from), and one template printed for every
 * booking that occupies a place in a period, as one PDF (the week's vouchers, say).
 */
export class BookingTemplates {
  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly documents: BookingDocumentsService,
  ) {}

  catalogue(language: Language): BookingTemplateCatalogue {
    const titles = DOCUMENT_TEXTS[language === 'en' ? 'en' : 'de'].titles;
    return BOOKING_TEMPLATES.map((id) => ({
      id,
      name: titles[id],
      states: BOOKING_STATES.filter((state) => templateFits(id, state)),
    }));
  }

  async words(
    id: string,
    template: BookingTemplate,
    custom: { intro?: string; closing?: string },
    actor: Actor,
  ): Promise<DocumentWords> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    const language: Language = booking.language === 'en' ? 'en' : 'de';
    const own = documentTexts(language, await readDocumentTexts(this.services.settings));
    return {
      template,
      name: own.titles[template],
      language,
      fits: templateFits(template, booking.state),
      intro: custom.intro || own.intro[template],
      closing: custom.closing || own.closing,
    };
  }

  /**
   * The template for each booking holding beds at the place in [from, to) that it fits (every one
   * with `force`), in order of arrival, as one PDF; the bookings are those the principal may see.
   */
  async occupancy(
    template: BookingTemplate,
    query: OccupancyPrintQuery,
    principal: Principal,
    actor: Actor,
  ): Promise<RenderedDocument> {
    const { force, ...period } = query;
    const report = { ...period, format: 'pdf' } as BookingReportQuery;
    const rows = await reportBookings(
      this.services.database.db,
      'list',
      { query: report },
      reportScope(principal).bookings,
      HOLDING,
    );
    const chosen = rows.filter((row) => force || templateFits(template, row.state as never));
    if (chosen.length === 0)
      throw validationError(
        [{ path: 'from', message: BOOKING_TEMPLATE_MESSAGES.none }],
        BOOKING_TEMPLATE_MESSAGES.none,
      );
    if (chosen.length > OCCUPANCY_PRINT_MAX)
      throw validationError(
        [{ path: 'to', message: BOOKING_TEMPLATE_MESSAGES.tooMany }],
        BOOKING_TEMPLATE_MESSAGES.tooMany,
      );
    const merged = await PDFDocument.create();
    for (const row of chosen) {
      const { pdf } = await this.documents.render(row.id, template, true, actor);
      const part = await PDFDocument.load(pdf);
      for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
    }
    return { pdf: Buffer.from(await merged.save()), name: `${template}-${query.from}-${query.to}.pdf` };
  }
}
