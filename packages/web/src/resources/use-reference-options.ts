import { type Page, type ResourceDefinition, resourceDefinitions } from '@seaberth/domain';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
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
function optionsQuery(name: string) {
  return {
    queryKey: resourceKeys(name).list(ALL_ROWS),
    queryFn: () => api.get<Page<ResourceRow>>(`/api/${name}`, toListQuery(ALL_ROWS)),
    enabled: name !== '',
    staleTime: 60_000,
    // A failed load shows under the field that needs the options.
    meta: { silent: true },
  };
}

function toOptions(name: string, rows: ResourceRow[] | undefined): ReferenceOption[] {
  const titleField = referencedDefinition(name)?.titleField ?? 'name';
  return (rows ?? []).map((row) => ({ id: row.id, label: String(row[titleField] ?? row.id) }));
}

export function useReferenceOptions(ref: string | undefined) {
  const name = ref ?? '';
  const query = useQuery(optionsQuery(name));
  const options = useMemo<ReferenceOption[]>(() => toOptions(name, query.data?.data), [query.data, name]);
  const labels = useMemo(() => new Map(options.map((option) => [option.id, option.label])), [options]);
  return {
    options,
    /** Falls back to the raw id so a dangling reference stays visible instead of vanishing. */
    labelOf: (id: string) => labels.get(id) ?? id,
    isLoading: query.isLoading,
    error: query.error,
  };
}

/** A record of one of several resources: its id, and which resource it belongs to. */
export interface TypedReferenceOption extends ReferenceOption {
  type: string;
}

/**
 * The records of several resources for one typed reference (`{ ref, type }`, e.g. a resort or a
 * vessel), in the order the resources are given. Each list shares its resource's cache key.
 */
function combinePages(results: UseQueryResult<Page<ResourceRow>>[]) {
  return {
    pages: results.map((result) => result.data?.data),
    isLoading: results.some((result) => result.isLoading),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

export function useTypedReferenceOptions(refs: readonly string[]) {
  // A stable combine lets TanStack hand back the same object until a list really changes; the
  // names are compared by their joined key, so a new array with the same names is no change.
  const { pages, isLoading, error } = useQueries({ queries: refs.map(optionsQuery), combine: combinePages });
  const key = refs.join(',');
  const options = useMemo<TypedReferenceOption[]>(
    () =>
      key
        .split(',')
        .flatMap((name, index) => toOptions(name, pages[index]).map((option) => ({ ...option, type: name }))),
    [key, pages],
  );
  const labels = useMemo(
    () => new Map(options.map((option) => [`${option.type}:${option.id}`, option.label])),
    [options],
  );
  return {
    options,
    labelOf: (type: string, id: string) => labels.get(`${type}:${id}`) ?? id,
    isLoading,
    error,
  };
}
