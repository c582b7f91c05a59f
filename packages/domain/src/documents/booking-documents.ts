import { z } from 'zod';
import type { BookingState } from '../booking-states/index.ts';
import type { Language } from '../users/index.ts';

/**
 * The documents a booking prints (issue 13): an offer while it is one, the confirmation once it
 * is booked, the voucher the guest shows on arrival, and the cancellation. Invoices and credit
 * notes carry numbers of their own and come with the invoices.
 */
export const BOOKING_TEMPLATES = ['offer', 'confirmation', 'voucher', 'cancellation'] as const;
export type BookingTemplate = (typeof BOOKING_TEMPLATES)[number];

/** Which document fits a booking in this state; `force` prints another anyway. */
export function templateFits(template: BookingTemplate, state: BookingState): boolean {
  switch (template) {
    case 'offer':
      return state === 'draft' || state === 'waiting';
    case 'confirmation':
      return state === 'planned' || state === 'confirmed' || state === 'resolved';
    case 'voucher':
      return state === 'confirmed' || state === 'resolved';
    case 'cancellation':
      return state === 'aborted';
  }
}

/** `GET /api/bookings/{id}/templates`: each document with whether it fits the booking now. */
export const bookingTemplateInfoSchema = z.object({
  id: z.enum(BOOKING_TEMPLATES),
  name: z.string(),
  fits: z.boolean(),
});
export type BookingTemplateInfo = z.infer<typeof bookingTemplateInfoSchema>;

/** `GET /api/bookings/{id}/download?template=&force=`. */
export const downloadQuerySchema = z.object({
  template: z.enum(BOOKING_TEMPLATES).default('confirmation'),
  force: z.stringbool().default(false),
});

/** `POST /api/bookings/{id}/store`: the document generated now and kept with the booking. */
export const storeDocumentSchema = z.object({
  template: z.enum(BOOKING_TEMPLATES),
  store: z.boolean().default(true),
  force: z.boolean().default(false),
});

