import { numberBeds, roomResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { useResource } from '../../resources/use-resource.ts';
import { RoomBlockers } from './room-blockers.tsx';
import { useRoomModes } from './room-modes.ts';
import { ROOM_OVERRIDES, roomSections } from './room-sections.tsx';

/** What a new room starts with: the asset it was created from (`?resort=`, `?vessel=`, `?mode=`). */
function createDefaults(params: URLSearchParams, fallback: 'resort' | 'vessel') {
  const resort = params.get('resort');
  const vessel = params.get('vessel');
  if (vessel) return { type: 'Cabin', vessel };
  if (resort) return { type: 'Room', resort };
  const mode = params.get('mode') ?? fallback;
  return { type: mode === 'vessel' ? 'Cabin' : 'Room' };
}

/** /room/create and /room/:id — a resort room or a vessel cabin, with its beds and blockers. */
export function RoomEditPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const modes = useRoomModes();
  const record = useResource(roomResource, id);
  const defaults = useMemo(() => createDefaults(params, modes[0] ?? 'resort'), [params, modes]);
  const source = id ? record.data : defaults;
  const kind = source?.type === 'Cabin' ? 'vessel' : 'resort';
  const assetId = (kind === 'vessel' ? source?.vessel : source?.resort) ?? '';
  const assets = useReferenceOptions(kind);
  const sections = useMemo(() => roomSections(t, Boolean(id)), [t, id]);
  const kindName = t(kind === 'vessel' ? 'assets.room.oneCabin' : 'assets.room.oneRoom');

  return (
    <ResourceEditPage
      definition={roomResource}
      listPath={`/room/list?mode=${kind}`}
      recordPath={(saved) => `/room/${saved}`}
      // Back to the resort or vessel the room belongs to, on its rooms or cabins.
      back={
        assetId
          ? {
              to: `/${kind}/${assetId}?tab=${kind === 'vessel' ? 'cabins' : 'rooms'}`,
              label: assets.labelOf(assetId),
            }
          : undefined
      }
      titles={{
        loading: kindName,
        creating: t(kind === 'vessel' ? 'assets.room.newCabin' : 'assets.room.newRoom'),
      }}
      subtitle={assetId ? `${kindName} · ${assets.labelOf(assetId)}` : undefined}
      sections={sections}
      fields={ROOM_OVERRIDES}
      defaults={defaults}
      // Stored beds carry their numbers (the server gives them); numbering again changes nothing.
      below={(room) =>
        assetId && (
          <RoomBlockers
            room={{ id: room.id, name: room.name, assetId, beds: numberBeds(room.configuration.beds) }}
          />
        )
      }
    />
  );
}
