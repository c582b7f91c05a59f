import { resortResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { AssetRoomsTab } from './asset-rooms-tab.tsx';
import { RESORT_OVERRIDES, resortSections } from './asset-sections.ts';
import { AvailabilityGrid } from './availability-grid.tsx';

/** /resort/create and /resort/:id — the resort's data, its rooms and their availability. */
export function ResortEditPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => resortSections(t), [t]);
  return (
    <ResourceEditPage
      definition={resortResource}
      sections={sections}
      fields={RESORT_OVERRIDES}
      tabs={(id) => [
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
      ]}
    />
  );
}
