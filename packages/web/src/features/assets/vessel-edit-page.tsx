import { vesselResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { AssetRoomsTab } from './asset-rooms-tab.tsx';
import { vesselSections } from './asset-sections.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import { DeckPlan } from './deck-plan.tsx';

/** /vessel/create and /vessel/:id — the vessel's data, decks (from the definition), cabins, plan, availability. */
export function VesselEditPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => vesselSections(t), [t]);
  return (
    <ResourceEditPage
      definition={vesselResource}
      sections={sections}
      tabs={(id) => [
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
      ]}
    />
  );
}
