import {
  bookingTodoPageSchema,
  bookingTodoSchema,
  solveTodoSchema,
  todoDefinitionAnswerSchema,
  todoListQuerySchema,
  todoTaskNamesSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { languageOf } from '../../http/request-language.ts';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import { TodoRepository, type TodoFilter } from './todo.repository.ts';

const features = ['todo' as const];
const read = { access: { scopes: ['bookings.read', 'todo.update'], features } };
const solve = { access: { scopes: ['bookings.update', 'todo.update'], features } };
const tags = ['todo'];

/**
 * SPEC §7 Todos: the rules (definitions), the open to-dos of all bookings, the reader's own (of the
 * bookings they made), all of them (optionally of one booking), and solving one.
 */
export function registerTodoRoutes(app: FastifyInstance, bookings: BookingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const todos = new TodoRepository(bookings.services.database.db);
  const visible = (request: FastifyRequest) => bookings.repository.visibleTo(request.principal);
  const listQuery = todoListQuerySchema.extend({ booking: z.uuid().optional() });
  const list = (request: FastifyRequest, filter: TodoFilter) => {
    const { page, size, dueBy, search, booking } = request.query as z.output<typeof listQuery>;
    return todos.list(
      { ...filter, dueBy, search, booking, visible: visible(request) },
      page,
      size,
      languageOf(request),
    );
  };

  r.get(
    '/api/todo/rules',
    { config: read, schema: { tags, response: { 200: z.array(todoDefinitionAnswerSchema) } } },
    () => todos.activeDefinitions(),
  );
  const page = { tags, querystring: listQuery, response: { 200: bookingTodoPageSchema } };
  r.get('/api/todo/open', { config: read, schema: page }, (request) => list(request, { open: true }));
  r.get('/api/todo/own', { config: read, schema: page }, (request) =>
    list(request, { open: true, createdBy: request.auth?.user.id ?? '00000000-0000-0000-0000-000000000000' }),
  );
  r.get('/api/todo/allTodos', { config: read, schema: page }, (request) => list(request, {}));

  r.post(
    '/api/todo/solve/:bookingId/:todoId',
    {
      config: solve,
      schema: {
        tags,
        params: z.object({ bookingId: z.uuid(), todoId: z.uuid() }),
        body: solveTodoSchema,
        response: { 200: bookingTodoSchema },
      },
    },
    async (request) => {
      const { bookingId, todoId } = request.params;
      await bookings.load(bookingId, actor(request));
      const done = await todos.solve(bookingId, todoId, request.body.open, request.auth?.user.id ?? null);
      if (!done) throw notFound('To-do');
      const [todo] = (await todos.list({ booking: bookingId }, 0, 0, languageOf(request))).data.filter(
        (t) => t.id === todoId,
      );
      if (!todo) throw notFound('To-do');
      return todo;
    },
  );

  r.get(
    '/api/bookings/taskNames',
    { config: read, schema: { tags: ['bookings'], response: { 200: todoTaskNamesSchema } } },
    () => todos.taskNames(),
  );
}
