import { z } from 'zod';
import type { CustomerData } from './customer.ts';
import type { CustomerDataGroup, CustomerDataValues } from './customer-data.ts';
import { diverDataSchema, gearDataSchema } from './diver-data.ts';

/**
 * Erasure (GDPR Art. 17) anonymises a person rather than deleting the row: bookings, invoices and
 * payments keep their figures for the legal retention period (Art. 17(3)(b), §147 AO: ten years),
 * so the customer stays as a nameless record they point at. What could tell who it was goes.
 */

/** "Anonymous #3F2A": what an erased customer is called, short enough for a chart's bar. */
export function erasedName(customer: string): { firstName: string; lastName: string; fullName: string } {
  const lastName = `#${customer.replace(/-/g, '').slice(0, 4).toUpperCase()}`;
  return { firstName: 'Anonymous', lastName, fullName: `Anonymous ${lastName}` };
}

/**
 * The customer's groups after erasure. Kept: nationality, customer type and group, which are no
 * one's identity on their own and carry the statistics by market; gone: names, birthday, gender,
 * contact, address, passport, diver and gear data and the note.
 */
export function erasedCustomer(
  customer: string,
  before: Pick<CustomerData, 'masterData'>,
): Pick<CustomerData, 'masterData' | 'contact' | 'address' | 'passport' | 'diver' | 'gear' | 'note'> {
  const name = erasedName(customer);
  return {
    masterData: {
      title: '',
      firstName: name.firstName,
      middleName: '',
      lastName: name.lastName,
      gender: 'u',
      birthday: null,
      permanentAge: null,
      nationality: before.masterData.nationality,
    },
    contact: { email: '', phone: '' },
    address: { street: '', zip: '', city: '', state: '', country: '' },
    passport: { nationality: '', number: '', expires: null },
    diver: diverDataSchema.parse({}),
    gear: gearDataSchema.parse({}),
    note: '',
  };
}

/**
 * The customer's own data after erasure: the values of fields marked personal go, and so do keys
 * no data group defines (free key–value data whose nature nobody declared); the rest stays.
 */
export function erasedData(
  values: CustomerDataValues,
  groups: readonly CustomerDataGroup[],
): CustomerDataValues {
  const kept = new Set(groups.flatMap((group) => group.fields.filter((f) => !f.personal).map((f) => f.key)));
  return Object.fromEntries(Object.entries(values).filter(([key]) => kept.has(key)));
}

/**
 * Replaces every occurrence of the names in strings anywhere inside a JSON value (a booking
 * version's snapshot and changes, a copy of the guest's name on a dive log or a rental): the
 * history keeps what happened without saying to whom. Names shorter than three letters are left,
 * so a stray initial does not rewrite unrelated words.
 */
export function scrubNames<T>(value: T, names: readonly string[], replacement: string): T {
  const wanted = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0) return value;
  const pattern = new RegExp(wanted.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(pattern, replacement);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** `POST /api/customer/{id}/privacy/erase`: what the erasure did and what it kept, by count. */
export const customerErasureSchema = z.object({
  at: z.string(),
  name: z.string().describe('What the customer is called from now on'),
  kept: z.object({
    bookings: z.number().int(),
    invoices: z.number().int(),
    payments: z.number().int(),
  }),
  wiped: z.object({
    guestForms: z.number().int(),
    files: z.number().int(),
    relations: z.number().int(),
    references: z.number().int(),
    mails: z.number().int(),
    dives: z.number().int(),
    versions: z.number().int(),
  }),
});
export type CustomerErasure = z.infer<typeof customerErasureSchema>;
