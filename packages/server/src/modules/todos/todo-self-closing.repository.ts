import { reopenUntil, type TodoRuleCondition } from '@seaberth/domain';
import { and, desc, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, bookingTodos, todoDefinitions, todoRuleLog } from '../../db/schema/index.ts';
import { conditionHolds, LIVE_STATES } from './todo-rules.repository.ts';

/**
 * The to-dos a rule made under a condition follow it (issue 38): one closes by itself once the
 * condition stops holding (the balance paid, the transfer entered) and opens again when it holds
 * once more before the moment passes (a payment refunded, the transfer removed). A to-do a person
 * ticked off stays closed: the rule closes with nobody as its editor, so a closed one with an
 * editor was closed by hand.
 */
export class SelfClosingTodos {
  constructor(private readonly db: Db) {}

  /**
   * Closes the open to-dos a condition made whose condition no longer holds (of these bookings, or
   * all), noting each in its rule's log on `day` (else on its due day); answers how many closed.
   * The partial index holds only open to-dos with a condition: a few rows.
   */
  async closeResolved(now: Date, bookingIds?: string[], day?: string): Promise<number> {
    const open = await this.db
      .select({
        id: bookingTodos.id,
        booking: bookingTodos.booking,
        definition: bookingTodos.definition,
        condition: bookingTodos.condition,
        due: bookingTodos.due,
      })
      .from(bookingTodos)
      .where(
        and(
          eq(bookingTodos.open, true),
          sql`${bookingTodos.condition} is not null`,
          bookingIds ? inArray(bookingTodos.booking, bookingIds) : undefined,
        ),
      );
    const resolved = await this.whereCondition(open, false);
    if (!resolved.length) return 0;
    const closed = await this.db
      .update(bookingTodos)
      .set({ open: false, closedAt: now, updatedAt: now, editedBy: null })
      .where(
        and(
          inArray(
            bookingTodos.id,
            resolved.map((t) => t.id),
          ),
          eq(bookingTodos.open, true),
        ),
      )
      .returning({ id: bookingTodos.id });
    const done = new Set(closed.map((r) => r.id));
    const notes = resolved
      .filter((t) => done.has(t.id) && t.definition)
      .map((t) => ({
        rule: t.definition!,
        booking: t.booking,
        occurrence: 'closed',
        day: day ?? t.due,
        outcome: 'closed',
        reason: 'resolved',
        todo: t.id,
        decision: false,
      }));
    if (notes.length) await this.db.insert(todoRuleLog).values(notes);
    return done.size;
  }

  /**
   * Opens again, on `day`, the to-dos of active rules that closed by themselves and whose condition
   * holds again while their moment lasts (`reopenUntil`), noting each; answers how many opened. Of
   * these bookings, or else of the live stays not over yet (the sweep's safety net: a change to a
   * booking looks at it at once). No duplicate: only the latest to-do of a rule per booking comes
   * back, and none where the rule has one open already.
   */
  async reopenReturned(now: Date, day: string, bookingIds?: string[]): Promise<number> {
    const other = alias(bookingTodos, 'other_todos');
    const closed = await this.db
      .select({
        id: bookingTodos.id,
        booking: bookingTodos.booking,
        definition: bookingTodos.definition,
        condition: bookingTodos.condition,
        trigger: todoDefinitions.trigger,
        from: bookings.from,
        to: bookings.to,
      })
      .from(bookingTodos)
      .innerJoin(bookings, eq(bookings.id, bookingTodos.booking))
      .innerJoin(todoDefinitions, eq(todoDefinitions.id, bookingTodos.definition))
      .where(
        and(
          eq(bookingTodos.open, false),
          sql`${bookingTodos.condition} is not null`,
          isNull(bookingTodos.editedBy),
          eq(todoDefinitions.isActive, true),
          inArray(bookings.state, LIVE_STATES),
          bookingIds ? inArray(bookingTodos.booking, bookingIds) : gte(bookings.to, day),
          notExists(
            this.db
              .select({ id: other.id })
              .from(other)
              .where(
                and(
                  eq(other.booking, bookingTodos.booking),
                  eq(other.definition, bookingTodos.definition),
                  eq(other.open, true),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(bookingTodos.closedAt), desc(bookingTodos.id));
    const latest = new Map<string, (typeof closed)[number]>();
    for (const todo of closed) {
      const until = reopenUntil(todo.trigger, todo.condition!, todo);
      const key = `${todo.booking}|${todo.definition}`;
      if ((until === null || day <= until) && !latest.has(key)) latest.set(key, todo);
    }
    const returned = await this.whereCondition([...latest.values()], true);
    if (!returned.length) return 0;
    const opened = await this.db
      .update(bookingTodos)
      .set({ open: true, closedAt: null, updatedAt: now })
      .where(
        and(
          inArray(
            bookingTodos.id,
            returned.map((t) => t.id),
          ),
          eq(bookingTodos.open, false),
          isNull(bookingTodos.editedBy),
        ),
      )
      .returning({ id: bookingTodos.id });
    const done = new Set(opened.map((r) => r.id));
    const notes = returned
      .filter((t) => done.has(t.id))
      .map((t) => ({
        rule: t.definition!,
        booking: t.booking,
        occurrence: 'reopened',
        day,
        outcome: 'reopened',
        reason: 'returned',
        todo: t.id,
        decision: false,
      }));
    if (notes.length) await this.db.insert(todoRuleLog).values(notes);
    return done.size;
  }

  /** Of these to-dos, those whose condition holds (`holds`) or does not, asked per condition. */
  private async whereCondition<T extends { booking: string; condition: TodoRuleCondition | null }>(
    todos: T[],
    holds: boolean,
  ): Promise<T[]> {
    const byCondition = new Map<string, T[]>();
    for (const todo of todos) {
      const key = JSON.stringify(todo.condition);
      byCondition.set(key, [...(byCondition.get(key) ?? []), todo]);
    }
    const found: T[] = [];
    for (const [key, group] of byCondition) {
      const holding = await this.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            inArray(
              bookings.id,
              group.map((t) => t.booking),
            ),
            conditionHolds(JSON.parse(key) as TodoRuleCondition),
          ),
        );
      const still = new Set(holding.map((b) => b.id));
      found.push(...group.filter((t) => still.has(t.booking) === holds));
    }
    return found;
  }
}
