import {
  addDays,
  DATED_TRIGGERS,
  decideOccurrence,
  isPlainDefinition,
  latestUsefulDay,
  type OccurrenceDecision,
  openDueDays,
  type RuleOccurrence,
  ruleOccurrences,
} from '@seaberth/domain';
import type { Services } from '../../services.ts';
import { type RuleBooking, type TodoRule, TodoRulesRepository } from './todo-rules.repository.ts';
import { SelfClosingTodos } from './todo-self-closing.repository.ts';

/** Queues a mail template to a booking's booker through the mail queue; answers the queued mails. */
export type RuleMailer = (booking: string, template: string) => Promise<{ id: string; to: string }[]>;

/** What one sweep did, for the job's log and the tests. */
export interface SweepResult {
  fired: number;
  skipped: number;
  planned: number;
  closed: number;
  reopened: number;
}

type Decided = 'fired' | 'skipped' | 'planned' | 'already';

const empty = (): SweepResult => ({ fired: 0, skipped: 0, planned: 0, closed: 0, reopened: 0 });
const count = (result: SweepResult, outcome: Decided) => {
  if (outcome === 'fired') result.fired++;
  else if (outcome === 'planned') result.planned++;
  else result.skipped++;
};

/**
 * The to-do rules at work (issue 38): the daily sweep finds each dated rule's moments of a day by
 * the bookings' dates; a booking made or changed is looked at on its own (todo-rules.jobs.ts).
 * Every moment is decided once — the log's unique decision is the claim, so a second process
 * sweeping the same day finds it taken and only notes so. A to-do made under a condition closes
 * itself once the condition no longer holds, and opens again if it returns (todo-self-closing).
 */
export class TodoRuleEngine {
  /** The booking's mail, set where mail exists (app.ts): without it a mail rule notes a failure. */
  mailer?: RuleMailer;

  constructor(private readonly services: Services) {}

  private get repository() {
    return new TodoRulesRepository(this.services.database.db);
  }

  async enabled(): Promise<boolean> {
    return (await this.services.settings.features()).todo;
  }

  /** The moments of the dated rules on `day`, the catch-ups planned for it, then the to-dos follow their conditions. */
  async sweep(day: string): Promise<SweepResult> {
    const result = empty();
    const rules = await this.repository.activeRules();
    for (const rule of rules.filter((r) => DATED_TRIGGERS.includes(r.trigger.kind))) {
      const candidates = await this.repository.candidates(rule, day);
      const decided = await this.repository.decided(
        rule.id,
        candidates.map((b) => b.id),
      );
      for (const booking of candidates) {
        const moments = ruleOccurrences(rule.trigger, datesOf(booking)).filter(
          (m) => !decided.has(`${booking.id}|${m.occurrence}`),
        );
        // Looking back at bookings made before today, a catch-up counts from the day it was made.
        const decisions = decideAll(rule, booking, moments, day, { reachedOn: booking.bookingDate });
        for (const [moment, decision] of decisions)
          count(result, await this.decide(rule, booking, moment, decision, day));
      }
    }
    await this.firePlanned(day, rules, result);
    Object.assign(result, await this.followConditions(day));
    return result;
  }

  /**
   * A booking just made or changed, on `today`: its "created" and "changed" rules, and the moments
   * of dated rules it was made too late for, by their catch-up policy.
   */
  async evaluateBooking(id: string, today: string): Promise<SweepResult> {
    const result = empty();
    Object.assign(result, await this.followConditions(today, [id]));
    for (const rule of await this.repository.activeRules()) {
      if (isPlainDefinition(rule)) continue;
      const booking = await this.repository.booking(id, rule);
      if (!booking) return result;
      let decisions: [RuleOccurrence, OccurrenceDecision][] = [];
      if (rule.trigger.kind === 'bookingCreated') {
        // A rule made after the booking has no "created" moment for it.
        if (booking.createdAt >= rule.createdAt)
          decisions = [
            [
              { occurrence: 'created', day: booking.bookingDate },
              { act: 'fire', day: today },
            ],
          ];
      } else if (rule.trigger.kind === 'bookingChanged') {
        if (booking.version > 1 && booking.updatedAt >= rule.createdAt)
          decisions = [
            [
              { occurrence: `changed:${booking.version}`, day: today },
              { act: 'fire', day: today },
            ],
          ];
      } else {
        decisions = decideAll(rule, booking, ruleOccurrences(rule.trigger, datesOf(booking)), today, {});
      }
      if (!decisions.length) continue;
      const decided = await this.repository.decided(rule.id, [id]);
      for (const [moment, decision] of decisions)
        if (!decided.has(`${id}|${moment.occurrence}`))
          count(result, await this.decide(rule, booking, moment, decision, today));
    }
    return result;
  }

