import { z } from 'zod';
import {
  CUSTOMER_FIELD_TYPES,
  type CustomerDataGroup,
  type CustomerDataValue,
  type CustomerDataValues,
  type CustomerField,
  customerValueProblem,
} from '../customers/index.ts';
import type { FieldError } from '../errors/index.ts';
import type { GuestFormData } from './guest-form.ts';
import type { GuestFormDifference } from './guest-form-answers.ts';

/**
 * The operator's customer data fields on the guest form (issue 37): the fields of the data groups
 * marked `onGuestForm`, answered under `data.{key}` and taken over into the customer's data.
 */

export const GUEST_DATA_MESSAGES = {
  notAsked: 'This question is not asked on the guest form',
} as const;

/** A data field as the guest form shows it: no `personal` flag, nothing the guest need not see. */
export const guestDataFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(CUSTOMER_FIELD_TYPES),
  choices: z.array(z.string()),
});
export type GuestDataField = z.infer<typeof guestDataFieldSchema>;

/** A data group with its fields asked on the guest form: a section named after the group. */
export const guestDataGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(guestDataFieldSchema),
});
export type GuestDataGroup = z.infer<typeof guestDataGroupSchema>;

/** The groups that ask something on the guest form, each with only those fields, in the groups' order. */
export function guestDataGroups(groups: readonly Pick<CustomerDataGroup, 'id' | 'name' | 'fields'>[]) {
  return groups.flatMap((group): GuestDataGroup[] => {
    const fields = group.fields
      .filter((field) => field.onGuestForm)
      .map(({ key, label, type, choices }) => ({ key, label, type, choices }));
    return fields.length ? [{ id: group.id, name: group.name, fields }] : [];
  });
}

/** The asked fields of the groups, flat (a key names one field across all groups). */
export function askedFields(groups: readonly GuestDataGroup[]): GuestDataField[] {
  return groups.flatMap((group) => group.fields);
}

/** A guest data field as the customer data's rules read it. */
function asCustomerField(field: GuestDataField): CustomerField {
  return { ...field, personal: false, onGuestForm: true };
}

/**
 * What the form's `data` holds that may not be saved: a key not asked on the form, a value that
 * does not fit its field (the customer data's own rule, `customerValueProblem`).
 */
export function guestDataProblems(
  asked: readonly GuestDataField[],
  values: Readonly<Record<string, CustomerDataValue>>,
): FieldError[] {
  const byKey = new Map(asked.map((field) => [field.key, field]));
  return Object.entries(values).flatMap(([key, value]): FieldError[] => {
    const field = byKey.get(key);
    if (!field) return [{ path: `data.${key}`, message: GUEST_DATA_MESSAGES.notAsked }];
    const message = customerValueProblem(asCustomerField(field), value);
    return message ? [{ path: `data.${key}`, message }] : [];
  });
}

/** Nothing answered: no value, an empty text. A yes/no is an answer either way. */
const unanswered = (value: CustomerDataValue | undefined) =>
  value === undefined || value === null || value === '';

/**
 * The form's answers to the fields asked now: a key no longer asked is left out (the guest could
 * not save it back), a field without an answer is taken from the customer's data, so the guest
 * sees what the operator knows. A key the guest cleared (null) stays cleared.
 */
export function askedData(
  data: GuestFormData,
  asked: readonly GuestDataField[],
  meta: CustomerDataValues | undefined,
): GuestFormData {
  const answers: Record<string, CustomerDataValue> = {};
  for (const field of asked) {
    const answer = data.data[field.key] ?? meta?.[field.key];
    if (data.data[field.key] === null) answers[field.key] = null;
    else if (answer !== undefined) answers[field.key] = answer;
  }
  return { ...data, data: answers };
}

/**
 * Each asked field the guest answered differently from the customer's data (`data.{key}`). An
 * empty answer is no difference (applying never erases), nor is an answer that no longer fits its
 * field (the operator changed its type since).
 */
export function guestDataDifferences(
  data: GuestFormData,
  meta: CustomerDataValues | undefined,
  asked: readonly GuestDataField[],
): GuestFormDifference[] {
  return asked.flatMap((field): GuestFormDifference[] => {
    const proposed = data.data[field.key];
    const current = meta?.[field.key];
    if (unanswered(proposed) || proposed === current) return [];
    if (customerValueProblem(asCustomerField(field), proposed ?? null)) return [];
    return [
      { field: `data.${field.key}`, group: 'data', label: field.label, current: current ?? null, proposed },
    ];
  });
}

/**
 * The keys to set in the customer's data when the chosen fields are taken over (`data` for all,
 * or `data.{key}`): only fields still asked on the form, only where the answer differs.
 */
export function appliedData(
  data: GuestFormData,
  meta: CustomerDataValues | undefined,
  asked: readonly GuestDataField[],
  chosen: readonly string[],
): Record<string, CustomerDataValue> {
  const all = chosen.includes('data');
  return Object.fromEntries(
    guestDataDifferences(data, meta, asked)
      .filter((difference) => all || chosen.includes(difference.field))
      .map((difference) => [
        difference.field.slice('data.'.length),
        difference.proposed as CustomerDataValue,
      ]),
  );
}
