import {
  type BookingDetail,
  type Calculation,
  type FieldChange,
  type InvoiceParty,
  type InvoiceSource,
  invoiceAmounts,
  invoiceDueDate,
  invoiceSources,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { readCompany } from '../print/index.ts';
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
import { invoiceNumbers, invoicesOfBooking } from './invoices.repository.ts';

export interface CarryContext {
  today: string;
  createdBy: string | null;
  /** The credit note's reason, in the invoice's language: what happened to the booking. */
  reason: (row: InvoiceRow, to: BookingDetail[]) => string;
  /** A change in place: the booking's lines before it (booking-replaced.ts). */
  before?: { calculation: Calculation | null; currency: string };
}

/** Every calculation line an invoice bills. */
const billedBy = (row: InvoiceRow) => row.lines.flatMap((line) => [line.line, ...(line.also ?? [])]);

/**
 * Whether the live invoices billed every invoiceable line of the booking before a change in place:
 * then a line the change adds is billed too, else it waits to be invoiced like any other.
 */
function wasWhole(live: InvoiceRow[], before: CarryContext['before']): boolean {
  if (!before) return false;
  const billed = new Set(live.flatMap(billedBy));
  // The rooms only word the lines; their ids come from the calculation alone.
  return invoiceSources(before.calculation, before.currency, 'en', []).every((s) => billed.has(s.line));
}

/**
 * The live invoices still bill what the booking now is: the same nights, every invoiced line still
 * on the booking, and each invoice the same amount for them (a move that kept the price changes nothing).
 */
async function stillTrue(
  tx: Db,
  live: InvoiceRow[],
  booking: BookingDetail,
  whole: boolean,
): Promise<boolean> {
  if (live.some((row) => row.serviceFrom !== booking.from || row.serviceTo !== booking.to)) return false;
  const all = await sourcesOf(tx, booking);
  const billed = new Set(live.flatMap(billedBy));
  // A wholly invoiced booking that got a new line (a guest more, an add-on) is billed anew.
  if (whole && all.some((s) => !billed.has(s.line))) return false;
  const sources = new Map(all.map((s) => [s.line, s]));
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
 * moving" and "… every change of price"): an issued invoice is never changed. When a booking
 * becomes others (a rebooking, a split), is moved, or is priced anew in place so that its invoices
 * no longer tell the truth, each of its live invoices is cancelled by a credit note and the
 * booking(s) invoiced again (`reissue`). A booking never invoiced stays so: nothing is issued that
 * nobody asked for. Runs in the caller's transaction, so the booking's change and its invoices
 * commit together. Answers the history's record of what was written.
 */
export async function carryInvoices(
  tx: Db,
  from: string,
  to: BookingDetail[],
  context: CarryContext,
): Promise<FieldChange[]> {
  const rows = await invoicesOfBooking(tx, from);
  const live = liveInvoices(rows);
  if (!live.length) return [];
  const same = to.length === 1 && to[0]!.id === from;
  const whole = same && wasWhole(live, context.before);
  if (same && (await stillTrue(tx, live, to[0]!, whole))) return [];
  const seller = sellerOf(await readCompany(tx));
  const credits: string[] = [];
  for (const row of live)
    credits.push(
      await writeCredit(tx, row, seller, context.today, context.reason(row, to), context.createdBy),
    );
  const made: string[] = [];
  for (const booking of to) {
    const rate = await rateOf(tx, booking);
    const dueDate = invoiceDueDate(booking.calculation?.due ?? [], context.today);
    const parts = same
      ? reissue(live, await sourcesOf(tx, booking), whole)
      : // One booking became one: the same party is invoiced again. A split's parts go to their own.
        [
          {
            sources: await sourcesOf(tx, booking),
            payer: to.length === 1 ? live[0]!.payer : await recipientOf(tx, booking),
          },
        ];
    for (const part of parts)
      if (part.sources.length)
        made.push(
          await writeInvoice(tx, {
            booking,
            ...part,
            rate,
            seller,
            today: context.today,
            dueDate,
            createdBy: context.createdBy,
          }),
        );
  }
  const numbers = await numbersOf(tx, [...credits, ...made]);
  return [
    { field: 'creditNotes', before: null, after: credits.map((id) => numbers.get(id)).join(', ') },
    {
      field: 'invoices',
      before: live.map((row) => row.number).join(', '),
      after: made.map((id) => numbers.get(id)).join(', '),
    },
  ];
}

/**
 * A booking priced anew in place is invoiced as it was split: each cancelled invoice again, to the
 * same payer, with the lines it billed as they are now; the lines the change added go onto the
 * first when the booking was wholly invoiced (else they wait, as before the change). When none of
 * the old lines is left, the first invoice's payer gets all of them.
 */
function reissue(
  live: InvoiceRow[],
  sources: InvoiceSource[],
  whole: boolean,
): { payer: InvoiceParty; sources: InvoiceSource[] }[] {
  const taken = new Set<string>();
  const parts = live.map((row) => {
    const billed = new Set(billedBy(row));
    const mine = sources.filter((s) => billed.has(s.line) && !taken.has(s.line));
    for (const s of mine) taken.add(s.line);
    return { payer: row.payer, sources: mine };
  });
  const added = sources.filter((s) => !taken.has(s.line));
  if (whole || parts.every((p) => !p.sources.length)) parts[0]!.sources.push(...added);
  return parts;
}

async function numbersOf(tx: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await invoiceNumbers(tx, ids);
  return new Map(rows.map((r) => [r.id, r.number]));
}
