import { vesselResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { editPageTitle } from '../../resources/format-value.ts';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { AssetPage, type PageTab } from './asset-page.tsx';
import { AssetRoomsTab } from './asset-rooms-tab.tsx';
import { DESCRIPTION_OVERRIDES, vesselSections } from './asset-sections.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import { DeckPlan } from './deck-plan.tsx';
import { VesselDecksTab } from './vessel-decks-tab.tsx';

/** /vessel/create and /vessel/:id — the vessel's data, decks, cabins, deck plan and availability. */
export function VesselEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useResourceRecord(vesselResource, id);
  const sections = useMemo(() => vesselSections(t), [t]);

  const tabs: PageTab[] = [
    {
      value: 'details',
      label: t('assets.tabs.details'),
      content: (
        <ResourceForm
          definition={vesselResource}
          id={id}
          sections={sections}
          fields={DESCRIPTION_OVERRIDES}
          onSaved={(saved, created) => {
            if (created) navigate(`/vessel/${saved.id}`, { replace: true });
          }}
          onCancel={() => navigate('/vessel/list')}
        />
      ),
    },
  ];
  if (id) {
    tabs.push(
      { value: 'decks', label: t('assets.tabs.decks'), content: <VesselDecksTab vesselId={id} /> },
      {
        value: 'cabins',
        label: t('assets.tabs.cabins'),
        content: <AssetRoomsTab kind="vessel" assetId={id} />,
      },
      { value: 'plan', label: t('assets.tabs.deckPlan'), content: <DeckPlan vesselId={id} /> },
      {
        value: 'availability',
        label: t('assets.tabs.availability'),
        content: <AvailabilityGrid assetId={id} />,
      },
    );
  }
  const title = editPageTitle(id, record.data, vesselResource.titleField, {
    loading: t('assets.vessel.one'),
    creating: t('assets.vessel.new'),
  });
  return (
    <AssetPage
      back={{ to: '/vessel/list', label: t('assets.vessel.title') }}
      title={title}
      subtitle={id ? t('assets.vessel.one') : undefined}
      tabs={tabs}
    />
  );
}
