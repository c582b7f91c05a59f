import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';
import { addDays, isoDateSchema } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';
import {
  DEFAULT_TODO_ACTION,
  DEFAULT_TODO_CONDITION,
  DEFAULT_TODO_TRIGGER,
  TODO_CATCH_UPS,
  todoActionSchema,
  todoConditionSchema,
  todoTriggerSchema,
} from './todo-rules.ts';

/**
 * To-dos: the tasks an operator works through for each booking (send the voucher, collect the
 * passports, book the airport transfer). A to-do definition (SPEC §3 "Todo definition") is a rule;
 * every new booking gets one to-do per active definition, due by the rule's day, and a cancelled
 * booking closes those marked `closeOnAbort`.
 */

/** From which day a to-do falls due: days after booking, before arrival, after arrival or departure. */
export const TODO_DUE_RULES = ['afterBooking', 'beforeArrival', 'afterArrival', 'afterDeparture'] as const;
export type TodoDueRule = (typeof TODO_DUE_RULES)[number];

export const todoDefinitionResource = defineResource({
  name: 'tododefinition',
  scope: 'todo',
  scopes: {
    read: ['todo.update', 'bookings.read'],
    create: ['todo.update'],
    update: ['todo.update'],
    delete: ['todo.update'],
  },
  features: ['todo'],
  schema: z.object({
    group: z.string().trim().max(100).default(''),
    text: z.string().trim().min(1).max(300),
    rule: z
      .object({
        calcType: z.enum(TODO_DUE_RULES).default('afterBooking'),
        value: z.number().int().min(0).max(730).default(0),
      })
      .default({ calcType: 'afterBooking', value: 0 }),
    closeOnAbort: z.boolean().default(true),
    isActive: z.boolean().default(true),
    // Issue 38: when it fires, what must hold then, what it does (todo-rules.ts). Left out, a
    // definition is what it always was: a to-do for every new booking, due by `rule`.
    trigger: todoTriggerSchema.default(DEFAULT_TODO_TRIGGER),
    condition: todoConditionSchema.default(DEFAULT_TODO_CONDITION),
    action: todoActionSchema.default(DEFAULT_TODO_ACTION),
    catchUp: z.enum(TODO_CATCH_UPS).default('now'),
  }),
  search: ['text', 'group'],
  columns: ['text', 'group', 'rule', 'trigger', 'action', 'closeOnAbort', 'isActive'],
  sort: { field: 'group', order: 1 },
  titleField: 'text',
  unique: [['group', 'text']],
});
export type TodoDefinition = z.output<typeof todoDefinitionResource.schema> & { id: string };

/** The day a definition's to-do falls due for a booking. */
export function todoDue(
  rule: TodoDefinition['rule'],
  booking: { bookingDate: string; from: string; to: string },
): string {
  switch (rule.calcType) {
    case 'beforeArrival':
      return addDays(booking.from, -rule.value);
    case 'afterArrival':
      return addDays(booking.from, rule.value);
    case 'afterDeparture':
      return addDays(booking.to, rule.value);
    default:
      return addDays(booking.bookingDate, rule.value);
  }
}

/** `GET /api/todo/rules`: the active definitions as they are stored (issue 33 §1 answer). */
export const todoDefinitionAnswerSchema = z.object({
  id: z.string(),
  group: z.string(),
  text: z.string(),
  rule: z.object({ calcType: z.enum(TODO_DUE_RULES), value: z.number() }),
  closeOnAbort: z.boolean(),
  isActive: z.boolean(),
  trigger: todoTriggerSchema,
  condition: todoConditionSchema,
  action: todoActionSchema,
  catchUp: z.enum(TODO_CATCH_UPS),
});

/** One to-do of a booking (SPEC §3 Todo), with what lists show of its booking. */
export const bookingTodoSchema = z.object({
  id: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  leadName: z.string(),
  group: z.string(),
  text: z.string(),
  due: z.string(),
  open: z.boolean(),
  definition: z.string().nullable(),
  /** Who last closed or reopened it. */
  editedBy: z.string().nullable(),
  editedByName: z.string().nullable(),
  /** Made from a definition (true) or written for this booking alone. */
  predefined: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingTodo = z.infer<typeof bookingTodoSchema>;

/** `GET /api/todo/open|own|allTodos`: one page of to-dos (paging.ts `Page`). */
export const bookingTodoPageSchema = pageSchemaOf(bookingTodoSchema);

/** `POST /api/todo/solve/{bookingId}/{todoId}`: done (the default) or open again. */
export const solveTodoSchema = z.object({ open: z.boolean().default(false) });

/** `GET /api/todo/open|own|allTodos`: paged, optionally only those due by a day. */
export const todoListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(500).default(25),
  dueBy: isoDateSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

/** `GET /api/bookings/taskNames`: the active to-do definitions' groups and texts, for the lists' filter. */
export const todoTaskNamesSchema = z.array(z.object({ group: z.string(), text: z.string() }));
