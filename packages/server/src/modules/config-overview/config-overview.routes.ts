import {
  type ConfigOverview,
  configOverviewSchema,
  DEFAULT_LANGUAGE,
  FEATURES,
  LANGUAGES,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { backupState } from '../backup/index.ts';
import { readCompany } from '../print/index.ts';
import { ConfigOverviewRepository } from './config-overview.repository.ts';

/**
 * `GET /api/settings/overview` (admin; issue 38): what `/config` shows of each settings group in
 * one call, so the page does not ask seven areas (and needs none of their scopes beyond admin).
 */
export function registerConfigOverviewRoutes(app: FastifyInstance, services: Services): void {
  const repository = new ConfigOverviewRepository(services.database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings/overview',
    {
      config: { access: { scopes: ['admin'] } },
      schema: { tags: ['settings'], response: { 200: configOverviewSchema } },
    },
    async (): Promise<ConfigOverview> => {
      const [company, counts, transport, queue, features, general, backups] = await Promise.all([
        readCompany(services.database.db),
        repository.counts(),
        services.mail.hasTransport(),
        services.mailRepository.countsByStatus(),
        services.settings.features(),
        services.settings.group('general'),
        backupState(services),
      ]);
      return {
        company: {
          name: company.name,
          hasAddress: Boolean(company.address.street && company.address.city),
          hasLogo: company.logo !== null,
          bankAccounts: company.bankAccounts.length,
        },
        mail: {
          transport: transport ? 'configured' : 'none',
          accounts: counts.accounts,
          templates: counts.templates,
          failed: queue.failed,
        },
        payment: { providers: counts.providers, active: counts.activeProviders },
        features: { on: FEATURES.filter((feature) => features[feature]), total: FEATURES.length },
        languages: { default: general.language ?? DEFAULT_LANGUAGE, supported: [...LANGUAGES] },
        backups,
        users: { active: counts.users, roles: counts.roles },
      };
    },
  );
}
