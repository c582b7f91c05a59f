import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type ResourceRow, resourceKeys } from '../../resources/use-resource.ts';

/** A stored departure as the wire carries it. */
export type ScheduleRow = ResourceRow & {
  tour: string;
  vessel: string;
  from: string;
  to: string;
  status: string;
  divesPerDay: number;
  diveDays: number | null;
  note: string;
};

/** `GET /api/schedule/{id}/info`: the trip with its tour, vessel name and dive plan. */
export interface ScheduleInfo {
  schedule: ScheduleRow;
  tour: ResourceRow | null;
  vesselName: string;
  nights: number;
  diveDays: number;
  divesPerDay: number;
  lastNight: string;
  /** Active cabins of the vessel. */
  cabins: number;
}

export function useScheduleInfo(id: string | undefined) {
  return useQuery({
    // Under the schedule's key, so a save or delete of the schedule drops it too.
    queryKey: [...resourceKeys('schedule').all, 'info', id ?? ''],
    queryFn: () => api.get<ScheduleInfo>(`/api/schedule/${encodeURIComponent(id ?? '')}/info`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}
