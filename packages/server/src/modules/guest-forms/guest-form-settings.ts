import {
  guestFormFileSizeKbOf,
  type FormField,
  formAnswerProblems,
  type GuestFormData,
} from '@seaberth/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formDefinitions } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';

/** The operator's own questions: the active form definition for guest forms (the first by name). */
export async function guestFormExtraFields(db: Db): Promise<FormField[]> {
  const [definition] = await db
    .select({ fields: formDefinitions.fields })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.purpose, 'guestForm'), eq(formDefinitions.isActive, true)))
    .orderBy(asc(formDefinitions.name))
    .limit(1);
  return definition?.fields ?? [];
}

/** `maxGuestFormFileSizeinKb` of the general settings, the default when unset or nonsense. */
export async function guestFormMaxFileSizeKb(settings: Services['settings']): Promise<number> {
  return guestFormFileSizeKbOf(await settings.get('general', 'maxGuestFormFileSizeinKb'));
}

/**
 * What a saved form may not hold whoever saves it: uploads of another guest, answers the operator's
 * questions refuse (the required ones only when the form is sent).
 */
export function savedFormProblems(
  data: GuestFormData,
  files: readonly { id: string; kind: string }[],
  extraFields: FormField[],
  submit: boolean,
) {
  const problems = Object.entries(data.files).flatMap(([kind, file]) =>
    file && !files.some((f) => f.id === file && f.kind === kind)
      ? [{ path: `files.${kind}`, message: 'No such upload for this guest' }]
      : [],
  );
  const extra = formAnswerProblems(extraFields, data.extra, { checkRequired: submit });
  problems.push(...extra.map((p) => ({ ...p, path: p.path.replace(/^answers\./, 'extra.') })));
  return problems;
}
