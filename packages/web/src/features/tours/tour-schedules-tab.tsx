import { scheduleResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';

/** The departures of one tour; a new one starts with the tour chosen. */
export function TourSchedulesTab({ tourId }: { tourId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fixedFilter = useMemo(() => ({ tour: tourId }), [tourId]);
  const editPath = (id: string) => `/tour/${tourId}/schedules/${id}`;
  return (
    <ResourceList
      definition={scheduleResource}
      hideTitle
      intro={t('tours.tour.schedulesIntro')}
      fixedFilter={fixedFilter}
      createPath={`/schedules/create?tour=${tourId}`}
      editPath={editPath}
      onOpenRow={(row) => navigate(`/schedule/${row.id}`)}
    />
  );
}
