import type { DivePlan } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar.tsx';
import { diveLogKeys } from './dive-log-api.ts';

/** The resort or the vessel a plan is for (exactly one). */
export interface PlanPlace {
  resort?: string;
  vessel?: string;
}

export const placeOf = (type: 'resort' | 'vessel', id: string): PlanPlace =>
  type === 'resort' ? { resort: id } : { vessel: id };

export const divePlanKeys = {
  all: ['diveplan'] as const,
  day: (date: string, place: PlanPlace) => ['diveplan', 'day', date, place] as const,
  guests: (date: string, place: PlanPlace, search: string) =>
    ['diveplan', 'guests', date, place, search] as const,
  staff: (place: PlanPlace) => ['diveplan', 'staff', place] as const,
  choices: ['diveplan', 'choices'] as const,
};

const placeSet = (place: PlanPlace) => Boolean(place.resort || place.vessel);

/**
 * `GET /api/diveplan/day`: the day's plan (or none yet). Read again every 30 seconds while open, so
 * the head count's "minutes since the end" and a colleague's ticks stay current on every tablet.
 */
export function useDivePlanDay(date: string, place: PlanPlace) {
  return useQuery({
    queryKey: divePlanKeys.day(date, place),
    queryFn: () => api.GET('/api/diveplan/day', { query: { date, ...place } }),
    enabled: Boolean(date) && placeSet(place),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** The guests in house that day (and day guests matching `search`). */
export function useDivePlanGuests(date: string, place: PlanPlace, search = '') {
  return useQuery({
    queryKey: divePlanKeys.guests(date, place, search),
    queryFn: () =>
      api.GET('/api/diveplan/guests', { query: { date, ...place, ...(search ? { search } : {}) } }),
    enabled: Boolean(date) && placeSet(place),
    placeholderData: keepPreviousData,
  });
}

export function useDivePlanStaff(place: PlanPlace) {
  return useQuery({
    queryKey: divePlanKeys.staff(place),
    queryFn: () => api.GET('/api/diveplan/staff', { query: place }),
    enabled: placeSet(place),
  });
}

/** What a dive is planned with: the sites (with their levels), the dive types and the boats. */
export function useDiveChoices() {
  return useQuery({
    queryKey: divePlanKeys.choices,
    queryFn: async () => {
      const [settings, types, boats] = await Promise.all([
        api.GET('/api/settings/scubaDatesDiveSites'),
        api.GET('/api/divetype', { query: { size: 0 } }),
        api.GET('/api/diveboat', { query: { size: 0 } }),
      ]);
      return { sites: settings.diveSites, types: types.data, boats: boats.data };
    },
    staleTime: 60_000,
  });
}

/**
 * A change to the plan: the server answers the whole plan, which replaces the day's on screen at
 * once (no second read); a refusal (a full boat, a closed dive) goes to the snackbar in words.
 */
export function useDivePlanChange(date: string, place: PlanPlace) {
  const client = useQueryClient();
  const { showError } = useSnackbar();
  return useMutation({
    mutationFn: (change: () => Promise<DivePlan>) => change(),
    onSuccess: (plan) => {
      client.setQueryData(divePlanKeys.day(date, place), (old: { divesPerDay: number } | undefined) => ({
        divesPerDay: old?.divesPerDay ?? plan.dives.length,
        plan,
      }));
    },
    onError: (error) => showError(error),
  });
}

/**
 * "Log dive": every diver of a planned dive not yet logged gets a dive-log entry (and its charge)
 * in one call; the plan is read again to show who is logged, and every dive-log list with it.
 */
export function useLogPlannedDive(date: string, place: PlanPlace) {
  const client = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ plan, dive }: { plan: string; dive: string }) =>
      api.POST('/api/diveplan/{id}/dives/{dive}/log', { path: { id: plan, dive } }),
    onSuccess: ({ entries }) => showSuccess(t('divePlan.log.done', { count: entries.length })),
    onError: (error) => showError(error),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: divePlanKeys.day(date, place) }),
        client.invalidateQueries({ queryKey: diveLogKeys.all }),
      ]),
  });
}

/** The calls that change a plan, each answering the plan as it now is. */
export const divePlanCalls = {
  create: (date: string, place: PlanPlace) => api.POST('/api/diveplan', { body: { date, ...place } }),
  addDive: (id: string, time: string) =>
    api.POST('/api/diveplan/{id}/dives', { path: { id }, body: { time } }),
  updateDive: (id: string, dive: string, body: DiveChange) =>
    api.POST('/api/diveplan/{id}/dives/{dive}', { path: { id, dive }, body }),
  removeDive: (id: string, dive: string) =>
    api.DELETE('/api/diveplan/{id}/dives/{dive}', { path: { id, dive } }),
  addDiver: (id: string, dive: string, customer: string) =>
    api.POST('/api/diveplan/{id}/dives/{dive}/divers', { path: { id, dive }, body: { customer } }),
  moveDiver: (id: string, diver: string, dive: string) =>
    api.POST('/api/diveplan/{id}/divers/{diver}/move', { path: { id, diver }, body: { dive } }),
  setMix: (id: string, diver: string, nitroxMix: string) =>
    api.POST('/api/diveplan/{id}/divers/{diver}', { path: { id, diver }, body: { nitroxMix } }),
  removeDiver: (id: string, diver: string) =>
    api.DELETE('/api/diveplan/{id}/divers/{diver}', { path: { id, diver } }),
  override: (id: string, diver: string, reason: string) =>
    api.POST('/api/diveplan/{id}/divers/{diver}/override', { path: { id, diver }, body: { reason } }),
  back: (id: string, diver: string, back: boolean) =>
    api.POST('/api/diveplan/{id}/divers/{diver}/back', { path: { id, diver }, body: { back } }),
  close: (id: string, dive: string, reason: string) =>
    api.POST('/api/diveplan/{id}/dives/{dive}/close', { path: { id, dive }, body: { reason } }),
};

export interface DiveChange {
  time?: string;
  minutes?: number;
  site?: string | null;
  type?: string | null;
  boat?: string | null;
  guide?: string | null;
  crew?: string[];
  notes?: string;
}
