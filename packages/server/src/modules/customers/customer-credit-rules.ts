import type { customerCredits } from '../../db/schema/index.ts';
import { AppError, notFound, refusal } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { CustomerCreditsRepository } from './customer-credits.repository.ts';

type NewEntry = Omit<typeof customerCredits.$inferInsert, 'createdBy' | 'createdByName'>;

/**
 * Books an entry inside the caller's transaction, the customer locked: an entry that takes money
 * out may not take more than the customer holds in that currency.
 */
export async function bookCreditEntry(
  credits: CustomerCreditsRepository,
  entry: NewEntry,
  actor: Actor,
): Promise<string> {
  const balance = await credits.lockedBalance(entry.customer, entry.currency);
  if (balance === undefined) throw notFound('Customer');
  if (entry.amount < 0 && balance + entry.amount < 0) throw notEnoughCredit(balance, entry.currency);
  const id = await credits.insert({
    ...entry,
    createdBy: actor.userId ?? null,
    createdByName: actor.name ?? '',
  });
  if (!id) throw refusal('CONFLICT', 'This entry was reversed already');
  return id;
}

/** The entry booked once more with the opposite sign, in the caller's transaction. */
export function reverseEntry(
  credits: CustomerCreditsRepository,
  entry: typeof customerCredits.$inferSelect,
  today: string,
  note: string,
  actor: Actor,
): Promise<string> {
  return bookCreditEntry(
    credits,
    {
      customer: entry.customer,
      date: today,
      kind: 'reversal',
      amount: -entry.amount,
      currency: entry.currency,
      booking: entry.booking,
      payment: null,
      note: note || `Reverses the entry of ${entry.date}`,
      reverses: entry.id,
    },
    actor,
  );
}

/**
 * A booking payment made by the credit ledger is being taken back: its entry is reversed with it
 * (a payment from the credit gives the credit back; a refund into it takes it out again, refused
 * when the customer spent it meanwhile). Other payments pass untouched.
 */
export async function reverseCreditOfPayment(
  credits: CustomerCreditsRepository,
  payment: string,
  today: string,
  note: string,
  actor: Actor,
): Promise<void> {
  const entry = await credits.unreversedOfPayment(payment);
  if (entry) await reverseEntry(credits, entry, today, note, actor);
}

function notEnoughCredit(balance: number, currency: string): AppError {
  // The currency's usual decimals (ISO 4217 through Intl): no settings read inside the transaction.
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const held = `${(balance / 10 ** digits).toFixed(digits)} ${currency}`;
  return refusal('NOT_ENOUGH_CREDIT', `The customer holds ${held} of credit: not enough for this`, {
    params: { balance: held },
  });
}
