import { z } from 'zod';
import { defineResource } from '../resources/index.ts';
import { longText } from '../resources/index.ts';

/** SPEC §5: 2-3 alphanumerics, an optional space, 1-5 digits. */
export const PORT_CODE_PATTERN = /^[A-Za-z0-9]{2,3} ?\d{1,5}$/;

const translations = z
  .object({ de: z.string().max(200).default(''), en: z.string().max(200).default('') })
  .default({ de: '', en: '' })
  .meta({ ui: { widget: 'fields', hideInList: true } });

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country code must be two letters')
  .transform((v) => v.toUpperCase());

export const countryResource = defineResource({
  name: 'country',
  scope: 'settings',
  schema: z.object({
    code: countryCode,
    name: z.string().trim().min(1).max(200),
    translations,
    callingCodes: z
      .array(z.string().regex(/^\+?\d{1,5}$/))
      .default([])
      .meta({ ui: { widget: 'tags' } }),
    states: z
      .array(z.string().max(100))
      .default([])
      .meta({ ui: { widget: 'tags', hideInList: true } }),
  }),
  search: ['code', 'name'],
  columns: ['code', 'name', 'callingCodes'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['code']],
});

export const destinationResource = defineResource({
  name: 'destination',
  scope: 'settings',
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    country: countryCode.optional(),
    description: longText(4000),
  }),
  search: ['name', 'country'],
  columns: ['name', 'country'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

export const portResource = defineResource({
  name: 'port',
  scope: 'settings',
  schema: z.object({
    code: z
      .string()
      .trim()
      .regex(PORT_CODE_PATTERN, 'Port code must be 2-3 letters or digits, an optional space and 1-5 digits'),
    name: z.string().trim().min(1).max(200),
    country: countryCode.optional(),
    destination: z.string().max(200).default(''),
  }),
  search: ['code', 'name', 'destination'],
  columns: ['code', 'name', 'country', 'destination'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['code']],
});

export const airportResource = defineResource({
  name: 'airport',
  scope: 'settings',
  schema: z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Airport code must be three letters (IATA)')
      .transform((v) => v.toUpperCase()),
    name: z.string().trim().min(1).max(200),
    city: z.string().max(200).default(''),
    country: countryCode.optional(),
  }),
  search: ['code', 'name', 'city'],
  columns: ['code', 'name', 'city', 'country'],
  sort: { field: 'code', order: 1 },
  titleField: 'name',
  unique: [['code']],
});

export const airlineResource = defineResource({
  name: 'airline',
  scope: 'settings',
  schema: z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,3}$/, 'Airline code must be 2-3 letters or digits')
      .transform((v) => v.toUpperCase()),
    name: z.string().trim().min(1).max(200),
    country: countryCode.optional(),
  }),
  search: ['code', 'name'],
  columns: ['code', 'name', 'country'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['code']],
});

/** `GET /api/settings/countries`: every country, by name, with its names, calling codes and states. */
export const countryChoiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  translations: z.object({ de: z.string(), en: z.string() }),
  callingCodes: z.array(z.string()),
  states: z.array(z.string()),
});

/** `GET /api/settings/airports`: every airport, by code. */
export const airportChoiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string().nullable(),
});
