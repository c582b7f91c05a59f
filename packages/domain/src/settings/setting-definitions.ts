import { z } from 'zod';
import { isTimeZone } from '../dates/index.ts';
import { NEW_BOOKING_STATES } from '../booking/index.ts';
import { DEFAULT_OPTION_DAYS, DEFAULT_WAITING_OFFER_HOURS } from '../booking/index.ts';
import { DEFAULT_AGENT_STATES, DEFAULT_MAX_STAY_NIGHTS } from '../booking/index.ts';
import { CHECK_IN_MODES, DEFAULT_DISPLAY_SETTINGS } from '../booking/index.ts';
import { GUEST_FORM_LINK_DAYS_AFTER, GUEST_FORM_MULTI_SETTING } from '../guest-forms/index.ts';
import { REGISTRATION_SETTINGS } from '../users/index.ts';
import { DEFAULT_DAYS_WITHOUT_DIVES, DEFAULT_DIVES_PER_DAY } from '../tours/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { DEFAULT_LOYALTY_RULES } from '../customers/index.ts';
import { formatMessage, VALIDATION_MESSAGES } from '../validation/index.ts';
import {
  DEFAULT_BASE_CURRENCY,
  DEFAULT_GUEST_FORM_FILE_SIZE_KB,
  DEFAULT_MEDICAL_RETENTION_DAYS,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  type SettingType,
} from './settings.ts';

/**
 * How an operator edits a setting. Every value is stored as text (`settings` rows: group, key,
 * value); the kind says how the screen shows it and what the text may be.
 */
export type SettingKind =
  | 'switch'
  | 'number'
  | 'text'
  | 'email'
  | 'select'
  | 'multiselect'
  | 'color'
  | 'weekdays'
  | 'currency'
  | 'timezone';

export type SettingUnit = 'days' | 'nights' | 'hours' | 'kb' | 'months' | 'points';

/**
 * One setting an operator changes: where it is stored, what kind of value, the default the server
 * assumes when nothing is stored, and its bounds. Its label is `settings.fields.<key>` and its
 * explanation `settings.fields.<key>Help` in the web's texts; select options `settings.options.<key>.<value>`.
 */
export interface SettingDefinition {
  group: SettingType;
  key: string;
  kind: SettingKind;
  default: string;
  min?: number;
  max?: number;
  unit?: SettingUnit;
  options?: readonly string[];
  /** What a switch stores for on and off (most store 'true' / 'false'). */
  on?: string;
  off?: string;
  maxLength?: number;
}

const GREY_PAST = String(DEFAULT_DISPLAY_SETTINGS.greyPast);

