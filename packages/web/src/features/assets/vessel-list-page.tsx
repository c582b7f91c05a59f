import { vesselResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /vessel/list */
export function VesselListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={vesselResource}
      intro={t('assets.vessel.listIntro')}
      createPath="/vessel/create"
      editPath={(id) => `/vessel/${id}`}
    />
  );
}
