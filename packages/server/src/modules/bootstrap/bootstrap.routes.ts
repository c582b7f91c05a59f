import { statfs } from 'node:fs/promises';
import {
  agentStatesOf,
  BOOKING_STATES,
  bootstrapSchema,
  CHECK_IN_MODES,
  type CheckInMode,
  canSeeAsset,
  DEFAULT_BASE_CURRENCY,
  guestFormFileSizeKbOf,
  LANGUAGES,
  PRICE_CALCULATION_TYPES,
  SETTING_TYPES,
  USER_TYPES,
  REGISTRATION_SETTINGS,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseSize } from '../../db/client.ts';
import { languageOf } from '../../http/request-language.ts';
import { APP_VERSION } from '../../lib/version.ts';
import type { Services } from '../../services.ts';
import { childMaxAgeOf } from '../pricing/index.ts';
import { ReferenceRepository } from '../settings/index.ts';

const list = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : fallback;

/** A connected system as bootstrap lists it (issue 39); the connect area answers them. */
export interface ListedSystem {
  key: string;
  name: string;
  url: string;
  type: string;
}

export function registerBootstrapRoutes(
  app: FastifyInstance,
  services: Services,
  connectedSystems: () => Promise<ListedSystem[]> = async () => [],
): void {
  const reference = new ReferenceRepository(services.database.db);
  const { settings, config, database } = services;

  async function sizes(): Promise<{ diskSize: number; totalSize: number }> {
    const diskSize = await databaseSize(database.db);
    try {
      const fs = await statfs(config.dataDir.startsWith('memory://') ? '.' : config.dataDir);
      return { diskSize, totalSize: fs.blocks * fs.bsize };
    } catch {
      return { diskSize, totalSize: 0 };
    }
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/bootstrap',
      { config: { access: { scopes: [] } }, schema: { tags: ['app'], response: { 200: bootstrapSchema } } },
      async (request) => {
        const general = await settings.group('general');
        const booking = await settings.group('booking');
        const lang = languageOf(request, general.language ?? 'en');
        const [messages, countries, currencies, features, viewConfig, systems, size, allAssets] =
          await Promise.all([
            reference.messages(lang),
            reference.countries(),
            reference.currencies(),
            settings.features(),
            settings.views(),
            settings.group('systems'),
            sizes(),
            reference.assets(),
          ]);
        // Only the assets this user may work with, and only of areas that are switched on.
        const assets = allAssets.filter(
          (asset) => features[asset.type] && canSeeAsset(request.principal, asset.type, asset.id),
        );
        const baseCurrency = general.baseCurrency ?? DEFAULT_BASE_CURRENCY;
        const supportedCurrencies = currencies.map((c) => c.code);
        return {
          messages,
          lang,
          countries,
          settingTypes: SETTING_TYPES,
          // The settings' systems, then the connected ones (feature connect), for logged-in users:
          // a guest has nothing to jump into, and the addresses of a group's systems stay inside.
          systems: [
            ...Object.entries(systems).map(([key, url]) => ({ key, url })),
            ...(features.connect && !request.principal.isGuest
              ? (await connectedSystems()).map((s) => ({
                  key: s.key,
                  url: s.url,
                  name: s.name,
                  label: s.name,
                  type: s.type,
                }))
              : []),
          ],
          defaultCurrency: baseCurrency,
          onlineCurrency: general.onlineCurrency ?? baseCurrency,
          baseOnsiteCurrency: general.baseOnsiteCurrency ?? DEFAULT_BASE_CURRENCY,
          assets,
          allowCustomerBooking: booking.allowCustomerBooking === 'true',
          allowAgencyBooking: booking.allowAgencyBooking === 'true',
          // Whether /register/:userType is open; the group is `booking` (REGISTRATION_SETTINGS).
          allowCustomerRegistration: booking[REGISTRATION_SETTINGS.keys.customer] === 'true',
          allowAgencyRegistration: booking[REGISTRATION_SETTINGS.keys.agency] === 'true',
          // The states an agent may book in (setting booking.agentStates): the wizard offers only these.
          agentStates: agentStatesOf(booking.agentStates),
          // SPEC §4 check-in/out settings: whether the desk checks in whole bookings or room by room.
          // SPEC §5: who counts as a child; the booking screens mark children before the quote does.
          childMaxAge: childMaxAgeOf(general),
          checkInMode: CHECK_IN_MODES.includes(booking.checkInMode as CheckInMode)
            ? (booking.checkInMode as CheckInMode)
            : 'booking',
          exchangeRates: Object.fromEntries(currencies.map((c) => [c.code, c.exchangeRate])),
          supportedCurrencies,
          currencies,
          maxGuestFormFileSizeinKb: guestFormFileSizeKbOf(general.maxGuestFormFileSizeinKb),
          displayCurrencies: list(general.displayCurrencies, supportedCurrencies),
          version: APP_VERSION,
          diskSize: size.diskSize,
          totalSize: size.totalSize,
          langs: LANGUAGES,
          gfLangs: list(general.guestFormLanguages, [...LANGUAGES]),
          invoiceLangs: list(general.invoiceLanguages, [...LANGUAGES]),
          features,
          userTypes: USER_TYPES,
          notifications: request.auth?.user.notifications ?? [],
          actionStates: BOOKING_STATES,
          logoUrl: general.logoUrl ?? null,
          priceCategoryCalculationTypes: PRICE_CALCULATION_TYPES,
          priceCategoryTypes: list(general.priceCategoryTypes, []),
          timezone: general.timezone ?? config.timezone,
          viewConfig,
          user: request.auth ? { id: request.auth.user.id, userType: request.auth.user.userType } : null,
        };
      },
    );
}
