import { type BedRange, bedOfPlace, type PlaceBed, WHOLE_ROOM } from '@seaberth/domain';
import type { TFunction } from 'i18next';

/** Bed numbers are 0-based on the wire; people count beds from one (decided for every screen). */
export const bedLabelNumber = (no: number) => no + 1;

/** "Whole room", "Bed 3" or "Beds 1–2" for the bed range of an occupancy. */
export function describeBedRange(range: BedRange, t: TFunction): string {
  const [from, to] = range;
  if (from <= WHOLE_ROOM[0] && to >= WHOLE_ROOM[1]) return t('assets.blockers.wholeRoom');
  if (to - from === 1) return t('assets.beds.bed', { number: bedLabelNumber(from) });
  return t('assets.beds.bedRange', { first: bedLabelNumber(from), last: bedLabelNumber(to - 1) });
}

/** "Bed 2", or "Bed 1, place 2" for the second sleeper of a double bed (roomCapacity's place numbers). */
export function placeLabel(no: number, placeBeds: readonly PlaceBed[] | undefined, t: TFunction): string {
  const { bed, sleeper } = bedOfPlace(no, placeBeds);
  return sleeper === 0
    ? t('wizard.rooms.bed', { no: bedLabelNumber(bed) })
    : t('wizard.rooms.bedPlace', { no: bedLabelNumber(bed), place: sleeper + 1 });
}
