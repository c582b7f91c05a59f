import { randomUUID } from 'node:crypto';
import type { ManualLine } from '@seaberth/domain';
import type { Actor } from '../../http/actor.ts';
import { refusal } from '../../http/errors.ts';
import type { InHouseRow, PosLineRow, PosRepository, PosTransactionRow } from './pos.repository.ts';

/** The calculation line of a POS line on a guest's folio. */
export const folioLineId = (line: string) => `m-pos-${line}`;

/** The tab closed onto a folio: its lines as calculation lines in the on-site currency. */
export async function closeOnFolio(
  repo: PosRepository,
  row: PosTransactionRow,
  guest: InHouseRow,
  actor: Actor,
  step: { now: () => Date; closed: (repo: PosRepository, id: string) => Promise<void> },
) {
  const lines = await repo.lines(row.id);
  if (!lines.length || row.total <= 0) throw refusal('POS_TAB_EMPTY', 'This receipt has no items to charge');
  const due = row.total - row.paid;
  await repo.insertPayments([
    {
      transaction: row.id,
      kind: 'folio',
      amount: due,
      currency: row.currency,
      baseAmount: due,
      reference: guest.bookingNo,
      createdBy: actor.userId ?? null,
    },
  ]);
  const updated = await repo.updateTransaction(row.id, {
    state: 'folio',
    paid: row.total,
    paymentKinds: [...new Set([...row.paymentKinds, 'folio'])],
    booking: guest.booking,
    resort: guest.resort,
    vessel: guest.vessel,
    roomBooking: guest.roomBooking,
    customer: guest.customer,
    guestName: guest.fullName,
    roomName: guest.roomName,
    closedAt: step.now(),
  });
  await step.closed(repo, row.id);
  const add: ManualLine[] = lines.map((l) => ({
    id: folioLineId(l.id),
    replaces: null,
    removed: false,
    text: lineText(l, updated),
    amount: l.amount,
    currency: l.currency,
    customer: guest.customer,
    customerType: 'Direct',
    type: 'product',
    editable: false,
    deletable: false,
  }));
  // A tab paid in part at the till before it went on the room: what was paid is taken off.
  if (row.paid > 0)
    add.push({
      ...add[0]!,
      id: folioLineId(randomUUID()),
      text: `${updated.tillName} #${updated.number}: paid at the till`,
      amount: -row.paid,
      type: 'discount',
    });
  return { add, notes: add.map((l) => ({ field: 'pos', before: null, after: l.text })) };
}

/** "2 × Bintang (Bar #12)" as the folio line says it. */
export function lineText(
  line: Pick<PosLineRow, 'quantity' | 'name'>,
  row: Pick<PosTransactionRow, 'tillName' | 'number'>,
) {
  return `${line.quantity} × ${line.name} (${row.tillName} #${row.number})`;
}
