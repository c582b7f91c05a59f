import { z } from 'zod';
import { addDays, isoWeekday } from '../dates/index.ts';

/**
 * To-do rules (issue 38): a to-do definition is a rule — a trigger, a condition checked when it
 * fires, and an action. The plain definitions of before (a to-do for every new booking, due by
 * `rule`) are the rule "booking created, no condition, create a to-do". Each rule acts once per
 * booking and occurrence; the server keeps that promise with a unique key, these functions say
 * which occurrences there are and on which day each is acted on.
 */

/** When a rule fires. `days` counts for the dated ones (before arrival, after departure, before a payment is due). */
export const TODO_TRIGGERS = [
  'bookingCreated',
  'bookingChanged',
  'beforeArrival',
  'afterDeparture',
  'stayDay',
  'paymentDue',
] as const;
export type TodoTrigger = (typeof TODO_TRIGGERS)[number];

/** What must hold when it fires; a to-do made under a condition closes itself once it no longer holds. */
export const TODO_CONDITIONS = [
  'none',
  'transferMissing',
  'guestFormMissing',
  'balanceOpen',
  'agencyBooking',
  'asset',
] as const;
export type TodoConditionKind = (typeof TODO_CONDITIONS)[number];

/** What it does: a to-do (for a role or a user), a mail template queued to the booker, a notification. */
export const TODO_ACTIONS = ['todo', 'mail', 'notify'] as const;
export type TodoActionKind = (typeof TODO_ACTIONS)[number];

/** A booking made after the rule's moment: act the day it is made, skip it, or act the next working day. */
export const TODO_CATCH_UPS = ['now', 'skip', 'nextWorkingDay'] as const;
export type TodoCatchUp = (typeof TODO_CATCH_UPS)[number];

export const todoTriggerSchema = z.object({
  kind: z.enum(TODO_TRIGGERS).default('bookingCreated'),
  days: z.number().int().min(0).max(365).default(0),
});
export type TodoRuleTrigger = z.output<typeof todoTriggerSchema>;

export const todoConditionSchema = z.object({
  kind: z.enum(TODO_CONDITIONS).default('none'),
  /** The resort or vessel of the `asset` condition. */
  asset: z.uuid().nullable().default(null),
});
export type TodoRuleCondition = z.output<typeof todoConditionSchema>;

export const todoActionSchema = z.object({
  kind: z.enum(TODO_ACTIONS).default('todo'),
  /** Whom a to-do is for, or whom to notify: a role (user role id) or one user. */
  role: z.uuid().nullable().default(null),
  user: z.uuid().nullable().default(null),
  /** The mail template of the `mail` action. */
  template: z.uuid().nullable().default(null),
});
export type TodoRuleAction = z.output<typeof todoActionSchema>;

export const DEFAULT_TODO_TRIGGER: TodoRuleTrigger = { kind: 'bookingCreated', days: 0 };
export const DEFAULT_TODO_CONDITION: TodoRuleCondition = { kind: 'none', asset: null };
export const DEFAULT_TODO_ACTION: TodoRuleAction = { kind: 'todo', role: null, user: null, template: null };

/** Refusals of a rule the schema alone cannot judge (a mail without a template…). */
export const TODO_RULE_MESSAGES = {
  template: 'Choose the mail template to send',
  asset: 'Choose the resort or vessel',
  recipient: 'Choose a role or a user to notify',
  oneRecipient: 'Choose either a role or a user, not both',
} as const;

