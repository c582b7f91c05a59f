import { tourResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { editPageTitle } from '../../resources/format-value.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { AssetPage, type PageTab } from '../assets/asset-page.tsx';
import { DESCRIPTION_OVERRIDES } from '../assets/asset-sections.ts';
import { tourSections } from './tour-sections.ts';
import { TourSchedulesTab } from './tour-schedules-tab.tsx';

/** /tour/create and /tour/:id — a tour's data and, once stored, its departures. */
export function TourEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useResourceRecord(tourResource, id);
  const sections = useMemo(() => tourSections(t), [t]);

  const tabs: PageTab[] = [
    {
      value: 'details',
      label: t('tours.tour.tabs.details'),
      content: (
        <ResourceForm
          definition={tourResource}
          id={id}
          sections={sections}
          fields={DESCRIPTION_OVERRIDES}
          onSaved={(saved, created) => {
            if (created) navigate(`/tour/${saved.id}`, { replace: true });
          }}
          onCancel={() => navigate('/tour/list')}
        />
      ),
    },
  ];
  if (id) {
    tabs.push({
      value: 'schedules',
      label: t('tours.tour.tabs.schedules'),
      content: <TourSchedulesTab tourId={id} />,
    });
  }
  const title = editPageTitle(id, record.data, tourResource.titleField, {
    loading: t('tours.tour.one'),
    creating: t('tours.tour.new'),
  });
  return (
    <AssetPage
      back={{ to: '/tour/list', label: t('tours.tour.title') }}
      title={title}
      subtitle={id ? t('tours.tour.one') : undefined}
      tabs={tabs}
    />
  );
}
