import { randomUUID } from 'node:crypto';
import {
  closingCash,
  closingNeedsReason,
  expectedCash,
  POS_CLOSING_MESSAGES,
  POS_PAYMENT_KINDS,
  type PosClosingInput,
  type PosClosingPreview,
  type PosClosingTotals,
  type PosOpenTab,
  type Principal,
  taxOfGross,
} from '@seaberth/domain';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type ClosingScope, type PosClosingRow, PosClosingRepository } from './pos-closing.repository.ts';
import type { PosService } from './pos.service.ts';

/** What a closing takes in, summed: the same for the preview and the stored closing. */
interface Contents {
  firstNumber: number | null;
  lastNumber: number | null;
  transactionCount: number;
  total: number;
  expected: Map<string, number>;
  totals: PosClosingTotals;
  openTabs: PosOpenTab[];
}

/**
 * The day's closing of a till (issue 35): cash counted per currency against what the cash
 * payments and change say should be in the drawer, the sums of the Z report, the tabs still open.
 * The till's row is locked while a closing is drawn, so Z numbers run without gaps.
 */
export class PosClosingService {
  readonly repository: PosClosingRepository;

  constructor(
    private readonly services: Services,
    private readonly pos: PosService,
  ) {
    this.repository = new PosClosingRepository(services.database.db);
  }

  /** `GET /api/pos/closing/preview`: what a closing now would hold; nothing is stored. */
  async preview(tillId: string, principal: Principal): Promise<PosClosingPreview> {
    const till = await this.repository.till(tillId, this.tillsOf(principal));
    if (!till) throw notFound('Till');
    const [day, currency] = await Promise.all([this.services.calendar.today(), this.pos.currency()]);
    const { expected, ...contents } = await this.contents(
      this.repository,
      this.repository.pendingOf(till.id),
      till.id,
      currency,
    );
    // Nothing is counted yet: the difference is what is missing until it is.
    return {
      till: till.id,
      tillName: till.name,
      day,
      currency,
      ...contents,
      cash: closingCash(expected, []),
    };
  }

  /**
   * `POST /api/pos/closing`: every transaction of the till no longer open and in no closing is taken
   * in; refused when there is none (409) or when counted cash differs without a reason (400).
   * `when` lets the demo close days gone by; a request closes now, on the operator's day.
   */
  async close(
    input: PosClosingInput,
    actor: Actor,
    when?: { day: string; at: Date },
  ): Promise<PosClosingRow> {
    const [day, currency] = await Promise.all([
      when?.day ?? this.services.calendar.today(),
      this.pos.currency(),
    ]);
    return this.repository.transaction(async (repo) => {
      const till = await repo.till(input.till, this.tillsOf(actor.principal), true);
      if (!till) throw notFound('Till');
      const id = randomUUID();
      if (!(await repo.takeIn(id, till.id)))
        throw refusal(
          'POS_NOTHING_TO_CLOSE',
          `Nothing to close at ${till.name}: no sale since the last closing`,
          {
            params: { till: till.name },
          },
        );
      const { expected, ...contents } = await this.contents(repo, repo.takenBy(id), till.id, currency);
      const cash = closingCash(expected, input.counted);
      if (closingNeedsReason(cash) && !input.reason)
        throw validationError([{ path: 'reason', message: POS_CLOSING_MESSAGES.reason }]);
      return repo.insert({
        id,
        till: till.id,
        tillName: till.name,
        resort: till.resort,
        vessel: till.vessel,
        number: await repo.nextNumber(till.id),
        day,
        currency,
        firstNumber: contents.firstNumber!,
        lastNumber: contents.lastNumber!,
        transactionCount: contents.transactionCount,
        total: contents.total,
        cash,
        reason: input.reason,
        totals: contents.totals,
        openTabs: contents.openTabs,
        user: actor.userId ?? null,
        userName: actor.name ?? '',
        closedAt: when?.at ?? this.services.clock.now(),
        ...(when ? { createdAt: when.at, updatedAt: when.at } : {}),
      });
    });
  }

  /** A stored closing the principal may see (a user of one resort sees its tills' closings). */
  async closing(id: string, principal: Principal): Promise<PosClosingRow> {
    const visible = PosClosingRepository.closingsVisibleTo(principal);
    const row = await this.repository.closing(id, visible);
    if (!row) throw notFound('Closing');
    return row;
  }

  /** A user limited to some resorts or vessels closes only their tills (and those of no asset). */
  private tillsOf(principal: Principal) {
    return PosClosingRepository.tillsVisibleTo(principal);
  }

  private async contents(
    repo: PosClosingRepository,
    scope: ClosingScope,
    till: string,
    currency: string,
  ): Promise<Contents> {
    // One after the other: inside a transaction they share one connection (pg warns of overlap).
    const summary = await repo.summary(scope);
    const lines = await repo.lineTotals(scope);
    const payments = await repo.paymentTotals(scope);
    const openTabs = await repo.openTabs(till);
    const byKind = new Map<string, number>();
    for (const p of payments) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + p.baseAmount);
    return {
      firstNumber: summary.first,
      lastNumber: summary.last,
      transactionCount: summary.count,
      total: summary.total,
      expected: expectedCash(payments, currency),
      totals: {
        byCategory: lines.byCategory.sort((a, b) => a.name.localeCompare(b.name)),
        byTaxRate: lines.byTaxRate.map((r) => ({ ...r, ...taxOfGross(r.gross, r.taxRate) })),
        byPaymentKind: POS_PAYMENT_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
          kind,
          amount: byKind.get(kind)!,
        })),
        voids: { count: summary.voidCount, amount: summary.voidAmount },
      },
      openTabs: openTabs.map((tab) => ({ ...tab, total: Number(tab.total) })),
    };
  }
}
