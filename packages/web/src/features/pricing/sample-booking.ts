import {
  addDays,
  roomResource,
  roomTypeResource,
  scheduleResource,
  supplementResource,
} from '@seaberth/domain';
import { useMemo } from 'react';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { type ListParams, type ResourceRow, useResourceList } from '../../resources/use-resource.ts';
import type { RoomOption, SampleBooking } from './quote-draft.ts';
import { operatorToday } from '../../app/clock.ts';

/** A fortnight-ahead week for two adults, booked today: the usual question at the front desk. */
export function initialSample(currency: string): SampleBooking {
  const today = operatorToday();
  const from = addDays(today, 30);
  return {
    assetKind: 'resort',
    assetId: '',
    from,
    to: addDays(from, 7),
    scheduleId: '',
    bookingDate: today,
    source: 'direct',
    currency,
    rooms: [{ roomType: '', ages: ['', ''] }],
    addons: [],
  };
}

function assetParams(sample: Pick<SampleBooking, 'assetKind' | 'assetId'>): ListParams {
  return { page: 0, size: 0, filter: { [sample.assetKind]: sample.assetId } };
}

export interface SampleOptions {
  resorts: { id: string; label: string }[];
  vessels: { id: string; label: string }[];
  roomTypes: ResourceRow[];
  rooms: RoomOption[];
  schedules: ResourceRow[];
  supplements: ResourceRow[];
}

/**
 * Everything a sample booking is chosen from, narrowed to its resort or vessel, and the sample with
 * the gaps filled (first asset, first room type) so a quote can run before anything is touched.
 */
export function useSampleOptions(sample: SampleBooking) {
  const resorts = useReferenceOptions('resort');
  const vessels = useReferenceOptions('vessel');
  const assets = sample.assetKind === 'resort' ? resorts.options : vessels.options;
  // With no resort at all (a liveaboard-only operator) the sample starts on a vessel.
  const assetKind: SampleBooking['assetKind'] =
    sample.assetKind === 'resort' &&
    !sample.assetId &&
    !resorts.isLoading &&
    resorts.options.length === 0 &&
    vessels.options.length > 0
      ? 'vessel'
      : sample.assetKind;
  const assetList = assetKind === 'resort' ? resorts.options : vessels.options;
  const assetId =
    sample.assetId && (assets.some((a) => a.id === sample.assetId) || assets.length === 0)
      ? sample.assetId
      : (assetList[0]?.id ?? '');
  const scope = { assetKind, assetId };
  const ready = assetId !== '';
  const roomTypes = useResourceList(roomTypeResource, assetParams(scope), ready);
  const rooms = useResourceList(roomResource, assetParams(scope), ready);
  const schedules = useResourceList(
    scheduleResource,
    { page: 0, size: 0, sort: 'from', order: 1, filter: { vessel: assetId } },
    ready && assetKind === 'vessel',
  );
  const supplements = useResourceList(supplementResource, { page: 0, size: 0 });

  const options = useMemo<SampleOptions>(() => {
    const ofAsset = (row: ResourceRow) => {
      const other = assetKind === 'resort' ? row.vessel : row.resort;
      const own = row[assetKind];
      return !other && (!own || own === assetId);
    };
    return {
      resorts: resorts.options,
      vessels: vessels.options,
      roomTypes: (roomTypes.data?.data ?? []).filter((row) => row[assetKind] === assetId),
      rooms: (rooms.data?.data ?? [])
        .filter((row) => row[assetKind] === assetId)
        .map((row) => ({
          id: row.id,
          roomType: typeof row.roomType === 'string' ? row.roomType : null,
          name: String(row.name ?? ''),
        })),
      schedules: (schedules.data?.data ?? []).filter((row) => row.vessel === assetId),
      supplements: (supplements.data?.data ?? []).filter((row) => row.isActive !== false && ofAsset(row)),
    };
  }, [
    resorts.options,
    vessels.options,
    roomTypes.data,
    rooms.data,
    schedules.data,
    supplements.data,
    assetKind,
    assetId,
  ]);

  const firstType = options.roomTypes[0]?.id ?? '';
  const effective = useMemo<SampleBooking>(
    () => ({
      ...sample,
      assetKind,
      assetId,
      rooms: sample.rooms.map((room) => ({
        ...room,
        roomType: options.roomTypes.some((rt) => rt.id === room.roomType) ? room.roomType : firstType,
      })),
      scheduleId: options.schedules.some((s) => s.id === sample.scheduleId) ? sample.scheduleId : '',
      addons: sample.addons.filter((id) => options.supplements.some((s) => s.id === id)),
    }),
    [sample, assetKind, assetId, options, firstType],
  );
  const loading = resorts.isLoading || vessels.isLoading || roomTypes.isLoading;
  return { options, effective, loading };
}
