import { z } from 'zod';
import { customerReference, defineResource } from '../resources/index.ts';
import { DEFAULT_NOTIFICATION_KINDS } from './notification-kinds.ts';
import { normalizeIdentity } from './identity.ts';

/** SPEC §1: the user types; `guest` is the value of an unauthenticated visitor. */
export const USER_TYPES = [
  'system',
  'API',
  'customer',
  'agency',
  'employee',
  'internal',
  'default',
  'inactive',
  'admin',
  'guest',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §3 User settings with their defaults. */
export const userSettingsSchema = z.object({
  showCustomersInBookingList: z.boolean().default(true),
  showInvertedCurrencyExchange: z.boolean().default(false),
  defaultDashboardDays: z.number().int().min(1).max(365).default(30),
  language: z.enum(LANGUAGES).optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const DEFAULT_USER_SETTINGS: UserSettings = userSettingsSchema.parse({});

export const assetRefSchema = z.object({ ref: z.string(), type: z.enum(['resort', 'vessel']) });

export const MIN_PASSWORD_LENGTH = 4;

/** The editable fields of a user; `password` is write-only and only set on create or by the admin. */
export const userSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(320).transform(normalizeIdentity),
  phone: z.string().max(50).optional().default(''),
  userType: z.enum(USER_TYPES).default('internal'),
  roles: z
    .array(z.string())
    .default([])
    .meta({ ui: { widget: 'reference', ref: 'userrole', hideInList: true } }),
  permissions: z
    .object({ scope: z.array(z.string().min(1).max(100)).default([]) })
    .default({ scope: [] })
    .meta({ ui: { widget: 'scopes', hideInList: true } }),
  settings: userSettingsSchema
    .default(DEFAULT_USER_SETTINGS)
    .meta({ ui: { widget: 'fields', hideInList: true } }),
  /** Which live changes the bell tells this user of (issue 38: NOTIFICATION_KINDS). */
  notifications: z
    .array(z.string())
    .default(() => [...DEFAULT_NOTIFICATION_KINDS])
    .meta({ ui: { widget: 'tags', hideInList: true } }),
  asset: assetRefSchema
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'reference', refs: ['resort', 'vessel'], hideInList: true } }),
  resorts: z
    .array(z.string())
    .default([])
    .meta({ ui: { widget: 'tags', hideInList: true } }),
  vessels: z
    .array(z.string())
    .default([])
    .meta({ ui: { widget: 'tags', hideInList: true } }),
  /** The agency an agent (user type agency) works for: it sees that agency's business only. */
  agency: z
    .uuid()
    .nullable()
    .default(null)
    .meta({ ui: { widget: 'reference', ref: 'agency', hideInList: true } }),
  /** The customer a customer login is (user type customer): it sees that customer's bookings and forms. */
  customer: customerReference()
    .nullable()
    .default(null)
    .meta({ ui: { hideInList: true } }),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH)
    .max(200)
    .optional()
    .meta({ ui: { widget: 'password', writeOnly: true, hideInList: true } }),
});
export type UserInput = z.input<typeof userSchema>;

export const userResource = defineResource({
  name: 'users',
  scope: 'users',
  schema: userSchema,
  search: ['name', 'email', 'phone'],
  columns: ['name', 'email', 'userType', 'phone'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['email']],
});

/** A role grants a list of scopes; a user's effective scopes are its own plus its roles'. */
export const userRoleSchema = z.object({
  name: z.string().trim().min(1).max(100),
  group: z.string().trim().max(100).default(''),
  description: z.string().max(1000).default(''),
  scope: z
    .array(z.string().min(1).max(100))
    .default([])
    .meta({ ui: { widget: 'scopes' } }),
});

export const userRoleResource = defineResource({
  name: 'userrole',
  scope: 'users',
  scopes: {
    read: ['users.read', 'users.update'],
    create: ['users.update'],
    update: ['users.update'],
    delete: ['users.update'],
  },
  schema: userRoleSchema,
  search: ['name', 'group', 'description'],
  columns: ['name', 'group', 'description'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

/** The user settings as they leave the server: the defaults filled in, no input limits. */
const userSettingsAnswerSchema = z.object({
  showCustomersInBookingList: z.boolean(),
  showInvertedCurrencyExchange: z.boolean(),
  defaultDashboardDays: z.number(),
  language: z.enum(LANGUAGES).optional(),
});

/** What the server sends about the logged-in user (never the password hash). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(USER_TYPES),
  /** The user's own scopes: what an admin gives this user beside its roles. */
  permissions: z.object({ scope: z.array(z.string()) }),
  /**
   * Every scope the user holds: its own and its roles' (and `admin` for the admin user type), so
   * the app shows what the server will allow. Read only.
   */
  scopes: z.array(z.string()).optional(),
  settings: userSettingsAnswerSchema,
  notifications: z.array(z.string()),
  asset: z.object({ ref: z.string(), type: z.enum(['resort', 'vessel']) }).nullable(),
  resorts: z.array(z.string()),
  vessels: z.array(z.string()),
  agency: z.string().nullable(),
  customer: z.string().nullable(),
  /** False until a self-registered user confirms the e-mail address through the mailed link. */
  verified: z.boolean(),
  version: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** SPEC §7 Auth response. */
export const authResponseSchema = z.object({
  token: z.string(),
  expiresIn: z.number(),
  version: z.string(),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `POST /api/auth/password/reset`: logged in with the new password, and the user type to route by. */
export const resetAnswerSchema = authResponseSchema.extend({ userType: z.string() });

/** `GET /api/users/roles`: the roles to pick from, by group. */
export const userRoleChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  scope: z.array(z.string()),
});

/** `GET /api/users/logins`: the latest login attempts, newest first. */
export const loginAttemptSchema = z.object({
  id: z.string(),
  email: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  at: z.date(),
  userId: z.string().nullable(),
});

/**
 * `POST /api/users/{id}/verify`: confirmed by the mailed token (`verified`), or, without a token, a
 * new link mailed (`sent`, 202) unless the address is confirmed already.
 */
export const verifyAnswerSchema = z.object({ verified: z.boolean(), sent: z.boolean().optional() });

/** The answer of a call that only did what it was asked (a password set, a mail sent). */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
