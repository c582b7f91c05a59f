import { resortResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /resort/list */
export function ResortListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={resortResource}
      intro={t('assets.resort.listIntro')}
      createPath="/resort/create"
      editPath={(id) => `/resort/${id}`}
    />
  );
}
