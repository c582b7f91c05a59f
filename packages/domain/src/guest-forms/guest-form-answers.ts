import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';
import { GENDERS } from '../customers/index.ts';
import { diverDataAnswerSchema, gearDataAnswerSchema } from '../customers/index.ts';
import { formAnswersAnswerSchema, formFieldAnswerSchema } from '../forms/index.ts';
import {
  GUEST_FORM_FILE_KINDS,
  GUEST_FORM_GROUPS,
  GUEST_FORM_STATES,
  MEDICAL_QUESTIONS,
} from './guest-form.ts';
import { guestDataGroupSchema } from './guest-form-data.ts';

/**
 * What the guest form calls answer (issue 33 §1): the routes serialise through these schemas, so
 * a key they do not name never leaves. They describe stored values: the shape of guest-form.ts's
 * input schemas without their rules.
 */

const travel = z.object({
  date: z.string().nullable(),
  time: z.string(),
  flight: z.string(),
  airline: z.string(),
  airport: z.string(),
});

const masterData = z.object({
  title: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string().nullable(),
  nationality: z.string(),
});
const contact = z.object({ email: z.string(), phone: z.string() });
const address = z.object({
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
const passport = z.object({ nationality: z.string(), number: z.string(), expires: z.string().nullable() });

/** One guest's answers as stored (`GuestFormData`). */
export const guestFormDataAnswerSchema = z.object({
  masterData,
  contact,
  address,
  passport,
  diver: diverDataAnswerSchema,
  gear: gearDataAnswerSchema,
  arrival: travel,
  departure: travel,
  medical: z.object({ answers: z.partialRecord(z.enum(MEDICAL_QUESTIONS), z.boolean()) }),
  files: z.partialRecord(z.enum(GUEST_FORM_FILE_KINDS), z.string().nullable()),
  extra: formAnswersAnswerSchema,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  remarks: z.string(),
  consent: z.boolean(),
  signature: z.string(),
});

/** `POST /api/guestform/{id}/linked/file?token=` (201): the file as the form lists it. */
export const guestFormFileSchema = z.object({
  id: z.string(),
  kind: z.enum(GUEST_FORM_FILE_KINDS),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type GuestFormFile = z.infer<typeof guestFormFileSchema>;

/** One guest place of the booking as the public form shows it. */
export const guestFormGuestSchema = z.object({
  form: z.string(),
  /** The booked room's name and the bed number (1-based), e.g. "Cabin 3", 2. */
  roomName: z.string(),
  bed: z.number(),
  /** The guest already named on the bed, if any ("Anna Berg"); blank beds have none. */
  name: z.string(),
  state: z.enum(GUEST_FORM_STATES),
  version: z.number(),
  /** What the guest wrote so far, else what the operator already knows (prefilled). */
  data: guestFormDataAnswerSchema,
  /** Files uploaded for this guest: id, kind, name, size. */
  files: z.array(guestFormFileSchema),
  submittedAt: z.string().nullable(),
  /** An applied form is kept as it was: the guest cannot change it any more. */
  locked: z.boolean(),
});
export type GuestFormGuest = z.infer<typeof guestFormGuestSchema>;

/** `GET /api/guestform/{id}/linked?token=`: the booking's form as the guests see it. */
export const guestFormPublicSchema = z.object({
  booking: z.object({
    id: z.string(),
    bookingNo: z.string(),
    /** The trip or the resort, and the dates. */
    place: z.string(),
    from: z.string(),
    to: z.string(),
    /** A trip needs passports (the manifest for the port authority). */
    isTrip: z.boolean(),
    language: z.string(),
  }),
  operator: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  /** Show every guest at once (setting) or one after the other. */
  multi: z.boolean(),
  languages: z.array(z.string()),
  maxFileSizeKb: z.number(),
  /** The operator's own questions (the active form definition for guest forms), asked per guest. */
  extraFields: z.array(formFieldAnswerSchema),
  /** The customer data fields asked on the form, by their data group (answers under `data.{key}`). */
  dataGroups: z.array(guestDataGroupSchema),
  guests: z.array(guestFormGuestSchema),
});
export type GuestFormPublic = z.infer<typeof guestFormPublicSchema>;

/** A field whose value the guest wrote differs from the customer record (`GET diff/{id}`). */
export const guestFormDifferenceSchema = z.object({
  /** `group.field`, e.g. `passport.number`. */
  field: z.string(),
  group: z.enum(GUEST_FORM_GROUPS),
  /** The operator's label of a customer data field (`data.{key}`); other fields are named by the web. */
  label: z.string().optional(),
  current: z.unknown(),
  proposed: z.unknown(),
});
export type GuestFormDifference = z.infer<typeof guestFormDifferenceSchema>;

/** A received form in the review list (`GET /api/guestform`). */
export const guestFormRowSchema = z.object({
  id: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  from: z.string(),
  place: z.string(),
  roomName: z.string(),
  bed: z.number(),
  customer: z.string().nullable(),
  /** The name on the form, else the bed's guest. */
  name: z.string(),
  state: z.enum(GUEST_FORM_STATES),
  submittedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
  /** How many fields differ from the customer record (0 once applied). */
  differences: z.number(),
  /** Any "yes" in the medical questionnaire. */
  medicalYes: z.boolean(),
});
export type GuestFormRow = z.infer<typeof guestFormRowSchema>;

/** `GET /api/guestform`: one page of received forms. */
export const guestFormPageSchema = pageSchemaOf(guestFormRowSchema);

/**
 * A form in review (`GET /api/guestform/{id}` and the calls that change it): the guest's answers,
 * the booking, the customer record (as far as the reader may read it) and what differs.
 */
export const guestFormReviewSchema = z.object({
  form: guestFormGuestSchema,
  booking: z.object({
    id: z.string(),
    bookingNo: z.string(),
    place: z.string(),
    from: z.string(),
    to: z.string(),
    isTrip: z.boolean(),
  }),
  /** What the operator's editor needs beside the answers: their own questions, the upload limit. */
  extraFields: z.array(formFieldAnswerSchema),
  dataGroups: z.array(guestDataGroupSchema),
  maxFileSizeKb: z.number(),
  customer: z
    .object({
      id: z.string(),
      fullName: z.string(),
      masterData: masterData.extend({ permanentAge: z.number().nullable() }),
      contact,
      address,
      passport,
      // Older records may hold an empty diver or gear group.
      diver: diverDataAnswerSchema.partial().optional(),
      gear: gearDataAnswerSchema.partial().optional(),
      /** The customer's values of the data fields asked on the form. */
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    })
    .nullable(),
  differences: z.array(guestFormDifferenceSchema),
});
export type GuestFormReview = z.infer<typeof guestFormReviewSchema>;

/** `GET /api/guestform/rooms?booking=`: the booking's places with their forms. */
export const guestFormPlaceSchema = z.object({
  form: z.string(),
  roomName: z.string(),
  bed: z.number(),
  name: z.string(),
  customer: z.string().nullable(),
  state: z.enum(GUEST_FORM_STATES),
  submittedAt: z.string().nullable(),
});

/** `GET /api/guestform/self`: the logged-in customer's own forms, each with its booking's link. */
export const ownGuestFormSchema = z.object({
  form: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  from: z.string(),
  to: z.string(),
  place: z.string(),
  state: z.string(),
  submittedAt: z.string().nullable(),
  url: z.string(),
});

/** `GET /api/guestform/{booking}/links`: the booking's link, one guest after the other or all at once. */
export const guestFormLinkSchema = z.object({ url: z.string(), multiUrl: z.string(), token: z.string() });

/** `GET /api/guestform/types`: the form's groups, questions and choices. */
export const guestFormTypesSchema = z.object({
  groups: z.array(z.enum(GUEST_FORM_GROUPS)).readonly(),
  medicalQuestions: z.array(z.enum(MEDICAL_QUESTIONS)).readonly(),
  certificationAgencies: z.array(z.string()).readonly(),
  gearSizes: z.array(z.string()).readonly(),
  fileKinds: z.array(z.enum(GUEST_FORM_FILE_KINDS)).readonly(),
});

/** `GET /api/guestform/statistics?days=`: forms per state, and sent forms per day. */
export const guestFormStatisticsSchema = z.object({
  byState: z.object({ draft: z.number(), submitted: z.number(), applied: z.number() }),
  perDay: z.array(z.object({ day: z.string(), submitted: z.number() })),
});

/** `POST /api/guestform/addAllToBooking/{booking}`: how many sent forms were taken over. */
export const guestFormsAppliedSchema = z.object({ applied: z.number() });

/** `POST /api/guestform/…/appendMissingFields`: how many drafts were filled from the records. */
export const guestFormsFilledSchema = z.object({ updated: z.number() });
