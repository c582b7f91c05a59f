import {
  birthdayMonthDays,
  canSeeAsset,
  nextBirthday,
  paymentFigures,
  type TodayCard,
  type TodayFigures,
  todayCardsFor,
  todayFiguresSchema,
  todayQuerySchema,
  todayWindow,
  userSettingsSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import type { BookingService } from '../bookings/index.ts';
import { atAsset, TodayRepository } from './today.repository.ts';

/** The birthdays the card names; the count says how many more there are. */
const BIRTHDAYS_SHOWN = 5;

/**
 * `GET /api/dashboard/today?asset=`: the Today page's figures in one answer, each card only for a
 * reader who may open its list (todayCardsFor); a card left out is absent from the answer.
 */
export function registerTodayRoutes(app: FastifyInstance, bookings: BookingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = new TodayRepository(bookings.services.database.db);

  r.get(
    '/api/dashboard/today',
    {
      config: { access: { scopes: ['user'] } },
      schema: { tags: ['dashboard'], querystring: todayQuerySchema, response: { 200: todayFiguresSchema } },
    },
    async (request): Promise<TodayFigures> => {
      const principal = request.principal;
      const features = await bookings.services.settings.features();
      const cards = new Set<TodayCard>(todayCardsFor(principal, features));
      const { today } = await bookings.operatorDay();
      const w = todayWindow(today);
      const settings = userSettingsSchema.safeParse(request.auth?.user.settings ?? {});
      const days = request.query.days ?? (settings.success ? settings.data.defaultDashboardDays : 30);

      let asset: TodayFigures['asset'] = null;
      let where = bookings.repository.visibleTo(principal);
      if (request.query.asset) {
        const type = await repo.assetType(request.query.asset);
        // An asset the reader may not see answers as one that does not exist.
        if (!type || !canSeeAsset(principal, type, request.query.asset)) throw notFound('Asset');
        asset = { id: request.query.asset, type };
        where = atAsset(where, type, asset.id);
      }

      const figures: TodayFigures = { today, asset, days };
      const jobs: Promise<void>[] = [];
      const when = (card: TodayCard, job: () => Promise<void>) => {
        if (cards.has(card)) jobs.push(job());
      };
      when('stays', async () => {
        const [counts, nights] = await Promise.all([repo.stays(where, w), repo.nights(where, w)]);
        figures.stays = { ...counts, nights };
      });
      when('payments', async () => {
        figures.payments = paymentFigures(await repo.openMoney(where), today, days);
      });
      when('options', async () => {
        figures.options = { expiring: await repo.expiringOptions(where, w) };
      });
      when('online', async () => {
        figures.online = { recent: await repo.recentOnline(where, w) };
      });
      when('bank', async () => {
        figures.bank = { unmatched: await repo.unmatchedBankEntries() };
      });
      when('todos', async () => {
        figures.todos = { overdue: await repo.overdueTodos(where, w) };
      });
      when('birthdays', async () => {
        const found = await repo.birthdays(
          birthdayMonthDays(today, days),
          today,
          BIRTHDAYS_SHOWN,
          reachableCustomersCondition(principal),
        );
        figures.birthdays = {
          count: found.count,
          next: found.next.map((c) => ({
            id: c.id,
            fullName: c.fullName,
            ...nextBirthday(c.birthday, today),
          })),
        };
      });
      await Promise.all(jobs);
      return figures;
    },
  );
}
