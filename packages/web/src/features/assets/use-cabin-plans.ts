import { type Page, roomResource } from '@seaberth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import {
  type ListParams,
  type ResourceRow,
  resourceKeys,
  useResourceList,
} from '../../resources/use-resource.ts';
import type { PlanBox } from './plan-geometry.ts';

export interface CabinPlacement {
  deck: string | null;
  plan: PlanBox | null;
}

/** Moves settle for this long before they are saved, so a few arrow presses make one request. */
export const SAVE_DELAY_MS = 400;

/**
 * The cabins of a vessel with their places on the plan. A move shows at once and is saved a
 * moment later with the version it was made on (POST /api/rooms/{id}); if someone else changed
 * the cabin meanwhile, the move is dropped and the fresh data shown, never overwritten.
 */
export function useCabinPlans(vesselId: string) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const queryClient = useQueryClient();
  const params = useMemo<ListParams>(
    () => ({ page: 0, size: 0, sort: 'name', order: 1, filter: { vessel: vesselId } }),
    [vesselId],
  );
  const list = useResourceList(roomResource, params, vesselId !== '');
  const refetch = list.refetch;
  const [moved, setMoved] = useState<Record<string, CabinPlacement>>({});
  const [saving, setSaving] = useState(0);
  const versions = useRef<Record<string, number>>({});
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const latest = useRef<Record<string, CabinPlacement>>({});
  // One save per cabin at a time: the next one needs the version the previous one answered.
  const inFlight = useRef<Record<string, Promise<void>>>({});

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach(clearTimeout);
  }, []);

  const rows = useMemo(
    () => (list.data?.data ?? []).filter((row) => row.vessel === vesselId),
    [list.data, vesselId],
  );
  const cabins = useMemo(() => rows.map((row) => ({ ...row, ...moved[row.id] })), [rows, moved]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const forget = useCallback((id: string) => {
    delete latest.current[id];
    setMoved(({ [id]: _gone, ...rest }) => rest);
  }, []);

  const save = useCallback(
    async (id: string) => {
      const placement = latest.current[id];
      const row = rowsRef.current.find((r) => r.id === id);
      if (!placement || !row) return;
      const version = Math.max(row.version, versions.current[id] ?? 0);
      setSaving((n) => n + 1);
      try {
        const saved = await api.POST('/api/rooms/{id}', { path: { id }, body: { version, ...placement } });
        versions.current[id] = saved.version;
        queryClient.setQueryData(resourceKeys('rooms').detail(id), saved);
        queryClient.setQueryData<Page<ResourceRow>>(resourceKeys('rooms').list(params), (page) =>
          page ? { ...page, data: page.data.map((r) => (r.id === id ? saved : r)) } : page,
        );
        // Other lists of rooms are refreshed when next shown; this one is already up to date.
        void queryClient.invalidateQueries({ queryKey: resourceKeys('rooms').lists(), refetchType: 'none' });
        if (latest.current[id] === placement) forget(id);
      } catch (error) {
        const stale = isApiError(error) && error.body.description === 'STALE_VERSION';
        showError(stale ? t('assets.plan.stale', { name: row.name }) : error);
        forget(id);
        void refetch();
      } finally {
        setSaving((n) => n - 1);
      }
    },
    [params, queryClient, forget, showError, t, refetch],
  );

  const place = useCallback(
    (id: string, placement: CabinPlacement) => {
      latest.current[id] = placement;
      setMoved((current) => ({ ...current, [id]: placement }));
      clearTimeout(timers.current[id]);
      timers.current[id] = setTimeout(() => {
        inFlight.current[id] = (inFlight.current[id] ?? Promise.resolve()).then(() => save(id));
      }, SAVE_DELAY_MS);
    },
    [save],
  );

  return {
    cabins,
    isLoading: list.isLoading,
    error: list.error,
    refetch,
    place,
    /** Moves not yet answered by the server (waiting or on the way). */
    pending: saving + Object.keys(moved).length > 0,
  };
}
