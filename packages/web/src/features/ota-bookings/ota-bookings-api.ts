import type { PlaceOtaUpdate } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const KEY = ['otaupdates'] as const;

export interface OtaUpdatesFilter {
  page: number;
  size: number;
  state?: 'applied' | 'conflict' | 'placed' | 'rejected' | 'error' | 'ignored';
  unread?: boolean;
  search?: string;
}

/** The received OTA updates, unread first (conflicts first among them), then newest. */
export function useOtaUpdates(filter: OtaUpdatesFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', filter],
    queryFn: () =>
      api.GET('/api/bookings/otaupdates', {
        query: {
          page: filter.page,
          size: filter.size,
          ...(filter.state ? { state: filter.state } : {}),
          ...(filter.unread ? { unread: 'true' as const } : {}),
          ...(filter.search ? { search: filter.search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many are unread and how many conflicts wait: the alert on the screen. */
export function useUnreadOtaUpdates(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'unread'],
    queryFn: () => api.GET('/api/bookings/unreadotaupdates'),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useBookingOtaUpdates(booking: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'booking', booking],
    queryFn: () => api.GET('/api/bookings/{id}/otaupdates', { path: { id: booking } }),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    ]);
}

export function useMarkOtaRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/bookings/markRead/{id}', { path: { id } }),
    onSuccess: refresh,
  });
}

export function usePlaceOtaUpdate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PlaceOtaUpdate }) =>
      api.POST('/api/bookings/otaupdates/{id}/place', { path: { id }, body }),
    onSuccess: refresh,
  });
}

export function useRejectOtaUpdate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/bookings/otaupdates/{id}/reject', { path: { id } }),
    onSuccess: refresh,
  });
}

/** The resort's rooms free on these nights, for placing a conflict (the server refuses one taken meanwhile). */
export function useFreeRooms(resort: string | null, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['rooms-free', resort, from, to],
    queryFn: () => api.GET('/api/rooms/available/{id}', { path: { id: resort! }, query: { from, to } }),
    enabled: enabled && Boolean(resort),
    select: (rooms) => rooms.filter((room) => room.free),
  });
}
