import { z } from 'zod';
import { isIsoDate } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';

/** The kinds of value an operator-defined customer field holds. */
export const CUSTOMER_FIELD_TYPES = ['text', 'number', 'date', 'yesNo', 'choice'] as const;
export type CustomerFieldType = (typeof CUSTOMER_FIELD_TYPES)[number];

export const CUSTOMER_DATA_MESSAGES = {
  key: 'A key holds letters, digits, dots, dashes and underscores (at most 64)',
  fieldTwice: 'Each field key once per group',
  choices: 'A choice field needs its choices',
  number: 'Enter a number',
  date: 'Use a date as YYYY-MM-DD',
  yesNo: 'Answer yes or no',
  choice: 'Choose one of the offered values',
  text: 'At most 2,000 characters',
  keyTaken: 'Another data group has a field with this key',
  sameGroup: 'Choose another data group',
} as const;

/** A key of the customer's free data (`{id}/meta/{key}`) and of a data group's field. */
export const customerDataKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, CUSTOMER_DATA_MESSAGES.key);

export const customerFieldSchema = z.object({
  key: customerDataKeySchema,
  label: z.string().trim().min(1).max(200),
  type: z.enum(CUSTOMER_FIELD_TYPES).default('text'),
  /** For a choice field: the values offered. */
  choices: z
    .array(z.string().trim().min(1).max(100))
    .max(50)
    .default([])
    .meta({ ui: { widget: 'tags' } }),
  /** Personal data (GDPR): wiped when the customer is erased, left out of exports without consent. */
  personal: z.boolean().default(false),
  /** Asked on the guest form: the guest answers it before arrival, the operator takes it over. */
  onGuestForm: z.boolean().default(false),
});
export type CustomerField = z.output<typeof customerFieldSchema>;

/**
 * Customer data groups (`/api/customerdatagroup`, `/customerdatagroup`): fields the operator adds
 * to every customer — diet, allergies, camera, how they heard of us — in groups shown on the
 * customer's record, each field marked personal or not. The values live in the customer's data
 * (`GET/POST /api/customer/{id}/meta`) under the field's key, so moving a field to another group
 * (`POST move/{from}/{to}/{field}`) keeps every customer's value.
 */
export const customerDataGroupResource = defineResource({
  name: 'customerdatagroup',
  scope: 'customers',
  scopes: {
    read: ['customers.read', 'customers.update'],
    create: ['customers.update'],
    update: ['customers.update'],
    delete: ['customers.update'],
  },
  schema: z
    .object({
      name: z.string().trim().min(1).max(120),
      sort: z.number().int().min(0).max(9999).default(0),
      fields: z.array(customerFieldSchema).max(100).default([]),
    })
    .superRefine((group, ctx) => {
      const seen = new Set<string>();
      group.fields.forEach((field, i) => {
        if (seen.has(field.key))
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'key'],
            message: CUSTOMER_DATA_MESSAGES.fieldTwice,
          });
        seen.add(field.key);
        if (field.type === 'choice' && field.choices.length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'choices'],
            message: CUSTOMER_DATA_MESSAGES.choices,
          });
      });
    }),
  search: ['name'],
  columns: ['name', 'sort', 'fields'],
  sort: { field: 'sort', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type CustomerDataGroup = z.output<typeof customerDataGroupResource.schema> & {
  id: string;
  version: number;
};

/** A value of the customer's data: text, a number, yes/no; null removes the key. */
export const customerDataValueSchema = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
export type CustomerDataValue = z.infer<typeof customerDataValueSchema>;

/** `POST /api/customer/{id}/meta`: keys to set (null removes one); the others stay as they are. */
export const customerDataPatchSchema = z
  .record(customerDataKeySchema, customerDataValueSchema)
  .refine((patch) => Object.keys(patch).length <= 200, 'At most 200 keys at once');

/** The customer's data as stored: key to value. */
export const customerDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type CustomerDataValues = z.infer<typeof customerDataSchema>;

/**
 * Whether a value fits its field: the message when it does not. A key no group defines is free
 * text (an integration's id, a note): anything up to 2,000 characters.
 */
export function customerValueProblem(
  field: CustomerField | undefined,
  value: CustomerDataValue,
): string | null {
  if (value === null) return null;
  if (!field)
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? null
      : CUSTOMER_DATA_MESSAGES.text;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : CUSTOMER_DATA_MESSAGES.number;
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? null : CUSTOMER_DATA_MESSAGES.date;
    case 'yesNo':
      return typeof value === 'boolean' ? null : CUSTOMER_DATA_MESSAGES.yesNo;
    case 'choice':
      return typeof value === 'string' && field.choices.includes(value)
        ? null
        : CUSTOMER_DATA_MESSAGES.choice;
    default:
      return typeof value === 'string' ? null : CUSTOMER_DATA_MESSAGES.text;
  }
}

/** One key with its value (`GET/POST /api/customer/{id}/meta/{key}`). */
export const customerDataEntrySchema = z.object({ key: z.string(), value: customerDataValueSchema });
