import {
  type BookingDetail,
  type BookingInvoices,
  epcPayload,
  type Invoice,
  type InvoiceList,
  type InvoiceListQuery,
  INVOICE_TEXTS,
  invoiceDueDate,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/client.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import { REPLACING_ACTIONS, type ReplacedHook } from '../bookings/index.ts';
import { refuseUnreachableCustomers } from '../../db/customer-reach.ts';
import type { BookingDocumentsService } from '../documents/index.ts';
import { readCompany } from '../print/index.ts';
import { renderPdf } from '../print/index.ts';
import { readAll } from '../media/index.ts';
import { mediaServiceFor } from '../media/index.ts';
import { facturX, invoiceXml } from './e-invoice.ts';
import { carryInvoices } from './invoice-carry.ts';
import { invoiceDocument } from './invoice-document.ts';
import {
  agencyParty,
  conflict,
  customerParties,
  invoicedLines,
  rateOf,
  sellerOf,
  sourcesOf,
  writeCredit,
  writeInvoice,
} from './invoice-issue.ts';
import { listInvoices } from './invoice-list.repository.ts';
import {
  invoiceById,
  invoiceNumberAndDate,
  invoicesOfBooking,
  invoicesOfBookingWithCreator,
  keepStorageKey,
  lockBookingForInvoices,
} from './invoices.repository.ts';
import { type InvoiceRow, issuedOf, withPayments } from './invoice-rows.ts';

/** States a booking can be invoiced in: a sale, not an offer, a waiting list entry or a released option. */
const INVOICEABLE_STATES = new Set(['planned', 'confirmed', 'resolved', 'aborted']);
/** States of a booking that became others: its money and its invoices are theirs now. */
const REPLACED_STATES = new Set(['rebooked', 'splitted']);

interface Part {
  payer?: string;
  lines?: string[];
}

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

  /** What the booking's invoices may bill, each room's lines in the guest's words. */
  invoiceable(booking: BookingDetail) {
    return sourcesOf(this.db, booking);
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
      // A booking that became others is billed there (invoice-carry.ts): nothing left to invoice here.
      lines: (REPLACED_STATES.has(booking.state) ? [] : await this.invoiceable(booking)).map(
        ({ also: _also, stay: _stay, ...line }) => ({
          ...line,
          invoice: taken.get(line.line)?.id ?? null,
          invoiceNumber: taken.get(line.line)?.number ?? null,
        }),
      ),
    };
  }

  async issue(id: string, parts: Part[], dueDays: number | undefined, actor: Actor): Promise<Invoice[]> {
    const booking = await this.bookings.detail(id, actor);
    if (!booking) throw notFound('Booking');
    if (REPLACED_STATES.has(booking.state))
      throw conflict(
        `Booking ${booking.bookingNo} is ${booking.state}: it is invoiced as the bookings it became`,
        {
          bookingNo: booking.bookingNo,
          state: booking.state,
        },
      );
    if (!INVOICEABLE_STATES.has(booking.state))
      throw conflict(
        `Booking ${booking.bookingNo} is not a sale yet (state ${booking.state}): confirm it first`,
        {
          bookingNo: booking.bookingNo,
          state: booking.state,
        },
      );
    const [company, rate, { today }, all, agency, namedAgency] = await Promise.all([
      readCompany(this.db),
      rateOf(this.db, booking),
      this.bookings.operatorDay(),
      this.invoiceable(booking),
      agencyParty(this.db, booking),
      agencyParty(this.db, booking, true),
    ]);
    if (!company.name) throw conflict('Fill in the company details first: an invoice needs the seller');
    // A payer named by id: the booking's own people, or a customer the issuer may read.
    await refuseUnreachableCustomers(
      this.db,
      actor.principal,
      parts.flatMap((p, i) =>
        p.payer && p.payer !== booking.agency
          ? [{ id: p.payer, path: parts.length === 1 ? 'payer' : `parts.${i}.payer` }]
          : [],
      ),
      { attachedTo: booking.id },
    );
    // Nobody named: the agency that pays its guests' bookings, else the booker (invoice-issue.ts).
    const payers = await customerParties(
      this.db,
      parts.flatMap((p) =>
        p.payer ? (p.payer === booking.agency ? [] : [p.payer]) : agency ? [] : [booking.lead],
      ),
    );
    const dueDate = invoiceDueDate(booking.calculation?.due ?? [], today, dueDays);
    const ids = await this.db.transaction(async (tx) => {
      // One issuer per booking at a time, so a line is never invoiced twice.
      await lockBookingForInvoices(tx, id);
      const taken = invoicedLines(await invoicesOfBooking(tx, id));
      const seen = new Set<string>();
      const made: string[] = [];
      for (const part of parts) {
        const lines = part.lines
          ? part.lines.map((line) => {
              const found = all.find((l) => l.line === line);
              if (!found) throw validationError([{ path: `lines`, message: `No invoiceable line ${line}` }]);
              return found;
            })
          : all.filter((l) => ![l.line, ...l.also].some((x) => taken.has(x)) && !seen.has(l.line));
        for (const line of lines) {
          const on = [line.line, ...line.also].map((l) => taken.get(l)).find(Boolean);
          if (on) throw conflict(`"${line.text}" is already on invoice ${on.number}`, { invoice: on.number });
          if (seen.has(line.line))
            throw validationError([{ path: 'parts', message: `"${line.text}" is in two parts` }]);
          seen.add(line.line);
        }
        if (!lines.length) throw conflict(`Everything of booking ${booking.bookingNo} is invoiced already`);
        const payer = !part.payer
          ? (agency ?? payers.get(booking.lead!)!)
          : part.payer === booking.agency
            ? namedAgency!
            : payers.get(part.payer)!;
        made.push(
          await writeInvoice(tx, {
            booking,
            sources: lines,
            payer,
            rate,
            seller: sellerOf(company),
            today,
            dueDate,
            createdBy: actor.userId ?? null,
          }),
        );
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
    let id: string;
    try {
      id = await this.db.transaction((tx) =>
        writeCredit(tx, original, sellerOf(company), today, reason, actor.userId ?? null),
      );
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

  /** The bookings' hook (booking-replaced.ts): invoices follow a booking that became others or moved. */
  readonly carry: ReplacedHook = (tx, { action, from, to, today, actor, before }) =>
    carryInvoices(tx.connection, from, to, {
      today,
      createdBy: actor.userId ?? null,
      before,
      reason: (row, made) =>
        INVOICE_TEXTS[row.language === 'en' ? 'en' : 'de'].replaced[
          action === 'rebook' || action === 'revertRebook' || action === 'split'
            ? action
            : REPLACING_ACTIONS.has(action)
              ? 'moved'
              : 'repriced'
        ](made.map((b) => b.bookingNo).join(', ')),
    });

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
    await keepStorageKey(this.db, row.id, key);
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
    return (await invoiceNumberAndDate(this.db, row.refersTo)) ?? null;
  }

  /** One invoice a requester may see (through its booking); `null` for a public link's holder. */
  async row(id: string, actor: Actor | null): Promise<InvoiceRow> {
    const row = await invoiceById(this.db, id);
    if (!row) throw notFound('Invoice');
    if (actor) await this.bookings.load(row.booking, actor);
    return row;
  }

  private rowsOf(booking: string) {
    return invoicesOfBookingWithCreator(this.db, booking);
  }
}
