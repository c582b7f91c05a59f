import {
  type BookingDetail,
  type Company,
  type InvoiceParty,
  type InvoiceRate,
  type InvoiceSource,
  invoiceAmounts,
  invoiceSources,
  mergedSources,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { refusal, validationError } from '../../http/errors.ts';
import type { InvoiceRow } from './invoice-rows.ts';
import {
  activeTaxRates,
  agencyById,
  customersByIds,
  insertInvoice,
  nextInvoiceSequence,
  roomTypeNames,
} from './invoices.repository.ts';

/**
 * The writing half of invoices (GoBD), usable inside any transaction — the invoice calls and the
 * booking's own (a rebooking credits its invoice and invoices the new booking in its transaction):
 * the year's gap-free number, an invoice row from a booking's lines, a credit note copying one.
 */

export const conflict = (message: string, params?: Record<string, string | number>) =>
  refusal('ACTION_NOT_ALLOWED', message, { params });

export const languageOf = (booking: Pick<BookingDetail, 'language'>) =>
  booking.language === 'en' ? 'en' : 'de';

/** What the booking's invoices may bill, each room's lines in the guest's words. */
export async function sourcesOf(db: Db, booking: BookingDetail): Promise<InvoiceSource[]> {
  const typeIds = [...new Set(booking.rooms.map((r) => r.roomType).filter(Boolean))];
  const types = typeIds.length ? await roomTypeNames(db, typeIds) : [];
  const names = new Map(types.map((t) => [t.id, t.name]));
  const rooms = booking.rooms.map((room) => ({
    roomType: names.get(room.roomType) ?? room.roomName,
    guests: room.guests.flatMap((g) => (g ? [{ customer: g.customer, name: g.fullName }] : [])),
  }));
  return invoiceSources(booking.calculation, booking.currency, languageOf(booking), rooms);
}

/** The rate priced into the booking, or the default one; its category from the tax rates. */
export async function rateOf(db: Db, booking: BookingDetail): Promise<InvoiceRate> {
  const rates = await activeTaxRates(db);
  const priced = booking.calculation?.tax?.[0];
  if (priced) {
    const known = rates.find((r) => r.percent === priced.percent);
    return {
      percent: priced.percent,
      category: (known?.category ?? (priced.percent > 0 ? 'S' : 'Z')) as InvoiceRate['category'],
      exemptionReason: known?.exemptionReason ?? '',
      inclusive: priced.inclusive,
    };
  }
  const fallback = rates.find((r) => r.isDefault);
  if (!fallback)
    throw conflict('No tax rate for this invoice: mark one tax rate as the default under Tax rates');
  return {
    percent: fallback.percent,
    category: fallback.category as InvoiceRate['category'],
    exemptionReason: fallback.exemptionReason,
    inclusive: true,
  };
}

/** Customers as invoices name them, with their address as it is today. */
export async function customerParties(
  db: Db,
  ids: (string | null | undefined)[],
): Promise<Map<string, InvoiceParty>> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !id))
    throw validationError([{ path: 'payer', message: 'The booking has no booker: choose who pays' }]);
  const rows = await customersByIds(db, wanted as string[]);
  const found = new Map(
    rows.map((c) => [
      c.id,
      {
        name: c.fullName,
        street: c.address.street ?? '',
        zip: c.address.zip ?? '',
        city: c.address.city ?? '',
        country: c.address.country ?? '',
        email: c.contact.email ?? '',
        vatId: '',
        customer: c.id,
      } satisfies InvoiceParty,
    ]),
  );
  for (const id of wanted)
    if (!found.has(id!)) throw validationError([{ path: 'payer', message: `No customer ${id}` }]);
  return found;
}

/**
 * Who an invoice of the booking goes to when nobody names a payer: the agency with its address
 * when the booking came through an agency that pays its guests' bookings, else the booker.
 */
