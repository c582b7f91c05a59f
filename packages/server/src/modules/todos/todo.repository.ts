import {
  type BookingTodo,
  isPlainDefinition,
  type Language,
  type Page,
  type TodoCatchUp,
  type TodoDefinition,
  todoDue,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingTodos, bookings, todoDefinitions, todoRuleLog, users } from '../../db/schema/index.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';
import { localizedTodo, type TodoTextKey, todoWords } from './todo-texts.ts';
import { TodoRulesRepository } from './todo-rules.repository.ts';
import { SelfClosingTodos } from './todo-self-closing.repository.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

export interface TodoFilter {
  open?: boolean;
  booking?: string;
  /** "My" to-dos: of the bookings this user made, or given by a rule to them or one of their roles. */
  createdBy?: string;
  dueBy?: string;
  search?: string;
  /** The bookings the reader may see (users limited to some resorts or vessels). */
  visible?: SQL;
}

/** To-do definitions and the to-dos of bookings (todo.ts). */
export class TodoRepository {
  constructor(private readonly db: Db) {}

  async activeDefinitions(): Promise<TodoDefinition[]> {
    const rows = await readOncePerBatch('activeTodoDefinitions', () =>
      this.db
        .select()
        .from(todoDefinitions)
        .where(eq(todoDefinitions.isActive, true))
        .orderBy(asc(todoDefinitions.group), asc(todoDefinitions.text)),
    );
    return rows.map((r) => ({
      id: r.id,
      group: r.group,
      text: r.text,
      rule: r.rule,
      closeOnAbort: r.closeOnAbort,
      isActive: r.isActive,
      trigger: r.trigger,
      condition: r.condition,
      action: r.action,
      catchUp: r.catchUp as TodoCatchUp,
    }));
  }

  /**
   * A new booking's to-dos, one per plain definition (a to-do for every new booking), due by its
   * rule, each logged as its rule's "created" moment. The other rules act through the rules engine.
   */
  async addFor(
    booking: { id: string; bookingDate: string; from: string; to: string },
    definitions: TodoDefinition[],
  ): Promise<void> {
    const plain = definitions.filter(isPlainDefinition);
    if (!plain.length) return;
    const todos = await this.db
      .insert(bookingTodos)
      .values(
        plain.map((d) => ({
          booking: booking.id,
          group: d.group,
          text: d.text,
          due: todoDue(d.rule, booking),
          definition: d.id,
          predefined: true,
        })),
      )
      .returning({ id: bookingTodos.id, definition: bookingTodos.definition });
    await this.db.insert(todoRuleLog).values(
      todos.map((t) => ({
        rule: t.definition!,
        booking: booking.id,
        occurrence: 'created',
        day: booking.bookingDate,
        outcome: 'fired',
        todo: t.id,
      })),
    );
  }

  /**
   * A booking got a new version, in its transaction: when rules beyond the plain ones are in use,
   * its to-dos whose condition stopped holding close now (a payment settled the balance) and the
   * booking is looked at by the rules engine right after (which also opens again those whose
   * condition came back: it knows the operator's day). A rule's own mail is no change to react to.
   */
  async versioned(booking: string, action: string): Promise<void> {
    if (action === 'mail') return;
    const rules = new TodoRulesRepository(this.db);
    if (!(await rules.rulesInUse())) return;
    await new SelfClosingTodos(this.db).closeResolved(new Date(), [booking]);
    await rules.scheduleBooking(booking);
  }

  /**
   * A to-do the server writes for one booking alone (not from a definition), open until someone
   * solves it: stored by its key, read in each reader's language (the English words kept for search).
   */
  async add(
    booking: string,
    todo: { key: TodoTextKey; params: Record<string, string>; due: string },
  ): Promise<void> {
    await this.db.insert(bookingTodos).values({
      booking,
      ...todoWords(todo.key, todo.params, 'en'),
      textKey: todo.key,
      textParams: todo.params,
      due: todo.due,
      predefined: false,
    });
  }

  /**
   * A cancelled or deleted booking's to-dos are done: nobody sends a voucher for it. Those of a rule
   * that says so, and those whose rule was deleted since; to-dos written by hand stay open (they
   * were written for this booking, often for what its cancellation leaves to do, like a refund).
   */
  async closeOnAbort(booking: string): Promise<void> {
    const closing = this.db
      .select({ id: todoDefinitions.id })
      .from(todoDefinitions)
      .where(eq(todoDefinitions.closeOnAbort, true));
    await this.db
      .update(bookingTodos)
      .set({ open: false, closedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(bookingTodos.booking, booking),
          eq(bookingTodos.open, true),
          or(
            inArray(bookingTodos.definition, closing),
            and(isNull(bookingTodos.definition), eq(bookingTodos.predefined, true)),
          ),
        ),
      );
  }

