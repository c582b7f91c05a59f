import type { NightState, Occupancy, RoomKind } from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** One room of `GET /api/rooms/occupancy/{assetId}`. */
export interface RoomOccupancy {
  id: string;
  name: string;
  type: RoomKind;
  resort: string | null;
  vessel: string | null;
  roomType: string | null;
  deck: string | null;
  availableBeds: number;
  blocked: boolean;
  /** One state per night of [from, to). */
  nights: NightState[];
  occupancies: Occupancy[];
}

export interface OccupancyAnswer {
  from: string;
  to: string;
  rooms: RoomOccupancy[];
}

export const occupancyKeys = {
  all: ['occupancy'] as const,
  range: (assetId: string, from: string, to: string) => ['occupancy', assetId, from, to] as const,
};

/** Every room of an asset with its nightly states and occupancies, in one call however many rooms. */
export function useOccupancy(assetId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: occupancyKeys.range(assetId ?? '', from, to),
    queryFn: () =>
      api.get<OccupancyAnswer>(`/api/rooms/occupancy/${encodeURIComponent(assetId ?? '')}`, { from, to }),
    enabled: Boolean(assetId) && from < to,
    // Paging through months keeps the last month on screen instead of flashing an empty grid.
    placeholderData: keepPreviousData,
  });
}
