import { type DivePlan, formatDate } from '@seaberth/domain';
import { type PrintTable, printTable } from '../print/index.ts';
import type { DiverRow } from './dive-plan.repository.ts';

const LEVEL_NAMES: Record<string, string> = {
  none: 'No certification',
  openWater: 'Open Water',
  advancedOpenWater: 'Advanced Open Water',
  rescue: 'Rescue',
  divemaster: 'Divemaster',
};

/** Sizes as the dive centre hands out gear: "Wetsuit M · BCD L · Fins EU 42". */
function gearOf(row: DiverRow | undefined): string {
  const gear = row?.gear;
  if (!gear) return '';
  return [
    gear.wetsuit && `Wetsuit ${gear.wetsuit}`,
    gear.bcd && `BCD ${gear.bcd}`,
    gear.fins && `Fins ${gear.fins}`,
    gear.boots && `Boots ${gear.boots}`,
    gear.weightKg != null && `${gear.weightKg} kg`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function emergencyOf(row: DiverRow | undefined): string {
  const d = row?.diver;
  if (!d?.emergencyName && !d?.emergencyPhone) return '';
  const who = [d.emergencyName, d.emergencyRelation && `(${d.emergencyRelation})`].filter(Boolean).join(' ');
  return [who, d.emergencyPhone].filter(Boolean).join(', ');
}

/**
 * `POST /api/diveplan/print/{template}`: the day's dive list (boat, site, times, each diver with
 * level, gear sizes, nitrox mix and emergency contact), or the head-count sheet to tick on the boat.
 */
export function divePlanPrint(
  template: 'divelist' | 'headcount',
  plan: DivePlan,
  place: string,
  extra: Map<string, DiverRow>,
): PrintTable {
  const title = `${template === 'divelist' ? 'Dive list' : 'Head count'}: ${place}`;
  const subtitle = `${formatDate(plan.date)} — ${plan.dives.length} dives, ${plan.dives.reduce((n, d) => n + d.divers.length, 0)} divers`;
  const dive = (d: DivePlan['dives'][number]) =>
    [`${d.time} (${d.minutes} min)`, d.boatName, d.siteName, d.guideName].filter(Boolean);
  if (template === 'headcount')
    return printTable(
      title,
      subtitle,
      ['Time', 'Boat', 'Site', 'Diver', 'Out', 'Back'],
      plan.dives.flatMap((d) =>
        d.divers.map((v) => [
          d.time,
          d.boatName,
          d.siteName,
          v.fullName,
          '[  ]',
          v.backOnBoardAt ? '[x]' : '[  ]',
        ]),
      ),
    );
  return printTable(
    title,
    subtitle,
    ['Dive', 'Diver', 'Level', 'Status', 'Gear', 'Nitrox', 'Emergency contact'],
    plan.dives.flatMap((d) =>
      d.divers.map((v) => [
        dive(d).join(' / '),
        v.fullName,
        `${LEVEL_NAMES[v.level] ?? v.level}${v.dives != null ? `, ${v.dives} dives` : ''}`,
        v.eligibility === 'ok' ? 'OK' : v.findings.map((f) => f.reason).join(', '),
        gearOf(extra.get(v.id)),
        v.nitroxMix,
        emergencyOf(extra.get(v.id)),
      ]),
    ),
  );
}
