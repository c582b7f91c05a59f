import {
  addDays,
  catchUpMadeOn,
  type Page,
  type TodoCatchUp,
  type TodoRuleAction,
  type TodoRuleCondition,
  type TodoRuleLogEntry,
  type TodoRuleOutcome,
  type TodoRuleReason,
  type TodoRuleTrigger,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arrivalDepartures,
  bookingRooms,
  bookings,
  bookingTodos,
  guestForms,
  jobs,
  mailQueue,
  todoDefinitions,
  todoNotifications,
  todoRuleLog,
  users,
} from '../../db/schema/index.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

/** Bookings rules act on: offers, reservations and confirmed ones; never cancelled or moved away. */
export const LIVE_STATES = ['draft', 'planned', 'confirmed'];

/** A to-do definition as the rules engine reads it. */
export interface TodoRule {
  id: string;
  group: string;
  text: string;
  trigger: TodoRuleTrigger;
  condition: TodoRuleCondition;
  action: TodoRuleAction;
  catchUp: TodoCatchUp;
  createdAt: Date;
}

/** A booking as a rule reads it; `holds` is the rule's condition, worked out by the database. */
export interface RuleBooking {
  id: string;
  bookingNo: string;
  leadName: string;
  from: string;
  to: string;
  bookingDate: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  total: number;
  paid: number;
  due: { due: string; amount: { amount: number } }[] | null;
  holds: boolean;
}

/** A decision or note of the log, as written. */
export interface RuleLogLine {
  rule: string;
  booking: string;
  occurrence: string;
  day: string;
  outcome: TodoRuleOutcome;
  reason?: TodoRuleReason | null;
  detail?: string;
  todo?: string | null;
  decision?: boolean;
}

/** The per-booking evaluation after a booking was made or changed (todo-rules.jobs.ts). */
export const BOOKING_RULES_JOB = 'todo.rules.booking';

/** SQL that is true where the condition holds for the row of `bookings` in the query. */
export function conditionHolds(condition: TodoRuleCondition): SQL {
  switch (condition.kind) {
    case 'transferMissing':
      // Arranged once the office knows how the guests arrive: any arrival record (issue 38 decision).
      return sql`not exists (select 1 from ${arrivalDepartures} where ${arrivalDepartures.booking} = ${bookings.id} and ${arrivalDepartures.kind} = 'arrival')`;
    case 'guestFormMissing':
      // As the guest-form reminders count: fewer forms sent than places in beds.
      return sql`(select coalesce(sum(greatest(${bookingRooms.places}, coalesce(jsonb_array_length(${bookingRooms.beds}), 0))), 0)
        from ${bookingRooms} where ${bookingRooms.booking} = ${bookings.id})
        > (select count(*) from ${guestForms} where ${guestForms.booking} = ${bookings.id}
        and ${guestForms.state} in ('submitted', 'applied') and ${guestForms.roomBooking} is not null)`;
    case 'balanceOpen':
      return sql`${bookings.total} > ${bookings.paid}`;
    case 'agencyBooking':
      return sql`${bookings.agency} is not null`;
    case 'asset':
      return condition.asset
        ? sql`(${bookings.resort} = ${condition.asset} or ${bookings.vessel} = ${condition.asset})`
        : sql`false`;
    default:
      return sql`true`;
  }
}

/**
 * The bookings whose dates make them candidates of a dated rule on `day`, each by an index: arrival
 * or departure on the day, a stay over it (the dates' gist index), a due day of an open balance
 * (the open-money partial index), or made on a day whose catch-up is acted on today.
 */
function candidatesOn(rule: TodoRule, day: string): SQL | undefined {
  const n = rule.trigger.days;
  const dated = (() => {
    switch (rule.trigger.kind) {
      case 'beforeArrival':
        return eq(bookings.from, addDays(day, n));
      case 'afterDeparture':
        return eq(bookings.to, addDays(day, -n));
      case 'stayDay':
        return sql`daterange(${bookings.from}, ${bookings.to}) @> ${day}::date`;
      case 'paymentDue':
        return sql`${bookings.total} > ${bookings.paid} and exists (select 1 from jsonb_array_elements(${bookings.calculation} -> 'due') d where (d ->> 'due') = ${addDays(day, n)})`;
      default:
        return undefined;
    }
  })();
  if (!dated) return undefined;
  const made = catchUpMadeOn(rule.catchUp, day);
  return made.length ? or(dated, inArray(bookings.bookingDate, made)) : dated;
}

