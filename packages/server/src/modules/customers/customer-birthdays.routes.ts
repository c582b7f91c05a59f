import {
  birthdayWindow,
  CUSTOMER_BIRTHDAYS_CAP,
  comingBirthdays,
  customerBirthdayParamsSchema,
  customerBirthdaySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import type { Services } from '../../services.ts';
import { CustomerBirthdaysRepository } from './customer-birthdays.repository.ts';

/**
 * `GET /api/customer/birthday/{days}` (SPEC §7 Customers): the customers whose birthday comes
 * within today and the next `days` days of the operator's calendar, in the order they come, with
 * the age they turn; at most CUSTOMER_BIRTHDAYS_CAP. Staff with customers.read see every customer,
 * an agent (agencies.self) their agency's clients only.
 *
 * A static segment (`birthday`) wins over `/api/customer/:id` in Fastify's router whatever the
 * order of registration, so the record route never sees it (customer-birthdays.int.test.ts).
 */
export function registerCustomerBirthdayRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new CustomerBirthdaysRepository(services.database.db);

  r.get(
    '/api/customer/birthday/:days',
    {
      config: { access: { scopes: ['customers.read', 'agencies.self'] } },
      schema: {
        tags: ['customer'],
        summary: 'Customers whose birthday comes today or within the next {days} days (0 = today only)',
        params: customerBirthdayParamsSchema,
        response: { 200: z.array(customerBirthdaySchema) },
      },
    },
    async (request) => {
      const today = await services.calendar.today();
      const window = birthdayWindow(today, request.params.days);
      const rows = await repository.on(
        window.monthDays,
        today,
        CUSTOMER_BIRTHDAYS_CAP,
        reachableCustomersCondition(request.principal),
      );
      return comingBirthdays(rows, today, window.until);
    },
  );
}
