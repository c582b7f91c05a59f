import { z } from 'zod';
import { isoDateSchema } from '../dates/index.ts';
import type { FieldError } from '../errors/index.ts';
import { defineResource } from '../resources/index.ts';
import { LANGUAGES } from '../users/index.ts';
import { longText } from '../resources/index.ts';
import { webUrlSchema } from '../validation/index.ts';

/** SPEC §3 form field types. Header, Text, Image, Video and Download show something; the rest ask. */
export const FORM_FIELD_TYPES = [
  'Date',
  'Header',
  'Time',
  'DateTime',
  'Text',
  'QuestionShort',
  'QuestionLong',
  'MultipleChoice',
  'Radio',
  'Select',
  'Image',
  'Video',
  'Download',
  'Stars',
  'MultipleSelect',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Fields that only show a heading, a paragraph or a medium: they take no answer. */
export const DISPLAY_FIELD_TYPES: readonly FormFieldType[] = ['Header', 'Text', 'Image', 'Video', 'Download'];
/** Fields answered by picking among options (one, or several). */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = [
  'MultipleChoice',
  'Radio',
  'Select',
  'MultipleSelect',
];
export const MULTI_CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['MultipleChoice', 'MultipleSelect'];

/** What a form is for: feedback after departure, a waiver, the guest form's own questions, other. */
export const FORM_PURPOSES = ['feedback', 'waiver', 'guestForm', 'custom'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

export const SHORT_ANSWER_MAX = 500;
export const LONG_ANSWER_MAX = 5000;

/** A text per language; English is the one every form has. */
const texts = (max: number) =>
  z.object({
    en: z.string().trim().max(max).default(''),
    de: z.string().trim().max(max).default(''),
  });

export const formFieldSchema = z.object({
  /** A stable key the answers are stored under (letters, digits, dashes). */
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'A field key starts with a letter: letters, digits, - and _'),
  type: z.enum(FORM_FIELD_TYPES),
  label: texts(500).prefault({}),
  help: texts(2000).prefault({}),
  required: z.boolean().default(false),
  options: z
    .array(z.object({ value: z.string().trim().min(1).max(100), label: texts(200).prefault({}) }))
    .max(50)
    .default([]),
  /** Image, Video, Download: the medium shown (media library), or a link for a video. */
  media: z.uuid().nullable().default(null),
  url: webUrlSchema({ message: 'Write a URL like https://example.com/video' }),
  /** Stars: how many (default 5). */
  maxStars: z.number().int().min(3).max(10).default(5),
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

const textsAnswer = z.object({ en: z.string(), de: z.string() });

/**
 * A field as stored with its definition or sent form (formFieldSchema's output, none of its input
 * rules): an answer like those at the end of this file, here because the sent form's record holds it.
 */
export const formFieldAnswerSchema = z.object({
  id: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: textsAnswer,
  help: textsAnswer,
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: textsAnswer })),
  media: z.string().nullable(),
  url: z.string(),
  maxStars: z.number(),
});

/** Form definitions (`/api/formdef`, `/formdef`): built by the operator, no code. */
export const formDefinitionResource = defineResource({
  name: 'formdef',
  scope: 'formdef',
  scopes: {
    read: ['formdef.update', 'forms.read'],
    create: ['formdef.update'],
    update: ['formdef.update'],
    delete: ['formdef.update'],
  },
  features: ['forms'],
  schema: z
    .object({
      name: z.string().trim().min(1).max(200),
      purpose: z.enum(FORM_PURPOSES).default('custom'),
      description: longText(),
      fields: z
        .array(formFieldSchema)
        .max(100)
        .default([])
        .meta({ ui: { widget: 'rows', hideInList: true } }),
      isActive: z.boolean().default(true),
    })
    .superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.fields.forEach((field, i) => {
        if (seen.has(field.id))
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'id'],
            message: 'Each field needs its own key',
          });
        seen.add(field.id);
        if (CHOICE_FIELD_TYPES.includes(field.type) && field.options.length === 0)
          ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: 'A choice needs options' });
        if (!field.label.en && !field.label.de && field.type !== 'Image')
          ctx.addIssue({ code: 'custom', path: ['fields', i, 'label'], message: 'Give the field a label' });
      });
    }),
  search: ['name', 'description'],
  columns: ['name', 'purpose', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type FormDefinition = z.output<typeof formDefinitionResource.schema> & { id: string; version: number };

/** One answer: a text, a number (stars), yes/no, or the values picked. */
export const formAnswerSchema = z.union([
  z.string().max(LONG_ANSWER_MAX),
  z.number(),
  z.boolean(),
  z.array(z.string().max(100)).max(50),
  z.null(),
]);
export const formAnswersSchema = z.record(z.string().max(40), formAnswerSchema);
export type FormAnswers = z.output<typeof formAnswersSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * What is wrong with the answers to a form's fields: each problem at `answers.{field id}`, named by
 * its code so the customer reads it in the form's language. A display field takes no answer; a
 * required one needs one (`required` false skips empty ones).
 */
export function formAnswerProblems(
  fields: readonly FormField[],
  answers: FormAnswers,
  options: { checkRequired: boolean } = { checkRequired: true },
): FieldError[] {
  const problems: FieldError[] = [];
  for (const field of fields) {
    if (DISPLAY_FIELD_TYPES.includes(field.type)) continue;
    const path = `answers.${field.id}`;
    const value = answers[field.id];
    if (isBlank(value)) {
      if (field.required && options.checkRequired)
        problems.push({ path, message: 'Required', code: 'formAnswerRequired' });
      continue;
    }
    const wrong = (message: string, code: string, params?: FieldError['params']) =>
      problems.push({ path, message, code, ...(params ? { params } : {}) });
    const allowed = new Set(field.options.map((o) => o.value));
    switch (field.type) {
      case 'QuestionShort':
        if (typeof value !== 'string' || value.length > SHORT_ANSWER_MAX)
          wrong(`Write at most ${SHORT_ANSWER_MAX} characters`, 'answerTooLong', { count: SHORT_ANSWER_MAX });
        break;
      case 'QuestionLong':
        if (typeof value !== 'string') wrong('Write a text', 'answerText');
        break;
      case 'Date':
        if (typeof value !== 'string' || !isoDateSchema.safeParse(value).success)
          wrong('Use a date like 2027-03-06', 'answerDate');
        break;
      case 'Time':
        if (typeof value !== 'string' || !TIME.test(value)) wrong('Use HH:mm, e.g. 14:00', 'answerTime');
        break;
      case 'DateTime':
        if (typeof value !== 'string' || !DATE_TIME.test(value))
          wrong('Use a date and time like 2027-03-06T14:00', 'answerDateTime');
        break;
      case 'Stars':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > field.maxStars)
          wrong(`Give 1 to ${field.maxStars} stars`, 'answerStars', { count: field.maxStars });
        break;
      case 'Radio':
      case 'Select':
        if (typeof value !== 'string' || !allowed.has(value))
          wrong('Pick one of the options', 'answerPickOne');
        break;
      case 'MultipleChoice':
      case 'MultipleSelect':
        if (
          !Array.isArray(value) ||
          value.some((v) => !allowed.has(v)) ||
          new Set(value).size !== value.length
        )
          wrong('Pick among the options', 'answerPickSome');
        break;
    }
  }
  const known = new Set(fields.map((f) => f.id));
  for (const key of Object.keys(answers))
    if (!known.has(key))
      problems.push({ path: `answers.${key}`, message: 'Not a field of this form', code: 'formNotAField' });
  return problems;
}

