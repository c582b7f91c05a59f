import type { Language } from '../users/index.ts';
import type { InvoiceKind } from './invoice.ts';

/** The words of invoices and credit notes, in the invoice's language. */
export interface InvoiceTexts {
  titles: Record<InvoiceKind, string>;
  /** The number's label, by kind: a credit note is not labelled an invoice. */
  numbers: Record<InvoiceKind, string>;
  /** A credit note's fact: the invoice it cancels. */
  cancels: string;
  number: string;
  date: string;
  bookingNo: string;
  servicePeriod: string;
  dueDate: string;
  position: string;
  description: string;
  vat: string;
  net: string;
  netTotal: string;
  vatOf: (percent: string, base: string) => string;
  gross: string;
  rounding: string;
  total: string;
  paid: string;
  open: string;
  refersTo: (number: string, date: string) => string;
  payBy: (date: string) => string;
  payTo: string;
  reference: string;
  creditNote: string;
  paidInFull: string;
  exempt: string;
  customerVatId: string;
  /** A credit note's reason when the booking changed under its invoice (invoice-carry.ts). */
  replaced: Record<ReplacedBy, (bookingNos: string) => string>;
}

/** How a booking changed under its invoice: it became another (or others), or it moved. */
export type ReplacedBy = 'rebook' | 'revertRebook' | 'split' | 'moved' | 'repriced';

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  en: {
    titles: { invoice: 'Invoice', creditNote: 'Credit note' },
    numbers: { invoice: 'Invoice no.', creditNote: 'Credit note no.' },
    cancels: 'Cancels invoice no.',
    number: 'Invoice no.',
    date: 'Date',
    bookingNo: 'Booking no.',
    servicePeriod: 'Service period',
    dueDate: 'Due',
    position: 'Pos.',
    description: 'Description',
    vat: 'VAT',
    net: 'Net',
    netTotal: 'Total net',
    vatOf: (percent, base) => `VAT ${percent} % of ${base}`,
    gross: 'Total',
    rounding: 'Rounding',
    total: 'Amount due',
    paid: 'Paid',
    open: 'Open',
    refersTo: (number, date) => `This credit note cancels invoice ${number} of ${date} in full.`,
    payBy: (date) => `Please pay by ${date}.`,
    payTo: 'Please pay to',
    reference: 'Reference',
    creditNote: 'The amount will be refunded or set off against open amounts.',
    paidInFull: 'This invoice is paid in full. Thank you!',
    exempt: 'Tax exemption',
    customerVatId: 'Your VAT id',
    replaced: {
      rebook: (nos) => `Booking rebooked to ${nos}; invoiced anew there`,
      revertRebook: (nos) => `Rebooking undone; invoiced anew on booking ${nos}`,
      split: (nos) => `Booking split into ${nos}; each invoiced anew`,
      moved: () => 'Booking changed; invoiced anew',
      repriced: () => 'Booking price changed; invoiced anew with the new amounts',
    },
  },
  de: {
    titles: { invoice: 'Rechnung', creditNote: 'Stornorechnung' },
    // A cancelling invoice is a Rechnungskorrektur; "Gutschrift" means self-billing in §14 UStG.
    numbers: { invoice: 'Rechnungsnr.', creditNote: 'Rechnungskorrektur Nr.' },
    cancels: 'Storniert Rechnung Nr.',
    number: 'Rechnungsnr.',
    date: 'Datum',
    bookingNo: 'Buchungsnr.',
    servicePeriod: 'Leistungszeitraum',
    dueDate: 'Fällig',
    position: 'Pos.',
    description: 'Beschreibung',
    vat: 'USt.',
    net: 'Netto',
    netTotal: 'Summe netto',
    vatOf: (percent, base) => `USt. ${percent} % auf ${base}`,
    gross: 'Summe brutto',
    rounding: 'Rundung',
    total: 'Zahlbetrag',
    paid: 'Bezahlt',
    open: 'Offen',
    refersTo: (number, date) =>
      `Diese Stornorechnung hebt die Rechnung ${number} vom ${date} vollständig auf.`,
    payBy: (date) => `Bitte zahlen Sie bis zum ${date}.`,
    payTo: 'Bitte überweisen Sie an',
    reference: 'Verwendungszweck',
    creditNote: 'Der Betrag wird erstattet oder mit offenen Beträgen verrechnet.',
    paidInFull: 'Diese Rechnung ist vollständig bezahlt. Vielen Dank!',
    exempt: 'Steuerbefreiung',
    customerVatId: 'Ihre USt-IdNr.',
    replaced: {
      rebook: (nos) => `Buchung umgebucht auf ${nos}; dort neu berechnet`,
      revertRebook: (nos) => `Umbuchung rückgängig gemacht; neu berechnet auf Buchung ${nos}`,
      split: (nos) => `Buchung aufgeteilt in ${nos}; jede neu berechnet`,
      moved: () => 'Buchung geändert; neu berechnet',
      repriced: () => 'Buchungspreis geändert; mit den neuen Beträgen neu berechnet',
    },
  },
};
