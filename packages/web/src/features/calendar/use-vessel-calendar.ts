import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { CalendarAnswer } from './calendar-model.ts';

export const vesselCalendarKeys = {
  all: ['vessel-calendar'] as const,
  range: (from: string, to: string, vessel: string) => ['vessel-calendar', from, to, vessel] as const,
};

/** The whole visible range in one call: vessels, cabins, trips and occupancies. */
export function useVesselCalendar(from: string, to: string, vessel: string) {
  return useQuery({
    queryKey: vesselCalendarKeys.range(from, to, vessel),
    queryFn: () =>
      api.get<CalendarAnswer>(`/api/tour/calendar/${from}/${to}`, vessel ? { vessel } : undefined),
    // Paging a month on keeps the last picture on screen instead of flashing an empty grid.
    placeholderData: keepPreviousData,
  });
}
