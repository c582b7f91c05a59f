import { useMemo } from 'react';
import { type CellColorKey, cellColorKey, rangeState } from '../../ui/calendar-colors.ts';
import { useOccupancy } from './use-occupancy.ts';

/**
 * Each cabin's state over a date range, from one occupancy call for the vessel: the worst night
 * counts, a blocker given as out of order shows as such, a full cabin says by what kind of booking.
 */
export function useCabinStates(vesselId: string, from: string, to: string) {
  const occupancy = useOccupancy(vesselId, from, to);
  const states = useMemo(() => {
    const map = new Map<string, CellColorKey>();
    for (const room of occupancy.data?.rooms ?? []) {
      map.set(room.id, cellColorKey(rangeState(room.nights), room.occupancies));
    }
    return map;
  }, [occupancy.data]);
  return { states, occupancy };
}
