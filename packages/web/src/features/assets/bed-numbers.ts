import { type BedRange, WHOLE_ROOM } from '@seaberth/domain';
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