  /**
   * Closes the open to-dos whose condition no longer holds and opens again those that closed by
   * themselves when it holds again (of these bookings, or all), noting each. Reopening after the
   * closing: a to-do it just closed does not hold, and one it opens is not looked at twice.
   */
  async followConditions(
    today: string,
    bookingIds?: string[],
  ): Promise<{ closed: number; reopened: number }> {
    const todos = new SelfClosingTodos(this.services.database.db);
    const now = this.services.clock.now();
    const closed = await todos.closeResolved(now, bookingIds, today);
    return { closed, reopened: await todos.reopenReturned(now, today, bookingIds) };
  }

  /** One moment decided: skipped, planned, or fired if its condition holds now. */
  private async decide(
    rule: TodoRule,
    booking: RuleBooking,
    moment: RuleOccurrence,
    decision: OccurrenceDecision,
    today: string,
  ): Promise<Decided> {
    const line = { rule: rule.id, booking: booking.id, occurrence: moment.occurrence };
    if (decision.act === 'none') return 'already';
    if (decision.act === 'skip' || decision.act === 'plan' || !booking.holds) {
      const outcome = decision.act === 'plan' ? 'planned' : 'skipped';
      const reason =
        decision.act === 'skip' ? 'caughtUp' : decision.act === 'plan' ? 'caughtUp' : 'conditionFalse';
      const day = decision.act === 'plan' ? decision.day : today;
      const id = await this.repository.claim({ ...line, day, outcome, reason });
      if (!id) return this.already(line, today);
      return outcome;
    }
    return this.act(rule, booking, today, (tx) =>
      tx.claim({ ...line, day: today, outcome: 'fired', reason: null }),
    );
  }

  /** Another process decided the moment first: noted, nothing done. */
  private async already(line: { rule: string; booking: string; occurrence: string }, today: string) {
    await this.repository.note({ ...line, day: today, outcome: 'skipped', reason: 'alreadyFired' });
    return 'already' as const;
  }

  /**
   * The action, in the transaction of its claim: a to-do or notifications commit with the decision
   * or not at all. A mail is queued after the claim committed (the booking's mail writes its own
   * transaction): "sent" is for the queue to say once it left.
   */
  private async act(
    rule: TodoRule,
    booking: RuleBooking,
    today: string,
    claim: (tx: TodoRulesRepository) => Promise<string | undefined>,
  ): Promise<Decided> {
    const { action } = rule;
    const claimed = await this.repository.transaction(async (tx) => {
      const id = await claim(tx);
      if (!id) return undefined;
      if (action.kind === 'todo') {
        const todo = await tx.addTodo({
          booking: booking.id,
          group: rule.group,
          text: rule.text,
          due: today,
          definition: rule.id,
          predefined: true,
          assignedRole: action.role,
          assignedUser: action.user,
          condition: rule.condition.kind === 'none' ? null : rule.condition,
        });
        await tx.finish(id, { todo });
      } else if (action.kind === 'notify') {
        const text = `${rule.text} — ${booking.bookingNo}${booking.leadName ? ` ${booking.leadName}` : ''}`;
        const notified = await tx.notify(action, { rule: rule.id, booking: booking.id, text });
        await tx.finish(
          id,
          notified
            ? { detail: `${notified} notified` }
            : { outcome: 'skipped', reason: 'noRecipient', detail: 'Nobody holds the role' },
        );
        if (!notified) return { id, outcome: 'skipped' as const };
      }
      return { id, outcome: 'fired' as const };
    });
    if (!claimed) return 'already';
    if (action.kind !== 'mail') return claimed.outcome;
    return this.mail(claimed.id, booking.id, action.template);
  }

