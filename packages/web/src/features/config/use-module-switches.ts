import { DEFAULT_FEATURES, DEFAULT_VIEWS, settingResource } from '@seaberth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { useSession } from '../../app/session-context.ts';
import {
  type ResourceRow,
  resourceKeys,
  useRefreshBootstrap,
  useResourceList,
} from '../../resources/use-resource.ts';
import { saveSetting } from './save-setting.ts';

/** Settings groups holding switches: key = flag, value 'true' / 'false'. */
export type SwitchGroup = 'features' | 'views';

const SWITCH_QUERY = { page: 0, size: 0, filter: { group: ['features', 'views'] } };

const entryId = (group: SwitchGroup, key: string) => `${group}.${key}`;

/**
 * The feature flags and view switches as stored settings, with unsaved changes kept as a draft.
 * Without a stored entry a switch shows what bootstrap reports (the server's default).
 */
export function useModuleSwitches() {
  const session = useSession();
  const queryClient = useQueryClient();
  const refreshBootstrap = useRefreshBootstrap();
  const list = useResourceList(settingResource, SWITCH_QUERY);
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);

  const stored = useMemo(() => {
    const rows = new Map<string, ResourceRow>();
    for (const row of list.data?.data ?? [])
      rows.set(entryId(row.group as SwitchGroup, String(row.key)), row);
    return rows;
  }, [list.data]);

  const savedValue = (group: SwitchGroup, key: string): boolean => {
    const row = stored.get(entryId(group, key));
    if (row) return row.value === 'true';
    if (group === 'features')
      return (
        session.features[key as keyof typeof DEFAULT_FEATURES] ??
        DEFAULT_FEATURES[key as keyof typeof DEFAULT_FEATURES]
      );
    return (
      session.views[key as keyof typeof DEFAULT_VIEWS] ?? DEFAULT_VIEWS[key as keyof typeof DEFAULT_VIEWS]
    );
  };

  const isOn = (group: SwitchGroup, key: string) => draft[entryId(group, key)] ?? savedValue(group, key);

  const toggle = (group: SwitchGroup, key: string, value: boolean) => {
    const id = entryId(group, key);
    setDraft((current) => {
      const next = { ...current };
      // Switching back to the saved state is no change at all.
      if (value === savedValue(group, key)) delete next[id];
      else next[id] = value;
      return next;
    });
  };

  const save = async (): Promise<'saved' | 'stale' | unknown> => {
    setSaving(true);
    setStale(false);
    const done: string[] = [];
    try {
      for (const [id, value] of Object.entries(draft)) {
        const [group, key] = id.split('.') as [SwitchGroup, string];
        const row = stored.get(id);
        await saveSetting(row, { group, key, value: String(value) });
        done.push(id);
      }
      return 'saved';
    } catch (error) {
      if (isApiError(error) && error.body.description === 'STALE_VERSION') {
        setStale(true);
        return 'stale';
      }
      return error;
    } finally {
      // What went through is saved; what did not stays in the draft for another try.
      setDraft((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !done.includes(id))));
      await queryClient.invalidateQueries({ queryKey: resourceKeys(settingResource.name).lists() });
      if (done.length > 0) await refreshBootstrap();
      setSaving(false);
    }
  };

  return {
    isLoading: list.isLoading,
    error: list.error,
    retry: () => list.refetch(),
    isOn,
    isChanged: (group: SwitchGroup, key: string) => entryId(group, key) in draft,
    changes: Object.keys(draft).length,
    toggle,
    discard: () => setDraft({}),
    save,
    saving,
    stale,
  };
}
