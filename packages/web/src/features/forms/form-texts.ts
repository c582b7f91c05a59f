import type { FormAnswers, FormField } from '@seaberth/domain';

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

/** Only the answers to the form's own fields, so a renamed key in a preview never travels. */
export function ownAnswers(fields: readonly FormField[], answers: FormAnswers): FormAnswers {
  const keys = new Set(fields.map((field) => field.id));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
}
