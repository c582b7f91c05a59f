import { formDefinitionResource, formResource } from '@seaberth/domain';
import { formDefinitions, forms } from '../../db/schema/index.ts';
import { referenceConstraintMessages } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

// A definition with sent forms keeps them answerable: switch it off instead.
referenceConstraintMessages.set(
  'forms_definition_form_definitions_id_fk',
  'Forms were sent with this definition: make it inactive instead of deleting it',
);

/** Form definitions are plain records; sent forms are read here and written by the form calls. */
export function formBindings(): ResourceBinding[] {
  return [
    { definition: formDefinitionResource, table: formDefinitions },
    { definition: formResource, table: forms, hidden: ['token'] },
  ];
}
