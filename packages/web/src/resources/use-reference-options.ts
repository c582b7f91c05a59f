import { type Page, type ResourceDefinition, resourceDefinitions } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api/client.ts';
import { ALL_ROWS, type ResourceRow, resourceKeys, toListQuery } from './use-resource.ts';

export interface ReferenceOption {
  id: string;
  label: string;
}

/** The definition behind a `ref` name, if the domain knows it (areas added later register theirs). */
export function referencedDefinition(ref: string): ResourceDefinition | undefined {
  return (resourceDefinitions as Record<string, ResourceDefinition>)[ref];
}

/**
 * All records of a referenced resource as id/label pairs (label = its titleField). Shares the
 * resource's list cache key, so creating a role refreshes the role picker of the user form.
 */
export function useReferenceOptions(ref: string | undefined) {
  const name = ref ?? '';
  const titleField = referencedDefinition(name)?.titleField ?? 'name';
  const query = useQuery({
    queryKey: resourceKeys(name).list(ALL_ROWS),
    queryFn: () => api.get<Page<ResourceRow>>(`/api/${name}`, toListQuery(ALL_ROWS)),
    enabled: Boolean(ref),
    staleTime: 60_000,
    // A failed load shows under the field that needs the options.
    meta: { silent: true },
  });
  const options = useMemo<ReferenceOption[]>(
    () => (query.data?.data ?? []).map((row) => ({ id: row.id, label: String(row[titleField] ?? row.id) })),
    [query.data, titleField],
  );
  const labels = useMemo(() => new Map(options.map((option) => [option.id, option.label])), [options]);
  return {
    options,
    /** Falls back to the raw id so a dangling reference stays visible instead of vanishing. */
    labelOf: (id: string) => labels.get(id) ?? id,
    isLoading: query.isLoading,
    error: query.error,
  };
}
