import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import { countryCode } from '../pricing/index.ts';
import { GENDERS } from '../customers/index.ts';
import {
  customerDataKeySchema,
  customerDataValueSchema,
  diverDataSchema,
  gearDataSchema,
} from '../customers/index.ts';
import { LANGUAGES } from '../users/index.ts';
import type { FieldError } from '../errors/index.ts';
import { formAnswersSchema } from '../forms/index.ts';

/**
 * The guest form of a booking (issue 16): what every guest sends before arrival — who they are,
 * their passport, diver data, gear sizes, flights, the diver medical questionnaire, consent and a
 * signature. One form per bed of the booking; the guest fills it through the booking's link
 * without login, the operator reviews what differs from the customer record and applies it.
 */

/** A form is kept while the guest writes (draft), sent (submitted), then taken over (applied). */
export const GUEST_FORM_STATES = ['draft', 'submitted', 'applied'] as const;
export type GuestFormState = (typeof GUEST_FORM_STATES)[number];

/** The setting (group `guestform`) that makes `/guestform/:id/:token` show every guest at once. */
export const GUEST_FORM_MULTI_SETTING = { group: 'guestform', key: 'multiGuest', on: '1' } as const;
/** Days after departure a link still opens (group `guestform`, key `linkDaysAfterDeparture`). */
export const GUEST_FORM_LINK_DAYS_AFTER = 0;

/**
 * The WRSTC diver medical participant questionnaire (2020): ten questions; any "yes" needs a
 * physician's evaluation, uploaded with the form. The texts live in the web's translations.
 */
export const MEDICAL_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;
export type MedicalQuestion = (typeof MEDICAL_QUESTIONS)[number];

/** Uploads a guest adds: pictures or PDFs, checked by their bytes, at most `maxGuestFormFileSizeinKb`. */
export const GUEST_FORM_FILE_KINDS = ['passportScan', 'certificationCard', 'physicianForm'] as const;
export type GuestFormFileKind = (typeof GUEST_FORM_FILE_KINDS)[number];

/** A drawn signature as a PNG data URL; 200 KB is far more than a signature pad draws. */
export const SIGNATURE_MAX_LENGTH = 200_000;

const line = (max = 200) => z.string().trim().max(max).default('');
const optionalCountry = z.union([z.literal(''), countryCode]).default('');
const optionalDate = isoDateSchema.nullable().default(null);
const timeOrEmpty = z
  .union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 14:00')])
  .default('');

/** A flight in or out: applied to the booking's arrivals and departures. */
export const guestTravelSchema = z.object({
  date: optionalDate,
  time: timeOrEmpty,
  flight: line(20),
  /** IATA codes from the geo data (`/api/airline`, `/api/airport`); free text is kept as written. */
  airline: line(50),
  airport: line(50),
});
export type GuestTravel = z.output<typeof guestTravelSchema>;

/**
 * What one guest writes. Everything is optional while the form is a draft; `submit` checks what
 * a sent form must hold (see `guestFormProblems`).
 */
export const guestFormDataSchema = z.object({
  masterData: z
    .object({
      title: line(50),
      firstName: line(100),
      middleName: line(100),
      lastName: line(100),
      gender: z.enum(GENDERS).default('u'),
      birthday: optionalDate,
      nationality: optionalCountry,
    })
    .prefault({}),
  contact: z
    .object({
      email: z.union([z.literal(''), z.email('E-mail must be valid')]).default(''),
      phone: line(50),
    })
    .prefault({}),
  address: z
    .object({
      street: line(),
      zip: line(20),
      city: line(100),
      state: line(100),
      country: optionalCountry,
    })
    .prefault({}),
  passport: z.object({ nationality: optionalCountry, number: line(50), expires: optionalDate }).prefault({}),
  diver: diverDataSchema.prefault({}),
  gear: gearDataSchema.prefault({}),
  arrival: guestTravelSchema.prefault({}),
  departure: guestTravelSchema.prefault({}),
  medical: z
    .object({
      answers: z.partialRecord(z.enum(MEDICAL_QUESTIONS), z.boolean()).default({}),
    })
    .prefault({}),
  /** Ids of the files uploaded for this guest (`POST …/linked/file`), by kind. */
  files: z.partialRecord(z.enum(GUEST_FORM_FILE_KINDS), z.uuid().nullable()).default({}),
  /** Answers to the operator's own questions (`extraFields`, a form definition for guest forms). */
  extra: formAnswersSchema.default({}),
  /**
   * Answers to the operator's customer data fields marked `onGuestForm`, by the field's key; the
   * values are checked against the fields when saved (`guestDataProblems`).
   */
  data: z.record(customerDataKeySchema, customerDataValueSchema).default({}),
  remarks: z.string().max(2000).default(''),
  consent: z.boolean().default(false),
  signature: z
    .union([
      z.literal(''),
      z
        .string()
        .max(SIGNATURE_MAX_LENGTH, 'The signature is too large')
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'A signature is a drawn picture'),
    ])
    .default(''),
});
export type GuestFormData = z.output<typeof guestFormDataSchema>;
export type GuestFormDataInput = z.input<typeof guestFormDataSchema>;

