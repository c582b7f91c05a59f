import { describe, expect, it } from 'vitest';
import {
  catchUpDay,
  catchUpMadeOn,
  decideOccurrence,
  isPlainDefinition,
  latestUsefulDay,
  reopenUntil,
  nextWorkingDay,
  openDueDays,
  ruleOccurrences,
  todoRuleProblems,
  DEFAULT_TODO_ACTION,
  DEFAULT_TODO_CONDITION,
  DEFAULT_TODO_TRIGGER,
} from './todo-rules.ts';
import { todoDefinitionResource } from './todo.ts';

// 2027-03-05 is a Friday, 2027-03-08 a Monday.
const stay = { from: '2027-03-10', to: '2027-03-13' };

describe('the moments of a rule', () => {
  it('dates arrival, departure, each stay day and each open payment', () => {
    expect(ruleOccurrences({ kind: 'beforeArrival', days: 3 }, stay)).toEqual([
      { occurrence: '2027-03-07', day: '2027-03-07' },
    ]);
    expect(ruleOccurrences({ kind: 'afterDeparture', days: 2 }, stay).map((o) => o.day)).toEqual([
      '2027-03-15',
    ]);
    expect(ruleOccurrences({ kind: 'stayDay', days: 0 }, stay).map((o) => o.day)).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ]);
    expect(
      ruleOccurrences(
        { kind: 'paymentDue', days: 1 },
        { ...stay, dueDays: ['2027-02-01', '2027-03-01'] },
      ).map((o) => o.day),
    ).toEqual(['2027-01-31', '2027-02-28']);
    expect(ruleOccurrences({ kind: 'bookingCreated', days: 0 }, stay)).toEqual([]);
  });

  it('knows which payments are still open: the deposit first', () => {
    const due = [
      { due: '2027-03-01', amount: { amount: 700 } },
      { due: '2027-01-01', amount: { amount: 300 } },
    ];
    expect(openDueDays(due, 0)).toEqual(['2027-01-01', '2027-03-01']);
    expect(openDueDays(due, 300)).toEqual(['2027-03-01']);
    expect(openDueDays(due, 500)).toEqual(['2027-03-01']);
    expect(openDueDays(due, 1000)).toEqual([]);
    expect(openDueDays(null, 0)).toEqual([]);
  });

  it('stops being useful after arrival or the stay', () => {
    expect(latestUsefulDay({ kind: 'beforeArrival', days: 3 }, stay)).toBe('2027-03-10');
    expect(latestUsefulDay({ kind: 'stayDay', days: 0 }, stay)).toBe('2027-03-12');
    expect(latestUsefulDay({ kind: 'afterDeparture', days: 3 }, stay)).toBeNull();
  });

  it('opens a to-do again until the moment passes: the transfer and the forms until arrival', () => {
    const none = { kind: 'none', asset: null } as const;
    const transfer = { kind: 'transferMissing', asset: null } as const;
    const balance = { kind: 'balanceOpen', asset: null } as const;
    expect(reopenUntil({ kind: 'beforeArrival', days: 3 }, balance, stay)).toBe('2027-03-10');
    expect(reopenUntil({ kind: 'stayDay', days: 0 }, none, stay)).toBe('2027-03-12');
    expect(reopenUntil({ kind: 'stayDay', days: 0 }, transfer, stay)).toBe('2027-03-10');
    expect(reopenUntil({ kind: 'bookingCreated', days: 0 }, transfer, stay)).toBe('2027-03-10');
    expect(reopenUntil({ kind: 'afterDeparture', days: 3 }, balance, stay)).toBeNull();
  });
});

