import { z } from 'zod';
import { defineResource } from '../resources/define-resource.ts';
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
  notifications: z
    .array(z.string())
    .default([])
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
  customer: z
    .string()
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

/** What the server sends about the logged-in user (never the password hash). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  userType: UserType;
  permissions: { scope: string[] };
  settings: UserSettings;
  notifications: string[];
  asset: { ref: string; type: 'resort' | 'vessel' } | null;
  resorts: string[];
  vessels: string[];
  agency: string | null;
  customer: string | null;
  /** False until a self-registered user confirms the e-mail address through the mailed link. */
  verified: boolean;
  version: number;
}

/** SPEC §7 Auth response. */
export interface AuthResponse {
  token: string;
  expiresIn: number;
  version: string;
  user: SessionUser;
}
