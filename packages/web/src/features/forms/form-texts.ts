import type { FormAnswers, FormField } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';

type Texts = { en?: string; de?: string };

/** A field's text in the form's language; a text written only in the other language stands in. */
export function pickText(texts: Texts | undefined, language: string): string {
  if (!texts) return '';
  const own = language === 'de' ? texts.de : texts.en;
  return own || texts.en || texts.de || '';
}

/** Problems by field key (`answers.rating` → `rating`), the first message of each. */
export type AnswerErrors = Record<string, string>;

export function answerErrors(problems: readonly { path: string; message: string }[]): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const problem of problems) {
    const key = problem.path.replace(/^answers\./, '');
    errors[key] ??= problem.message;
  }
  return errors;
}

/**
 * The domain checks answers in English (formAnswerProblems, and the server with the same words);
 * these are shown in the customer's language. Messages with a number are matched by pattern.
 */
const ANSWER_MESSAGES: [RegExp, string][] = [
  [/^Write at most (\d+) characters$/, 'forms.answerErrors.tooLong'],
  [/^Give 1 to (\d+) stars$/, 'forms.answerErrors.stars'],
  [/^Write a text$/, 'forms.answerErrors.text'],
  [/^Use a date like 2027-03-06$/, 'forms.answerErrors.date'],
  [/^Use HH:mm, e\.g\. 14:00$/, 'forms.answerErrors.time'],
  [/^Use a date and time like 2027-03-06T14:00$/, 'forms.answerErrors.dateTime'],
  [/^Pick one of the options$/, 'forms.answerErrors.pickOne'],
  [/^Pick among the options$/, 'forms.answerErrors.pickSome'],
];

export function answerMessage(message: string, t: TFunction): string {
  for (const [pattern, key] of ANSWER_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return t(key, { count: Number(match[1] ?? 0), defaultValue: message });
  }
  return translateValidationMessage(message, t) ?? message;
}

/** Only the answers to the form's own fields, so a renamed key in a preview never travels. */
export function ownAnswers(fields: readonly FormField[], answers: FormAnswers): FormAnswers {
  const keys = new Set(fields.map((field) => field.id));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
}
