import type { Actor } from '../../http/actor.ts';
import { refusal } from '../../http/errors.ts';
import type { PosRepository } from './pos.repository.ts';

export interface StornoOptions {
  reason: string;
  actor: Actor;
  /** Some lines only (an item taken off a folio); all lines not voided yet otherwise. */
  only?: string[];
  /** The operator's day the storno is booked on. */
  day: string;
  now: Date;
}

/**
 * A storno of a paid or folio transaction (or some of its lines), written with the original's row
 * locked: a new transaction on the same till with the next number, the lines and payments negated.
 * A line is voided at most once (unique index on `voids_line`); a whole void marks the original.
 */
export async function writeStorno(repo: PosRepository, id: string, options: StornoOptions) {
  const row = (await repo.lockTransaction(id))!;
  if (row.kind === 'void' || row.voids || row.state === 'open')
    throw refusal('POS_TRANSACTION_CLOSED', 'Only a paid or charged sale can be voided; change an open tab', {
      params: { number: row.number },
    });
  const all = await repo.lines(id);
  const already = new Set((await repo.voidedLines(all.map((l) => l.id))).map((v) => v.voidsLine));
  const lines = all.filter((l) => !already.has(l.id) && (!options.only || options.only.includes(l.id)));
  if (row.voidedBy || !lines.length)
    throw refusal('POS_ALREADY_VOIDED', `Receipt ${row.number} is voided already`, {
      params: { number: row.number },
    });
  const whole = lines.length === all.length - already.size && !options.only;
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const till = (await repo.lockTill(row.till))!;
  const storno = await repo.insertTransaction({
    till: row.till,
    tillName: till.name,
    resort: row.resort,
    vessel: row.vessel,
    number: await repo.nextNumber(row.till),
    // A settlement's storno stays a settlement: money of a room's bill, not of a sale.
    kind: row.kind === 'settlement' ? 'settlement' : 'void',
    state: 'void',
    day: options.day,
    currency: row.currency,
    total: -total,
    paid: -total,
    paymentKinds: row.paymentKinds,
    booking: row.booking,
    roomBooking: row.roomBooking,
    customer: row.customer,
    guestName: row.guestName,
    roomName: row.roomName,
    voids: row.id,
    voidReason: options.reason,
    user: options.actor.userId ?? null,
    userName: options.actor.name ?? '',
    closedAt: options.now,
    itemCount: -lines.reduce((s, l) => s + l.quantity, 0),
  });
  const negated = await repo.insertLines(
    lines.map((l, i) => ({
      transaction: storno.id,
      product: l.product,
      name: l.name,
      category: l.category,
      quantity: -l.quantity,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      amount: -l.amount,
      currency: l.currency,
      voidsLine: l.id,
      sort: i,
    })),
  );
  // Money goes back the way it came: each kind's share of the voided amount, in the till's currency.
  const payments = await repo.payments(id);
  const paidTotal = payments.reduce((s, p) => s + p.baseAmount, 0) || 1;
  let left = total;
  await repo.insertPayments(
    payments.map((p, i) => {
      const share = i === payments.length - 1 ? left : Math.round((total * p.baseAmount) / paidTotal);
      left -= share;
      return {
        transaction: storno.id,
        kind: p.kind,
        amount: -share,
        currency: row.currency,
        rate: '1',
        baseAmount: -share,
        change: 0,
        reference: `void ${row.number}`,
        createdBy: options.actor.userId ?? null,
      };
    }),
  );
  if (whole) await repo.updateTransaction(row.id, { voidedBy: storno.id });
  return { storno, lines, negated };
}
