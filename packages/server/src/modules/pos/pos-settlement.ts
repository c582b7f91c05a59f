import { convert, type OnsitePayment, type PosReceipt } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { BookingMoneyActions } from '../bookings/index.ts';
import { PosRepository } from './pos.repository.ts';
import type { PosService } from './pos.service.ts';
import { PosSigning } from './pos-signing.ts';
import { writeStorno } from './pos-storno.ts';

/**
 * A room's bill paid at a till (`POST /api/bookings/onsite/{roomId}/payment`): the booking gets
 * the payment, and the till a settlement — no sale (the goods were charged to the room and taxed
 * then), money in the drawer that its closing counts and its TSE signs. Both commit in one
 * database transaction; taking it back (`DELETE …/payment/{id}`) deletes the booking payment and
 * writes the settlement's storno, again together.
 */
export class PosSettlements {
  constructor(
    private readonly pos: PosService,
    private readonly money: BookingMoneyActions,
  ) {}

  async pay(roomBooking: string, input: OnsitePayment, actor: Actor): Promise<PosReceipt> {
    const repository = this.pos.repository;
    // The same payment again (its key known): what the first answered, nothing paid twice.
    const known = input.key && (await repository.transactionOfKey(input.key));
    if (known) return this.pos.receipt(known);
    try {
      return await this.settle(roomBooking, input, actor);
    } catch (error) {
      // Two at once with one key: the unique index lets one in and refuses the other (however
      // the booking's commit words that refusal); the other answers what the first made.
      const first = input.key ? await repository.transactionOfKey(input.key) : undefined;
      if (first) return this.pos.receipt(first);
      throw error;
    }
  }

  private async settle(roomBooking: string, input: OnsitePayment, actor: Actor): Promise<PosReceipt> {
    const repository = this.pos.repository;
    const room = await repository.roomBooking(roomBooking);
    if (!room) throw notFound('Room booking');
    const { today } = await this.pos.bookings.operatorDay();
    const guests = await repository.inHouse(today, { roomBooking, anyTime: true });
    const guest = input.customer ? guests.find((g) => g.customer === input.customer) : guests[0];
    if (!guest)
      throw validationError([{ path: 'customer', message: `This guest does not stay in ${room.roomName}` }]);
    const till = await repository.till(input.till);
    if (!till?.isActive) throw validationError([{ path: 'till', message: 'No such till, or it is closed' }]);
    const currency = await this.pos.currency();
    const paidIn = input.currency ?? currency;
    const rates = await this.pos.bookings.rates();
    if (paidIn !== currency && !rates.currencies.some((c) => c.code === paidIn))
      throw validationError([{ path: 'currency', message: `No exchange rate for ${paidIn}` }]);
    if (input.kind === 'card' && paidIn !== currency)
      throw validationError([{ path: 'currency', message: `Cards are charged in ${currency}` }]);
    const base =
      paidIn === currency
        ? input.amount
        : convert({ amount: input.amount, currency: paidIn }, currency, rates).amount;
    let id = '';
    await this.money.addPayment(
      room.booking,
      {
        amount: input.amount,
        currency: paidIn,
        date: today,
        method: input.kind,
        reference: till.name,
        note: `${room.roomName}: on-site bill paid at ${till.name}`,
      },
      actor,
      async (tx, payment) => {
        const repo = new PosRepository(tx.connection as Db);
        const row = await this.pos.open(repo, till.id, actor, today, currency);
        await repo.insertLines([
          {
            transaction: row.id,
            product: null,
            name: `${room.roomName} (${guest.bookingNo})`,
            category: null,
            quantity: 1,
            unitPrice: base,
            taxRate: 0,
            amount: base,
            currency,
            sort: 0,
          },
        ]);
        await repo.insertPayments([
          {
            transaction: row.id,
            kind: input.kind,
            amount: input.amount,
            currency: paidIn,
            rate: base ? (input.amount / base).toFixed(6).replace(/\.?0+$/, '') : '1',
            baseAmount: base,
            reference: guest.bookingNo,
            key: input.key ?? null,
            createdBy: actor.userId ?? null,
          },
        ]);
        await repo.updateTransaction(row.id, {
          kind: 'settlement',
          state: 'paid',
          total: base,
          paid: base,
          itemCount: 0,
          paymentKinds: [input.kind],
          booking: guest.booking,
          resort: guest.resort,
          vessel: guest.vessel,
          roomBooking: guest.roomBooking,
          customer: guest.customer,
          guestName: guest.fullName,
          roomName: guest.roomName,
          bookingPayment: payment.id,
          closedAt: this.pos.now(),
        });
        await PosSigning.markPending(repo, row.id);
        id = row.id;
      },
    );
    return this.pos.signed(id);
  }

  /** `DELETE /api/bookings/onsite/{roomId}/payment/{paymentId}`: the settlement (its id) taken back. */
  async takeBack(roomBooking: string, settlement: string, actor: Actor): Promise<PosReceipt> {
    const row = await this.pos.repository.transactionRow(settlement);
    if (row?.kind !== 'settlement' || row.roomBooking !== roomBooking || !row.booking || !row.bookingPayment)
      throw notFound('On-site payment');
    if (row.voids || row.voidedBy)
      throw refusal('POS_ALREADY_VOIDED', `Receipt ${row.number} is voided already`, {
        params: { number: row.number },
      });
    const { today } = await this.pos.bookings.operatorDay();
    let storno = '';
    await this.money.deletePayment(
      row.booking,
      row.bookingPayment,
      actor,
      'Taken back at the till',
      undefined,
      async (tx) => {
        const repo = new PosRepository(tx.connection as Db);
        const written = await writeStorno(repo, row.id, {
          reason: 'Payment taken back',
          actor,
          day: today,
          now: this.pos.now(),
        });
        await PosSigning.markPending(repo, written.storno.id);
        storno = written.storno.id;
      },
    );
    return this.pos.signed(storno);
  }
}