/** `POST /api/guestform/{id}/linked?token=`: one guest's form, kept as a draft or sent. */
export const guestFormSaveSchema = z.object({
  /** The bed's form (`GuestFormPublic.guests[].form`). */
  form: z.uuid(),
  data: guestFormDataSchema,
  submit: z.boolean().default(false),
  language: z.enum(LANGUAGES).optional(),
  /** The version the guest last saw: a form saved meanwhile (another device) answers 409. */
  version: z.number().int().min(0),
});
export type GuestFormSave = z.input<typeof guestFormSaveSchema>;

export const guestFormTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** The groups of a form the operator may take over, one by one or all (`POST {form}/addToBooking`). */
export const GUEST_FORM_GROUPS = [
  'masterData',
  'contact',
  'address',
  'passport',
  'diver',
  'gear',
  'arrival',
  'departure',
  /** The customer data fields asked on the form, into the customer's data (`meta`). */
  'data',
] as const;
export type GuestFormGroup = (typeof GUEST_FORM_GROUPS)[number];

/** `POST /api/guestform/{form}/addToBooking`: the fields (`group.field`) or whole groups to apply. */
export const guestFormApplySchema = z.object({
  fields: z
    // A customer data field's key may hold digits, dots, dashes and underscores (`data.diet_2`).
    .array(z.string().regex(/^[a-zA-Z]+(\.[A-Za-z0-9_.-]{1,64})?$/, 'Name a field as group.field'))
    .min(1)
    .max(200),
});

/** `GET /api/bookings/missingGuestform`: a booking whose guests have not all sent their form. */
export const missingGuestFormSchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  from: z.string(),
  /** The trip and vessel, or the resort. */
  place: z.string(),
  leadName: z.string(),
  /** Empty when the booker has no address. */
  leadEmail: z.string(),
  /** Places booked, and how many of them sent a form. */
  beds: z.number(),
  submitted: z.number(),
  missing: z.number(),
  lastReminder: z.string().meta({ format: 'date-time' }).nullable(),
});
export type MissingGuestForm = z.infer<typeof missingGuestFormSchema>;

/** `POST /api/bookings/{id}/sendGuestFormMail`: where the link went, and the template (null: built-in text). */
export const guestFormMailSentSchema = z.object({ to: z.string(), template: z.string().nullable() });

/**
 * What a form still lacks before it can be sent: names of `group.field` with a message. A trip
 * needs the passport; a "yes" in the medical questionnaire needs the physician's form.
 */
export function guestFormProblems(data: GuestFormData, rules: { isTrip: boolean }): FieldError[] {
  const problems: FieldError[] = [];
  const need = (path: string, ok: unknown, message = 'Required', code = 'guestRequired') => {
    if (!ok) problems.push({ path, message, code });
  };
  need('masterData.firstName', data.masterData.firstName);
  need('masterData.lastName', data.masterData.lastName);
  need('masterData.birthday', data.masterData.birthday);
  need('contact.email', data.contact.email);
  if (rules.isTrip) {
    need('passport.number', data.passport.number);
    need('passport.nationality', data.passport.nationality);
    need('passport.expires', data.passport.expires);
  }
  for (const question of MEDICAL_QUESTIONS)
    need(
      `medical.answers.${question}`,
      data.medical.answers[question] !== undefined,
      'Answer yes or no',
      'guestAnswer',
    );
  if (medicalYes(data))
    need(
      'files.physicianForm',
      data.files.physicianForm,
      "A yes needs a physician's evaluation form",
      'guestPhysician',
    );
  need('consent', data.consent, 'Please agree to send the form', 'guestConsent');
  need('signature', data.signature, 'Please sign the form', 'guestSignature');
  return problems;
}

export function medicalYes(data: Pick<GuestFormData, 'medical'>): boolean {
  return MEDICAL_QUESTIONS.some((q) => data.medical.answers[q] === true);
}
