import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

const statisticsKey = ['mailqueue', 'statistics'] as const;

export function useMailStatistics() {
  return useQuery({
    queryKey: statisticsKey,
    queryFn: () => api.GET('/api/mailqueue/statistics'),
    // The worker sends in the background; a glance at the page should show the current state.
    refetchInterval: 10_000,
  });
}

/** Puts a mail back in line and sends it at once when SMTP is configured. */
export function usePlanMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/mailqueue/{id}/plan', { path: { id }, body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statisticsKey }),
        queryClient.invalidateQueries({ queryKey: resourceKeys('mailqueue').all }),
      ]),
  });
}
