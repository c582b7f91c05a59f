import {
  type CustomerCreditEntry,
  type CustomerCreditInput,
  type CustomerCreditQuery,
  type CustomerCredits,
  customerCreditInputSchema,
  movesBookingMoney,
  signedCustomerCredit,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { BookingMoneyActions } from '../bookings/index.ts';
import type { BookingService } from '../bookings/index.ts';
import { bookCreditEntry, reverseEntry } from './customer-credit-rules.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';
import type { LoyaltyService } from './loyalty.service.ts';
import { refuseUnreachableCustomers } from '../../db/customer-reach.ts';
import { CustomerCreditsRepository } from './customer-credits.repository.ts';

type Input = ReturnType<typeof customerCreditInputSchema.parse>;

/**
 * Customer credits (`/ccredits`): vouchers, overpayments and refunds owed, spent on later bookings.
 * An entry that moves money to or from a booking is a booking payment of method `credit` and the
 * entry, committed in the booking's own transaction (a version of the booking like any payment).
 */
export class CustomerCreditService {
  private readonly repository: CustomerCreditsRepository;

  constructor(
    private readonly db: Db,
    private readonly bookings: BookingService,
    private readonly money: BookingMoneyActions,
    /** Refreshes a member's sums after a reversed loyalty credit gave their points back. */
    private readonly loyalty?: LoyaltyService,
  ) {
    this.repository = new CustomerCreditsRepository(db);
  }

  async list(query: CustomerCreditQuery): Promise<CustomerCredits> {
    const [{ rows, total }, balances] = await Promise.all([
      this.repository.page(query),
      this.repository.balances(query.customer),
    ]);
    return { entries: rows, balances, total, page: query.page, size: query.size };
  }

  async add(body: CustomerCreditInput, actor: Actor): Promise<CustomerCreditEntry> {
    const input = customerCreditInputSchema.parse(body);
    await refuseUnreachableCustomers(this.db, actor.principal, [{ id: input.customer, path: 'customer' }]);
    if (!(await this.repository.customerExists(input.customer)))
      throw validationError([{ path: 'customer', message: 'No such customer' }]);
    const { today, baseCurrency } = await this.bookings.operatorDay();
    const id = movesBookingMoney(input.kind)
      ? await this.moveBookingMoney(input, today, actor)
      : await this.db.transaction((tx) =>
          bookCreditEntry(
            new CustomerCreditsRepository(tx as unknown as Db),
            this.entryOf(input, input.currency ?? baseCurrency, today),
            actor,
          ),
        );
    return this.entry(id);
  }

  /**
   * Pays a booking from the credit (`redeemed`) or takes what a booking was paid beyond its total
   * into the credit (`overpayment`, `refundOwed`): a booking payment and the entry, one transaction.
   */
  private async moveBookingMoney(input: Input, today: string, actor: Actor): Promise<string> {
    const booking = await this.bookings.load(input.booking ?? '', actor);
    if (input.currency && input.currency !== booking.currency)
      throw validationError([
        { path: 'currency', message: `The booking is in ${booking.currency}: the credit must be too` },
      ]);
    const amount = Math.abs(input.amount);
    const limit = input.kind === 'redeemed' ? booking.total - booking.paid : booking.paid - booking.total;
    if (amount > limit)
      throw validationError([
        {
          path: 'amount',
          message:
            input.kind === 'redeemed'
              ? `Only ${Math.max(limit, 0)} is open on this booking`
              : `The booking was paid ${Math.max(limit, 0)} more than its total, not more`,
        },
      ]);
    const entry = this.entryOf(input, booking.currency, today);
    let id = '';
    await this.money.addPayment(
      booking.id,
      {
        // A payment from the credit pays the booking; money taken into the credit is a refund on it.
        amount: -entry.amount,
        currency: booking.currency,
        date: entry.date,
        method: 'credit',
        reference: 'Customer credit',
        note: input.note,
      },
      actor,
      async (tx, payment) => {
        const credits = new CustomerCreditsRepository(tx.connection);
        id = await bookCreditEntry(credits, { ...entry, payment: payment.id }, actor);
      },
    );
    return id;
  }

  /**
   * Reverses an entry (once). One that moved money for a booking takes that booking payment back
   * with it, so the booking is open again (or paid again) exactly as before.
   */
  async reverse(id: string, note: string, actor: Actor): Promise<CustomerCreditEntry> {
    const entry = await this.repository.row(id);
    if (!entry) throw notFound('Credit entry');
    if (entry.kind === 'reversal')
      throw refusal('CONFLICT', 'A reversal is not reversed: book a correction instead');
    if (await this.repository.reversalOf(id)) throw refusal('CONFLICT', 'This entry was reversed already');
    if (entry.payment) {
      const payment = await this.repository.paymentBooking(entry.payment);
      if (payment) {
        await this.money.deletePayment(payment.booking, entry.payment, actor, note);
        return this.entry((await this.repository.reversalOf(id)) ?? '');
      }
    }
    const { today } = await this.bookings.operatorDay();
    const reversal = await this.db.transaction(async (tx) => {
      const id = await reverseEntry(
        new CustomerCreditsRepository(tx as unknown as Db),
        entry,
        today,
        note,
        actor,
      );
      // Points spent on a credit come back with it, in the same transaction as the reversal.
      if (entry.kind === 'loyalty')
        await new LoyaltyRepository(tx as unknown as Db).returnRedeemed(entry.id, id, today, actor);
      return id;
    });
    if (entry.kind === 'loyalty') await this.loyalty?.refresh([entry.customer]);
    return this.entry(reversal);
  }

  private entryOf(input: Input, currency: string, today: string) {
    return {
      customer: input.customer,
      date: input.date ?? today,
      kind: input.kind,
      amount: signedCustomerCredit(input.kind, input.amount),
      currency,
      booking: input.booking ?? null,
      payment: null,
      note: input.note,
    };
  }

  private async entry(id: string): Promise<CustomerCreditEntry> {
    const entry = await this.repository.entry(id);
    if (!entry) throw notFound('Credit entry');
    return entry;
  }
}
