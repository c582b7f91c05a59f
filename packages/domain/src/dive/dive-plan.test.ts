import { describe, expect, it } from 'vitest';
import {
  type DiveEligibilityInput,
  diveEligibility,
  diveEligibilityFindings,
} from './dive-plan-eligibility.ts';
import { diveEndsAt, minutesSinceEnd, missingDivers, zonedInstant } from './dive-plan-head-count.ts';
import { diveEndClock, divePlanLogBlocker, divePlanLogEntries, oxygenOf } from './dive-plan-log.ts';
import type { DivePlan, DivePlanDive, DivePlanDiver } from './dive-plan.ts';

const fit: DiveEligibilityInput = {
  date: '2027-03-10',
  site: { level: 'openWater', minDives: 0 },
  typeKind: 'boat',
  diver: {
    certification: 'PADI Open Water Diver',
    declaredDives: 20,
    declaredLastDive: '2026-11-01',
    nitrox: false,
  },
  logged: null,
  form: { medicalYes: false, physicianForm: false, signed: true },
};
const reasons = (input: DiveEligibilityInput) =>
  diveEligibilityFindings(input).map((f) => `${f.reason}:${f.severity}`);

describe('dive eligibility', () => {
  it('lets a certified, recent, signed diver go', () => {
    expect(reasons(fit)).toEqual([]);
    expect(diveEligibility([], false)).toBe('ok');
  });

  it('blocks a diver below the site’s level', () => {
    const input = { ...fit, site: { level: 'advancedOpenWater' as const, minDives: 0 } };
    expect(diveEligibilityFindings(input)).toEqual([
      { reason: 'level', severity: 'block', params: { has: 'openWater', needs: 'advancedOpenWater' } },
    ]);
  });

  it('warns when the last dive is more than 12 months before the day, logged or declared', () => {
    expect(reasons({ ...fit, diver: { ...fit.diver, declaredLastDive: '2026-03-09' } })).toEqual([
      'lastDive:warning',
    ]);
    expect(reasons({ ...fit, diver: { ...fit.diver, declaredLastDive: '2026-03-10' } })).toEqual([]);
    // A logged dive newer than the declared one counts.
    expect(
      reasons({
        ...fit,
        diver: { ...fit.diver, declaredLastDive: '2024-01-01' },
        logged: { dives: 3, lastDive: '2027-03-01' },
      }),
    ).toEqual([]);
  });

  it('blocks below the site’s logged dives, counting declared or logged, whichever is more', () => {
    const site = { level: 'openWater' as const, minDives: 30 };
    expect(reasons({ ...fit, site })).toEqual(['minDives:block']);
    expect(reasons({ ...fit, site, logged: { dives: 31, lastDive: '2027-03-01' } })).toEqual([]);
  });

  it('blocks a nitrox dive without a nitrox card', () => {
    expect(reasons({ ...fit, typeKind: 'nitrox' })).toEqual(['nitrox:block']);
    expect(reasons({ ...fit, typeKind: 'nitrox', diver: { ...fit.diver, nitrox: true } })).toEqual([]);
  });

  it('blocks a yes in the medical questionnaire without the physician’s form, and a missing waiver', () => {
    expect(reasons({ ...fit, form: { medicalYes: true, physicianForm: false, signed: true } })).toEqual([
      'medical:block',
    ]);
    expect(reasons({ ...fit, form: { medicalYes: true, physicianForm: true, signed: true } })).toEqual([]);
    expect(reasons({ ...fit, form: null })).toEqual(['waiver:block']);
    expect(reasons({ ...fit, form: { medicalYes: false, physicianForm: false, signed: false } })).toEqual([
      'waiver:block',
    ]);
  });

  it('weighs an overridden block as a warning, and never hides a block that was not overridden', () => {
    const findings = diveEligibilityFindings({ ...fit, form: null });
    expect(diveEligibility(findings, false)).toBe('block');
    expect(diveEligibility(findings, true)).toBe('warning');
  });
});

