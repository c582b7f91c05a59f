import {
  type CustomerCreditBalance,
  type CustomerMoney,
  customerFiguresSchema,
  customerResource,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema/index.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type BookingService, bookingsVisibleTo } from '../bookings/index.ts';
import { CustomerStayStatsRepository } from './customer-stay-stats.repository.ts';
import { CustomerCreditsRepository } from './customer-credits.repository.ts';
import { CustomerFiguresRepository, type SaleMoney } from './customer-figures.repository.ts';

/**
 * `POST /api/customer/{id}/stats/recalculate` (SPEC §7): the customer's figures — stays, nights,
 * first, last and next stay, revenue, what is open and the credit held. Nothing is stored, so
 * "recalculate" counts them now from the bookings, and the customer's page reads them through this
 * same call instead of a path of its own. A user limited to some resorts or vessels counts only
 * the bookings of those. It also counts again and stores the previous stays the specials and
 * the CRM list read (customer-stay-stats.repository.ts), which the bookings keep up otherwise.
 */
export function registerCustomerFigureRoutes(
  app: FastifyInstance,
  services: Services,
  bookings: BookingService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const customers = new ResourceRepository(db, t.customers, customerResource);
  const figures = new CustomerFiguresRepository(db);
  const credits = new CustomerCreditsRepository(db);

  r.post(
    '/api/customer/:id/stats/recalculate',
    {
      config: { access: { scopes: ['customers.read'] } },
      schema: {
        tags: ['customer'],
        summary: "A customer's stays, nights, revenue, open amounts and credit, counted now",
        params: z.object({ id: z.uuid() }),
        response: { 200: customerFiguresSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await customers.get(id))) throw notFound('customer');
      const [{ today, baseCurrency }, rates] = await Promise.all([bookings.operatorDay(), bookings.rates()]);
      const stayStats = await db.transaction(async (tx) => {
        const stored = new CustomerStayStatsRepository(tx);
        await stored.refresh([id], { today, baseCurrency, rates });
        return (await stored.of(id))!;
      });
      const [counted, held] = await Promise.all([
        figures.figures(id, today, bookingsVisibleTo(request.principal)),
        credits.balances(id),
      ]);
      const { countedOn: _, ...stays } = stayStats;
      return {
        customer: id,
        today,
        ...counted,
        money: moneyPerCurrency(counted.money, held),
        stayStats: stays,
      };
    },
  );
}

/** Sales and credit side by side, one line per currency, by its code. */
function moneyPerCurrency(sales: SaleMoney[], held: CustomerCreditBalance[]): CustomerMoney[] {
  const lines = new Map<string, CustomerMoney>();
  const line = (currency: string) => {
    const existing = lines.get(currency) ?? { currency, revenue: 0, open: 0, credit: 0 };
    lines.set(currency, existing);
    return existing;
  };
  for (const sale of sales) Object.assign(line(sale.currency), { revenue: sale.revenue, open: sale.open });
  for (const balance of held) line(balance.currency).credit = balance.balance;
  return [...lines.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
