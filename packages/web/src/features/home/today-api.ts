import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const todayKeys = {
  all: ['dashboard', 'today'] as const,
  of: (asset: string) => [...todayKeys.all, asset] as const,
};

/** The Today page's figures for one asset ('' = every asset the reader may see); fresh each minute. */
export function useTodayFigures(asset: string) {
  return useQuery({
    queryKey: todayKeys.of(asset),
    queryFn: () => api.GET('/api/dashboard/today', { query: { asset } }),
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}
