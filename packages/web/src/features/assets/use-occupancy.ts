import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';

/** `GET /api/rooms/occupancy/{id}`: every room of an asset with a state per night of [from, to). */
export type OccupancyAnswer = AnswerOf<'/api/rooms/occupancy/{id}', 'get'>;
export type RoomOccupancy = OccupancyAnswer['rooms'][number];

export const occupancyKeys = {
  all: ['occupancy'] as const,
  range: (assetId: string, from: string, to: string) => ['occupancy', assetId, from, to] as const,
};

/** Every room of an asset with its nightly states and occupancies, in one call however many rooms. */
export function useOccupancy(assetId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: occupancyKeys.range(assetId ?? '', from, to),
    queryFn: () => api.GET('/api/rooms/occupancy/{id}', { path: { id: assetId ?? '' }, query: { from, to } }),
    enabled: Boolean(assetId) && from < to,
    // Paging through months keeps the last month on screen instead of flashing an empty grid.
    placeholderData: keepPreviousData,
  });
}
