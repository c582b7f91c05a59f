import {
  normalizeReferralCode,
  REFERRAL_MESSAGES,
  referralRewardDue,
  referralUseProblem,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { validationError } from '../../http/errors.ts';
import type { BookingReferrals } from '../bookings/index.ts';
import { bookCreditEntry, CustomerCreditsRepository, reverseEntry } from '../customers/index.ts';
import { ReferralsRepository } from './referrals.repository.ts';

/**
 * What a booking's life asks of referral codes (bookings/booking-stores.ts), through the
 * connection it is given: the booking's transaction for a use and a reward, so each commits with
 * the booking or payment that made it.
 */
export class ReferralBookingStore implements BookingReferrals {
  private readonly repository: ReferralsRepository;

  constructor(private readonly db: Db) {
    this.repository = new ReferralsRepository(db);
  }

  async check(
    typed: string,
    booker: { id: string | null; email?: string },
    today: string,
  ): Promise<{ id: string; special: string | null }> {
    const code = await this.repository.byCode(normalizeReferralCode(typed));
    const person = {
      id: booker.id,
      email: booker.email ?? (booker.id ? await this.repository.emailOf(booker.id) : ''),
    };
    const before = code ? await this.repository.referredBefore(person) : false;
    const problem = referralUseProblem(code, person, today, before);
    if (problem || !code)
      throw validationError(
        [{ path: 'referralCode', message: REFERRAL_MESSAGES[problem ?? 'unknown'] }],
        REFERRAL_MESSAGES[problem ?? 'unknown'],
      );
    return { id: code.id, special: code.special };
  }

  async use(referral: string, booking: string, customer: string): Promise<void> {
    await this.repository.insertUse({ referral, booking, customer });
  }

  async usedBy(booking: string): Promise<string | undefined> {
    return this.repository.useOfBooking(booking);
  }

  /**
   * Rewards the referrer when the booking is now paid in full: the reward is recorded first (the
   * unique index on the new guest lets only one transaction through, a concurrent second payment
   * waits for it and then inserts nothing), then credited to the referrer's ledger.
   */
  async paid(booking: string, today: string, actor: Actor): Promise<void> {
    const use = await this.repository.useForReward(booking);
    if (!use) return;
    const due = referralRewardDue(
      {
        state: use.state,
        total: use.total,
        paid: use.paid,
        lead: { id: use.customer, email: use.customerEmail },
      },
      { id: use.referrer, email: use.referrerEmail },
    );
    if (!due) return;
    const reward = await this.repository.insertReward({
      referral: use.referral,
      use: use.id,
      customer: use.customer,
      booking,
      amount: use.rewardAmount,
      currency: use.rewardCurrency,
    });
    if (!reward || use.rewardAmount <= 0) return;
    const credit = await bookCreditEntry(
      new CustomerCreditsRepository(this.db),
      {
        customer: use.referrer,
        date: today,
        kind: 'referralReward',
        amount: use.rewardAmount,
        currency: use.rewardCurrency,
        booking: null,
        payment: null,
        note: `Referral ${use.code}: ${use.customerName} paid booking ${use.bookingNo}`,
      },
      actor,
    );
    await this.repository.setRewardCredit(reward, credit);
  }

  async moveTo(from: string, to: string): Promise<void> {
    await this.repository.moveUse(from, to);
  }

  /**
   * Takes back the reward the cancelled booking earned: its credit entry reversed through the
   * ledger when the referrer still holds it, else (spent meanwhile) the reward is only marked
   * reversed, for the operator to settle (docs/decisions.md, Referral codes).
   */
  async cancelled(booking: string, today: string, actor: Actor): Promise<void> {
    const reward = await this.repository.standingReward(booking);
    if (!reward) return;
    let reversal: string | null = null;
    if (reward.credit) {
      const credits = new CustomerCreditsRepository(this.db);
      reversal = (await credits.reversalOf(reward.credit)) ?? null;
      const entry = reversal ? undefined : await credits.row(reward.credit);
      if (entry) {
        const held = (await credits.lockedBalance(entry.customer, entry.currency)) ?? 0;
        if (held >= entry.amount)
          reversal = await reverseEntry(
            credits,
            entry,
            today,
            `Referral ${reward.code}: booking ${reward.bookingNo} cancelled`,
            actor,
          );
      }
    }
    await this.repository.markReversed(reward.id, reversal);
  }
}
