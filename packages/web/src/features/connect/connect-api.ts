import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { jumpSystems } from '../../api/bootstrap.ts';
import { useSession } from '../../app/session-context.ts';

/** The connected Seaberth installations bootstrap lists (external systems are only framed). */
export function useConnectedInstallations() {
  const { bootstrap } = useSession();
  return jumpSystems(bootstrap).filter((system) => system.type === 'seaberth' && system.key);
}

export interface MasterListQuery {
  page: number;
  size: number;
  search: string;
  sort: 'from' | 'bookingNo' | 'leadName' | 'state' | 'bookingDate';
  order: 1 | -1;
}

export const masterKeys = {
  list: (system: string, query: MasterListQuery) => ['master', system, 'list', query] as const,
  one: (system: string, id: string) => ['master', system, 'booking', id] as const,
  forms: (system: string, id: string) => ['master', system, 'guestforms', id] as const,
};

export function useMasterBookings(system: string, query: MasterListQuery) {
  return useQuery({
    queryKey: masterKeys.list(system, query),
    queryFn: () =>
      api.GET('/api/master/{system}/booking', {
        path: { system },
        query: { ...query, search: query.search || undefined },
      }),
    enabled: Boolean(system),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

export function useMasterBooking(system: string, id: string) {
  return useQuery({
    queryKey: masterKeys.one(system, id),
    queryFn: () => api.GET('/api/master/{system}/booking/{id}', { path: { system, id } }),
    retry: false,
    meta: { silent: true },
  });
}

export function useMasterGuestForms(system: string, id: string) {
  return useQuery({
    queryKey: masterKeys.forms(system, id),
    queryFn: () =>
      api.GET('/api/master/{system}/booking/{booking}/guestform', { path: { system, booking: id } }),
    retry: false,
    meta: { silent: true },
  });
}