/** A document kept with a booking: generated from a template, or uploaded. */
export const bookingDocumentSchema = z.object({
  id: z.string(),
  booking: z.string(),
  kind: z.enum(['generated', 'upload']),
  template: z.enum(BOOKING_TEMPLATES).nullable(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string().meta({ format: 'date-time' }),
  createdByName: z.string().nullable(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/** The words of the documents, in the booking's language. */
export interface DocumentTexts {
  titles: Record<BookingTemplate, string>;
  bookingNo: string;
  date: string;
  trip: string;
  stay: string;
  dates: string;
  room: string;
  guests: string;
  emptyPlace: string;
  prices: string;
  item: string;
  amount: string;
  total: string;
  due: Record<'deposit' | 'rest', string>;
  paid: string;
  open: string;
  payTo: string;
  scanToPay: string;
  reference: string;
  optionUntil: string;
  cancelledOn: string;
  cancellationFee: string;
  noFee: string;
  voucherNote: string;
  greeting: (name: string) => string;
  intro: Record<BookingTemplate, string>;
  closing: string;
  taxNumber: string;
  vatId: string;
  page: (page: number, pages: number) => string;
}

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  en: {
    titles: {
      offer: 'Offer',
      confirmation: 'Booking confirmation',
      voucher: 'Voucher',
      cancellation: 'Cancellation',
    },
    bookingNo: 'Booking no.',
    date: 'Date',
    trip: 'Trip',
    stay: 'Stay',
    dates: 'Dates',
    room: 'Room',
    guests: 'Guests',
    emptyPlace: 'to be named',
    prices: 'Prices',
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    due: { deposit: 'Deposit due', rest: 'Balance due' },
    paid: 'Paid',
    open: 'Open',
    payTo: 'Please pay to',
    scanToPay: 'Scan this code with your banking app to pay the open amount.',
    reference: 'Reference',
    optionUntil: 'This offer is held for you until',
    cancelledOn: 'Cancelled on',
    cancellationFee: 'Cancellation fee',
    noFee: 'The cancellation is free of charge.',
    voucherNote: 'Please show this voucher on arrival.',
    greeting: (name) => (name ? `Dear ${name},` : 'Dear guest,'),
    intro: {
      offer: 'thank you for your interest. We are pleased to offer you:',
      confirmation: 'thank you for your booking. We confirm:',
      voucher: 'this voucher confirms your booking:',
      cancellation: 'we confirm the cancellation of your booking:',
    },
    closing: 'We look forward to welcoming you.',
    taxNumber: 'Tax no.',
    vatId: 'VAT id',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    titles: {
      offer: 'Angebot',
      confirmation: 'Buchungsbestätigung',
      voucher: 'Voucher',
      cancellation: 'Stornierung',
    },
    bookingNo: 'Buchungsnr.',
    date: 'Datum',
    trip: 'Tour',
    stay: 'Aufenthalt',
    dates: 'Zeitraum',
    room: 'Zimmer',
    guests: 'Gäste',
    emptyPlace: 'wird noch benannt',
    prices: 'Preise',
    item: 'Position',
    amount: 'Betrag',
    total: 'Gesamt',
    due: { deposit: 'Anzahlung fällig', rest: 'Restzahlung fällig' },
    paid: 'Bezahlt',
    open: 'Offen',
    payTo: 'Bitte überweisen Sie an',
    scanToPay: 'Scannen Sie den Code mit Ihrer Banking-App, um den offenen Betrag zu überweisen.',
    reference: 'Verwendungszweck',
    optionUntil: 'Dieses Angebot halten wir für Sie bis',
    cancelledOn: 'Storniert am',
    cancellationFee: 'Stornogebühr',
    noFee: 'Die Stornierung ist kostenfrei.',
    voucherNote: 'Bitte zeigen Sie diesen Voucher bei der Ankunft vor.',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Liebe Gäste,'),
    intro: {
      offer: 'vielen Dank für Ihr Interesse. Gerne bieten wir Ihnen an:',
      confirmation: 'vielen Dank für Ihre Buchung. Wir bestätigen:',
      voucher: 'dieser Voucher bestätigt Ihre Buchung:',
      cancellation: 'wir bestätigen die Stornierung Ihrer Buchung:',
    },
    closing: 'Wir freuen uns auf Ihren Besuch.',
    taxNumber: 'Steuernr.',
    vatId: 'USt-IdNr.',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
};

const ownText = z.string().trim().max(1000).default('');
const languageTexts = z.object({
  intro: z
    .object({ offer: ownText, confirmation: ownText, voucher: ownText, cancellation: ownText })
    .default({ offer: '', confirmation: '', voucher: '', cancellation: '' }),
  closing: ownText,
  voucherNote: ownText,
});
const EMPTY_LANGUAGE_TEXTS = {
  intro: { offer: '', confirmation: '', voucher: '', cancellation: '' },
  closing: '',
  voucherNote: '',
};

/**
 * The operator's own words on documents, per language (`/config/company`): the sentence under the
 * greeting of each document, the closing line, the note on the voucher. Empty means the built-in text.
 */
export const documentTextsSchema = z.object({
  de: languageTexts.default(EMPTY_LANGUAGE_TEXTS),
  en: languageTexts.default(EMPTY_LANGUAGE_TEXTS),
});
export type DocumentTextOverrides = z.output<typeof documentTextsSchema>;

/** The built-in words with the operator's own in their place where written. */
export function documentTexts(language: Language, own?: DocumentTextOverrides): DocumentTexts {
  const base = DOCUMENT_TEXTS[language];
  const mine = own?.[language];
  if (!mine) return base;
  const intro = Object.fromEntries(
    BOOKING_TEMPLATES.map((t) => [t, mine.intro[t] || base.intro[t]]),
  ) as DocumentTexts['intro'];
  return {
    ...base,
    intro,
    closing: mine.closing || base.closing,
    voucherNote: mine.voucherNote || base.voucherNote,
  };
}

/** `POST /api/bookings/{id}/templates/{templateId}`: one document with words of its own, kept if wanted. */
export const customDocumentSchema = z.object({
  custom: z
    .object({
      intro: z.string().trim().max(2000).optional(),
      closing: z.string().trim().max(1000).optional(),
    })
    .default({}),
  /** Keep the document with the booking (answers the kept document instead of the PDF). */
  persist: z.boolean().default(false),
  /**
   * Answer the words the document would print (its intro and closing, with the custom ones in
   * place) as JSON instead of the PDF: the dialog starts from them. Nothing is kept.
   */
  query: z.boolean().default(false),
  force: z.boolean().default(false),
});
