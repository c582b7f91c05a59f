import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** `GET /api/schedule/{id}/info`: the trip with its tour, vessel name and dive plan. */
export type ScheduleInfo = AnswerOf<'/api/schedule/{id}/info', 'get'>;

export function useScheduleInfo(id: string | undefined) {
  return useQuery({
    // Under the schedule's key, so a save or delete of the schedule drops it too.
    queryKey: [...resourceKeys('schedule').all, 'info', id ?? ''],
    queryFn: () => api.GET('/api/schedule/{id}/info', { path: { id: id ?? '' } }),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}
