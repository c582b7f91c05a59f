import { resortResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { editPageTitle } from '../../resources/format-value.ts';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { AssetPage, type PageTab } from './asset-page.tsx';
import { AssetRoomsTab } from './asset-rooms-tab.tsx';
import { RESORT_OVERRIDES, resortSections } from './asset-sections.ts';
import { AvailabilityGrid } from './availability-grid.tsx';

/** /resort/create and /resort/:id — the resort's data, its rooms and their availability. */
export function ResortEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useResourceRecord(resortResource, id);
  const sections = useMemo(() => resortSections(t), [t]);

  const tabs: PageTab[] = [
    {
      value: 'details',
      label: t('assets.tabs.details'),
      content: (
        <ResourceForm
          definition={resortResource}
          id={id}
          sections={sections}
          fields={RESORT_OVERRIDES}
          onSaved={(saved, created) => {
            if (created) navigate(`/resort/${saved.id}`, { replace: true });
          }}
          onCancel={() => navigate('/resort/list')}
        />
      ),
    },
  ];
  if (id) {
    tabs.push(
      {
        value: 'rooms',
        label: t('assets.tabs.rooms'),
        content: <AssetRoomsTab kind="resort" assetId={id} />,
      },
      {
        value: 'availability',
        label: t('assets.tabs.availability'),
        content: <AvailabilityGrid assetId={id} />,
      },
    );
  }
  const title = editPageTitle(id, record.data, resortResource.titleField, {
    loading: t('assets.resort.one'),
    creating: t('assets.resort.new'),
  });
  return (
    <AssetPage
      back={{ to: '/resort/list', label: t('assets.resort.title') }}
      title={title}
      subtitle={id ? t('assets.resort.one') : undefined}
      tabs={tabs}
    />
  );
}
