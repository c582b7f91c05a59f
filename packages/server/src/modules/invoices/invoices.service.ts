import {
  addDays,
  type BookingDetail,
  type BookingInvoices,
  type Company,
  epcPayload,
  type Invoice,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceParty,
  type InvoiceRate,
  invoiceAmounts,
  isDueLine,
} from '@seaberth/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/client.ts';
import { customers, invoices, taxRates, users } from '../../db/schema/index.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../bookings/booking-actor.ts';
import type { BookingService } from '../bookings/booking.service.ts';
import { refuseUnreachableCustomers } from '../customers/customer-reach.repository.ts';
import type { BookingDocumentsService } from '../documents/booking-documents.service.ts';
import { readCompany } from '../documents/company.routes.ts';
import { renderPdf } from '../documents/pdf.ts';
import { readAll } from '../media/media-storage.ts';
import { mediaServiceFor } from '../media/media.service.ts';
import { facturX, invoiceXml } from './e-invoice.ts';
import { invoiceDocument } from './invoice-document.ts';
import { listInvoices } from './invoice-list.ts';
import { type InvoiceRow, issuedOf, withPayments } from './invoice-rows.ts';

/** Lines an invoice carries: billed with the booking (not paid on site), in the booking's currency. */
const INVOICED_TYPES = new Set(['Direct', 'ForFree']);
/** States a booking can be invoiced in: a sale, not an offer, a waiting list entry or a released option. */
const INVOICEABLE_STATES = new Set(['planned', 'confirmed', 'resolved', 'aborted', 'rebooked', 'splitted']);

interface Part {
  payer?: string;
  lines?: string[];
}

const conflict = (message: string, params?: Record<string, string | number>) =>
  new AppError(409, 'ACTION_NOT_ALLOWED', message, undefined, undefined, params);

/**
 * Issuing invoices and credit notes (GoBD): a number from the year's gap-free sequence taken in the
 * issuing transaction, a row that is never changed, a credit note that copies the invoice's amounts
 * to cancel it exactly. The PDF (Factur-X with the XML inside) is rendered from the row when first
 * asked for and kept in the file store.
 */
