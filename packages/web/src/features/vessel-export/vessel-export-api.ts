import type { EXPORT_TRIP_SORTS, EXPORT_VESSEL_SORTS } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const KEY = ['export'] as const;

export interface ListQuery<S> {
  page: number;
  size: number;
  search: string;
  sort: S;
  order: 1 | -1;
}

/** The vessels with their switch, cabin types and last push; paged, searched and sorted by the server. */
export function useExportVessels(query: ListQuery<(typeof EXPORT_VESSEL_SORTS)[number]>) {
  return useQuery({
    queryKey: [...KEY, 'vessels', query],
    queryFn: () =>
      api.GET('/api/export/vessels', {
        query: {
          page: query.page,
          size: query.size,
          sort: query.sort,
          order: query.order,
          ...(query.search ? { search: query.search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The upcoming trips with what is left per cabin type; paged, searched and sorted by the server. */
export function useExportTrips(query: ListQuery<(typeof EXPORT_TRIP_SORTS)[number]> & { vessel: string }) {
  return useQuery({
    queryKey: [...KEY, 'trips', query],
    queryFn: () =>
      api.GET('/api/export/trips', {
        query: {
          page: query.page,
          size: query.size,
          sort: query.sort,
          order: query.order,
          ...(query.search ? { search: query.search } : {}),
          ...(query.vessel ? { vessel: query.vessel } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Vessels' counts follow a trip's switch and trips follow a vessel's: both lists are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useSetVesselOnChannel() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, onChannel }: { id: string; onChannel: boolean }) =>
      api.PUT('/api/export/vessels/{id}', { path: { id }, body: { onChannel } }),
    onSuccess: refresh,
  });
}

export function useSetTripOnChannel() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, onChannel }: { id: string; onChannel: boolean | null }) =>
      api.PUT('/api/export/trips/{id}', { path: { id }, body: { onChannel } }),
    onSuccess: refresh,
  });
}
