import { roomResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';

export interface AssetRoomsTabProps {
  kind: 'resort' | 'vessel';
  assetId: string;
}

/** The rooms of one resort or the cabins of one vessel; "new" starts a room of this asset. */
export function AssetRoomsTab({ kind, assetId }: AssetRoomsTabProps) {
  const { t } = useTranslation();
  // Type and the other asset field follow from the asset (the schema says so), so their columns
  // and filters would only be noise.
  const fixedFilter = useMemo(
    () =>
      kind === 'resort'
        ? { resort: assetId, vessel: null, type: 'Room' }
        : { vessel: assetId, resort: null, type: 'Cabin' },
    [kind, assetId],
  );
  return (
    <WrappingToolbar>
      <ResourceList
        definition={roomResource}
        title={t(kind === 'resort' ? 'assets.room.resortRooms' : 'assets.room.vesselCabins')}
        hideTitle
        intro={t(kind === 'resort' ? 'assets.room.resortRoomsIntro' : 'assets.room.vesselCabinsIntro')}
        fixedFilter={fixedFilter}
        createPath={`/room/create?${kind}=${encodeURIComponent(assetId)}`}
        editPath={(id) => `/room/${id}`}
      />
    </WrappingToolbar>
  );
}
