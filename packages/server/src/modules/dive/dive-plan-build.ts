import {
  type DiveKind,
  type DiveLevel,
  type DivePlan,
  type DivePlanDive,
  diveEligibility,
  diveEligibilityFindings,
  diveEndsAt,
  diveLevelOf,
  divesMade,
  lastDiveOf,
  medicalYes,
  minutesSinceEnd,
} from '@seaberth/domain';
import type { Services } from '../../services.ts';
import type { DiverRow, DivePlanRepository, DiveRow, PlanRow } from './dive-plan.repository.ts';

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A certification as one line: "PADI Advanced Open Water". */
export const certificationOf = (diver: { certificationAgency?: string; certificationLevel?: string }) =>
  [diver.certificationAgency, diver.certificationLevel].filter(Boolean).join(' ');

/** The plan as the screens and the print read it: every diver's eligibility, the head count's clock. */
export async function buildDivePlan(
  repository: DivePlanRepository,
  services: Services,
  plan: PlanRow,
): Promise<DivePlan> {
  const dives = await repository.dives(plan.id);
  const divers = await repository.divers(dives.map((d) => d.id));
  const customers = [...new Set(divers.map((d) => d.customer))];
  const [forms, logged, loggedToday, crewNames, timezone] = await Promise.all([
    repository.formFacts(customers),
    repository.loggedDives(customers, plan.date),
    repository.loggedOnDay(customers, plan.date),
    repository.employeeNames([...new Set(dives.flatMap((d) => d.crew))]),
    services.calendar.timezone(),
  ]);
  const now = services.clock.now().getTime();
  const toDiver = (dive: DiveRow, row: DiverRow) => {
    const certification = certificationOf(row.diver);
    const form = forms.get(row.customer);
    const input = {
      date: plan.date,
      site:
        dive.site && dive.siteLevel
          ? { level: dive.siteLevel as DiveLevel, minDives: dive.siteMinDives ?? 0 }
          : null,
      typeKind: (dive.typeKind as DiveKind | null) ?? null,
      diver: {
        certification,
        declaredDives: row.diver.dives ?? null,
        declaredLastDive: row.diver.lastDive ?? null,
        nitrox: Boolean(row.diver.nitrox),
      },
      logged: logged.get(row.customer) ?? null,
      form: form
        ? {
            medicalYes: form.medicalAnswers
              ? medicalYes({ medical: { answers: form.medicalAnswers as Record<string, boolean> } })
              : false,
            physicianForm: form.physicianForm,
            signed: form.signed,
          }
        : null,
    };
    const findings = diveEligibilityFindings(input);
    const overridden = row.overrideReason !== null;
    return {
      id: row.id,
      customer: row.customer,
      fullName: row.fullName,
      certification,
      level: diveLevelOf(certification),
      dives: divesMade(input),
      lastDive: lastDiveOf(input),
      nitroxMix: row.nitroxMix,
      eligibility: diveEligibility(findings, overridden),
      findings,
      override: overridden
        ? { reason: row.overrideReason!, by: row.overrideBy, at: iso(row.overrideAt) ?? '' }
        : null,
      backOnBoardAt: iso(row.backOnBoardAt),
      backBy: row.backBy,
      loggedDive: loggedToday.get(`${row.customer}/${dive.time}`) ?? null,
    };
  };
  const answer: DivePlanDive[] = dives.map((dive) => {
    const endsAt = diveEndsAt(plan.date, dive.time, dive.minutes, timezone);
    return {
      id: dive.id,
      sort: dive.sort,
      time: dive.time,
      minutes: dive.minutes,
      endsAt,
      minutesSinceEnd: minutesSinceEnd(endsAt, now),
      site: dive.site,
      siteName: dive.siteName ?? '',
      type: dive.type,
      typeName: dive.typeName ?? '',
      typeKind: (dive.typeKind as DiveKind | null) ?? null,
      boat: dive.boat,
      boatName: dive.boatName ?? '',
      seats: dive.seats,
      guide: dive.guide,
      guideName: [dive.guideFirst, dive.guideLast].filter(Boolean).join(' '),
      crew: dive.crew.map((id) => ({ id, name: crewNames.get(id) ?? '' })),
      notes: dive.notes,
      closedAt: iso(dive.closedAt),
      closedBy: dive.closedBy,
      closeReason: dive.closeReason,
      divers: divers.filter((d) => d.dive === dive.id).map((d) => toDiver(dive, d)),
    };
  });
  return {
    id: plan.id,
    version: plan.version,
    date: plan.date,
    resort: plan.resort,
    vessel: plan.vessel,
    dives: answer,
  };
}
