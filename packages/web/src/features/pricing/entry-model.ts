import type { PriceEntry } from '@seaberth/domain';

/** A cell of the grid: room type (null = any) × pax (null = any number) in one season. */
export interface CellKey {
  roomType: string | null;
  season: string;
  noOfPax: number | null;
}

export type AmountField = 'amount' | 'childAmount';

/** Grid cells only address entries that name no single room; room-specific ones are kept as they are. */
export function matchesCell(entry: PriceEntry, key: CellKey): boolean {
  return (
    entry.room === null &&
    (entry.roomType ?? null) === key.roomType &&
    (entry.season ?? '') === key.season &&
    (entry.noOfPax ?? null) === key.noOfPax
  );
}

export function cellValue(entries: readonly PriceEntry[], key: CellKey, field: AmountField): number | null {
  const entry = entries.find((e) => matchesCell(e, key));
  return entry ? (entry[field] ?? null) : null;
}

/**
 * The entries after one cell was edited. An adult amount creates or changes the entry; clearing it
 * removes the entry (a child amount alone means nothing). A child amount needs the entry.
 */
export function setCell(
  entries: readonly PriceEntry[],
  key: CellKey,
  field: AmountField,
  minor: number | null,
): PriceEntry[] {
  const index = entries.findIndex((e) => matchesCell(e, key));
  if (field === 'amount') {
    if (minor === null) return entries.filter((_, i) => i !== index);
    if (index < 0)
      return [
        ...entries,
        {
          roomType: key.roomType,
          room: null,
          season: key.season,
          noOfPax: key.noOfPax,
          amount: minor,
          childAmount: null,
        },
      ];
    return entries.map((e, i) => (i === index ? { ...e, amount: minor } : e));
  }
  if (index < 0) return [...entries];
  return entries.map((e, i) => (i === index ? { ...e, childAmount: minor } : e));
}

/** Copies every cell of one season into another (the next year's high season starts as this one). */
export function copySeason(entries: readonly PriceEntry[], from: string, to: string): PriceEntry[] {
  const kept = entries.filter((e) => e.room !== null || (e.season ?? '') !== to);
  const copies = entries
    .filter((e) => e.room === null && (e.season ?? '') === from)
    .map(({ id: _id, ...rest }) => ({ ...rest, season: to }));
  return [...kept, ...copies];
}
