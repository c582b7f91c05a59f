import { z } from 'zod';
import { BOOKING_STATES, PRICE_CALCULATION_TYPES } from '../booking-states/index.ts';
import { NEW_BOOKING_STATES } from '../booking/index.ts';
import { CHECK_IN_MODES } from '../booking/index.ts';
import { FEATURES, VIEW_SWITCHES } from '../features/index.ts';
import { LANGUAGES, USER_TYPES } from '../users/index.ts';
import { SETTING_TYPES } from './settings.ts';

/**
 * The answers of the app's own calls (issue 33 §1): what leaves the server is what these name.
 * Lists of constants answer as the server holds them (readonly).
 */

/** `GET /version`, `GET /api/version`: `time` orders versions (the newest source file), `version` names them. */
export const appVersionSchema = z.object({ version: z.string(), time: z.string() });
export type AppVersion = z.infer<typeof appVersionSchema>;

/** `GET /api/health`: the database answered. */
export const healthSchema = z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'pg']) });

const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  translations: z.object({ de: z.string(), en: z.string() }),
  callingCodes: z.array(z.string()),
  states: z.array(z.string()),
});

const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  exchangeRate: z.string(),
  active: z.boolean(),
});

const constants = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).readonly();

/** `GET /api/bootstrap` (SPEC §7): what the web app loads once, before and after login. */
export const bootstrapSchema = z.object({
  messages: z.record(z.string(), z.string()),
  lang: z.string(),
  countries: z.array(countrySchema),
  settingTypes: constants(SETTING_TYPES),
  systems: z.array(
    z.object({
      key: z.string(),
      url: z.string(),
      name: z.string().optional(),
      label: z.string().optional(),
      type: z.string().optional(),
    }),
  ),
  defaultCurrency: z.string(),
  onlineCurrency: z.string(),
  baseOnsiteCurrency: z.string(),
  /** The active resorts and vessels the user may work with, of areas switched on. */
  assets: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(['resort', 'vessel']) })),
  allowCustomerBooking: z.boolean(),
  allowAgencyBooking: z.boolean(),
  allowCustomerRegistration: z.boolean(),
  allowAgencyRegistration: z.boolean(),
  agentStates: z.array(z.enum(NEW_BOOKING_STATES)),
  childMaxAge: z.number(),
  checkInMode: z.enum(CHECK_IN_MODES),
  exchangeRates: z.record(z.string(), z.string()),
  supportedCurrencies: z.array(z.string()),
  currencies: z.array(currencySchema),
  maxGuestFormFileSizeinKb: z.number(),
  displayCurrencies: z.array(z.string()),
  version: appVersionSchema,
  diskSize: z.number(),
  totalSize: z.number(),
  langs: constants(LANGUAGES),
  gfLangs: z.array(z.string()),
  invoiceLangs: z.array(z.string()),
  features: z.record(z.enum(FEATURES), z.boolean()),
  userTypes: constants(USER_TYPES),
  notifications: z.array(z.string()),
  actionStates: constants(BOOKING_STATES),
  logoUrl: z.string().nullable(),
  priceCategoryCalculationTypes: constants(PRICE_CALCULATION_TYPES),
  priceCategoryTypes: z.array(z.string()),
  timezone: z.string(),
  viewConfig: z.record(z.enum(VIEW_SWITCHES), z.boolean()),
  /** The logged-in user, null for a visitor. */
  user: z.object({ id: z.string(), userType: z.string() }).nullable(),
});
export type BootstrapAnswer = z.infer<typeof bootstrapSchema>;
