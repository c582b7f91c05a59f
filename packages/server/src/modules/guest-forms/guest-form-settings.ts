import {
  type GuestDataField,
  type GuestDataGroup,
  guestDataGroups,
  guestDataProblems,
  guestFormFileSizeKbOf,
  type FormField,
  formAnswerProblems,
  type GuestFormData,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { GuestFormsRepository } from './guest-forms.repository.ts';

/** The operator's own questions: the active form definition for guest forms (the first by name). */
export async function guestFormExtraFields(db: Db): Promise<FormField[]> {
  return (await new GuestFormsRepository(db).extraFields()) ?? [];
}

/** The customer data fields the operator asks on the guest form, by their data group. */
export async function guestFormDataGroups(db: Db): Promise<GuestDataGroup[]> {
  return guestDataGroups(await new GuestFormsRepository(db).dataGroups());
}

/** `maxGuestFormFileSizeinKb` of the general settings, the default when unset or nonsense. */
export async function guestFormMaxFileSizeKb(settings: Services['settings']): Promise<number> {
  return guestFormFileSizeKbOf(await settings.get('general', 'maxGuestFormFileSizeinKb'));
}

/**
 * What a saved form may not hold whoever saves it: uploads of another guest, answers the operator's
 * questions refuse (the required ones only when the form is sent), customer data not asked or not
 * fitting its field.
 */
export function savedFormProblems(
  data: GuestFormData,
  files: readonly { id: string; kind: string }[],
  extraFields: FormField[],
  submit: boolean,
  asked: readonly GuestDataField[],
) {
  const problems = Object.entries(data.files).flatMap(([kind, file]) =>
    file && !files.some((f) => f.id === file && f.kind === kind)
      ? [{ path: `files.${kind}`, message: 'No such upload for this guest' }]
      : [],
  );
  const extra = formAnswerProblems(extraFields, data.extra, { checkRequired: submit });
  problems.push(...extra.map((p) => ({ ...p, path: p.path.replace(/^answers\./, 'extra.') })));
  // The customer data fields: only those asked on the form, each value fitting its field's type.
  problems.push(...guestDataProblems(asked, data.data));
  return problems;
}