export async function agencyParty(
  db: Db,
  booking: BookingDetail,
  /** The agency is named as payer: it is invoiced whatever its contract says. */
  named = false,
): Promise<InvoiceParty | null> {
  if (!booking.agency) return null;
  const agency = await agencyById(db, booking.agency);
  if (!agency || (!named && agency.payer !== 'agency')) return null;
  return {
    name: agency.name,
    street: agency.address.street ?? '',
    zip: agency.address.zip ?? '',
    city: agency.address.city ?? '',
    country: agency.address.country ?? '',
    email: agency.email,
    vatId: agency.vatId,
    customer: null,
    agency: agency.id,
  };
}

/** The default recipient of the booking's invoices (agencyParty, else the booker). */
export async function recipientOf(db: Db, booking: BookingDetail): Promise<InvoiceParty> {
  const agency = await agencyParty(db, booking);
  if (agency) return agency;
  return (await customerParties(db, [booking.lead])).get(booking.lead!)!;
}

export const invoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;

/** The letterhead as the invoice keeps it (without the version of the form it was saved with). */
export function sellerOf(company: Company & { version?: number }): Company {
  const { version: _version, ...seller } = company;
  return seller;
}

export interface NewInvoice {
  booking: BookingDetail;
  sources: InvoiceSource[];
  payer: InvoiceParty;
  rate: InvoiceRate;
  seller: Company;
  today: string;
  dueDate: string;
  createdBy: string | null;
}

/** Writes one invoice of some of a booking's lines, numbered in the caller's transaction. */
export async function writeInvoice(tx: Db, invoice: NewInvoice): Promise<string> {
  const { booking, today } = invoice;
  const lines = mergedSources(invoice.sources, languageOf(booking), booking.currency);
  const amounts = invoiceAmounts(lines.map((s) => ({ ...s, rate: invoice.rate })));
  const year = Number(today.slice(0, 4));
  const sequence = await nextInvoiceSequence(tx, year);
  return insertInvoice(tx, {
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    kind: 'invoice',
    booking: booking.id,
    bookingNo: booking.bookingNo,
    issueDate: today,
    dueDate: invoice.dueDate,
    serviceFrom: booking.from,
    serviceTo: booking.to,
    currency: booking.currency,
    language: languageOf(booking),
    seller: invoice.seller,
    payer: invoice.payer,
    lines: amounts.lines,
    taxes: amounts.taxes,
    net: amounts.net,
    tax: amounts.tax,
    gross: amounts.gross,
    rounding: amounts.rounding,
    total: amounts.payable,
    createdBy: invoice.createdBy,
  });
}

/** Writes the credit note cancelling `original` in full: its lines and amounts, a new number. */
export async function writeCredit(
  tx: Db,
  original: InvoiceRow,
  seller: Company,
  today: string,
  reason: string,
  createdBy: string | null,
): Promise<string> {
  const year = Number(today.slice(0, 4));
  const sequence = await nextInvoiceSequence(tx, year);
  const { id: _id, createdAt: _at, storageKey: _key, ...copy } = original;
  return insertInvoice(tx, {
    ...copy,
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    kind: 'creditNote',
    issueDate: today,
    dueDate: today,
    seller,
    refersTo: original.id,
    reason,
    createdBy,
  });
}

/** Calculation line id → the invoice it is on, for invoices not cancelled by a credit note. */
export function invoicedLines(rows: InvoiceRow[]): Map<string, InvoiceRow> {
  const taken = new Map<string, InvoiceRow>();
  for (const row of liveInvoices(rows))
    for (const line of row.lines) for (const id of [line.line, ...(line.also ?? [])]) taken.set(id, row);
  return taken;
}

/** The invoices of a booking no credit note cancelled. */
export function liveInvoices(rows: InvoiceRow[]): InvoiceRow[] {
  const credited = new Set(rows.flatMap((r) => (r.refersTo ? [r.refersTo] : [])));
  return rows.filter((row) => row.kind === 'invoice' && !credited.has(row.id));
}
