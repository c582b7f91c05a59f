import {
  DEFAULT_DAYS_WITHOUT_DIVES,
  DEFAULT_DIVES_PER_DAY,
  diveSiteResource,
  requiredScopes,
  scubaDatesDiveSitesSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { DiveRepository } from './dive.repository.ts';

/** A whole number of a setting, or the default when it is unset or not a number. */
function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) ? parsed : fallback;
}

/**
 * `GET /api/settings/scubaDatesDiveSites` (SPEC §7, answer not shown; docs/decisions.md): what a
 * dive plan starts from, the planning defaults and the sites to pick. Whoever reads sites reads it.
 */
export function registerDiveRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new DiveRepository(services.database.db);
  r.get(
    '/api/settings/scubaDatesDiveSites',
    {
      config: { access: { scopes: requiredScopes(diveSiteResource, 'read'), features: ['diveLog'] } },
      schema: { tags: ['settings', 'divesite'], response: { 200: scubaDatesDiveSitesSchema } },
    },
    async (request) => {
      const dive = await services.settings.group('dive');
      return {
        divesPerDay: wholeNumber(dive.divesPerDay, DEFAULT_DIVES_PER_DAY),
        daysWithoutDives: wholeNumber(dive.daysWithoutDives, DEFAULT_DAYS_WITHOUT_DIVES),
        diveSites: await repository.siteChoices(request.principal),
      };
    },
  );
}
