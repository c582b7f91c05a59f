import { z } from 'zod';
import type { CustomerDataValues } from './customer-data.ts';

/**
 * Duplicate customers and their merge (issue 37): the same guest entered twice — once by the
 * office, once by an agency or a guest form — found by what identifies a person, merged into one
 * record keeping everything, and undone within `MERGE_UNDO_DAYS`.
 */

/** How long a merge can be undone: a month covers a mistake noticed at the next booking. */
export const MERGE_UNDO_DAYS = 30;

/** What makes two customers look like the same person. */
export const DUPLICATE_REASONS = ['email', 'phone', 'passport', 'nameBirthday'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A phone number with fewer digits than this is a fragment (an extension, "0"), not a person. */
export const MIN_PHONE_DIGITS = 6;

export const CUSTOMER_MERGE_MESSAGES = {
  self: 'A customer cannot be merged with themselves',
  undone: 'This merge has been undone already',
  expired: 'A merge can be undone only within 30 days',
  later: 'This customer was merged into another since: undo that merge first',
  diveClash: 'Both customers have a dive logged on the same day and time: delete one of them first',
} as const;

/**
 * Accented letters and their plain forms, position by position: the one table both the domain's
 * `normalizeName` and the database's `translate()` use, so a name matches in SQL exactly as here.
 */
export const NAME_ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪİìíîïīıŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž';
export const NAME_PLAIN =
  'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz';

const ACCENT_MAP = new Map([...NAME_ACCENTED].map((letter, index) => [letter, NAME_PLAIN[index] as string]));

/** An e-mail as people type it, compared: `  Anna@Example.ORG ` is `anna@example.org`. */
export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** A phone by its digits (`+49 (171) 555-0101` is `491715550101`); '' when too short to name a person. */
export function normalizePhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : '';
}

/** A passport number without spaces, in capitals: `c01x 00t47` is `C01X00T47`. */
export function normalizePassport(number: string | null | undefined): string {
  return (number ?? '').replace(/\s/g, '').toUpperCase();
}

/** A full name case- and accent-insensitively: `Ines Håkansson` is `ines hakansson`. */
export function normalizeName(fullName: string | null | undefined): string {
  return [...(fullName ?? '').trim()]
    .map((letter) => ACCENT_MAP.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

/** One customer of a candidate pair, as the duplicates screen shows them side by side. */
export const duplicateCustomerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  birthday: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  /** Bookings the customer leads or sleeps in. */
  bookings: z.number().int(),
});
export type DuplicateCustomer = z.infer<typeof duplicateCustomerSchema>;

/** Two customers that look like one person (`a` made first by id order), and why. */
export const duplicatePairSchema = z.object({
  a: duplicateCustomerSchema,
  b: duplicateCustomerSchema,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** A merge into a customer, as their record lists it. */
export const customerMergeSchema = z.object({
  id: z.string(),
  survivor: z.string(),
  /** The customer merged away: their id (restored by an undo) and name. */
  removed: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  /** Rows moved to the survivor, by table. */
  moved: z.record(z.string(), z.number().int()),
  byName: z.string(),
  createdAt: z.string(),
  undoUntil: z.string(),
  undoneAt: z.string().nullable(),
  undoable: z.boolean(),
});
export type CustomerMerge = z.infer<typeof customerMergeSchema>;

/** The moment a merge made at `createdAt` can no longer be undone. */
export function mergeUndoUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + MERGE_UNDO_DAYS * 24 * 60 * 60 * 1000);
}

/** Why a merge cannot be undone now, or null when it can. */
export function mergeUndoProblem(
  merge: { createdAt: Date; undoneAt: Date | null },
  now: Date,
): (typeof CUSTOMER_MERGE_MESSAGES)['undone' | 'expired'] | null {
  if (merge.undoneAt) return CUSTOMER_MERGE_MESSAGES.undone;
  if (now.getTime() > mergeUndoUntil(merge.createdAt).getTime()) return CUSTOMER_MERGE_MESSAGES.expired;
  return null;
}

/** The customer's note holds at most this many characters (the customer schema's limit). */
const MAX_NOTE = 4000;

/** A value that says nothing: the survivor's own is replaced by the other's. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

/** The survivor's group with its empty fields taken from the other's; its own values stay. */
export function fillEmpty<T extends Record<string, unknown>>(
  survivor: T,
  other: Partial<T>,
  unknown: Partial<T> = {},
): T {
  const filled: Record<string, unknown> = { ...survivor };
  for (const [key, value] of Object.entries(other)) {
    const own = filled[key];
    const ownEmpty = isEmpty(own) || (key in unknown && own === unknown[key]);
    const otherEmpty = isEmpty(value) || (key in unknown && value === unknown[key]);
    if (ownEmpty && !otherEmpty) filled[key] = value;
  }
  return filled as T;
}

/** The groups of a customer a merge fills, and the survivor's free data and note. */
export interface MergeableCustomer {
  masterData: Record<string, unknown>;
  contact: Record<string, unknown>;
  address: Record<string, unknown>;
  passport: Record<string, unknown>;
  diver: Record<string, unknown>;
  gear: Record<string, unknown>;
  customerType: string;
  group: string | null;
  agency: string | null;
  note: string;
  meta: CustomerDataValues;
}

/**
 * The survivor after taking in the other: its empty master, contact, passport, diver and gear fields
 * filled from the other's (gender "u" counts as empty); the address as a whole only when the
 * survivor has none, so no street is mixed with another city; the survivor's data keys win and the
 * other's missing ones are copied; the other's note appended when it says something new.
 */
export function mergeCustomerFields<T extends MergeableCustomer>(survivor: T, other: MergeableCustomer): T {
  const hasAddress = Object.values(survivor.address).some((value) => !isEmpty(value));
  const note = other.note.trim();
  return {
    ...survivor,
    masterData: fillEmpty(survivor.masterData, other.masterData, { gender: 'u' }),
    contact: fillEmpty(survivor.contact, other.contact),
    address: hasAddress ? survivor.address : { ...survivor.address, ...other.address },
    passport: fillEmpty(survivor.passport, other.passport),
    diver: fillEmpty(survivor.diver, other.diver),
    gear: fillEmpty(survivor.gear, other.gear),
    customerType: survivor.customerType || other.customerType,
    group: survivor.group ?? other.group,
    agency: survivor.agency ?? other.agency,
    note: (!note || survivor.note.includes(note)
      ? survivor.note
      : survivor.note.trim()
        ? `${survivor.note.trimEnd()}\n\n${note}`
        : note
    ).slice(0, MAX_NOTE),
    meta: { ...other.meta, ...survivor.meta },
  };
}