  /**
   * A booking's to-dos go where the booking went (a rebooking, its revert, a split). The new
   * bookings took fresh to-dos from the rules, due by their own dates: each takes over what was
   * done of the same rule. The rest (written by hand, or of a rule no longer active) moves to the
   * one new booking, or is copied to each part of a split while open. A split's original keeps
   * its to-dos as a record, closed.
   */
  async moveTo(from: string, to: string[]): Promise<void> {
    const old = await this.db.select().from(bookingTodos).where(eq(bookingTodos.booking, from));
    if (!old.length) return;
    const fresh = await this.db.select().from(bookingTodos).where(inArray(bookingTodos.booking, to));
    const now = new Date();
    for (const target of to) {
      const rules = new Map(
        fresh.filter((t) => t.booking === target && t.definition).map((t) => [t.definition!, t]),
      );
      for (const todo of old) {
        const same = todo.definition ? rules.get(todo.definition) : undefined;
        if (same)
          await this.db
            .update(bookingTodos)
            .set({ open: todo.open, closedAt: todo.closedAt, editedBy: todo.editedBy, updatedAt: now })
            .where(eq(bookingTodos.id, same.id));
        else if (to.length === 1)
          await this.db
            .update(bookingTodos)
            .set({ booking: target, updatedAt: now })
            .where(eq(bookingTodos.id, todo.id));
        else if (todo.open) {
          const { id: _id, createdAt: _at, updatedAt: _up, ...copy } = todo;
          await this.db.insert(bookingTodos).values({ ...copy, booking: target });
        }
      }
    }
    // What the new booking took over needs no second copy on the old one.
    if (to.length === 1) await this.db.delete(bookingTodos).where(eq(bookingTodos.booking, from));
    else
      await this.db
        .update(bookingTodos)
        .set({ open: false, closedAt: now, updatedAt: now })
        .where(and(eq(bookingTodos.booking, from), eq(bookingTodos.open, true)));
  }

  /** Done (`open` false) or open again; answers undefined when the booking has no such to-do. */
  async solve(booking: string, todo: string, open: boolean, userId: string | null) {
    const [row] = await this.db
      .update(bookingTodos)
      .set({ open, editedBy: userId, closedAt: open ? null : new Date(), updatedAt: new Date() })
      .where(and(eq(bookingTodos.id, todo), eq(bookingTodos.booking, booking)))
      .returning({ id: bookingTodos.id });
    return row;
  }

  /** A page of to-dos; those the server wrote in the reader's `language`. */
  async list(
    filter: TodoFilter,
    page: number,
    size: number,
    language: Language = 'en',
  ): Promise<Page<BookingTodo>> {
    const where = and(
      filter.open === undefined ? undefined : eq(bookingTodos.open, filter.open),
      filter.booking ? eq(bookingTodos.booking, filter.booking) : undefined,
      filter.createdBy
        ? or(
            eq(bookings.createdBy, filter.createdBy),
            eq(bookingTodos.assignedUser, filter.createdBy),
            sql`${bookingTodos.assignedRole}::text in (select jsonb_array_elements_text(${users.roles}) from ${users} where ${users.id} = ${filter.createdBy})`,
          )
        : undefined,
      filter.dueBy ? lte(bookingTodos.due, filter.dueBy) : undefined,
      filter.search
        ? or(
            ilike(bookingTodos.text, `%${filter.search}%`),
            ilike(bookings.bookingNo, `%${filter.search}%`),
            ilike(bookings.leadName, `%${filter.search}%`),
          )
        : undefined,
      filter.visible,
    );
    const base = this.db
      .select({
        id: bookingTodos.id,
        booking: bookingTodos.booking,
        bookingNo: bookings.bookingNo,
        leadName: bookings.leadName,
        group: bookingTodos.group,
        text: bookingTodos.text,
        due: bookingTodos.due,
        open: bookingTodos.open,
        definition: bookingTodos.definition,
        editedBy: bookingTodos.editedBy,
        editedByName: users.name,
        predefined: bookingTodos.predefined,
        createdAt: bookingTodos.createdAt,
        updatedAt: bookingTodos.updatedAt,
        textKey: bookingTodos.textKey,
        textParams: bookingTodos.textParams,
      })
      .from(bookingTodos)
      .innerJoin(bookings, eq(bookings.id, bookingTodos.booking))
      .leftJoin(users, eq(users.id, bookingTodos.editedBy))
      .where(where)
      // Open ones by due day; done ones most recently closed first.
      .orderBy(desc(bookingTodos.open), asc(bookingTodos.due), asc(bookingTodos.text), asc(bookingTodos.id));
    const [rows, [total]] = await Promise.all([
      size ? base.limit(size).offset(page * size) : base.limit(ALL_ROWS_READ).then(allRows),
      this.db
        .select({ n: count() })
        .from(bookingTodos)
        .innerJoin(bookings, eq(bookings.id, bookingTodos.booking))
        .where(where),
    ]);
    return {
      data: rows.map((r) =>
        localizedTodo(
          { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() },
          language,
        ),
      ),
      total: total?.n ?? 0,
      page,
      size,
    };
  }

  /** The tasks bookings get, by group (GET /api/bookings/taskNames). */
  async taskNames(): Promise<{ group: string; text: string }[]> {
    return this.db
      .selectDistinct({ group: todoDefinitions.group, text: todoDefinitions.text })
      .from(todoDefinitions)
      .where(eq(todoDefinitions.isActive, true))
      .orderBy(asc(todoDefinitions.group), asc(todoDefinitions.text));
  }
}
