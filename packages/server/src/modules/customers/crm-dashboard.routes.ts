import {
  birthdayWindow,
  CRM_BIRTHDAY_DAYS,
  CRM_TOP_COUNTRIES,
  crmDashboardSchema,
  crmPeriods,
  addDays,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import type { Services } from '../../services.ts';
import { CrmDashboardRepository } from './crm-dashboard.repository.ts';

/**
 * SPEC §7 `GET /api/customer/dashboard`: the CRM start's figures in one call, counted within the
 * customers the reader reaches (an agent: their agency's clients).
 */
export function registerCrmDashboardRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new CrmDashboardRepository(services.database.db);

  r.get(
    '/api/customer/dashboard',
    {
      config: { access: { scopes: ['customers.read', 'agencies.self'] } },
      schema: {
        tags: ['customer'],
        summary:
          'Customers in all, new this and last month, returning this year, birthdays, countries, tiers',
        response: { 200: crmDashboardSchema },
      },
    },
    async (request) => {
      const reach = reachableCustomersCondition(request.principal);
      const { calendar } = services;
      const day = { today: await calendar.today(), timezone: await calendar.timezone() };
      const periods = crmPeriods(day.today);
      const tomorrow = addDays(day.today, 1);
      const loyalty = (await services.settings.features()).loyalityProgram;
      // One after another: PGlite runs one query at a time, and a pool of one would queue them anyway.
      const total = await repository.count(reach);
      const newThisMonth = await repository.added(reach, periods.thisMonth, tomorrow, day);
      const newLastMonth = await repository.added(reach, periods.lastMonth, periods.thisMonth, day);
      const returningThisYear = await repository.returning(reach, periods.thisYear, periods.nextYear);
      const birthdaysNextDays = await repository.birthdays(
        reach,
        birthdayWindow(day.today, CRM_BIRTHDAY_DAYS - 1).monthDays,
      );
      const topCountries = await repository.topCountries(reach, CRM_TOP_COUNTRIES);
      const tiers = loyalty ? await repository.tiers(reach) : null;
      return {
        today: day.today,
        total,
        newThisMonth,
        newLastMonth,
        returningThisYear,
        birthdaysNextDays,
        topCountries,
        tiers,
      };
    },
  );
}
