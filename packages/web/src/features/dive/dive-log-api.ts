import type { DiveLogCorrection, DiveLogRecord, ReportExport } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { QueryOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Every answer of the dive log lives under its resource's keys: a logged or changed dive drops them all. */
export const diveLogKeys = resourceKeys('divelog');

export type DiveLogQuery = { page: number; size: number; search?: string; filter?: string };

/** `GET /api/divelog`: a page of dives, newest first (the generic list). */
export function useDiveLogPage(query: DiveLogQuery) {
  return useQuery({
    queryKey: [...diveLogKeys.all, 'page', query],
    queryFn: () => api.GET('/api/divelog', { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A diver's dives in the log, for their customer page: how many (the list's total) and the day of
 * the newest (its first row: the log lists newest first).
 */
export function useDiverLogSummary(customer: string, enabled = true) {
  return useQuery({
    queryKey: [...diveLogKeys.all, 'diver', customer],
    queryFn: async () => {
      const filter = JSON.stringify({ customer });
      const found = await api.GET('/api/divelog', { query: { page: 0, size: 1, filter } });
      return { dives: found.total, lastDive: found.data[0]?.date ?? null };
    },
    enabled: enabled && Boolean(customer),
    meta: { silent: true },
  });
}

/** The dive log page showing one diver's dives. */
export const diverLogPath = (customer: string) => `/dive/log?customer=${encodeURIComponent(customer)}`;

/** `POST /api/divelog/{id}`: depth, times and the like corrected at the version seen. */
export function useCorrectDive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DiveLogCorrection & { id: string }) =>
      api.POST('/api/divelog/{id}', { path: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: diveLogKeys.all }),
  });
}

/** `DELETE /api/divelog/{id}`: the dive goes, a charge it made on the booking with it. */
export function useDeleteDive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dive: Pick<DiveLogRecord, 'id'>) =>
      api.DELETE('/api/divelog/{id}', { path: { id: dive.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: diveLogKeys.all }),
  });
}

/** `GET /api/divelog/overview`: the days of a period. */
export function useDiveOverview(period: { from: string; to: string }) {
  return useQuery({
    queryKey: [...diveLogKeys.all, 'overview', period],
    queryFn: () => api.GET('/api/divelog/overview', { query: period }),
    placeholderData: keepPreviousData,
  });
}

export type DiveStatisticsQuery = Omit<QueryOf<'/api/divelog/statistics', 'get'>, 'export'>;

/** `GET /api/divelog/statistics` for the report view: its JSON and its files. */
export const diveStatisticsCalls = {
  load: (query: DiveStatisticsQuery) => api.GET('/api/divelog/statistics', { query }),
  download: (query: DiveStatisticsQuery, format: ReportExport) =>
    api.download('/api/divelog/statistics', { ...query, export: format }),
};

/** `GET /api/divelog/uddf/{customer}`: the guest's logbook file, saved by the browser. */
export const downloadLogbook = (customer: string) =>
  api.download(`/api/divelog/uddf/${encodeURIComponent(customer)}`);

/**
 * `GET /api/rental/out`: the gear out on the days of a page of dives (feature stock), one request
 * for the page; each dive then shows what its diver had out that day (rentalOutOn).
 */
export function useGearOut(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['rental', 'out', from, to],
    queryFn: () => api.GET('/api/rental/out', { query: { from, to } }),
    enabled: enabled && Boolean(from),
  });
}
