import type { PosReceipt } from '@seaberth/domain';
import type { PosLineRow, PosPaymentRow, PosTransactionRow } from './pos.repository.ts';

/** A transaction as the API answers it: its lines and payments, and what is still due while open. */
export function presentReceipt(
  row: PosTransactionRow,
  lines: PosLineRow[],
  payments: PosPaymentRow[],
): PosReceipt {
  return {
    id: row.id,
    version: row.version,
    till: row.till,
    tillName: row.tillName,
    number: row.number,
    kind: row.kind as PosReceipt['kind'],
    state: row.state as PosReceipt['state'],
    day: row.day,
    currency: row.currency,
    total: row.total,
    paid: row.paid,
    due: row.state === 'open' ? row.total - row.paid : 0,
    booking: row.booking,
    roomBooking: row.roomBooking,
    customer: row.customer,
    guestName: row.guestName,
    roomName: row.roomName,
    voids: row.voids,
    voidedBy: row.voidedBy,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    signatureState: row.signatureState,
    lines: lines.map((l) => ({
      id: l.id,
      product: l.product,
      name: l.name,
      category: l.category,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      amount: l.amount,
      currency: l.currency,
      voidsLine: l.voidsLine,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind as PosReceipt['payments'][number]['kind'],
      amount: p.amount,
      currency: p.currency,
      rate: p.rate,
      baseAmount: p.baseAmount,
      change: p.change,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