/** The fields of a rule that do not fit together, with what to say on each. */
export function todoRuleProblems(rule: {
  condition: TodoRuleCondition;
  action: TodoRuleAction;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (rule.condition.kind === 'asset' && !rule.condition.asset)
    problems.push({ path: 'condition.asset', message: TODO_RULE_MESSAGES.asset });
  if (rule.action.kind === 'mail' && !rule.action.template)
    problems.push({ path: 'action.template', message: TODO_RULE_MESSAGES.template });
  if (rule.action.kind === 'notify' && !rule.action.role && !rule.action.user)
    problems.push({ path: 'action.role', message: TODO_RULE_MESSAGES.recipient });
  if (rule.action.role && rule.action.user)
    problems.push({ path: 'action.user', message: TODO_RULE_MESSAGES.oneRecipient });
  return problems;
}

/**
 * The plain definitions of before: they keep making their to-do inside the new booking's own
 * transaction, due by `rule`, exactly as they did.
 */
export function isPlainDefinition(rule: {
  trigger: TodoRuleTrigger;
  condition: TodoRuleCondition;
  action: TodoRuleAction;
}): boolean {
  return (
    rule.trigger.kind === 'bookingCreated' &&
    rule.condition.kind === 'none' &&
    rule.action.kind === 'todo' &&
    !rule.action.role &&
    !rule.action.user
  );
}

/** The dated triggers: the daily sweep finds their occurrences by the bookings' dates. */
export const DATED_TRIGGERS: readonly TodoTrigger[] = [
  'beforeArrival',
  'afterDeparture',
  'stayDay',
  'paymentDue',
];

/** What of a booking a dated rule reads. */
export interface RuleBookingDates {
  from: string;
  to: string;
  /** The due days of its payment plan (only while a balance is open). */
  dueDays?: readonly string[];
}

/** One moment of a rule for a booking: its key (unique per rule and booking) and its day. */
export interface RuleOccurrence {
  occurrence: string;
  day: string;
}

/** Every moment a dated trigger has for a booking (the key is the day). */
export function ruleOccurrences(trigger: TodoRuleTrigger, booking: RuleBookingDates): RuleOccurrence[] {
  const days: string[] = [];
  switch (trigger.kind) {
    case 'beforeArrival':
      days.push(addDays(booking.from, -trigger.days));
      break;
    case 'afterDeparture':
      days.push(addDays(booking.to, trigger.days));
      break;
    case 'stayDay':
      // Each night's day: arrival day included, departure day not (the guest leaves that morning).
      for (let day = booking.from; day < booking.to; day = addDays(day, 1)) days.push(day);
      break;
    case 'paymentDue':
      for (const due of booking.dueDays ?? []) days.push(addDays(due, -trigger.days));
      break;
    default:
      break;
  }
  return [...new Set(days)].sort().map((day) => ({ occurrence: day, day }));
}

/**
 * The latest day acting still helps: a reminder before arrival after the guest arrived, or on a
 * stay day after the stay, is pointless. Null: no limit.
 */
export function latestUsefulDay(trigger: TodoRuleTrigger, booking: RuleBookingDates): string | null {
  if (trigger.kind === 'beforeArrival') return booking.from;
  if (trigger.kind === 'stayDay') return addDays(booking.to, -1);
  return null;
}

/**
 * The last day a rule's to-do that closed by itself opens again when its condition comes back (a
 * payment refunded, a transfer removed). The trigger's latest useful day; a transfer or the guest
 * forms matter until the guests arrive, whatever the trigger. Null: as long as the booking lives
 * (an open balance is owed after the stay too).
 */
export function reopenUntil(
  trigger: TodoRuleTrigger,
  condition: TodoRuleCondition,
  booking: RuleBookingDates,
): string | null {
  const latest = latestUsefulDay(trigger, booking);
  if (condition.kind !== 'transferMissing' && condition.kind !== 'guestFormMissing') return latest;
  return latest !== null && latest < booking.from ? latest : booking.from;
}

/** Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  return isoWeekday(day) <= 5;
}

/** The first working day (Monday to Friday) after `day`. */
export function nextWorkingDay(day: string): string {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * What happens to a moment that lay in the past when the booking reached it (made or moved on
 * `reachedOn`, after the moment): the day to act on, or null to skip it. A day after the last
 * useful one is a skip too.
 */
export function catchUpDay(policy: TodoCatchUp, reachedOn: string, latest: string | null): string | null {
  if (policy === 'skip') return null;
  const day = policy === 'now' ? reachedOn : nextWorkingDay(reachedOn);
  return latest !== null && day > latest ? null : day;
}

/**
 * The days a booking must have been made on for a catch-up of `policy` to be acted on `day`: the
 * sweep's safety net, found by the booking date's index. Next working day: Monday acts for
 * Friday, Saturday and Sunday; other working days for the day before; weekends for none.
 */
export function catchUpMadeOn(policy: TodoCatchUp, day: string): string[] {
  if (policy === 'now') return [day];
  if (policy === 'skip' || !isWorkingDay(day)) return [];
  const made: string[] = [];
  for (let back = addDays(day, -1); ; back = addDays(back, -1)) {
    made.push(back);
    if (isWorkingDay(back)) break;
  }
  return made.sort();
}

/** How a rule's moment for a booking is handled on `today`. */
export type OccurrenceDecision =
  | { act: 'fire'; day: string }
  | { act: 'plan'; day: string }
  | { act: 'skip'; reason: 'caughtUp' }
  | { act: 'none' };

/**
 * A moment seen on `today` by the sweep or after the booking was made or changed. Today's moments
 * fire. A past one is a catch-up only when the booking was made after it (`bookingDate`): by the
 * policy, counted from the day the booking was made (`reachedOn`, today unless the sweep looks back
 * at bookings made before), it fires today, is planned for the next working day, or is skipped.
 * Any other past moment was the sweep's to decide on its day; a future one waits for its day.
 */
export function decideOccurrence(
  moment: RuleOccurrence,
  today: string,
  facts: {
    bookingDate: string;
    catchUp: TodoCatchUp;
    latest: string | null;
    reachedOn?: string;
  },
): OccurrenceDecision {
  if (moment.day > today) return { act: 'none' };
  if (moment.day === today) return { act: 'fire', day: today };
  if (moment.day >= facts.bookingDate) return { act: 'none' };
  const day = catchUpDay(facts.catchUp, facts.reachedOn ?? today, facts.latest);
  if (day === null || (facts.latest !== null && today > facts.latest))
    return { act: 'skip', reason: 'caughtUp' };
  return day <= today ? { act: 'fire', day: today } : { act: 'plan', day };
}

/**
 * The due days of a payment plan still (partly) open once what was paid is counted, the earliest
 * settled first — as `nextDueAmount` counts: the payment-due trigger's moments.
 */
export function openDueDays(
  due: readonly { due: string; amount: { amount: number } }[] | null | undefined,
  paid: number,
): string[] {
  let covered = paid;
  const open: string[] = [];
  for (const step of [...(due ?? [])].sort((a, b) => a.due.localeCompare(b.due))) {
    if (covered >= step.amount.amount) covered -= step.amount.amount;
    else {
      covered = 0;
      open.push(step.due);
    }
  }
  return open;
}