/** A form sent to a customer is open until answered, then kept as answered. */
export const FORM_STATES = ['open', 'answered'] as const;
export type FormState = (typeof FORM_STATES)[number];

/**
 * Forms sent to customers (`/api/form`, `/form`, `/crm/forms`): listed and read through the
 * generic layer; made by `POST /api/form/send`, answered at the public `/forms/:id/:token`.
 */
export const formResource = defineResource({
  name: 'form',
  scope: 'forms',
  scopes: { read: ['forms.read'] },
  features: ['forms'],
  readOnly: true,
  schema: z.object({
    definition: z.uuid().meta({ ui: { widget: 'reference', ref: 'formdef' } }),
    definitionName: z.string(),
    customer: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'customer' } }),
    customerName: z.string(),
    booking: z
      .uuid()
      .nullable()
      .meta({ ui: { widget: 'reference', ref: 'bookings' } }),
    language: z.enum(LANGUAGES),
    state: z.enum(FORM_STATES),
    /** The definition's fields as they were when the form was sent (a later edit leaves them). */
    fields: z.array(formFieldAnswerSchema).meta({ ui: { hideInList: true } }),
    answers: formAnswersSchema.meta({ ui: { hideInList: true } }),
    answeredAt: z.string().nullable(),
  }),
  search: ['definitionName', 'customerName'],
  columns: ['definitionName', 'customerName', 'state', 'answeredAt'],
  filters: ['definition', 'state', 'customer', 'booking'],
  sort: { field: 'createdAt', order: -1 },
  titleField: 'definitionName',
});

/** `POST /api/form/send`: a form for a customer (and a booking), optionally mailed at once. */
export const sendFormSchema = z.object({
  definition: z.uuid(),
  customer: z.uuid(),
  booking: z.uuid().nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
  /** Mail the link to the customer's address now. */
  mail: z.boolean().default(false),
});

/** `POST /api/form/{id}?token=`: the answers, kept (draft) or sent. */
export const answerFormSchema = z.object({
  answers: formAnswersSchema,
  submit: z.boolean().default(true),
});

/*
 * Answers (issue 33 §1): what leaves the server is what these name. They describe stored values,
 * so they carry none of the input rules above.
 */

/** The answers as stored: a text, a number, yes/no, the values picked, or nothing. */
export const formAnswersAnswerSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
);

/** `GET /api/form/{id}/public?token=`: the form as the customer sees it. */
export const publicFormSchema = z.object({
  id: z.string(),
  state: z.enum(FORM_STATES),
  language: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(formFieldAnswerSchema),
  answers: formAnswersAnswerSchema,
  operator: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  customerName: z.string(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

/** `GET /api/form/constants`, `GET /api/formdef/constants`: what the form builder offers. */
export const formConstantsSchema = z.object({
  fieldTypes: z.array(z.enum(FORM_FIELD_TYPES)).readonly(),
  purposes: z.array(z.enum(FORM_PURPOSES)).readonly(),
});

/** `POST /api/form/send`: the new form, its link, and the address it was mailed to (null: not mailed). */
export const sentFormSchema = z.object({ id: z.string(), url: z.string(), mailed: z.string().nullable() });

/** `POST /api/form/{id}/qrcode`: the form's link and its QR code as a PNG data URL. */
export const formQrCodeSchema = z.object({ url: z.string(), qrcode: z.string() });