describe('head count', () => {
  it('reads a plan’s wall-clock time in the operator’s timezone, summer time included', () => {
    expect(new Date(zonedInstant('2027-01-15', '08:00', 'Europe/Berlin')).toISOString()).toBe(
      '2027-01-15T07:00:00.000Z',
    );
    expect(new Date(zonedInstant('2027-07-15', '08:00', 'Europe/Berlin')).toISOString()).toBe(
      '2027-07-15T06:00:00.000Z',
    );
    expect(diveEndsAt('2027-07-15', '08:00', 60, 'Asia/Makassar')).toBe('2027-07-15T01:00:00.000Z');
  });

  it('counts minutes since the dive’s end, none before it', () => {
    const end = '2027-07-15T07:00:00.000Z';
    expect(minutesSinceEnd(end, Date.parse('2027-07-15T06:59:00Z'))).toBeNull();
    expect(minutesSinceEnd(end, Date.parse('2027-07-15T07:25:30Z'))).toBe(25);
  });

  it('names the divers not back on board', () => {
    const divers = [
      { id: 'a', backOnBoardAt: '2027-07-15T07:00:00Z' },
      { id: 'b', backOnBoardAt: null },
    ];
    expect(missingDivers(divers).map((d) => d.id)).toEqual(['b']);
  });
});

describe('logging a planned dive', () => {
  const diver = (customer: string, extra: Partial<DivePlanDiver> = {}): DivePlanDiver => ({
    id: `d-${customer}`,
    customer,
    fullName: customer,
    certification: '',
    level: 'openWater',
    dives: null,
    lastDive: null,
    nitroxMix: '',
    eligibility: 'ok',
    findings: [],
    override: null,
    backOnBoardAt: null,
    backBy: '',
    loggedDive: null,
    ...extra,
  });
  const dive = (id: string, time: string, divers: DivePlanDiver[], extra: Partial<DivePlanDive> = {}) =>
    ({
      id,
      sort: 0,
      time,
      minutes: 50,
      endsAt: '',
      minutesSinceEnd: null,
      site: 'site',
      siteName: 'Site',
      type: 'type',
      typeName: 'Boat dive',
      typeKind: 'boat',
      boat: 'boat',
      boatName: 'Boat',
      seats: 10,
      guide: 'guide',
      guideName: 'Gita',
      crew: [
        { id: 'c1', name: 'Gita Guide' },
        { id: 'c2', name: 'Kadek Captain' },
      ],
      notes: '',
      closedAt: null,
      closedBy: '',
      closeReason: '',
      divers,
      ...extra,
    }) satisfies DivePlanDive;

  it('fills one entry per diver not yet logged, with the diver’s dive of the day and mix', () => {
    const morning = dive('m', '08:00', [diver('ann')]);
    const noon = dive(
      'n',
      '11:30',
      [diver('ann', { nitroxMix: 'EAN36' }), diver('ben'), diver('cid', { loggedDive: 'x' })],
      {
        typeKind: 'nitrox',
      },
    );
    const plan: DivePlan = {
      id: 'p',
      version: 1,
      date: '2027-03-10',
      resort: 'r',
      vessel: null,
      dives: [noon, morning],
    };
    const entries = divePlanLogEntries(plan, noon);
    expect(entries.map((e) => [e.customer, e.sort, e.airMix])).toEqual([
      ['ann', 2, 36],
      ['ben', 1, 32],
    ]);
    expect(entries[0]).toMatchObject({
      date: '2027-03-10',
      start: '11:30',
      end: '12:20',
      crew: 'Gita Guide, Kadek Captain',
      diveGuide: 'guide',
      resort: 'r',
      vessel: null,
      depth: null,
    });
    expect(divePlanLogBlocker(noon)).toBeNull();
    expect(divePlanLogBlocker(dive('e', '14:00', []))).toBe('noDivers');
    expect(divePlanLogBlocker(dive('t', '14:00', [diver('ann')], { type: null }))).toBe('noType');
    expect(divePlanLogBlocker(dive('l', '14:00', [diver('ann', { loggedDive: 'x' })]))).toBe('allLogged');
  });

  it('reads the mix as oxygen percent and keeps a late dive on its day', () => {
    expect(oxygenOf('', false)).toBe(21);
    expect(oxygenOf('', true)).toBe(32);
    expect(oxygenOf('Nx 28 %', true)).toBe(28);
    expect(oxygenOf('EAN 9', false)).toBe(21);
    expect(diveEndClock('08:00', 60)).toBe('09:00');
    expect(diveEndClock('23:30', 60)).toBe('23:59');
  });
});
