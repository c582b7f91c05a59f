import { type Page, type ResourceDefinition, resourceDefinitions } from '@seaberth/domain';
import { keepPreviousData, type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { ALL_ROWS, type ListParams, type ResourceRow, resourceKeys, toListQuery } from './use-resource.ts';

export interface ReferenceOption {
  id: string;
  label: string;
}

/** The definition behind a `ref` name, if the domain knows it (areas added later register theirs). */
export function referencedDefinition(ref: string): ResourceDefinition | undefined {
  return (resourceDefinitions as Record<string, ResourceDefinition>)[ref];
}

/** A resource that may hold more rows than one `size=0` answer: never loaded whole (see `large`). */
export function isLargeResource(ref: string | undefined): boolean {
  return ref ? referencedDefinition(ref)?.large === true : false;
}

/** The options a picker of a large resource offers per search: one page, as the lists' default. */
export const SEARCH_PAGE_SIZE = 25;

/**
 * Ids per label request: a list page holds at most 100 rows, and 100 ids keep the JSON `filter`
 * under the server's 4,000 characters.
 */
const IDS_PER_REQUEST = 100;

const REFERENCE_QUERY = {
  staleTime: 60_000,
  // A failed load shows under the field that needs the options.
  meta: { silent: true },
} as const;

function listQuery(name: string, params: ListParams) {
  return {
    ...REFERENCE_QUERY,
    queryKey: resourceKeys(name).list(params),
    queryFn: () => api.records(name).list(toListQuery(params)),
  };
}

/**
 * All records of a small referenced resource. Shares the resource's list cache key, so creating a
 * role refreshes the role picker of the user form. A large resource is never asked for all rows.
 */
function optionsQuery(name: string) {
  return { ...listQuery(name, ALL_ROWS), enabled: name !== '' && !isLargeResource(name) };
}

function toOptions(name: string, rows: ResourceRow[] | undefined): ReferenceOption[] {
  const titleField = referencedDefinition(name)?.titleField ?? 'name';
  return (rows ?? []).map((row) => ({ id: row.id, label: String(row[titleField] ?? row.id) }));
}

/** The distinct ids as one stable text (sorted), so the same ids in any order share a cache key. */
function idsKey(ids: readonly string[]): string {
  return [...new Set(ids.filter((id) => id !== ''))].sort().join(',');
}

function chunks(key: string): string[][] {
  const ids = key ? key.split(',') : [];
  const result: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST)
    result.push(ids.slice(start, start + IDS_PER_REQUEST));
  return result;
}

/** The records with these ids, one page: `filter={"id":[…]}`, sized to the ids asked. */
function byIdsQuery(name: string, ids: string[]) {
  return listQuery(name, { page: 0, size: ids.length, filter: { id: ids } });
}

/**
 * Labels for the given ids. A small resource answers from its all-rows list (the ids do not
 * matter); a large one is asked for just these ids, so all cells of a list page that pass the
 * page's ids share one request.
 */
export function useReferenceLabels(ref: string | undefined, ids: readonly string[]) {
  const name = ref ?? '';
  const large = isLargeResource(name);
  const all = useQuery(optionsQuery(name));
  const key = large ? idsKey(ids) : '';
  const queries = useMemo(() => chunks(key).map((part) => byIdsQuery(name, part)), [key, name]);
  const byIds = useQueries({ queries, combine: combinePages });
  const labels = useMemo(() => {
    const rows = large ? byIds.pages.flatMap((rows) => rows ?? []) : all.data?.data;
    return new Map(toOptions(name, rows).map((option) => [option.id, option.label]));
  }, [large, byIds.pages, all.data, name]);
  const isLoading = large ? byIds.isLoading : all.isLoading;
  return {
    /**
     * Falls back to the raw id once loaded, so a dangling reference stays visible instead of
     * vanishing; while the labels load, nothing rather than a flash of ids.
     */
    labelOf: (id: string) => labels.get(id) ?? (isLoading ? '' : id),
    isLoading,
    error: large ? byIds.error : all.error,
  };
}

/**
 * What a picker searches for, and whether it is open: the typed text, not the chosen record's
 * label MUI writes back into the input.
 */
export function usePickerSearch() {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  return {
    search,
    open,
    handlers: {
      onInputChange: (_event: unknown, value: string, reason: string) =>
        setSearch(reason === 'input' ? value : ''),
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
    },
  };
}

/**
 * What a picker offers: every record of a small resource (the picker filters them itself), or
 * for a large one a page of the server's search for `search`, sent once typing pauses and only
 * while the picker is `open`. The chosen ids keep their labels either way.
 */
export function useReferencePicker(
  ref: string | undefined,
  { search, open, chosen }: { search: string; open: boolean; chosen: readonly string[] },
) {
  const name = ref ?? '';
  const large = isLargeResource(name);
  const small = useReferenceOptions(large ? undefined : ref);
  const term = useDebouncedValue(search.trim());
  const found = useQuery({
    ...listQuery(name, { page: 0, size: SEARCH_PAGE_SIZE, search: term }),
    enabled: large && open,
    // The last answer stays while the next search runs, instead of an empty list per keystroke.
    placeholderData: keepPreviousData,
  });
  const labels = useReferenceLabels(large ? ref : undefined, chosen);
  const foundOptions = useMemo(() => toOptions(name, found.data?.data), [name, found.data]);
  if (!large) return { ...small, serverSearch: false };
  // A searched page rarely holds the chosen records; offering them too keeps the picker consistent.
  const missing = chosen.filter((id) => !foundOptions.some((option) => option.id === id));
  return {
    options: [...missing.map((id) => ({ id, label: labels.labelOf(id) })), ...foundOptions],
    labelOf: labels.labelOf,
    isLoading: found.isFetching || labels.isLoading,
    error: found.error ?? labels.error,
    /** The picker must not filter the options again: the server already did. */
    serverSearch: true,
  };
}

/** `filterOptions` of a picker whose options the server has matched already: shown as they are. */
export const asFound = (options: ReferenceOption[]) => options;

/** Every record of a small resource as options; a large one offers none (use the picker hook). */
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
