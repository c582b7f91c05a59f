import { askedFields, type RemoteFormLabels, type RemoteGuestForm } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { guestFormDataGroups, guestFormExtraFields } from '../guest-forms/index.ts';

const answered = (data: Record<string, unknown>, group: string) => {
  const answers = data[group];
  return answers && typeof answers === 'object' ? Object.keys(answers) : [];
};

/**
 * The guest forms with the operator's words for their custom answers (issue 39, asset master): the
 * other installation knows neither this one's form definition nor its customer data fields, so
 * without these it could show only their keys. Each form carries the labels of what it answers.
 */
export async function withAnswerLabels(db: Db, forms: RemoteGuestForm[]): Promise<RemoteGuestForm[]> {
  if (!forms.length) return forms;
  const [extra, groups] = await Promise.all([guestFormExtraFields(db), guestFormDataGroups(db)]);
  const known: RemoteFormLabels = {};
  for (const field of extra) {
    const texts = Object.fromEntries(Object.entries(field.label).filter(([, text]) => text));
    if (Object.keys(texts).length) known[`extra.${field.id}`] = texts;
  }
  for (const field of askedFields(groups)) if (field.label) known[`data.${field.key}`] = field.label;
  return forms.map((form) => {
    const paths = [
      ...answered(form.data, 'extra').map((key) => `extra.${key}`),
      ...answered(form.data, 'data').map((key) => `data.${key}`),
    ];
    const labels = Object.fromEntries(
      paths.filter((path) => known[path]).map((path) => [path, known[path]!]),
    );
    return { ...form, labels };
  });
}