/** Every setting of the settings screen, in the order it shows them. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  { group: 'general', key: 'companyName', kind: 'text', default: '', maxLength: 200 },
  { group: 'general', key: 'language', kind: 'select', default: DEFAULT_LANGUAGE, options: LANGUAGES },
  { group: 'general', key: 'timezone', kind: 'timezone', default: DEFAULT_TIMEZONE },
  { group: 'general', key: 'baseCurrency', kind: 'currency', default: DEFAULT_BASE_CURRENCY },
  { group: 'general', key: 'baseOnsiteCurrency', kind: 'currency', default: DEFAULT_BASE_CURRENCY },
  { group: 'general', key: 'priceCategoryTypes', kind: 'text', default: '', maxLength: 500 },
  {
    group: 'general',
    key: 'maxGuestFormFileSizeinKb',
    kind: 'number',
    default: String(DEFAULT_GUEST_FORM_FILE_SIZE_KB),
    min: 16,
    max: 20480,
    unit: 'kb',
  },
  {
    group: 'general',
    key: 'medicalRetentionDays',
    kind: 'number',
    default: String(DEFAULT_MEDICAL_RETENTION_DAYS),
    min: 1,
    max: 3650,
    unit: 'days',
  },
  { group: 'booking', key: 'allowCustomerBooking', kind: 'switch', default: 'false' },
  { group: 'booking', key: 'allowAgencyBooking', kind: 'switch', default: 'false' },
  { group: 'booking', key: REGISTRATION_SETTINGS.keys.customer, kind: 'switch', default: 'false' },
  { group: 'booking', key: REGISTRATION_SETTINGS.keys.agency, kind: 'switch', default: 'false' },
  {
    group: 'booking',
    key: 'optionDays',
    kind: 'number',
    default: String(DEFAULT_OPTION_DAYS),
    min: 1,
    max: 365,
    unit: 'days',
  },
  {
    group: 'booking',
    key: 'maxStayNights',
    kind: 'number',
    default: String(DEFAULT_MAX_STAY_NIGHTS),
    min: 1,
    max: 365,
    unit: 'nights',
  },
  {
    group: 'booking',
    key: 'waitingOfferHours',
    kind: 'number',
    default: String(DEFAULT_WAITING_OFFER_HOURS),
    min: 1,
    max: 720,
    unit: 'hours',
  },
  {
    group: 'booking',
    key: 'agentStates',
    kind: 'multiselect',
    default: DEFAULT_AGENT_STATES.join(', '),
    options: NEW_BOOKING_STATES,
  },
  { group: 'booking', key: 'notifyEmail', kind: 'email', default: '' },
  {
    group: 'booking',
    key: 'checkInMode',
    kind: 'select',
    default: DEFAULT_DISPLAY_SETTINGS.checkInMode,
    options: CHECK_IN_MODES,
  },
  {
    group: 'guestform',
    key: GUEST_FORM_MULTI_SETTING.key,
    kind: 'switch',
    default: '0',
    on: GUEST_FORM_MULTI_SETTING.on,
    off: '0',
  },
  {
    group: 'guestform',
    key: 'linkDaysAfterDeparture',
    kind: 'number',
    default: String(GUEST_FORM_LINK_DAYS_AFTER),
    min: 0,
    max: 365,
    unit: 'days',
  },
  { group: 'calendar', key: 'greyPast', kind: 'switch', default: GREY_PAST },
  {
    group: 'calendar',
    key: 'categoryColors',
    kind: 'switch',
    default: String(DEFAULT_DISPLAY_SETTINGS.categoryColors),
  },
  { group: 'calendar', key: 'focColor', kind: 'color', default: '' },
  { group: 'calendar', key: 'arrivalDays', kind: 'weekdays', default: '' },
  { group: 'calendar', key: 'departureDays', kind: 'weekdays', default: '' },
  // SPEC §9's dive planning defaults, as the dive plans start from them.
  {
    group: 'dive',
    key: 'divesPerDay',
    kind: 'number',
    default: String(DEFAULT_DIVES_PER_DAY),
    min: 1,
    max: 10,
  },
  {
    group: 'dive',
    key: 'daysWithoutDives',
    kind: 'number',
    default: String(DEFAULT_DAYS_WITHOUT_DIVES),
    min: 0,
    max: 10,
    unit: 'days',
  },
  // The loyalty programme's rules (issue 37): what earns points and what they are worth.
  ...(
    [
      ['pointsPerNight', 0, 10_000, 'points'],
      ['pointsPerTrip', 0, 100_000, 'points'],
      ['pointsPerDive', 0, 10_000, 'points'],
      ['pointsPerCurrencyUnit', 1, 100_000, 'points'],
      ['minRedeemPoints', 0, 10_000_000, 'points'],
      ['tierMonths', 0, 120, 'months'],
    ] as const
  ).map(([key, min, max, unit]) => ({
    group: 'loyalty' as const,
    key,
    kind: 'number' as const,
    default: String(DEFAULT_LOYALTY_RULES[key]),
    min,
    max,
    unit,
  })),
];

export function settingDefinitionsOf(group: SettingType): SettingDefinition[] {
  return SETTING_DEFINITIONS.filter((definition) => definition.group === group);
}

export function settingDefinition(group: string, key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((definition) => definition.group === group && definition.key === key);
}

/** What a form field holds for a setting. */
export type SettingFormValue = boolean | number | string | string[];

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const listOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The stored text (or the default when none is stored) as the form field holds it. */
export function toSettingFormValue(
  definition: SettingDefinition,
  stored: string | undefined,
): SettingFormValue {
  const text = stored ?? definition.default;
  switch (definition.kind) {
    case 'switch':
      return text === (definition.on ?? 'true') || text === '1' || text === 'true';
    case 'number': {
      const number = Number(text.trim() === '' ? definition.default : text);
      return Number.isFinite(number) ? number : Number(definition.default);
    }
    case 'multiselect':
      return listOf(text).filter((value) => definition.options?.includes(value));
    case 'weekdays':
      return listOf(text).filter((value) => (WEEKDAYS as readonly string[]).includes(value));
    default:
      return text;
  }
}

