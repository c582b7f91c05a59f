import {
  type FieldError,
  type FormField,
  formAnswerProblems,
  type GuestFormData,
  guestFormDataSchema,
  guestFormProblems,
  type GuestFormDataInput,
  issueCode,
} from '@seaberth/domain';

/** The sections of the form, in the order the guest fills them. */
export const FORM_SECTIONS = [
  'masterData',
  'contact',
  'address',
  'passport',
  'diver',
  'gear',
  'travel',
  'medical',
  'files',
  'remarks',
  'extra',
  'sign',
] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

/** The section a field path (`passport.number`, `medical.answers.q3`, `signature`) belongs to. */
export function sectionOf(path: string): FormSection {
  const head = path.split('.')[0] ?? '';
  if (head === 'arrival' || head === 'departure') return 'travel';
  if (head === 'consent' || head === 'signature') return 'sign';
  return (FORM_SECTIONS as readonly string[]).includes(head) ? (head as FormSection) : 'masterData';
}

/** Reads a value by a dotted path. */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of the data with one value replaced by a dotted path; the rest is shared, not copied. */
export function withValue<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const node = (data ?? {}) as Record<string, unknown>;
  if (!head) return data;
  return {
    ...node,
    [head]: rest.length === 0 ? value : withValue(node[head], rest.join('.'), value),
  } as T;
}

/** A form as the domain shapes it: the server's data with every default filled. */
export function normalizeData(data: GuestFormDataInput | undefined): GuestFormData {
  const parsed = guestFormDataSchema.safeParse(data ?? {});
  return parsed.success ? parsed.data : guestFormDataSchema.parse({});
}

export type FieldErrors = Record<string, string>;

/** Problems by path, the first one winning: what the guest sees at each field. */
export function toFieldErrors(problems: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.path] ??= problem.message;
  return errors;
}

/**
 * What the form holds that the server would refuse: the schema's rules always (an e-mail, a time),
 * and for sending also `guestFormProblems` (names, passport on a trip, all ten answers, …).
 */
export function clientProblems(
  data: GuestFormData,
  rules: { isTrip: boolean; submit: boolean; extraFields?: readonly FormField[] },
): FieldError[] {
  const problems: FieldError[] = [];
  const parsed = guestFormDataSchema.safeParse(data);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push({ path: issue.path.map(String).join('.'), message: issue.message, ...issueCode(issue) });
  if (rules.submit && parsed.success) problems.push(...guestFormProblems(parsed.data, rules));
  // The operator's own questions, under `extra.{key}` as the server names them.
  const extra = formAnswerProblems(rules.extraFields ?? [], data.extra, { checkRequired: rules.submit });
  problems.push(...extra.map((p) => ({ ...p, path: p.path.replace(/^answers\./, 'extra.') })));
  return problems;
}

/** The problems of the operator's questions by their key, as the form renderer takes them. */
export function extraErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith('extra.'))
      .map(([path, message]) => [path.slice('extra.'.length), message]),
  );
}

/** A signature shown as a picture only when it is one (the schema's rule, checked again on show). */
export function signatureSource(value: string): string | undefined {
  return /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(value) ? value : undefined;
}
