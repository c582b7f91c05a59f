import { tourResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { tourSections } from './tour-sections.ts';
import { TourSchedulesTab } from './tour-schedules-tab.tsx';

/** /tour/create and /tour/:id — a tour's data and, once stored, its departures. */
export function TourEditPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => tourSections(t), [t]);
  return (
    <ResourceEditPage
      definition={tourResource}
      sections={sections}
      tabs={(id) => [
        {
          value: 'schedules',
          label: t('tours.tour.tabs.schedules'),
          content: <TourSchedulesTab tourId={id} />,
        },
      ]}
    />
  );
}