  private async mail(logId: string, booking: string, template: string | null): Promise<Decided> {
    try {
      if (!this.mailer || !template) throw new Error('No mail template to send');
      const queued = await this.mailer(booking, template);
      if (!queued.length) {
        await this.repository.finish(logId, {
          outcome: 'skipped',
          reason: 'noRecipient',
          detail: 'The booker has no e-mail address',
        });
        return 'skipped';
      }
      await this.repository.finish(logId, {
        mails: queued.map((m) => m.id),
        detail: queued.map((m) => m.to).join(', '),
      });
      return 'fired';
    } catch (error) {
      await this.repository.finish(logId, {
        outcome: 'skipped',
        reason: 'failed',
        detail: (error as Error).message.slice(0, 500),
      });
      return 'skipped';
    }
  }

  /** The catch-ups planned for `day` (or a day missed before): each taken by one process, then acted on. */
  private async firePlanned(day: string, rules: TodoRule[], result: SweepResult): Promise<void> {
    const byId = new Map(rules.map((r) => [r.id, r]));
    for (const planned of await this.repository.planned(day)) {
      const rule = byId.get(planned.rule);
      const booking = rule && (await this.repository.booking(planned.booking, rule));
      if (!rule || !booking?.holds) {
        if (!(await this.repository.claimPlanned(planned.id, day))) continue;
        await this.repository.finish(planned.id, {
          outcome: 'skipped',
          reason: 'conditionFalse',
          detail: rule ? (booking ? '' : 'The booking is no longer live') : 'The rule is off',
        });
        result.skipped++;
        continue;
      }
      count(
        result,
        await this.act(rule, booking, day, async (tx) =>
          (await tx.claimPlanned(planned.id, day)) ? planned.id : undefined,
        ),
      );
    }
  }
}

function datesOf(booking: RuleBooking) {
  return { from: booking.from, to: booking.to, dueDays: openDueDays(booking.due, booking.paid) };
}

/**
 * Each moment's decision. Of the moments a booking reached late, only the latest acts: a stay
 * entered after it began gets one catch-up, not one per day gone by; the older ones are skipped.
 */
function decideAll(
  rule: TodoRule,
  booking: RuleBooking,
  moments: RuleOccurrence[],
  today: string,
  facts: { reachedOn?: string },
): [RuleOccurrence, OccurrenceDecision][] {
  const latest = latestUsefulDay(rule.trigger, datesOf(booking));
  // Only a booking made after the rule came late to its moment: one made before had no rule to miss.
  const bookingDate = booking.createdAt >= rule.createdAt ? booking.bookingDate : '0000-01-01';
  const decisions = moments.map((m): [RuleOccurrence, OccurrenceDecision] => [
    m,
    decideOccurrence(m, today, {
      bookingDate,
      catchUp: rule.catchUp,
      latest,
      ...facts,
    }),
  ]);
  const catchUps = decisions.filter(([m, d]) => m.day < today && (d.act === 'fire' || d.act === 'plan'));
  const last = catchUps.at(-1)?.[0];
  return decisions
    .filter(([, d]) => d.act !== 'none')
    .map(([m, d]) =>
      catchUps.some(([c]) => c === m) && m !== last
        ? [m, { act: 'skip', reason: 'caughtUp' } as OccurrenceDecision]
        : [m, d],
    );
}

/** The days from the one after `last` to `today`, a week at most (a server that was off for long). */
export function daysToSweep(last: string | undefined, today: string): string[] {
  let day = last ? addDays(last, 1) : today;
  if (day < addDays(today, -6)) day = addDays(today, -6);
  const days: string[] = [];
  for (; day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}
