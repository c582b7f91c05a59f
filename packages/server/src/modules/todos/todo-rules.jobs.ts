import type { Services } from '../../services.ts';
import { daysToSweep, type TodoRuleEngine } from './todo-rule-engine.ts';
import { BOOKING_RULES_JOB } from './todo-rules.repository.ts';

/** Recurring: the to-do rules' day sweep (once per operator day) and the to-dos following their conditions. */
export const TODO_RULES_JOB = 'todo.rules';
/** Often enough that a form or a transfer entered closes its to-do within minutes. */
const EVERY_MS = 10 * 60_000;

/**
 * Two jobs of the jobs table, so one process does each piece of work: the recurring sweep, which
 * keeps the last day it swept in its row and sweeps each day since (in the operator's timezone, by
 * the injectable clock), and the evaluation of one booking made or changed, asked for in the
 * booking's own transaction (todo.repository.ts `versioned`).
 */
export async function registerTodoRuleJobs(services: Services, engine: TodoRuleEngine): Promise<void> {
  const { jobs, calendar } = services;
  jobs.handle(TODO_RULES_JOB, async (job, now) => {
    const next = new Date(now.getTime() + EVERY_MS);
    if (!(await engine.enabled())) return next;
    const today = await calendar.today();
    const last = typeof job.payload.sweptDay === 'string' ? job.payload.sweptDay : undefined;
    for (const day of daysToSweep(last, today)) await engine.sweep(day);
    if (last === today) await engine.followConditions(today);
    await jobs.schedule(TODO_RULES_JOB, '', next, { sweptDay: today });
    return next;
  });
  jobs.handle(BOOKING_RULES_JOB, async (job) => {
    if (await engine.enabled()) await engine.evaluateBooking(job.key, await calendar.today());
    return null;
  });
  // Kept when it exists: its row remembers the last day swept, so a restart sweeps the days it missed.
  if (!(await jobs.repository.find(TODO_RULES_JOB))) await jobs.schedule(TODO_RULES_JOB);
}
