import { tourResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /tour/list — the itineraries the vessels sail. */
export function TourListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={tourResource}
      intro={t('tours.tour.listIntro')}
      createPath="/tour/create"
      editPath={(id) => `/tour/${id}`}
    />
  );
}
