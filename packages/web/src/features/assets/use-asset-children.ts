import { roomTypeResource, vesselDeckResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { ALL_ROWS, type RecordOfDefinition, useResourceList } from '../../resources/use-resource.ts';
import type { SelectOption } from './form-select.tsx';

const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/**
 * The room types of one resort or vessel. All room types load once (the same cache entry as the
 * generic reference pickers) and are narrowed here: there are tens of them, not thousands.
 */
export function useRoomTypeOptions(kind: 'resort' | 'vessel', assetId: string): SelectOption[] {
  const list = useResourceList(roomTypeResource, ALL_ROWS);
  return useMemo(
    () =>
      (list.data?.data ?? [])
        .filter((row) => assetId !== '' && row[kind] === assetId)
        .map((row) => ({ value: row.id, label: String(row.name) }))
        .sort(byName),
    [list.data, kind, assetId],
  );
}

export type DeckRow = RecordOfDefinition<typeof vesselDeckResource>;

/** The decks of a vessel, top deck first (their `sort`), as the deck plan stacks them. */
export function useVesselDecks(vesselId: string) {
  const list = useResourceList(
    vesselDeckResource,
    { page: 0, size: 0, sort: 'sort', order: 1, filter: { vessel: vesselId } },
    vesselId !== '',
  );
  const decks = useMemo(
    () =>
      (list.data?.data ?? [])
        .filter((deck) => deck.vessel === vesselId)
        .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name)),
    [list.data, vesselId],
  );
  return { decks, isLoading: list.isLoading, error: list.error, refetch: list.refetch };
}
