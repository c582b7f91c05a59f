import { type BookingDetail, invoiceAmounts, invoiceDueDate } from '@seaberth/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { readCompany } from '../documents/company.routes.ts';
import {
  liveInvoices,
  rateOf,
  recipientOf,
  sellerOf,
  sourcesOf,
  writeCredit,
  writeInvoice,
} from './invoice-issue.ts';
import type { InvoiceRow } from './invoice-rows.ts';

export interface CarryContext {
  today: string;
  createdBy: string | null;
  /** The credit note's reason, in the invoice's language: what happened to the booking. */
  reason: (row: InvoiceRow, to: BookingDetail[]) => string;
}

/**
 * The live invoices still bill what the booking now is: the same nights, every invoiced line still
 * on the booking, and each invoice the same amount for them (a move that kept the price changes nothing).
 */
async function stillTrue(tx: Db, live: InvoiceRow[], booking: BookingDetail): Promise<boolean> {
  if (live.some((row) => row.serviceFrom !== booking.from || row.serviceTo !== booking.to)) return false;
  const sources = new Map((await sourcesOf(tx, booking)).map((s) => [s.line, s]));
  const rate = await rateOf(tx, booking);
  return live.every((row) => {
    const billed = row.lines.flatMap((line) =>
      [line.line, ...(line.also ?? [])].map((id) => sources.get(id)),
    );
    if (billed.some((s) => !s)) return false;
    return invoiceAmounts(billed.map((s) => ({ ...s!, rate }))).payable === row.total;
  });
}

/**
 * Money follows the booking (docs/decisions.md, "Invoices follow rebooking, splitting and
 * moving"): an issued invoice is never changed. When a booking becomes others (a rebooking, a
 * split) or is moved so that its invoice no longer tells the truth, each of its live invoices is
 * cancelled by a credit note, and every booking it became gets one new invoice of all its lines,
 * due by its terms. A booking never invoiced stays so: nothing is issued that nobody asked for.
 * Runs in the caller's transaction, so the booking's change and its invoices commit together.
 */
export async function carryInvoices(
  tx: Db,
  from: string,
  to: BookingDetail[],
  context: CarryContext,
): Promise<void> {
  const rows = await tx.select().from(invoices).where(eq(invoices.booking, from));
  const live = liveInvoices(rows);
  if (!live.length) return;
  const same = to.length === 1 && to[0]!.id === from;
  if (same && (await stillTrue(tx, live, to[0]!))) return;
  const seller = sellerOf(await readCompany(tx));
  for (const row of live)
    await writeCredit(tx, row, seller, context.today, context.reason(row, to), context.createdBy);
  for (const booking of to) {
    const sources = await sourcesOf(tx, booking);
    if (!sources.length) continue;
    // One booking became one: the same party is invoiced again. A split's parts go to their own.
    const payer = to.length === 1 ? live[0]!.payer : await recipientOf(tx, booking);
    await writeInvoice(tx, {
      booking,
      sources,
      payer,
      rate: await rateOf(tx, booking),
      seller,
      today: context.today,
      dueDate: invoiceDueDate(booking.calculation?.due ?? [], context.today),
      createdBy: context.createdBy,
    });
  }
}
