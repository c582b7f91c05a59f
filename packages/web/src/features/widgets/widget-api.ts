import { type Widget, widgetResource } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

export const WIDGETS_PATH = '/widget-admin/list';
export const widgetPath = (id: string) => `/widget-admin/${encodeURIComponent(id)}`;

export type WidgetRow = Widget;

/** `GET /api/widget/{id}/snippet`: the tag to paste, built by the server with its public address. */
export function useWidgetSnippet(id: string) {
  return useQuery({
    queryKey: [...resourceKeys(widgetResource.name).detail(id), 'snippet'],
    queryFn: () => api.GET('/api/widget/{id}/snippet', { path: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
