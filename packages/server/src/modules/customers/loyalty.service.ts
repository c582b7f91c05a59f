import {
  LOYALTY_MESSAGES,
  type LoyaltyCorrection,
  type LoyaltyRedeem,
  type LoyaltyRules,
  type LoyaltyStatement,
  formatMessage,
  loyaltyRulesOf,
  nextTier,
  redemptionValue,
  tierWindowStart,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { bookCreditEntry } from './customer-credit-rules.ts';
import { CustomerCreditsRepository } from './customer-credits.repository.ts';
import { LoyaltyRepository, type Reachable } from './loyalty.repository.ts';

/**
 * The loyalty programme: earning (the nightly job and `earn`), each member's sums, the statement,
 * spending points as a customer credit and corrections by hand.
 */
export class LoyaltyService {
  private readonly repository: LoyaltyRepository;
  private readonly db: Db;

  constructor(private readonly services: Services) {
    this.db = services.database.db;
    this.repository = new LoyaltyRepository(this.db);
  }

  async rules(): Promise<LoyaltyRules> {
    return loyaltyRulesOf(await this.services.settings.group('loyalty'));
  }

  private async window(rules: LoyaltyRules): Promise<{ today: string; since: string | null }> {
    const today = await this.services.calendar.today();
    return { today, since: tierWindowStart(rules, today) };
  }

  /** Posts what ended by today and refreshes every member (the tier's window moved a day). */
  async earn(): Promise<{ earned: number }> {
    const rules = await this.rules();
    const { today, since } = await this.window(rules);
    const earned = await this.repository.earn(rules, today);
    await this.repository.refresh(null, since);
    return { earned: earned.length };
  }

  async refresh(customers: string[]): Promise<void> {
    const { since } = await this.window(await this.rules());
    await this.repository.refresh(customers, since);
  }

  async statement(
    customer: string,
    page: number,
    size: number,
    reachable?: Reachable,
  ): Promise<LoyaltyStatement> {
    if (!(await this.repository.customerExists(customer, reachable))) throw notFound('Customer');
    const rules = await this.rules();
    const [{ since }, member, tiers, { rows, total }, currency] = await Promise.all([
      this.window(rules),
      this.repository.member(customer),
      this.repository.tiers(),
      this.repository.entries(customer, page, size),
      this.baseCurrency(),
    ]);
    const balance = member?.balance ?? 0;
    const tierPoints = member?.tierPoints ?? 0;
    const view = (t: (typeof tiers)[number]) => ({
      id: t.id,
      name: t.name,
      minPoints: t.minPoints,
      benefits: t.benefits,
      color: t.color,
    });
    const tier = tiers.find((t) => t.id === member?.tier);
    const next = nextTier(tiers, tierPoints);
    return {
      customer,
      balance,
      earned: member?.earned ?? 0,
      tierPoints,
      since,
      tier: tier ? view(tier) : null,
      next: next ? { tier: view(next.tier), missing: next.missing } : null,
      value: redemptionValue(rules, Math.max(balance, 0), await this.decimals(currency)),
      currency,
      rules,
      entries: rows,
      total,
    };
  }

  /**
   * Spends points as a customer credit in the base currency: the member row locked, the balance
   * checked, the credit and the points' entry in one transaction.
   */
  async redeem(customer: string, input: LoyaltyRedeem, actor: Actor): Promise<void> {
    const rules = await this.rules();
    if (input.points < rules.minRedeemPoints)
      throw validationError([
        {
          path: 'points',
          message: formatMessage(LOYALTY_MESSAGES.belowMinimum, { min: rules.minRedeemPoints }),
          code: 'loyaltyBelowMinimum',
          params: { min: rules.minRedeemPoints },
        },
      ]);
    const [today, currency] = await Promise.all([this.services.calendar.today(), this.baseCurrency()]);
    const amount = redemptionValue(rules, input.points, await this.decimals(currency));
    await this.db.transaction(async (tx) => {
      const points = new LoyaltyRepository(tx as unknown as Db);
      if (!(await points.customerExists(customer))) throw notFound('Customer');
      const balance = await points.lockedBalance(customer);
      if (input.points > balance)
        throw validationError([
          {
            path: 'points',
            message: formatMessage(LOYALTY_MESSAGES.notEnough, { balance }),
            code: 'loyaltyNotEnough',
            params: { balance },
          },
        ]);
      const credit = await bookCreditEntry(
        new CustomerCreditsRepository(tx as unknown as Db),
        {
          customer,
          date: today,
          kind: 'loyalty',
          amount,
          currency,
          booking: null,
          payment: null,
          note: input.note || `${input.points} loyalty points`,
        },
        actor,
      );
      await points.insert({
        customer,
        date: today,
        kind: 'redeemed',
        points: -input.points,
        credit,
        note: input.note,
        createdBy: actor.userId ?? null,
        createdByName: actor.name ?? '',
      });
    });
    await this.refresh([customer]);
  }

  /** Points added or taken by hand; taking more than the balance is refused. */
  async correct(customer: string, input: LoyaltyCorrection, actor: Actor): Promise<void> {
    const today = await this.services.calendar.today();
    await this.db.transaction(async (tx) => {
      const points = new LoyaltyRepository(tx as unknown as Db);
      if (!(await points.customerExists(customer))) throw notFound('Customer');
      const balance = await points.lockedBalance(customer);
      if (balance + input.points < 0)
        throw validationError([
          {
            path: 'points',
            message: formatMessage(LOYALTY_MESSAGES.notEnough, { balance }),
            code: 'loyaltyNotEnough',
            params: { balance },
          },
        ]);
      await points.insert({
        customer,
        date: today,
        kind: 'correction',
        points: input.points,
        note: input.note,
        createdBy: actor.userId ?? null,
        createdByName: actor.name ?? '',
      });
    });
    await this.refresh([customer]);
  }

  private async decimals(currency: string): Promise<number> {
    return (await this.repository.currencyDecimals(currency)) ?? 2;
  }

  private async baseCurrency(): Promise<string> {
    return (await this.services.settings.get('general', 'baseCurrency')) || 'EUR';
  }
}
