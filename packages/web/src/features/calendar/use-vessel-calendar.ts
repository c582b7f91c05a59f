import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const vesselCalendarKeys = {
  all: ['vessel-calendar'] as const,
  range: (from: string, to: string) => ['vessel-calendar', from, to] as const,
};

/**
 * The whole visible range in one call: every vessel the user may see, with cabins, trips and
 * occupancies. All vessels at once: the picker needs their names, and a fleet is a handful.
 */
export function useVesselCalendar(from: string, to: string) {
  return useQuery({
    queryKey: vesselCalendarKeys.range(from, to),
    queryFn: () => api.GET('/api/tour/calendar/{from}/{to}', { path: { from, to } }),
    // Paging a month on keeps the last picture on screen instead of flashing an empty grid.
    placeholderData: keepPreviousData,
  });
}
