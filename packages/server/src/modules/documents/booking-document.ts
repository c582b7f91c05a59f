import {
  type BookingDetail,
  type BookingTemplate,
  type Company,
  type DocumentTextOverrides,
  documentTexts,
  type DocumentTexts,
  formatDate,
  groupedIban,
  guestFacingEntries,
  guestRoomName,
  bookedGuestPlaces,
  isDueLine,
  type Language,
  moneyFormat,
  openDues,
} from '@seaberth/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentFrame, recipientBlock } from '../print/index.ts';
import { bookingPayload } from './payment-qr.ts';

/** Where the booking takes place, by name: its trip and its resort stay (a booking may hold both). */
export interface DocumentPlaces {
  trip?: { tour: string; vessel: string; from: string; to: string };
  stay?: { resort: string; from: string; to: string };
}

export interface BookingDocumentInput {
  template: BookingTemplate;
  booking: BookingDetail;
  lead: { fullName: string; address: { street: string; zip: string; city: string; country: string } } | null;
  places: DocumentPlaces;
  company: Company;
  /** The company logo as a data URL (PNG or JPEG), or null. */
  logo: string | null;
  /**
   * The booking's room types by their public names in each language (their names where none is
   * set): guests read these, never room numbers or price lists.
   */
  typeNames: ReadonlyMap<string, Record<Language, string>>;
  /** The day the document is dated (the operator's today). */
  today: string;
  /** The operator's own words on documents (/config/company). */
  texts?: DocumentTextOverrides;
  /** Words of this one document only (`POST templates/{templateId}`). */
  custom?: { intro?: string; closing?: string };
}

/**
 * A booking's document as a pdfmake definition: letterhead, recipient, title and facts, rooms and
 * guests, the prices (not on a voucher), what falls due and where to pay it, and the company's
 * legal footer on every page. Pure, so its content is tested without reading a PDF.
 */
export function bookingDocument(input: BookingDocumentInput): TDocumentDefinitions {
  const { template, booking, company } = input;
  const language: Language = booking.language === 'en' ? 'en' : 'de';
  const own = documentTexts(language, input.texts);
  const texts = {
    ...own,
    intro: { ...own.intro, ...(input.custom?.intro ? { [template]: input.custom.intro } : {}) },
    closing: input.custom?.closing || own.closing,
  };
  const money = moneyFormat(language, booking.currency);
  const typeName = (roomType: string) => input.typeNames.get(roomType)?.[language] ?? '';
  const title = `${texts.titles[template]} ${booking.bookingNo}`;
  const content: Content[] = [
    recipientBlock(company, recipientLines(input.lead)),
    { text: title, style: 'title', margin: [0, 24, 0, 4] },
    { text: `${texts.date}: ${formatDate(input.today)}`, color: '#555', margin: [0, 0, 0, 16] },
    { text: texts.greeting(input.lead?.fullName ?? '') },
    { text: texts.intro[template], margin: [0, 4, 0, 12] },
    facts(input, texts),
    rooms(booking, texts, typeName),
  ];
  if (template === 'voucher') content.push({ text: texts.voucherNote, bold: true, margin: [0, 16, 0, 0] });
  else if (template === 'cancellation') content.push(cancellation(booking, texts, money));
  else content.push(prices(booking, texts, money, typeName), payment(input, texts, money));
  if (template === 'offer' && booking.optionUntil)
    content.push({ text: `${texts.optionUntil} ${formatDate(booking.optionUntil)}.`, margin: [0, 12, 0, 0] });
  if (template !== 'cancellation') content.push({ text: texts.closing, margin: [0, 16, 0, 0] });
  return { ...documentFrame(company, input.logo, texts, title, texts.titles[template]), content };
}

function facts({ booking, places }: BookingDocumentInput, texts: DocumentTexts): Content {
  const rows: TableCell[][] = [[{ text: texts.bookingNo, bold: true }, booking.bookingNo]];
  if (places.stay)
    rows.push([
      { text: texts.stay, bold: true },
      `${places.stay.resort}, ${formatDate(places.stay.from)} – ${formatDate(places.stay.to)}`,
    ]);
  if (places.trip)
    rows.push([
      { text: texts.trip, bold: true },
      `${places.trip.tour} (${places.trip.vessel}), ${formatDate(places.trip.from)} – ${formatDate(places.trip.to)}`,
    ]);
  if (!places.trip && !places.stay)
    rows.push([{ text: texts.dates, bold: true }, `${formatDate(booking.from)} – ${formatDate(booking.to)}`]);
  return { table: { widths: [90, '*'], body: rows }, layout: 'noBorders' };
}

