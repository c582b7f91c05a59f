import type { BlockReason } from '@seaberth/domain';
import { useMemo } from 'react';
import { rangeState, type StateColorKey, stateColorKey } from './calendar-colors.ts';
import { useOccupancy } from './use-occupancy.ts';

/**
 * Each cabin's state over a date range, from one occupancy call for the vessel: the worst night
 * counts, and a blocker given as out of order shows as such.
 */
export function useCabinStates(vesselId: string, from: string, to: string) {
  const occupancy = useOccupancy(vesselId, from, to);
  const states = useMemo(() => {
    const map = new Map<string, StateColorKey>();
    for (const room of occupancy.data?.rooms ?? []) {
      const reasons = room.occupancies
        .filter((o) => o.kind === 'blocker' && o.reason)
        .map((o) => o.reason as BlockReason);
      map.set(room.id, stateColorKey(rangeState(room.nights), reasons));
    }
    return map;
  }, [occupancy.data]);
  return { states, occupancy };
}
