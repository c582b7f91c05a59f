import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { countryCode } from '../pricing/index.ts';
import { defineResource } from '../resources/index.ts';
import { diverDataSchema, gearDataSchema } from './diver-data.ts';

/** SPEC §3 gender codes: unknown, male, female. */
export const GENDERS = ['u', 'm', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

const optionalCountry = z.union([z.literal(''), countryCode]).default('');
const line = (max = 200) => z.string().trim().max(max).default('');

/**
 * A guest or a booker, in the wire shape of SPEC §3 (masterData, contact, address, passport). The
 * server keeps `fullName` (and a sort key) beside it so lists search and sort without JSON work.
 */
export const customerResource = defineResource({
  name: 'customer',
  scope: 'customers',
  // Agents find and add the clients they book for; the server narrows them to their agency's.
  scopes: {
    read: ['customers.read', 'agencies.self'],
    create: ['customers.create', 'agencies.self'],
    update: ['customers.update', 'agencies.self'],
  },
  large: true,
  // What changed on a guest's record and who changed it (`GET {id}/diff/{from}`, issue 37).
  history: true,
  schema: z.object({
    masterData: z.object({
      title: line(50),
      firstName: z.string().trim().min(1).max(100),
      middleName: line(100),
      lastName: z.string().trim().min(1).max(100),
      gender: z.enum(GENDERS).default('u'),
      birthday: isoDateSchema.nullable().default(null),
      /** Overrides the age computed from the birthday (SPEC §5). */
      permanentAge: z.number().int().min(0).max(150).nullable().default(null),
      nationality: optionalCountry,
    }),
    contact: z.object({
      email: z.union([z.literal(''), z.email('E-mail must be valid')]).default(''),
      phone: line(50),
    }),
    address: z.object({
      street: line(),
      zip: line(20),
      city: line(100),
      state: line(100),
      country: optionalCountry,
    }),
    passport: z.object({
      nationality: optionalCountry,
      number: line(50),
      expires: isoDateSchema.nullable().default(null),
    }),
    diver: diverDataSchema.prefault({}).meta({ ui: { hideInList: true } }),
    gear: gearDataSchema.prefault({}).meta({ ui: { hideInList: true } }),
    customerType: line(100),
    group: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'customergroup' } }),
    note: z
      .string()
      .max(4000)
      .default('')
      .meta({ ui: { widget: 'textarea', hideInList: true } }),
  }),
  search: ['fullName', 'contact'],
  columns: ['fullName', 'contact', 'address', 'customerType', 'group'],
  sort: { field: 'sortName', order: 1 },
  titleField: 'fullName',
});

export type CustomerInput = z.input<typeof customerResource.schema>;
export type CustomerData = z.output<typeof customerResource.schema>;

/** "Anna Maria Berg": what lists, manifests and mails call a customer. */
export function customerFullName(
  master: Pick<CustomerData['masterData'], 'firstName' | 'middleName' | 'lastName'>,
): string {
  return [master.firstName, master.middleName, master.lastName].filter((part) => part?.trim()).join(' ');
}

/** Lists sort by family name first, case-insensitively. */
export function customerSortName(master: Pick<CustomerData['masterData'], 'firstName' | 'lastName'>): string {
  return `${master.lastName} ${master.firstName}`.toLocaleLowerCase('de');
}

/** SPEC §5: permanentAge when present, else the age on `onDate` from the birthday, else null. */
export function customerAge(
  master: Pick<CustomerData['masterData'], 'birthday' | 'permanentAge'>,
  onDate: string,
): number | null {
  if (master.permanentAge !== null && master.permanentAge !== undefined) return master.permanentAge;
  if (!master.birthday) return null;
  const [by, bm, bd] = master.birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
