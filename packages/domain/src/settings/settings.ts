import { z } from 'zod';
import { DECIMAL_PATTERN } from '../pricing/index.ts';
import { defineGroupResource, defineResource } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';

export const currencyResource = defineResource({
  name: 'currency',
  scope: 'settings',
  // Money is shown in every booking screen, an agent's included.
  scopes: { read: ['settings.read', 'bookings.read', 'agencies.self'] },
  schema: z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters (ISO 4217)')
      .transform((v) => v.toUpperCase()),
    name: z.string().trim().min(1).max(100),
    symbol: z.string().max(5).default(''),
    /** Minor units per major unit as a power of ten: 2 for EUR (cents), 0 for JPY. */
    decimals: z.number().int().min(0).max(4).default(2),
    /** How many units of this currency one unit of the base currency buys. */
    exchangeRate: z
      .string()
      .trim()
      .regex(DECIMAL_PATTERN, 'Exchange rate must be a positive decimal number')
      .refine((v) => Number(v) > 0, 'Exchange rate must be greater than zero')
      .default('1'),
    active: z.boolean().default(true),
  }),
  search: ['code', 'name'],
  columns: ['code', 'name', 'symbol', 'exchangeRate', 'active'],
  sort: { field: 'code', order: 1 },
  titleField: 'code',
  unique: [['code']],
});

/** An operator's override of a UI text (or a new text) for one language. */
export const translationResource = defineResource({
  name: 'translation',
  scope: 'settings',
  scopes: { read: ['settings.read', 'admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  schema: z.object({
    lang: z.enum(LANGUAGES),
    key: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_.-]+$/, 'Key may only contain letters, digits, dots, dashes and underscores'),
    value: z.string().max(4000),
  }),
  search: ['key', 'value'],
  columns: ['lang', 'key', 'value'],
  sort: { field: 'key', order: 1 },
  titleField: 'key',
  unique: [['lang', 'key']],
});

export const textblockGroupResource = defineGroupResource({ name: 'textblockgroup', scope: 'textblock' });

export const textblockResource = defineResource({
  name: 'textblock',
  scope: 'textblock',
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    group: z
      .string()
      .max(64)
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'textblockgroup' } }),
    lang: z.enum(LANGUAGES).default('en'),
    text: z
      .string()
      .max(20000)
      .default('')
      .meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['name', 'text'],
  columns: ['name', 'group', 'lang'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'lang']],
});

/** Settings entries (SPEC §3): group, key, value. Feature flags live in group `features`. */
export const settingResource = defineResource({
  name: 'settings',
  scope: 'settings',
  scopes: { read: ['settings.read'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  schema: z.object({
    group: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, 'Group may only contain letters, digits, dots, dashes and underscores'),
    key: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_.-]+$/, 'Key may only contain letters, digits, dots, dashes and underscores'),
    value: z.string().max(20000),
  }),
  search: ['group', 'key', 'value'],
  columns: ['group', 'key', 'value'],
  sort: { field: 'key', order: 1 },
  titleField: 'key',
  unique: [['group', 'key']],
});

/**
 * Settings that hold a secret (the SMTP URL carries the mail server's password). The key/value API
 * and the setting groups never show or take them: only their own screen does, which masks the
 * password (`/api/mail/settings`). The `system` group (the token key) is closed altogether.
 */
export const SECRET_SETTINGS: readonly { group: string; key: string }[] = [{ group: 'mail', key: 'smtpUrl' }];

export function isSecretSetting(group: string, key: string): boolean {
  return group === 'system' || SECRET_SETTINGS.some((s) => s.group === group && s.key === key);
}

/** Setting groups an operator edits on /config/settings/{type}. */
export const SETTING_TYPES = [
  'general',
  'booking',
  'mail',
  'invoice',
  'guestform',
  'features',
  'views',
  'calendar',
  'dive',
  'loyalty',
] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** SPEC §3 Settings state defaults. */
export const DEFAULT_BASE_CURRENCY = 'EUR';
export const DEFAULT_LANGUAGE = 'de';
export const DEFAULT_TIMEZONE = 'Europe/Berlin';
export const DEFAULT_GUEST_FORM_FILE_SIZE_KB = 256;

/**
 * How long after a stay the guests' medical answers and physician's forms are kept (days): long
 * enough to answer for a dive, no longer (GDPR Art. 5(1)(e), health data of Art. 9).
 */
export const DEFAULT_MEDICAL_RETENTION_DAYS = 730;

/** The setting general.medicalRetentionDays: the default when unset or nonsense. */
export function medicalRetentionDaysOf(value: string | undefined): number {
  const days = Number(value ?? DEFAULT_MEDICAL_RETENTION_DAYS);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_MEDICAL_RETENTION_DAYS;
}

/** The setting general.maxGuestFormFileSizeinKb as a size: the default when unset or nonsense. */
export function guestFormFileSizeKbOf(value: string | undefined): number {
  const kb = Number(value ?? DEFAULT_GUEST_FORM_FILE_SIZE_KB);
  return Number.isFinite(kb) && kb > 0 ? kb : DEFAULT_GUEST_FORM_FILE_SIZE_KB;
}

/** `GET /api/settings/group/{group}`: the group's settings, key to value as stored (text). */
export const settingGroupSchema = z.record(z.string(), z.string());

/** `GET /api/settings/lang`: the languages of the interface and of documents. */
export const languagesAnswerSchema = z.object({ languages: z.array(z.enum(LANGUAGES)) });

/** `GET /api/settings/currencies`: the active currencies, by code. */
export const currencyChoiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  /** Decimal text: how many units of this currency one unit of the base currency buys. */
  exchangeRate: z.string(),
  active: z.boolean(),
});

/** `GET /api/settings/exchangeRate`: the base currency and each active currency's rate to it (decimal text). */
export const exchangeRatesSchema = z.object({ base: z.string(), rates: z.record(z.string(), z.string()) });

/** A backup on the server's disk (`GET /api/settings/backup/local`, `POST /api/settings/backup`). */
export const backupFileSchema = z.object({ name: z.string(), size: z.number(), createdAt: z.string() });
export type BackupFile = z.infer<typeof backupFileSchema>;
