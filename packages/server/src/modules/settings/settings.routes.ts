import {
  appVersionSchema,
  DEFAULT_BASE_CURRENCY,
  healthSchema,
  isSecretSetting,
  LANGUAGES,
  SETTING_TYPES,
  airportChoiceSchema,
  countryChoiceSchema,
  currencyChoiceSchema,
  exchangeRatesSchema,
  languagesAnswerSchema,
  okAnswerSchema,
  settingGroupSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announceForgetAll } from '../../db/change-feed.ts';
import { forbidden } from '../../http/errors.ts';
import { APP_VERSION } from '../../lib/version.ts';
import type { Services } from '../../services.ts';
import { ReferenceRepository } from './reference.repository.ts';

export function registerSettingsRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reference = new ReferenceRepository(services.database.db);
  const tags = ['settings'];
  const anyUser = { access: { scopes: ['user'] } };
  const open = { access: { scopes: [] } };

  r.get(
    '/api/settings/group/:group',
    {
      config: { access: { scopes: ['settings.read'] } },
      schema: {
        tags,
        params: z.object({ group: z.string().max(64) }),
        response: { 200: settingGroupSchema },
      },
    },
    async (request) => {
      const { group } = request.params;
      if (group === 'system') throw forbidden();
      const values = await services.settings.group(group);
      return Object.fromEntries(Object.entries(values).filter(([key]) => !isSecretSetting(group, key)));
    },
  );
  const answers = <T extends z.ZodType>(schema: T) => ({ tags, response: { 200: schema } });
  r.get('/api/settings/lang', { config: open, schema: answers(languagesAnswerSchema) }, () => ({
    languages: [...LANGUAGES],
  }));
  r.get('/api/settings/types', { config: anyUser, schema: answers(z.array(z.enum(SETTING_TYPES))) }, () => [
    ...SETTING_TYPES,
  ]);
  r.get('/api/settings/countries', { config: open, schema: answers(z.array(countryChoiceSchema)) }, () =>
    reference.countries(),
  );
  r.get('/api/settings/airports', { config: anyUser, schema: answers(z.array(airportChoiceSchema)) }, () =>
    reference.airports(),
  );
  r.get('/api/settings/currencies', { config: anyUser, schema: answers(z.array(currencyChoiceSchema)) }, () =>
    reference.currencies(),
  );
  r.get('/api/settings/exchangeRate', { config: anyUser, schema: answers(exchangeRatesSchema) }, async () => {
    const base = (await services.settings.get('general', 'baseCurrency')) ?? DEFAULT_BASE_CURRENCY;
    const rows = await reference.currencies();
    return { base, rates: Object.fromEntries(rows.map((c) => [c.code, c.exchangeRate])) };
  });

  const version = { tags: ['app'], response: { 200: appVersionSchema } };
  r.get('/version', { config: open, schema: version }, () => APP_VERSION);
  r.get('/api/version', { config: open, schema: version }, () => APP_VERSION);
  // SPEC §7 names `POST /clearCache` beside `GET /version` (no `/api`); `/api/clearCache` came first.
  for (const path of ['/clearCache', '/api/clearCache'])
    r.post(
      path,
      {
        config: { access: { scopes: ['admin'] } },
        schema: { tags: ['app'], response: { 200: okAnswerSchema } },
      },
      async () => {
        // Every process drops what it caches (sessions, settings, widgets), not only the one asked.
        await announceForgetAll(services.database.db);
        services.database.changes.emit({ table: '*', id: '' });
        return { ok: true as const };
      },
    );
  r.get(
    '/api/health',
    { config: open, schema: { tags: ['app'], response: { 200: healthSchema } } },
    async () => {
      await reference.ping();
      return { ok: true, driver: services.database.driver };
    },
  );
}
