import type { Invoice } from '@seaberth/domain';
import { invoices } from '../../db/schema/index.ts';
import type { IssuedInvoice } from './e-invoice.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The row as an issued invoice (what documents and the e-invoice print). */
export function issuedOf(row: InvoiceRow, refersToNumber: string | null = null): IssuedInvoice {
  return {
    id: row.id,
    number: row.number,
    year: row.year,
    sequence: row.sequence,
    kind: row.kind as Invoice['kind'],
    booking: row.booking,
    bookingNo: row.bookingNo,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    serviceFrom: row.serviceFrom,
    serviceTo: row.serviceTo,
    currency: row.currency,
    language: row.language === 'en' ? 'en' : 'de',
    seller: row.seller,
    payer: row.payer,
    lines: row.lines,
    taxes: row.taxes,
    net: row.net,
    tax: row.tax,
    gross: row.gross,
    rounding: row.rounding,
    total: row.total,
    refersTo: row.refersTo,
    refersToNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The wire invoices of one booking with what each counts as paid: the booking's payments go to
 * its invoices oldest first; a credited invoice and its credit note count as settled.
 */
export function withPayments(
  rows: { row: InvoiceRow; createdByName: string | null }[],
  paidOnBooking: number,
): Invoice[] {
  const numbers = new Map(rows.map(({ row }) => [row.id, row.number]));
  const creditOf = new Map(rows.filter(({ row }) => row.refersTo).map(({ row }) => [row.refersTo!, row]));
  let left = paidOnBooking;
  return [...rows]
    .sort((a, b) => a.row.sequence - b.row.sequence || a.row.year - b.row.year)
    .map(({ row, createdByName }) => {
      const credit = creditOf.get(row.id);
      let paid = 0;
      if (row.kind === 'invoice' && !credit) {
        paid = Math.max(0, Math.min(row.total, left));
        left -= paid;
      }
      const settled = row.kind === 'creditNote' || credit;
      const { seller: _seller, ...issued } = issuedOf(
        row,
        row.refersTo ? (numbers.get(row.refersTo) ?? null) : null,
      );
      return {
        ...issued,
        creditedBy: credit?.id ?? null,
        creditedByNumber: credit?.number ?? null,
        paid,
        open: settled ? 0 : row.total - paid,
        createdByName,
      };
    })
    .sort((a, b) => b.year - a.year || b.sequence - a.sequence);
}
