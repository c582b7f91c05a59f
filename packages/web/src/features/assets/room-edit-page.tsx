import { type Bed, roomResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { editPageTitle } from '../../resources/format-value.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { AssetPage } from './asset-page.tsx';
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
  const navigate = useNavigate();
  const modes = useRoomModes();
  const record = useResourceRecord(roomResource, id);
  const defaults = useMemo(() => createDefaults(params, modes[0] ?? 'resort'), [params, modes]);
  const source = id ? record.data : defaults;
  const kind = source?.type === 'Cabin' ? 'vessel' : 'resort';
  const assetId = String((kind === 'vessel' ? source?.vessel : source?.resort) ?? '');
  const assets = useReferenceOptions(kind);
  const sections = useMemo(() => roomSections(t, Boolean(id)), [t, id]);

  const listPath = `/room/list?mode=${kind}`;
  const back = assetId
    ? {
        to: `/${kind}/${assetId}?tab=${kind === 'vessel' ? 'cabins' : 'rooms'}`,
        label: assets.labelOf(assetId),
      }
    : { to: listPath, label: t('assets.room.title') };
  const kindName = t(kind === 'vessel' ? 'assets.room.oneCabin' : 'assets.room.oneRoom');
  const title = editPageTitle(id, record.data, roomResource.titleField, {
    loading: kindName,
    creating: t(kind === 'vessel' ? 'assets.room.newCabin' : 'assets.room.newRoom'),
  });
  const room = id ? record.data : undefined;

  return (
    <AssetPage
      back={back}
      title={title}
      subtitle={assetId ? `${kindName} · ${assets.labelOf(assetId)}` : undefined}
      tabs={[
        {
          value: 'details',
          label: t('assets.tabs.details'),
          content: (
            <>
              <ResourceForm
                definition={roomResource}
                id={id}
                sections={sections}
                defaults={defaults}
                fields={ROOM_OVERRIDES}
                onSaved={(saved, created) => {
                  if (created) navigate(`/room/${saved.id}`, { replace: true });
                }}
                onCancel={() => navigate(back.to)}
              />
              {room && assetId && (
                <RoomBlockers
                  room={{
                    id: room.id,
                    name: String(room.name),
                    assetId,
                    beds: ((room.configuration as { beds?: Bed[] } | undefined)?.beds ??
                      []) as Required<Bed>[],
                  }}
                />
              )}
            </>
          ),
        },
      ]}
    />
  );
}