/** The rules engine's reads and writes (todo-rule-engine.ts); the claim is the log's unique decision. */
export class TodoRulesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repository: TodoRulesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TodoRulesRepository(tx as unknown as Db)));
  }

  async activeRules(): Promise<TodoRule[]> {
    const rows = await this.db
      .select({
        id: todoDefinitions.id,
        group: todoDefinitions.group,
        text: todoDefinitions.text,
        trigger: todoDefinitions.trigger,
        condition: todoDefinitions.condition,
        action: todoDefinitions.action,
        catchUp: todoDefinitions.catchUp,
        createdAt: todoDefinitions.createdAt,
      })
      .from(todoDefinitions)
      .where(eq(todoDefinitions.isActive, true))
      .orderBy(asc(todoDefinitions.group), asc(todoDefinitions.text));
    return rows.map((r) => ({ ...r, catchUp: r.catchUp as TodoCatchUp }));
  }

  private bookingColumns(condition: TodoRuleCondition) {
    return {
      id: bookings.id,
      bookingNo: bookings.bookingNo,
      leadName: bookings.leadName,
      from: bookings.from,
      to: bookings.to,
      bookingDate: bookings.bookingDate,
      version: bookings.version,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      total: bookings.total,
      paid: bookings.paid,
      due: sql<RuleBooking['due']>`${bookings.calculation} -> 'due'`,
      holds: sql<boolean>`(${conditionHolds(condition)})`,
    };
  }

  /** The live bookings a dated rule may have a moment of on `day` (see candidatesOn). */
  async candidates(rule: TodoRule, day: string): Promise<RuleBooking[]> {
    return (await this.candidatesQuery(rule, day)) ?? [];
  }

  /** The statement of `candidates`, unrun (the decade bench explains it). */
  candidatesQuery(rule: TodoRule, day: string) {
    const where = candidatesOn(rule, day);
    if (!where) return undefined;
    return this.db
      .select(this.bookingColumns(rule.condition))
      .from(bookings)
      .where(and(inArray(bookings.state, LIVE_STATES), where));
  }

  /** One live booking as `rule` reads it. */
  async booking(id: string, rule: TodoRule): Promise<RuleBooking | undefined> {
    const [row] = await this.db
      .select(this.bookingColumns(rule.condition))
      .from(bookings)
      .where(and(eq(bookings.id, id), inArray(bookings.state, LIVE_STATES)));
    return row;
  }

  /** Of these bookings, the moments a rule has decided already, as `booking|occurrence`. */
  async decided(rule: string, bookingIds: string[]): Promise<Set<string>> {
    if (!bookingIds.length) return new Set();
    const rows = await this.db
      .select({ booking: todoRuleLog.booking, occurrence: todoRuleLog.occurrence })
      .from(todoRuleLog)
      .where(
        and(
          eq(todoRuleLog.rule, rule),
          inArray(todoRuleLog.booking, bookingIds),
          eq(todoRuleLog.decision, true),
        ),
      );
    return new Set(rows.map((r) => `${r.booking}|${r.occurrence}`));
  }

  /**
   * Writes a decision unless one exists for its rule, booking and occurrence: answers its id, or
   * undefined when another sweep (or an earlier one) decided first.
   */
  async claim(line: RuleLogLine): Promise<string | undefined> {
    const [row] = await this.db
      .insert(todoRuleLog)
      .values({ ...line, decision: true })
      .onConflictDoNothing({
        target: [todoRuleLog.rule, todoRuleLog.booking, todoRuleLog.occurrence],
        where: sql`${todoRuleLog.decision}`,
      })
      .returning({ id: todoRuleLog.id });
    return row?.id;
  }

  /** A note beside the decisions (already fired, a to-do closed itself). */
  async note(line: RuleLogLine): Promise<void> {
    await this.db.insert(todoRuleLog).values({ ...line, decision: false });
  }

  async finish(
    id: string,
    values: {
      outcome?: TodoRuleOutcome;
      reason?: TodoRuleReason | null;
      detail?: string;
      todo?: string;
      mails?: string[];
    },
  ): Promise<void> {
    await this.db.update(todoRuleLog).set(values).where(eq(todoRuleLog.id, id));
  }

  /** Catch-ups planned for `day` or before (a day the sweep missed included). */
  planned(day: string): Promise<{ id: string; rule: string; booking: string; occurrence: string }[]> {
    return this.db
      .select({
        id: todoRuleLog.id,
        rule: todoRuleLog.rule,
        booking: todoRuleLog.booking,
        occurrence: todoRuleLog.occurrence,
      })
      .from(todoRuleLog)
      .where(and(eq(todoRuleLog.outcome, 'planned'), lte(todoRuleLog.day, day)))
      .orderBy(asc(todoRuleLog.day))
      .limit(1_000);
  }

  /** Takes a planned catch-up to act on it: only one process gets it. */
  async claimPlanned(id: string, day: string): Promise<boolean> {
    const rows = await this.db
      .update(todoRuleLog)
      .set({ outcome: 'fired', day })
      .where(and(eq(todoRuleLog.id, id), eq(todoRuleLog.outcome, 'planned')))
      .returning({ id: todoRuleLog.id });
    return rows.length > 0;
  }

  async addTodo(values: typeof bookingTodos.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(bookingTodos).values(values).returning({ id: bookingTodos.id });
    return row!.id;
  }

  /** A notification for the user, or for every user holding the role; answers how many. */
  async notify(
    to: { role: string | null; user: string | null },
    values: { rule: string; booking: string; text: string },
  ): Promise<number> {
    const who = to.user
      ? [{ id: to.user }]
      : to.role
        ? await this.db
            .select({ id: users.id })
            .from(users)
            .where(sql`${users.roles} @> ${JSON.stringify([to.role])}::jsonb`)
        : [];
    if (!who.length) return 0;
    await this.db.insert(todoNotifications).values(who.map((u) => ({ ...values, user: u.id })));
    return who.length;
  }

  /**
   * Whether any active rule does more than the plain definitions (those act inside the booking's
   * own transaction): only then does a booking's change ask for its evaluation.
   */
  async rulesInUse(): Promise<boolean> {
    const [row] = await readOncePerBatch('todoRulesInUse', () => this.rulesInUseRow());
    return Boolean(row);
  }

  private rulesInUseRow() {
    return this.db
      .select({ id: todoDefinitions.id })
      .from(todoDefinitions)
      .where(
        and(
          eq(todoDefinitions.isActive, true),
          sql`not (${todoDefinitions.trigger} ->> 'kind' = 'bookingCreated' and ${todoDefinitions.condition} ->> 'kind' = 'none'
            and ${todoDefinitions.action} ->> 'kind' = 'todo' and ${todoDefinitions.action} ->> 'role' is null
            and ${todoDefinitions.action} ->> 'user' is null)`,
        ),
      )
      .limit(1);
  }

  /** Asks for the per-booking evaluation (in the booking's transaction): due at once, one row per booking. */
  async scheduleBooking(booking: string): Promise<void> {
    await this.db
      .insert(jobs)
      .values({ kind: BOOKING_RULES_JOB, key: booking, runAt: new Date(0), payload: {} })
      .onConflictDoUpdate({ target: [jobs.kind, jobs.key], set: { runAt: new Date(0) } });
  }

  /** A page of a rule's log, newest first, with the booking and the state of the mails it queued. */
  async log(
    rule: string,
    page: number,
    size: number,
    outcome?: TodoRuleOutcome,
    /** The bookings the caller may see (their assets, an agent's agency). */
    visible?: SQL,
  ): Promise<Page<TodoRuleLogEntry>> {
    const where = and(
      eq(todoRuleLog.rule, rule),
      outcome ? eq(todoRuleLog.outcome, outcome) : undefined,
      visible,
    );
    const mailStatus = sql<
      string | null
    >`(select string_agg(distinct ${mailQueue.status}, ',') from ${mailQueue}
      where ${mailQueue.id} in (select (jsonb_array_elements_text(${todoRuleLog.mails}))::uuid))`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: todoRuleLog.id,
          at: todoRuleLog.createdAt,
          booking: todoRuleLog.booking,
          bookingNo: bookings.bookingNo,
          leadName: bookings.leadName,
          occurrence: todoRuleLog.occurrence,
          day: todoRuleLog.day,
          outcome: todoRuleLog.outcome,
          reason: todoRuleLog.reason,
          detail: todoRuleLog.detail,
          mailStatus,
        })
        .from(todoRuleLog)
        .innerJoin(bookings, eq(bookings.id, todoRuleLog.booking))
        .where(where)
        .orderBy(desc(todoRuleLog.createdAt), desc(todoRuleLog.id))
        .limit(size)
        .offset(page * size),
      this.db
        .select({ n: count() })
        .from(todoRuleLog)
        .innerJoin(bookings, eq(bookings.id, todoRuleLog.booking))
        .where(where),
    ]);
    return {
      data: rows.map((r) => ({
        ...r,
        at: r.at.toISOString(),
        outcome: r.outcome as TodoRuleOutcome,
        reason: r.reason as TodoRuleReason | null,
      })),
      total: total?.n ?? 0,
      page,
      size,
    };
  }

  async ruleExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: todoDefinitions.id })
      .from(todoDefinitions)
      .where(eq(todoDefinitions.id, id));
    return Boolean(row);
  }

  /** The user's unread notifications, newest first (200 at most). */
  unread(user: string) {
    return this.db
      .select({
        id: todoNotifications.id,
        at: todoNotifications.createdAt,
        text: todoNotifications.text,
        booking: todoNotifications.booking,
        bookingNo: bookings.bookingNo,
        rule: todoNotifications.rule,
      })
      .from(todoNotifications)
      .leftJoin(bookings, eq(bookings.id, todoNotifications.booking))
      .where(and(eq(todoNotifications.user, user), isNull(todoNotifications.readAt)))
      .orderBy(desc(todoNotifications.createdAt))
      .limit(200);
  }

  async markRead(user: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(todoNotifications)
      .set({ readAt: now })
      .where(and(eq(todoNotifications.id, id), eq(todoNotifications.user, user)))
      .returning({ id: todoNotifications.id });
    return rows.length > 0;
  }
}
