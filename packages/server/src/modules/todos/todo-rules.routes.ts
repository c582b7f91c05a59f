import {
  automationLogPageSchema,
  automationLogQuerySchema,
  hasAnyScope,
  todoNotificationSchema,
  todoRuleLogPageSchema,
  todoRuleLogQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { bookingsVisibleTo } from '../bookings/index.ts';
import { AutomationLogRepository } from './automation-log.repository.ts';
import { TodoRulesRepository } from './todo-rules.repository.ts';

const features = ['todo' as const];
const read = { access: { scopes: ['bookings.read', 'todo.update'], features } };
const tags = ['todo'];

/**
 * Issue 38: each rule's log (fired, planned, skipped and why, closed by itself), and the
 * notifications rules wrote for the reader — unread until marked read.
 */
export function registerTodoRuleRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = () => new TodoRulesRepository(services.database.db);

  r.get(
    '/api/todo/rules/:id/log',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: todoRuleLogQuerySchema,
        response: { 200: todoRuleLogPageSchema },
      },
    },
    async (request) => {
      const { page, size, outcome } = request.query;
      if (!(await repository().ruleExists(request.params.id))) throw notFound('To-do rule');
      return repository().log(request.params.id, page, size, outcome, bookingsVisibleTo(request.principal));
    },
  );

  // The rules' lines and, for whoever may read the mail schedules (mailschedule.read, feature
  // mailScheduler), the scheduled mails beside them: one log of what the automation did.
  r.get(
    '/api/todo/log',
    {
      config: read,
      schema: { tags, querystring: automationLogQuerySchema, response: { 200: automationLogPageSchema } },
    },
    async (request) => {
      const schedules =
        (await services.settings.features()).mailScheduler &&
        hasAnyScope(request.principal, ['mailschedule.read']);
      return new AutomationLogRepository(services.database.db).page(
        request.query,
        schedules,
        bookingsVisibleTo(request.principal),
      );
    },
  );

  r.get(
    '/api/todo/notifications',
    { config: read, schema: { tags, response: { 200: z.array(todoNotificationSchema) } } },
    async (request) => {
      const user = request.auth?.user.id;
      if (!user) return [];
      return (await repository().unread(user)).map((n) => ({ ...n, at: n.at.toISOString() }));
    },
  );

  r.post(
    '/api/todo/notifications/:id/read',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const user = request.auth?.user.id;
      if (!user || !(await repository().markRead(user, request.params.id, services.clock.now())))
        throw notFound('Notification');
      return { id: request.params.id };
    },
  );
}
