import { fieldUi, type Page, type RecordMeta, type ResourceDefinition } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import type { z } from 'zod';
import { api } from '../api/client.ts';
import type { RecordOf } from '../api/contract.ts';
import { SessionContext } from '../app/session-context.ts';

/** A stored record as the client sees it: server meta plus the definition's fields. */
export type ResourceRow = RecordMeta & Record<string, unknown>;

/** The paging object of SPEC §3 as the list screens hold it (page is 0-based). */
export interface ListParams {
  page: number;
  size: number;
  sort?: string;
  order?: 1 | -1;
  search?: string;
  filter?: Record<string, unknown>;
}

/**
 * The screens built on these hooks explain failures where they happen (inline alert, field
 * message, stale-version banner), so the app-wide red snackbar stays out of it.
 */
const HANDLED_HERE = { silent: true } as const;

/** All rows of a resource: what references to small resources load (large ones never are). */
export const ALL_ROWS: ListParams = { page: 0, size: 0 };

/** Query keys per resource (Medusa's key factory): invalidating `all` drops lists and records. */
export function resourceKeys(name: string) {
  const all = ['resource', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams) => [...all, 'list', toListQuery(params)] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** A list call's query as the server's list routes declare it: `filter` travels as JSON. */
export type ListQuery = {
  page: number;
  size: number;
  sort?: string;
  order?: 1 | -1;
  search?: string;
  filter?: string;
};

/** The query string of a list call; empty search and filter are left out so cache keys stay stable. */
export function toListQuery(params: ListParams): ListQuery {
  const query: ListQuery = { page: params.page, size: params.size };
  if (params.sort) {
    query.sort = params.sort;
    query.order = params.order ?? 1;
  }
  const search = params.search?.trim();
  if (search) query.search = search;
  const filter = Object.fromEntries(
    Object.entries(params.filter ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (Object.keys(filter).length > 0) query.filter = JSON.stringify(filter);
  return query;
}

/**
 * Resources whose rows feed the bootstrap answer (translations, countries, currencies, settings,
 * the connected systems of the jump menu and the master's picker): a change there must reach the
 * whole app, not only this list.
 */
const BOOTSTRAP_RESOURCES = new Set(['settings', 'translation', 'currency', 'country', 'systemconnection']);

export const BOOTSTRAP_QUERY_KEY = ['bootstrap'] as const;

/**
 * Refreshes bootstrap after a change it reflects. The session loads bootstrap itself (not as a
 * query), so its reload is called; the ['bootstrap'] key is invalidated too for any query that
 * reads bootstrap data through TanStack. Outside a session (isolated tests) only the key is touched.
 */
export function useRefreshBootstrap() {
  const queryClient = useQueryClient();
  const session = useContext(SessionContext);
  const reload = session?.reloadBootstrap;
  return useCallback(() => {
    reload?.();
    return queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
  }, [queryClient, reload]);
}

/** After a write: the resource's lists (and reference pickers) reload, bootstrap if it depends on it. */
function useAfterWrite(name: string) {
  const queryClient = useQueryClient();
  const refreshBootstrap = useRefreshBootstrap();
  return useCallback(() => {
    const pending = [queryClient.invalidateQueries({ queryKey: resourceKeys(name).lists() })];
    if (BOOTSTRAP_RESOURCES.has(name)) pending.push(refreshBootstrap());
    return Promise.all(pending);
  }, [queryClient, name, refreshBootstrap]);
}

/** A definition of any schema, with its name kept literal (the record's type is found by it). */
type Named<N extends string> = ResourceDefinition<z.ZodObject, N>;

/**
 * The record a definition's resource answers, inferred from the definition: its fields as the
 * domain types them, with what the server adds beside them (the contract's record, by the name)
 * and the server's meta. A definition known only as `ResourceDefinition` gives a plain row.
 */
export type RecordOfDefinition<D extends ResourceDefinition> =
  D extends ResourceDefinition<infer S, infer N> ? z.output<S> & RecordOf<N> & RecordMeta : never;

export function useResourceList<D extends ResourceDefinition>(
  definition: D,
  params: ListParams,
  enabled = true,
) {
  return useQuery({
    queryKey: resourceKeys(definition.name).list(params),
    queryFn: async () =>
      (await api.records(definition.name).list(toListQuery(params))) as Page<RecordOfDefinition<D>>,
    // Paging and sorting keep the previous page on screen instead of flashing an empty grid.
    placeholderData: keepPreviousData,
    meta: HANDLED_HERE,
    enabled,
  });
}

/** One record of a resource by id; nothing is asked while the id is unknown (a record being created). */
export function useResource<D extends ResourceDefinition>(definition: D, id: string | undefined) {
  return useQuery({
    queryKey: resourceKeys(definition.name).detail(id ?? ''),
    // The client types an answer by the name; the definition in hand says the rest of the record.
    queryFn: async () => (await api.records(definition.name).get(id ?? '')) as RecordOfDefinition<D>,
    enabled: Boolean(id),
    meta: HANDLED_HERE,
  });
}

export function useCreateResource<N extends string>(definition: Named<N>) {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite(definition.name);
  const keys = resourceKeys(definition.name);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: (body: Record<string, unknown>) => api.records(definition.name).create(body),
    onSuccess: (record) => {
      queryClient.setQueryData(keys.detail(record.id), record);
      return afterWrite();
    },
  });
}

export interface UpdateVariables {
  id: string;
  /** The version the edit started from: the server answers 409 STALE_VERSION if it moved on. */
  version: number;
  values: Record<string, unknown>;
}

/**
 * The server merges an update into the stored record, so a field the user emptied (undefined after
 * the schema) must travel as null to be cleared. Write-only fields left empty mean "keep".
 */
export function clearedAsNull(definition: ResourceDefinition, values: Record<string, unknown>) {
  const body: Record<string, unknown> = { ...values };
  for (const [key, schema] of Object.entries(definition.schema.shape)) {
    if (body[key] === undefined && !fieldUi(schema).writeOnly) body[key] = null;
  }
  return body;
}

export function useUpdateResource<N extends string>(definition: Named<N>) {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite(definition.name);
  const keys = resourceKeys(definition.name);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: ({ id, version, values }: UpdateVariables) =>
      api.records(definition.name).update(id, { ...clearedAsNull(definition, values), version }),
    onSuccess: (record) => {
      queryClient.setQueryData(keys.detail(record.id), record);
      return afterWrite();
    },
  });
}

export function useDeleteResource<N extends string>(definition: Named<N>) {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite(definition.name);
  const keys = resourceKeys(definition.name);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: (id: string) => api.records(definition.name).remove(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return afterWrite();
    },
  });
}

export function useCopyResource<N extends string>(definition: Named<N>) {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite(definition.name);
  const keys = resourceKeys(definition.name);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: (id: string) => api.records(definition.name).copy(id),
    onSuccess: (record) => {
      queryClient.setQueryData(keys.detail(record.id), record);
      return afterWrite();
    },
  });
}
