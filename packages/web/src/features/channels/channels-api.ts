import type { ChannelConnectionInput, ChannelMappings } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const KEY = ['ota'] as const;
const CONNECTION = [...KEY, 'connection'] as const;
const HEALTH = [...KEY, 'health'] as const;

export function useChannelConnection() {
  return useQuery({ queryKey: CONNECTION, queryFn: () => api.GET('/api/ota/connection') });
}

/** Saves the connection; the answer (never the key) goes straight into the cache. */
export function useSaveChannelConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ChannelConnectionInput, 'provider'>) => api.PUT('/api/ota/connection', { body }),
    onSuccess: (state) => {
      queryClient.setQueryData(CONNECTION, state);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useTestChannelConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/ota/connection/test'),
    onSuccess: (state) => {
      queryClient.setQueryData(CONNECTION, state);
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'channel'] });
    },
  });
}

/** The channel's own room types and rate plans, for the mapping pickers (only once connected). */
export function useChannelCatalogue(enabled: boolean) {
  const roomTypes = useQuery({
    queryKey: [...KEY, 'channel', 'roomtypes'],
    queryFn: () => api.GET('/api/ota/channel/roomtypes'),
    enabled,
    retry: false,
  });
  const ratePlans = useQuery({
    queryKey: [...KEY, 'channel', 'rateplans'],
    queryFn: () => api.GET('/api/ota/channel/rateplans'),
    enabled,
    retry: false,
  });
  return { roomTypes, ratePlans };
}

export function useChannelMappings() {
  return useQuery({ queryKey: [...KEY, 'mappings'], queryFn: () => api.GET('/api/ota/mappings') });
}

export function useSaveChannelMappings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelMappings) => api.PUT('/api/ota/mappings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...KEY, 'mappings'], saved);
      return queryClient.invalidateQueries({ queryKey: HEALTH });
    },
  });
}

/** The sync's health; asked again every few seconds while a push waits or is retried. */
export function useChannelHealth() {
  return useQuery({
    queryKey: HEALTH,
    queryFn: () => api.GET('/api/ota/health'),
    refetchInterval: (query) => (query.state.data && query.state.data.sync.state !== 'idle' ? 3000 : false),
  });
}

export function useFullSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/ota/sync', { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEALTH }),
  });
}