export class InvoicesService {
  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly documents: BookingDocumentsService,
  ) {}

  private get db(): Db {
    return this.services.database.db;
  }

  /** The calculation lines that go on invoices, by their stable ids. */
  invoiceable(booking: BookingDetail) {
    return (booking.calculation?.entries ?? []).flatMap((entry, index) =>
      INVOICED_TYPES.has(entry.customerType) &&
      !isDueLine(entry) &&
      entry.amount.currency === booking.currency &&
      entry.amount.amount !== 0
        ? [{ line: entry.id ?? `#${index}`, text: entry.text, amount: entry.amount.amount }]
        : [],
    );
  }

  /** A booking's invoices for a public link's holder (the link was checked). */
  forBookingUnchecked(id: string): Promise<BookingInvoices> {
    return this.invoicesOf(id);
  }

  /** Every invoice the requester may see (through its booking's asset), filtered and summed. */
  list(query: InvoiceListQuery, actor: Actor, whole = false): Promise<InvoiceList> {
    return listInvoices(this.db, query, this.bookings.repository.visibleTo(actor.principal), whole);
  }

  forBooking(id: string, actor: Actor): Promise<BookingInvoices> {
    return this.invoicesOf(id, actor);
  }

  private async invoicesOf(id: string, actor?: Actor): Promise<BookingInvoices> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    const rows = await this.rowsOf(id);
    const taken = invoicedLines(rows.map((r) => r.row));
    return {
      invoices: withPayments(rows, booking.paid),
      lines: this.invoiceable(booking).map((line) => ({
        ...line,
        invoice: taken.get(line.line)?.id ?? null,
        invoiceNumber: taken.get(line.line)?.number ?? null,
      })),
    };
  }

  async issue(id: string, parts: Part[], dueDays: number, actor: Actor): Promise<Invoice[]> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    if (!INVOICEABLE_STATES.has(booking.state))
      throw conflict(
        `Booking ${booking.bookingNo} is not a sale yet (state ${booking.state}): confirm it first`,
        {
          bookingNo: booking.bookingNo,
          state: booking.state,
        },
      );
    const [company, rate, { today }] = await Promise.all([
      readCompany(this.db),
      this.rate(booking),
      this.bookings.operatorDay(),
    ]);
    if (!company.name) throw conflict('Fill in the company details first: an invoice needs the seller');
    // A payer named by id: the booking's own people, or a customer the issuer may read.
    await refuseUnreachableCustomers(
      this.db,
      actor.principal,
      parts.flatMap((p, i) =>
        p.payer ? [{ id: p.payer, path: parts.length === 1 ? 'payer' : `parts.${i}.payer` }] : [],
      ),
      { attachedTo: booking.id },
    );
    const payers = await this.payers(parts.map((p) => p.payer ?? booking.lead));
    const all = this.invoiceable(booking);
    const year = Number(today.slice(0, 4));
    const ids = await this.db.transaction(async (tx) => {
      // One issuer per booking at a time, so a line is never invoiced twice.
      await tx.execute(sql`select id from bookings where id = ${id} for update`);
      const taken = invoicedLines(await tx.select().from(invoices).where(eq(invoices.booking, id)));
      const seen = new Set<string>();
      const made: string[] = [];
      for (const part of parts) {
        const lines = part.lines
          ? part.lines.map((line) => {
              const found = all.find((l) => l.line === line);
              if (!found) throw validationError([{ path: `lines`, message: `No invoiceable line ${line}` }]);
              return found;
            })
          : all.filter((l) => !taken.has(l.line) && !seen.has(l.line));
        for (const line of lines) {
          const on = taken.get(line.line);
          if (on) throw conflict(`"${line.text}" is already on invoice ${on.number}`, { invoice: on.number });
          if (seen.has(line.line))
            throw validationError([{ path: 'parts', message: `"${line.text}" is in two parts` }]);
          seen.add(line.line);
        }
        if (!lines.length) throw conflict(`Everything of booking ${booking.bookingNo} is invoiced already`);
        const payer = payers.get(part.payer ?? booking.lead ?? '')!;
        const amounts = invoiceAmounts(lines.map((l) => ({ ...l, rate })));
        const sequence = await nextSequence(tx, year);
        const [row] = await tx
          .insert(invoices)
          .values({
            number: invoiceNumber(year, sequence),
            year,
            sequence,
            kind: 'invoice',
            booking: id,
            bookingNo: booking.bookingNo,
            issueDate: today,
            dueDate: addDays(today, dueDays),
            serviceFrom: booking.from,
            serviceTo: booking.to,
            currency: booking.currency,
            language: booking.language === 'en' ? 'en' : 'de',
            seller: sellerOf(company),
            payer,
            lines: amounts.lines,
            taxes: amounts.taxes,
            net: amounts.net,
            tax: amounts.tax,
            gross: amounts.gross,
            rounding: amounts.rounding,
            total: amounts.payable,
            createdBy: actor.userId ?? null,
          })
          .returning({ id: invoices.id });
        made.push(row!.id);
      }
      return made;
    });
    const issued = await this.forBooking(id, actor);
    return ids.map((i) => issued.invoices.find((inv) => inv.id === i)!);
  }

  /** The credit note cancelling an invoice in full: its lines and amounts, a new number. */
  async credit(invoiceId: string, reason: string, actor: Actor): Promise<Invoice> {
    const original = await this.row(invoiceId, actor);
    if (original.kind !== 'invoice')
      throw conflict(`${original.number} is a credit note; it cannot be credited`);
    const [company, { today }] = await Promise.all([readCompany(this.db), this.bookings.operatorDay()]);
    const year = Number(today.slice(0, 4));
    let id: string;
    try {
      id = await this.db.transaction(async (tx) => {
        const sequence = await nextSequence(tx, year);
        const { id: _id, createdAt: _at, storageKey: _key, ...copy } = original;
        const [row] = await tx
          .insert(invoices)
          .values({
            ...copy,
            number: invoiceNumber(year, sequence),
            year,
            sequence,
            kind: 'creditNote',
            issueDate: today,
            dueDate: today,
            seller: sellerOf(company),
            refersTo: original.id,
            reason,
            createdBy: actor.userId ?? null,
          })
          .returning({ id: invoices.id });
        return row!.id;
      });
    } catch (error) {
      if (sqlState(error) === '23505')
        throw conflict(`Invoice ${original.number} is cancelled by a credit note already`, {
          invoice: original.number,
        });
      throw error;
    }
    const { invoices: all } = await this.forBooking(original.booking, actor);
    return all.find((inv) => inv.id === id)!;
  }

  /** The PDF (Factur-X): kept after the first rendering, so it stays as it was issued. */
  async pdf(id: string, actor: Actor | null): Promise<{ bytes: Buffer; name: string }> {
    const row = await this.row(id, actor);
    const name = `${row.number}.pdf`;
    const storage = mediaServiceFor(this.services).storage;
    if (row.storageKey) {
      const stored = await storage.get(row.storageKey);
      if (stored) return { bytes: await readAll(stored.body), name };
    }
    const bytes = await this.render(row);
    const key = `invoices/${row.year}/${row.number}.pdf`;
    await storage.put(key, bytes);
    await this.db
      .update(invoices)
      .set({ storageKey: key })
      .where(and(eq(invoices.id, row.id), isNull(invoices.storageKey)));
    return { bytes, name };
  }

  async xml(id: string, actor: Actor): Promise<{ xml: string; name: string }> {
    const row = await this.row(id, actor);
    const refersTo = await this.refersTo(row);
    return { xml: await invoiceXml(issuedOf(row, refersTo?.number), refersTo), name: `${row.number}.xml` };
  }

  private async render(row: InvoiceRow): Promise<Buffer> {
    const refersTo = await this.refersTo(row);
    const issued = issuedOf(row, refersTo?.number ?? null);
    const logo = row.seller.logo ? await this.documents.logo(row.seller.logo) : null;
    // What the booking's payments cover of it when it is first printed (the PDF is kept as printed).
    const { invoices: all } = await this.invoicesOf(row.booking);
    const paid = all.find((i) => i.id === row.id)?.paid ?? 0;
    const account = row.seller.bankAccounts.find((a) => a.currency === 'EUR');
    const qr =
      row.kind === 'invoice' && account && row.total > paid
        ? epcPayload({
            name: account.holder || row.seller.name,
            iban: account.iban,
            bic: account.bic,
            amount: row.total - paid,
            currency: row.currency,
            remittance: row.bookingNo,
          })
        : null;
    const pdf = await renderPdf(invoiceDocument({ invoice: issued, refersTo, logo, qr, paid }));
    return facturX(pdf, issued, refersTo);
  }

  private async refersTo(row: InvoiceRow) {
    if (!row.refersTo) return null;
    const [found] = await this.db
      .select({ number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, row.refersTo));
    return found ?? null;
  }

  /** One invoice a requester may see (through its booking); `null` for a public link's holder. */
  async row(id: string, actor: Actor | null): Promise<InvoiceRow> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id));
    if (!row) throw notFound('Invoice');
    if (actor) await this.bookings.load(row.booking, actor);
    return row;
  }

  private rowsOf(booking: string) {
    return this.db
      .select({ row: invoices, createdByName: users.name })
      .from(invoices)
      .leftJoin(users, eq(users.id, invoices.createdBy))
      .where(eq(invoices.booking, booking));
  }

  /** The rate priced into the booking, or the default one; its category from the tax rates. */
  private async rate(booking: BookingDetail): Promise<InvoiceRate> {
    const rates = await this.db.select().from(taxRates).where(eq(taxRates.isActive, true));
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

  private async payers(ids: (string | null | undefined)[]): Promise<Map<string, InvoiceParty>> {
    const wanted = [...new Set(ids)];
    if (wanted.some((id) => !id))
      throw validationError([{ path: 'payer', message: 'The booking has no booker: choose who pays' }]);
    const rows = await this.db
      .select()
      .from(customers)
      .where(inArray(customers.id, wanted as string[]));
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
}

/** Calculation line id → the invoice it is on, for invoices not cancelled by a credit note. */
function invoicedLines(rows: InvoiceRow[]): Map<string, InvoiceRow> {
  const credited = new Set(rows.flatMap((r) => (r.refersTo ? [r.refersTo] : [])));
  const taken = new Map<string, InvoiceRow>();
  for (const row of rows)
    if (row.kind === 'invoice' && !credited.has(row.id))
      for (const line of row.lines) taken.set(line.line, row);
  return taken;
}

/**
 * The year's next number, in the caller's transaction: the upsert locks the year's row until
 * commit, so concurrent issuers queue and a rollback returns the number. No gaps, no repeats.
 */
async function nextSequence(tx: Db, year: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into invoice_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = invoice_counters.last + 1
    returning last`);
  return Number((result.rows[0] as { last: number }).last);
}

export const invoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;

/** The letterhead as the invoice keeps it (without the version of the form it was saved with). */
function sellerOf(company: Company & { version?: number }): Company {
  const { version: _version, ...seller } = company;
  return seller;
}
