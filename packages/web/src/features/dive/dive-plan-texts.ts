import { type DivePlanDive, type DivePlanDiver, formatDate } from '@seaberth/domain';
import type { TFunction } from 'i18next';

/** One finding in words: "Open Water; the site needs Advanced Open Water". */
export function findingText(t: TFunction, finding: DivePlanDiver['findings'][number]): string {
  const p = finding.params;
  const level = (key: unknown) => t(`divePlan.levels.${String(key)}`);
  switch (finding.reason) {
    case 'level':
      return t('divePlan.reasons.level', { has: level(p.has), needs: level(p.needs) });
    case 'lastDive':
      return t('divePlan.reasons.lastDive', { last: formatDate(String(p.last)), months: p.months });
    case 'minDives':
      return t('divePlan.reasons.minDives', { has: p.has, needs: p.needs });
    default:
      return t(`divePlan.reasons.${finding.reason}`);
  }
}

/** A dive as a line: "08:00 · Batu Bolong · Komodo Explorer". */
export function diveLabel(t: TFunction, dive: Pick<DivePlanDive, 'time' | 'siteName' | 'boatName'>): string {
  return [dive.time, dive.siteName || t('divePlan.noSite'), dive.boatName].filter(Boolean).join(' · ');
}
