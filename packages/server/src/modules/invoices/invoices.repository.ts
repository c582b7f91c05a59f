import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  customers,
  invoiceLinks,
  invoices,
  roomTypes,
  taxRates,
  users,
} from '../../db/schema/index.ts';
import type { InvoiceRow } from './invoice-rows.ts';

type NewInvoiceRow = typeof invoices.$inferInsert;
type NewInvoiceLink = typeof invoiceLinks.$inferInsert;

/** Invoices and credit notes, their numbers and links, and what issuing one reads. */

export async function invoiceById(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** Every invoice and credit note of a booking. */
export function invoicesOfBooking(db: Db, booking: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.booking, booking));
}

/** Every invoice and credit note of a booking with the name of who issued it. */
export function invoicesOfBookingWithCreator(db: Db, booking: string) {
  return db
    .select({ row: invoices, createdByName: users.name })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.createdBy))
    .where(eq(invoices.booking, booking));
}

/** The numbers of invoices by id, in the order they were numbered. */
export function invoiceNumbers(db: Db, ids: string[]): Promise<{ id: string; number: string }[]> {
  return db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.sequence));
}

/** The number and date of an invoice (the one a credit note refers to). */
export async function invoiceNumberAndDate(db: Db, id: string) {
  const [found] = await db
    .select({ number: invoices.number, issueDate: invoices.issueDate })
    .from(invoices)
    .where(eq(invoices.id, id));
  return found;
}

/** Keeps where the invoice's PDF is stored, unless one was kept already. */
export async function keepStorageKey(db: Db, id: string, key: string): Promise<void> {
  await db
    .update(invoices)
    .set({ storageKey: key })
    .where(and(eq(invoices.id, id), isNull(invoices.storageKey)));
}

/** The booking row locked until the transaction ends: one issuer per booking at a time. */
export async function lockBookingForInvoices(tx: Db, booking: string): Promise<void> {
  await tx.execute(sql`select id from bookings where id = ${booking} for update`);
}

/**
 * The year's next number, in the caller's transaction: the upsert locks the year's row until
 * commit, so concurrent issuers queue and a rollback returns the number. No gaps, no repeats.
 */
export async function nextInvoiceSequence(tx: Db, year: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into invoice_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = invoice_counters.last + 1
    returning last`);
  return Number((result.rows[0] as { last: number }).last);
}

export async function insertInvoice(tx: Db, values: NewInvoiceRow): Promise<string> {
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export function roomTypeNames(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: roomTypes.id, name: roomTypes.name })
    .from(roomTypes)
    .where(inArray(roomTypes.id, ids));
}

export function activeTaxRates(db: Db) {
  return db.select().from(taxRates).where(eq(taxRates.isActive, true));
}

export function customersByIds(db: Db, ids: string[]) {
  return db.select().from(customers).where(inArray(customers.id, ids));
}

export async function agencyById(db: Db, id: string) {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, id));
  return agency;
}

export async function insertInvoiceLink(db: Db, values: NewInvoiceLink): Promise<void> {
  await db.insert(invoiceLinks).values(values);
}

/** The public link of an invoice with this token's hash. */
export async function invoiceLinkByHash(db: Db, invoice: string, tokenHash: string) {
  const [link] = await db
    .select()
    .from(invoiceLinks)
    .where(and(eq(invoiceLinks.invoice, invoice), eq(invoiceLinks.tokenHash, tokenHash)));
  return link;
}
