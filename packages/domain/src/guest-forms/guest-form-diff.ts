import type { CustomerData, CustomerDataValues } from '../customers/index.ts';
import { type GuestFormData, type GuestFormGroup, guestFormDataSchema } from './guest-form.ts';
import type { GuestFormDifference } from './guest-form-answers.ts';

/** The groups a form shares with the customer record; flights go to the booking instead. */
export const CUSTOMER_FORM_GROUPS = [
  'masterData',
  'contact',
  'address',
  'passport',
  'diver',
  'gear',
] as const;
export type CustomerFormGroup = (typeof CUSTOMER_FORM_GROUPS)[number];

/** The customer groups a form reads and writes (older records may lack diver and gear). */
export type CustomerFormRecord = Pick<CustomerData, 'masterData' | 'contact' | 'address' | 'passport'> &
  Partial<Pick<CustomerData, 'diver' | 'gear'>> & {
    /** The customer's data (data group fields by key): read for the fields asked on the form. */
    meta?: CustomerDataValues;
  };

type Fields = Record<string, unknown>;

/** Nothing written: an empty text, no date, no number. A yes/no answer is always a value. */
function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

function fieldsOf(data: GuestFormData, group: CustomerFormGroup): Fields {
  return data[group] as Fields;
}

/** What the operator already knows of a guest, as a form to start from. */
export function prefillFromCustomer(customer: CustomerFormRecord | null): GuestFormData {
  if (!customer) return guestFormDataSchema.parse({});
  const { masterData, contact, address, passport, diver, gear } = customer;
  return guestFormDataSchema.parse({
    masterData: {
      title: masterData.title,
      firstName: masterData.firstName,
      middleName: masterData.middleName,
      lastName: masterData.lastName,
      gender: masterData.gender,
      birthday: masterData.birthday,
      nationality: masterData.nationality,
    },
    contact,
    address,
    passport,
    diver: diver ?? {},
    gear: gear ?? {},
  });
}

/** The form with its empty fields taken from the customer record (`appendMissingFields`). */
export function fillMissing(data: GuestFormData, customer: CustomerFormRecord): GuestFormData {
  const known = prefillFromCustomer(customer);
  const filled = structuredClone(data);
  for (const group of CUSTOMER_FORM_GROUPS) {
    const target = fieldsOf(filled, group);
    for (const [field, value] of Object.entries(fieldsOf(known, group)))
      if (isEmpty(target[field]) && !isEmpty(value)) target[field] = value;
  }
  return filled;
}

/**
 * Each field the guest wrote that differs from the customer record (`GET diff/{id}`). A field the
 * guest left empty is no difference: applying never erases what the operator knows.
 */
export function guestFormDifferences(
  data: GuestFormData,
  customer: CustomerFormRecord | null,
): GuestFormDifference[] {
  const known = prefillFromCustomer(customer);
  const differences: GuestFormDifference[] = [];
  for (const group of CUSTOMER_FORM_GROUPS) {
    const current = fieldsOf(known, group);
    for (const [field, proposed] of Object.entries(fieldsOf(data, group))) {
      if (isEmpty(proposed) || proposed === current[field]) continue;
      // A yes/no left at its default is not an answer worth a difference when nothing is known.
      if (proposed === false && (current[field] === undefined || current[field] === false)) continue;
      differences.push({
        field: `${group}.${field}`,
        group: group as GuestFormGroup,
        current: current[field] ?? null,
        proposed,
      });
    }
  }
  return differences;
}

/**
 * The customer groups after taking over the chosen fields (`group` for all of its fields, or
 * `group.field`). Only differences are taken: an empty answer never overwrites a known value.
 */
export function appliedToCustomer(
  customer: CustomerFormRecord,
  data: GuestFormData,
  chosen: readonly string[],
): Required<Omit<CustomerFormRecord, 'meta'>> {
  const wanted = (field: string) => chosen.includes(field) || chosen.includes(field.split('.')[0]!);
  const next = {
    masterData: { ...customer.masterData },
    contact: { ...customer.contact },
    address: { ...customer.address },
    passport: { ...customer.passport },
    diver: { ...prefillFromCustomer(customer).diver },
    gear: { ...prefillFromCustomer(customer).gear },
  } as Required<Omit<CustomerFormRecord, 'meta'>>;
  for (const difference of guestFormDifferences(data, customer)) {
    if (!wanted(difference.field)) continue;
    const [group, field] = difference.field.split('.') as [CustomerFormGroup, string];
    (next[group] as Fields)[field] = difference.proposed;
  }
  return next;
}
