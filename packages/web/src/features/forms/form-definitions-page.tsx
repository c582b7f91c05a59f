import { formDefinitionResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { DEFINITIONS_PATH } from './definition-editor.tsx';

const editPath = (id: string) => `${DEFINITIONS_PATH}/${id}`;

/** /formdef: the operator's forms; a row opens the builder, "new" starts an empty one. */
export function FormDefinitionsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={formDefinitionResource}
      intro={t('forms.definitions.intro')}
      createPath={editPath('new')}
      editPath={editPath}
    />
  );
}
