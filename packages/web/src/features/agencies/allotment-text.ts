import type { Allotment } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { formatDate } from '../../resources/format-value.ts';

/** "MV Manta · Komodo North, 02.01.2027 – 09.01.2027": where and when an allotment holds rooms. */
export function allotmentPlace(allotment: Allotment, t: TFunction): string {
  return t('agencies.allotments.place', {
    place: allotment.assetName,
    trip: allotment.tourName ?? t('agencies.allotments.resortStay'),
    period: allotmentPeriod(allotment),
  });
}

/** First night (or embarkation) to departure day. */
export function allotmentPeriod(allotment: Pick<Allotment, 'from' | 'to'>): string {
  return `${formatDate(allotment.from, false)} – ${formatDate(allotment.to, false)}`;
}