describe('catching up', () => {
  it('finds the next working day, over a weekend', () => {
    expect(nextWorkingDay('2027-03-05')).toBe('2027-03-08');
    expect(nextWorkingDay('2027-03-06')).toBe('2027-03-08');
    expect(nextWorkingDay('2027-03-08')).toBe('2027-03-09');
  });

  it('acts now, skips, or waits for the next working day — never past the last useful day', () => {
    expect(catchUpDay('now', '2027-03-06', null)).toBe('2027-03-06');
    expect(catchUpDay('skip', '2027-03-06', null)).toBeNull();
    expect(catchUpDay('nextWorkingDay', '2027-03-06', null)).toBe('2027-03-08');
    expect(catchUpDay('nextWorkingDay', '2027-03-06', '2027-03-07')).toBeNull();
  });

  it('tells the sweep which booking days a catch-up of today belongs to', () => {
    expect(catchUpMadeOn('now', '2027-03-06')).toEqual(['2027-03-06']);
    expect(catchUpMadeOn('skip', '2027-03-08')).toEqual([]);
    expect(catchUpMadeOn('nextWorkingDay', '2027-03-08')).toEqual(['2027-03-05', '2027-03-06', '2027-03-07']);
    expect(catchUpMadeOn('nextWorkingDay', '2027-03-09')).toEqual(['2027-03-08']);
    expect(catchUpMadeOn('nextWorkingDay', '2027-03-06')).toEqual([]);
  });

  it('fires today’s moment, catches up one the booking came after, leaves the others', () => {
    const facts = { bookingDate: '2027-03-06', catchUp: 'nextWorkingDay' as const, latest: '2027-03-10' };
    const moment = (day: string) => ({ occurrence: day, day });
    expect(decideOccurrence(moment('2027-03-06'), '2027-03-06', facts)).toEqual({
      act: 'fire',
      day: '2027-03-06',
    });
    expect(decideOccurrence(moment('2027-03-09'), '2027-03-06', facts)).toEqual({ act: 'none' });
    // Made on Saturday after its moment: Monday.
    expect(decideOccurrence(moment('2027-03-04'), '2027-03-06', facts)).toEqual({
      act: 'plan',
      day: '2027-03-08',
    });
    // The sweep on Monday, looking back at Saturday's booking, fires it.
    expect(
      decideOccurrence(moment('2027-03-04'), '2027-03-08', { ...facts, reachedOn: '2027-03-06' }),
    ).toEqual({ act: 'fire', day: '2027-03-08' });
    expect(decideOccurrence(moment('2027-03-04'), '2027-03-06', { ...facts, catchUp: 'skip' })).toEqual({
      act: 'skip',
      reason: 'caughtUp',
    });
    expect(decideOccurrence(moment('2027-03-04'), '2027-03-06', { ...facts, catchUp: 'now' })).toEqual({
      act: 'fire',
      day: '2027-03-06',
    });
    // Made before its moment: the sweep of that day decided it, a later look does not.
    expect(decideOccurrence(moment('2027-03-07'), '2027-03-08', facts)).toEqual({ act: 'none' });
    // Too late to help: after arrival.
    expect(
      decideOccurrence(moment('2027-03-04'), '2027-03-11', {
        ...facts,
        catchUp: 'now',
        bookingDate: '2027-03-11',
      }),
    ).toEqual({ act: 'skip', reason: 'caughtUp' });
  });
});

describe('a rule as a definition', () => {
  it('reads a definition of before as "booking created: a to-do"', () => {
    const old = todoDefinitionResource.schema.parse({
      text: 'Send the voucher',
      rule: { calcType: 'afterBooking', value: 3 },
    });
    expect(old).toMatchObject({
      trigger: DEFAULT_TODO_TRIGGER,
      condition: DEFAULT_TODO_CONDITION,
      action: DEFAULT_TODO_ACTION,
      catchUp: 'now',
    });
    expect(isPlainDefinition(old)).toBe(true);
    expect(isPlainDefinition({ ...old, condition: { kind: 'balanceOpen', asset: null } })).toBe(false);
  });

  it('names the parts that do not fit together', () => {
    expect(
      todoRuleProblems({
        condition: { kind: 'asset', asset: null },
        action: { kind: 'mail', role: null, user: null, template: null },
      }).map((p) => p.path),
    ).toEqual(['condition.asset', 'action.template']);
    expect(
      todoRuleProblems({
        condition: DEFAULT_TODO_CONDITION,
        action: { kind: 'notify', role: null, user: null, template: null },
      }).map((p) => p.path),
    ).toEqual(['action.role']);
    expect(todoRuleProblems({ condition: DEFAULT_TODO_CONDITION, action: DEFAULT_TODO_ACTION })).toEqual([]);
  });
});
