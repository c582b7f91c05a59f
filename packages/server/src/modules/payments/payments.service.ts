import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  nextDueAmount,
  PAYMENT_WRITE_MESSAGES,
  type PaymentChange,
  type PaymentCopy,
  type PaymentCreate,
  type PaymentHistoryQuery,
  type PaymentHistoryRow,
  type PaymentInputMethod,
  type PaymentNotifyAnswer,
  type PayProviderCharge,
  type PayProviderTestResult,
  type Principal,
} from '@seaberth/domain';
import { sqlConstraint, sqlState } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { type Actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import type { BookingActions } from '../bookings/index.ts';
import type { BookingRow } from '../bookings/index.ts';
import { adapterFor } from './adapters.ts';
import { type Checkout, webhookRefused } from './payment-provider.ts';
import { type AccountRow, PaymentsRepository } from './payments.repository.ts';

/** The path's booking segment when the provider's webhook URL is one fixed address for all bookings. */
export const ANY_BOOKING = 'any';

/** How often a webhook retries after another change to the booking won the race. */
const NOTIFY_ATTEMPTS = 3;

/** What a checkout is asked for: where the payer returns to, and optionally how much. */
export interface CheckoutInput {
  successUrl: string;
  cancelUrl: string;
  /** Minor units; default the provider's charge (the next due amount, or all that is open). */
  amount?: number;
  charge?: PayProviderCharge;
  customerEmail?: string;
}

/** How long a repeated checkout request counts as a retry of the first. */
const CHECKOUT_RETRY_MS = 30 * 60_000;

/**
 * Money through payment providers: the checkout for a booking, the webhook that records what
 * a provider took (once per provider checkout, however often and wherever it is delivered), the
 * connection test, and the payments history with its deletion through the booking's money actions.
 */
export class PaymentsService {
  readonly repository: PaymentsRepository;
  /** Told after a provider's payment was recorded (the online booking confirms its offer). */
  onPaid?: (booking: string) => Promise<void>;

  constructor(
    private readonly actions: BookingActions,
    private readonly now: () => number = Date.now,
  ) {
    this.repository = new PaymentsRepository(
      actions.core.services.database.db,
      actions.core.services.secrets,
    );
  }

  async account(id: string) {
    const account = await this.repository.account(id);
    if (!account) throw notFound('Payment provider');
    return account;
  }

  /** Calls the provider with the stored credentials; a refusal is an answer, not an error. */
  async test(id: string): Promise<PayProviderTestResult> {
    const account = await this.account(id);
    try {
      return { ok: true, message: await adapterFor(account, this.now).testConnection() };
    } catch (error) {
      if (error instanceof AppError && error.code === 'PROVIDER_ERROR')
        return { ok: false, message: error.message };
      throw error;
    }
  }

  /** A booking's row as the providers' checks need it (no access check: callers hold a token). */
  actionsBooking(id: string) {
    return this.actions.core.repository.booking(id);
  }

  /** The active providers that take the booking's currency and serve its resort or vessel. */
  async providersFor(booking: Pick<BookingRow, 'currency' | 'resort' | 'vessel'>) {
    return (await this.repository.activeAccounts()).filter((account) => serves(account, booking));
  }

  /** A hosted payment page for a booking at the provider (the online booking's checkout uses this). */
  async checkout(
    bookingId: string,
    providerId: string,
    input: CheckoutInput,
    actor: Actor,
  ): Promise<Checkout & { amount: number; currency: string }> {
    const account = await this.account(providerId);
    if (!account.isActive) throw refuse('provider', 'This payment provider is switched off');
    const booking = await this.actions.core.load(bookingId, actor);
    if (!serves(account, booking))
      throw refuse('provider', `This provider does not take ${booking.currency} for this booking's place`);
    const open = booking.total - booking.paid;
    const { today } = await this.actions.core.operatorDay();
    const next = nextDueAmount(booking.calculation?.due ?? [], booking.paid, today);
    const charge = input.charge ?? (account.defaultCharge as PayProviderCharge);
    const amount = input.amount ?? (charge === 'deposit' && next ? next.amount : open);
    if (amount <= 0 || open <= 0) throw refuse('amount', 'Nothing is open on this booking');
    if (amount > open) throw refuse('amount', `At most ${open} is open on this booking`);
    const request = {
      booking: { id: booking.id, bookingNo: booking.bookingNo },
      amount,
      currency: booking.currency,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      description: `Booking ${booking.bookingNo}`,
      ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
    };
    // The same request for the same open amount within half an hour (the shortest a checkout
    // lives) is a retry: it gets the checkout made the first time, never a second one to pay.
    const window = Math.floor(this.now() / CHECKOUT_RETRY_MS);
    const idempotencyKey = `checkout-${createHash('sha256')
      .update(JSON.stringify([account.id, booking.paid, request, window]))
      .digest('hex')}`;
    const checkout = await adapterFor(account, this.now).createCheckout({ ...request, idempotencyKey });
    return { ...checkout, amount, currency: booking.currency };
  }

  /**
   * A provider's webhook: believed only with a valid signature no older than 300 s, for the
   * booking in the path (or `any`). A paid checkout becomes a booking payment (method online,
   * reference the checkout's id) in the same transaction as its idempotency record, so a second
   * delivery, sequential or concurrent, finds it known and pays nothing.
   */
  async notify(
    bookingParam: string,
    providerId: string,
    rawBody: Buffer,
    headers: IncomingHttpHeaders,
  ): Promise<PaymentNotifyAnswer> {
    const account = await this.account(providerId);
    if (!account.isActive) throw webhookRefused('the provider is switched off');
    const adapter = adapterFor(account, this.now);
    const event = await adapter.verifyWebhook(rawBody, headers);
    const payment = await adapter.eventPayment(event);
    if (!payment?.paid) return { received: true, outcome: 'ignored' };
    if (!payment.bookingId) throw webhookRefused('the event names no booking');
    if (bookingParam !== ANY_BOOKING && bookingParam !== payment.bookingId)
      throw webhookRefused('the event is for another booking');
    const actor: Actor = { ...SYSTEM_ACTOR, name: `${account.name} (webhook)` };
    for (let attempt = 1; ; attempt++) {
      const known = await this.repository.known(account.id, payment.reference);
      if (known)
        return { received: true, outcome: 'duplicate', ...(known.payment ? { payment: known.payment } : {}) };
      const booking = await this.actions.core.repository.booking(payment.bookingId);
      if (!booking) throw webhookRefused('the event names an unknown booking');
      try {
        const { today } = await this.actions.core.operatorDay();
        const made = await this.actions.money.addPayment(
          booking.id,
          {
            amount: payment.amount,
            currency: payment.currency,
            date: today,
            method: 'online',
            reference: payment.reference.slice(0, 200),
            note: `${account.name}: ${event.id}`.slice(0, 2000),
          },
          actor,
          (tx, row) =>
            new PaymentsRepository(tx.connection).record({
              provider: account.id,
              reference: payment.reference,
              booking: booking.id,
              payment: row.id,
              event: event.id,
            }),
        );
        await this.onPaid?.(booking.id);
        return { received: true, outcome: 'paid', payment: made.id };
      } catch (error) {
        // Another delivery of the same checkout committed first (its record, or its claim on the
        // booking's version): the next round finds it known. Another change to the booking: retry.
        const raced =
          (sqlState(error) === '23505' &&
            sqlConstraint(error) === 'provider_payments_provider_reference_key') ||
          (error instanceof AppError && error.code === 'STALE_VERSION');
        if (!raced || attempt >= NOTIFY_ATTEMPTS) throw error;
      }
    }
  }

  history(query: PaymentHistoryQuery, principal: Principal) {
    return this.repository.history(query, this.actions.core.repository.visibleTo(principal));
  }

  byReference(reference: string, principal: Principal) {
    return this.repository.byReference(reference, this.actions.core.repository.visibleTo(principal));
  }

  /** One payment, if its booking is one the principal may see. */
  async one(id: string, principal: Principal): Promise<PaymentHistoryRow> {
    const row = await this.repository.one(id, this.actions.core.repository.visibleTo(principal));
    if (!row) throw notFound('Payment');
    return row;
  }

  /** `POST /api/payments`: a payment for the booking it names, as the booking's payment call records it. */
  async create(input: PaymentCreate, actor: Actor, principal: Principal): Promise<PaymentHistoryRow> {
    const { booking, ...payment } = input;
    const made = await this.actions.money.addPayment(booking, payment, actor);
    return this.one(made.id, principal);
  }

  /**
   * Changes a recorded payment in its booking's money transaction (version, history, paid amount
   * counted again). Money that came from a bank entry, a provider or the credit ledger is tied to
   * its origin's record: only its reference and note change here.
   */
  async change(
    id: string,
    input: PaymentChange,
    actor: Actor,
    principal: Principal,
  ): Promise<PaymentHistoryRow> {
    const row = await this.one(id, principal);
    const { version, ...fields } = input;
    if (tiedToOrigin(row)) {
      const tied = (['amount', 'bookingAmount', 'date', 'method'] as const).find((f) => f in fields);
      if (tied) throw refuse(tied, PAYMENT_WRITE_MESSAGES.tied);
    }
    if (fields.bookingAmount !== undefined && row.currency === row.bookingCurrency)
      throw refuse('bookingAmount', 'Only a payment in another currency is converted');
    const { amount, bookingAmount, ...plain } = fields;
    const values: Parameters<PaymentsRepository['update']>[1] = { ...plain };
    if (amount !== undefined || bookingAmount !== undefined) {
      const paid = amount ?? row.amount;
      const counted = await this.actions.money.conversion(
        { amount: paid, currency: row.currency, ...(bookingAmount === undefined ? {} : { bookingAmount }) },
        row.bookingCurrency,
      );
      if (counted.bookingAmount !== null && Math.sign(counted.bookingAmount) !== Math.sign(paid))
        throw refuse('bookingAmount', 'A payment and what it counts must have the same sign');
      Object.assign(values, { amount: paid, ...counted });
    }
    await this.actions.money.changePayment(row.booking, actor, version, (tx) =>
      new PaymentsRepository(tx.connection).update(id, values),
    );
    return this.one(id, principal);
  }

  /**
   * The same payment once more on its booking (a second instalment of the same amount), dated the
   * operator's day unless given. Money from a bank entry, a provider or the credit ledger is not
   * copied: a copy would count money that no statement, provider or credit holds.
   */
  async copy(id: string, input: PaymentCopy, actor: Actor, principal: Principal): Promise<PaymentHistoryRow> {
    const row = await this.one(id, principal);
    if (tiedToOrigin(row)) throw refuse('id', PAYMENT_WRITE_MESSAGES.notCopied);
    const date = input.date ?? (await this.actions.core.operatorDay()).today;
    const made = await this.actions.money.addPayment(
      row.booking,
      {
        amount: row.amount,
        currency: row.currency,
        date,
        method: row.method as PaymentInputMethod,
        reference: row.reference,
        note: row.note,
        version: input.version,
      },
      actor,
    );
    return this.one(made.id, principal);
  }

  /**
   * Deletes a payment through the booking's money actions (version, history, paid amount). A
   * payment made from a bank entry takes its assignment with it (the entry is open again); one
   * received through a provider keeps its idempotency record, so a late redelivery pays nothing.
   */
  async delete(paymentId: string, actor: Actor): Promise<void> {
    const booking = await this.repository.bookingOf(paymentId);
    if (!booking) throw notFound('Payment');
    await this.actions.money.deletePayment(booking, paymentId, actor);
  }
}

/** Whether a payment's money is recorded elsewhere too: a bank entry, a provider, the credit ledger. */
const tiedToOrigin = (row: PaymentHistoryRow) =>
  Boolean(row.bankEntry || row.provider || row.method === 'credit');

/** Whether an account takes the currency and serves the place (empty lists: all). */
function serves(
  account: Pick<AccountRow, 'currencies' | 'resorts' | 'vessels'>,
  booking: Pick<BookingRow, 'currency' | 'resort' | 'vessel'>,
): boolean {
  if (account.currencies.length && !account.currencies.includes(booking.currency)) return false;
  if (!account.resorts.length && !account.vessels.length) return true;
  return (
    (booking.resort !== null && account.resorts.includes(booking.resort)) ||
    (booking.vessel !== null && account.vessels.includes(booking.vessel))
  );
}

function refuse(path: string, message: string): AppError {
  return validationError([{ path, message }], `${path}: ${message}`);
}