function rooms(
  booking: BookingDetail,
  texts: DocumentTexts,
  typeName: (roomType: string) => string,
): Content {
  const body: TableCell[][] = [
    [
      { text: texts.room, style: 'tableHeader' },
      { text: texts.dates, style: 'tableHeader' },
      { text: texts.guests, style: 'tableHeader' },
    ],
    ...booking.rooms.map((room) => [
      guestRoomName(room, typeName),
      `${formatDate(room.from)} – ${formatDate(room.to)}`,
      room.guests.map((g) => g?.fullName ?? `(${texts.emptyPlace})`).join(', '),
    ]),
  ];
  return {
    stack: [
      { text: texts.guests, style: 'heading' },
      { table: { headerRows: 1, widths: [110, 130, '*'], body }, layout: 'lightHorizontalLines' },
    ],
  };
}

function prices(
  booking: BookingDetail,
  texts: DocumentTexts,
  money: (minor: number) => string,
  typeName: (roomType: string) => string,
): Content {
  const calculation = booking.calculation;
  // A guest's nights read "room type: guest", not the price list that priced them.
  const lines = guestFacingEntries(
    (calculation?.entries ?? []).filter((e) => !isDueLine(e)),
    bookedGuestPlaces(booking.rooms, typeName),
  );
  const body: TableCell[][] = [
    [
      { text: texts.item, style: 'tableHeader' },
      { text: texts.amount, style: 'tableHeader', alignment: 'right' },
    ],
    ...lines.map((line) => [
      line.customerType === 'Info' ? { text: line.text, italics: true, color: '#555' } : line.text,
      {
        text: line.customerType === 'None' ? '' : money(line.amount.amount),
        alignment: 'right' as const,
        ...(line.customerType === 'Info' ? { italics: true, color: '#555' } : {}),
      },
    ]),
    [
      { text: texts.total, bold: true },
      { text: money(booking.total), bold: true, alignment: 'right' },
    ],
  ];
  return {
    stack: [
      { text: texts.prices, style: 'heading' },
      { table: { headerRows: 1, widths: ['*', 90], body }, layout: 'lightHorizontalLines' },
    ],
  };
}

function payment(
  input: BookingDocumentInput,
  texts: DocumentTexts,
  money: (minor: number) => string,
): Content {
  const { booking, company } = input;
  const open = booking.total - booking.paid;
  // What is still to pay on the document's day, as the mails say it (openDues): a paid deposit
  // drops out, a partly paid one asks for its remainder, a paid booking asks for nothing.
  const due = openDues(booking.calculation?.due ?? [], booking.paid, open, input.today);
  const rows: TableCell[][] = due.map((d) => [
    `${texts.due[d.kind]} ${formatDate(d.due)}`,
    { text: money(d.amount.amount), alignment: 'right' },
  ]);
  if (booking.paid) rows.push([texts.paid, { text: money(booking.paid), alignment: 'right' }]);
  rows.push([
    { text: texts.open, bold: true },
    { text: money(open), bold: true, alignment: 'right' },
  ]);
  const account =
    company.bankAccounts.find((a) => a.currency === booking.currency) ?? company.bankAccounts[0];
  return {
    stack: [
      { table: { widths: ['*', 90], body: rows }, layout: 'noBorders', margin: [0, 8, 0, 0] },
      ...(account && open > 0
        ? [
            {
              margin: [0, 12, 0, 0] as [number, number, number, number],
              text: [
                `${texts.payTo}: ${account.holder || company.name}, IBAN ${groupedIban(account.iban)}`,
                account.bic ? `, BIC ${account.bic}` : '',
                account.bank ? ` (${account.bank})` : '',
                ` – ${texts.reference}: ${booking.bookingNo}`,
              ].join(''),
            },
          ]
        : []),
      ...girocode(input, texts),
    ],
  };
}

/** The GiroCode for the open amount, when the booking is in euro and the letterhead has a euro account. */
function girocode({ booking, company }: BookingDocumentInput, texts: DocumentTexts): Content[] {
  const found = bookingPayload(booking, company);
  if (!found) return [];
  return [
    {
      margin: [0, 10, 0, 0],
      columns: [
        { qr: found.payload, fit: 96, eccLevel: 'M', width: 'auto' },
        { text: texts.scanToPay, style: 'small', margin: [10, 40, 0, 0], width: '*' },
      ],
    },
  ];
}

function cancellation(
  booking: BookingDetail,
  texts: DocumentTexts,
  money: (minor: number) => string,
): Content {
  const fee = (booking.calculation?.entries ?? []).find((e) => e.kind === 'cancellationFee');
  return {
    margin: [0, 12, 0, 0],
    stack: [
      ...(booking.cancelationDate
        ? [{ text: `${texts.cancelledOn} ${formatDate(booking.cancelationDate)}` }]
        : []),
      fee
        ? { text: `${texts.cancellationFee}: ${money(fee.amount.amount)}`, bold: true }
        : { text: texts.noFee },
    ],
  };
}

function recipientLines(lead: BookingDocumentInput['lead']): string[] {
  const a = lead?.address;
  return [lead?.fullName, a?.street, a ? `${a.zip} ${a.city}`.trim() : '', a?.country].filter(
    (line): line is string => Boolean(line),
  );
}