/** The form field's value as the text to store. */
export function toSettingStoredValue(definition: SettingDefinition, value: SettingFormValue): string {
  if (definition.kind === 'switch') return value ? (definition.on ?? 'true') : (definition.off ?? 'false');
  if (Array.isArray(value)) {
    const order = definition.kind === 'weekdays' ? WEEKDAYS : (definition.options ?? []);
    return order.filter((option) => value.includes(option)).join(', ');
  }
  return typeof value === 'string' ? value.trim() : String(value);
}

/** The rule a setting's form value keeps; zod's generic messages, which the web translates. */
export function settingValueSchema(definition: SettingDefinition): z.ZodType<SettingFormValue> {
  switch (definition.kind) {
    case 'switch':
      return z.boolean();
    case 'number': {
      let number = z.number().int();
      if (definition.min !== undefined) number = number.min(definition.min);
      if (definition.max !== undefined) number = number.max(definition.max);
      return number;
    }
    case 'email':
      return z.union([z.literal(''), z.email()]);
    case 'color':
      return z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a7f8e')]);
    case 'select':
      return z.enum(definition.options as [string, ...string[]]);
    case 'multiselect':
      return z.array(z.enum(definition.options as [string, ...string[]])).min(1);
    case 'weekdays':
      return z.array(z.enum(WEEKDAYS));
    case 'currency':
      return z.string().regex(/^[A-Z]{3}$/, 'Currency code must be three letters');
    case 'timezone':
      return z.string().trim().min(1);
    default:
      return z.string().max(definition.maxLength ?? 2000);
  }
}

/** The form of one settings group: one field per definition, named by its key. */
export function settingsGroupSchema(group: SettingType) {
  return z.object(Object.fromEntries(settingDefinitionsOf(group).map((d) => [d.key, settingValueSchema(d)])));
}

/** What the server says about a setting's text; each is named in validation/message-codes.ts. */
export const SETTING_MESSAGES = {
  wholeNumber: 'Enter a whole number',
  option: 'Choose one of the offered values',
  atLeastOne: 'Choose at least one',
  switch: 'A switch is either on or off',
  timezone: 'Choose a known time zone, like Europe/Berlin',
} as const;

/** A zod issue of a setting's schema as one of the shared, translatable messages. */
function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return SETTING_MESSAGES.atLeastOne;
      if (issue.origin === 'string') return VALIDATION_MESSAGES.required;
      return formatMessage(VALIDATION_MESSAGES.min, { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return formatMessage(VALIDATION_MESSAGES.maxLength, { max: Number(issue.maximum) });
      return formatMessage(VALIDATION_MESSAGES.max, { max: Number(issue.maximum) });
    case 'invalid_type':
      return SETTING_MESSAGES.wholeNumber;
    case 'invalid_value':
      return SETTING_MESSAGES.option;
    case 'invalid_union':
      // '' or an address / a colour: the side that is not empty says what is wrong.
      return issue.errors.flat().find((inner) => inner.code !== 'invalid_value')?.message ?? issue.message;
    case 'invalid_format':
      return issue.format === 'email' ? VALIDATION_MESSAGES.emailInvalid : issue.message;
    default:
      return issue.message;
  }
}

/**
 * Why a stored text is no value for a defined setting (null when it is, or the setting is not one
 * of the defined ones): the server's check on every write, so the key/value API cannot store
 * what the form would refuse. Messages are the shared English texts, each with its code.
 */
export function settingValueProblem(group: string, key: string, value: string): string | null {
  const definition = settingDefinition(group, key);
  if (!definition) return null;
  const text = value.trim();
  switch (definition.kind) {
    case 'number':
      if (!/^-?\d+$/.test(text)) return SETTING_MESSAGES.wholeNumber;
      break;
    case 'switch': {
      const known = [definition.on ?? 'true', definition.off ?? 'false', 'true', 'false', '1', '0'];
      if (!known.includes(text)) return SETTING_MESSAGES.switch;
      break;
    }
    case 'multiselect':
    case 'weekdays': {
      const allowed: readonly string[] =
        definition.kind === 'weekdays' ? WEEKDAYS : (definition.options ?? []);
      if (listOf(text).some((entry) => !allowed.includes(entry))) return SETTING_MESSAGES.option;
      break;
    }
    case 'timezone':
      if (text !== '' && !isTimeZone(text)) return SETTING_MESSAGES.timezone;
      break;
  }
  const parsed = settingValueSchema(definition).safeParse(toSettingFormValue(definition, value));
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? issueMessage(issue) : null;
}
