import { and, asc, eq, gte } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/**
 * The demo's to-do rules beyond the plain ones (issue 38): what an office sets up first. Made after
 * the demo's bookings, so those are not "booked after the moment" and nothing fires on the first
 * start but what the day's sweep finds due.
 */
export async function loadDemoTodoRules(services: Services): Promise<void> {
  const { db } = services.database;
  const [frontOffice] = await db
    .select({ id: t.userRoles.id })
    .from(t.userRoles)
    .where(eq(t.userRoles.name, 'Reservations'));
  const [reminder] = await db
    .select({ id: t.mailTemplates.id })
    .from(t.mailTemplates)
    .where(eq(t.mailTemplates.name, 'Payment reminder'));
  const role = frontOffice?.id ?? null;
  const rules: (typeof t.todoDefinitions.$inferInsert)[] = [
    {
      group: 'Logistics',
      text: 'Transfer not arranged: ask the guests for their flight',
      rule: { calcType: 'beforeArrival', value: 3 },
      trigger: { kind: 'beforeArrival', days: 3 },
      condition: { kind: 'transferMissing', asset: null },
      action: { kind: 'todo', role, user: null, template: null },
      catchUp: 'now',
    },
    {
      group: 'Guests',
      text: 'Guest forms still missing',
      rule: { calcType: 'beforeArrival', value: 7 },
      trigger: { kind: 'beforeArrival', days: 7 },
      condition: { kind: 'guestFormMissing', asset: null },
      action: { kind: 'notify', role, user: null, template: null },
      catchUp: 'nextWorkingDay',
    },
  ];
  if (reminder)
    rules.push({
      group: 'Payments',
      text: 'Balance open: mail the payment reminder',
      rule: { calcType: 'beforeArrival', value: 14 },
      trigger: { kind: 'beforeArrival', days: 14 },
      condition: { kind: 'balanceOpen', asset: null },
      action: { kind: 'mail', role: null, user: null, template: reminder.id },
      catchUp: 'nextWorkingDay',
    });
  await db.insert(t.todoDefinitions).values(rules).onConflictDoNothing();
  await ringDemoBell(services);
}

/**
 * The bell of a new demo shows what it is for: the guest-forms rule has told the administrators
 * of the next confirmed arrival, as its sweep would have, unread (issue 38).
 */
async function ringDemoBell(services: Services): Promise<void> {
  const { db } = services.database;
  const today = await services.calendar.today();
  const [rule] = await db
    .select({ id: t.todoDefinitions.id, text: t.todoDefinitions.text })
    .from(t.todoDefinitions)
    .where(eq(t.todoDefinitions.text, 'Guest forms still missing'));
  const [next] = await db
    .select({ id: t.bookings.id })
    .from(t.bookings)
    .where(and(eq(t.bookings.state, 'confirmed'), gte(t.bookings.from, today)))
    .orderBy(asc(t.bookings.from))
    .limit(1);
  const admins = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userType, 'admin'));
  if (!rule || !next || !admins.length) return;
  await db
    .insert(t.todoNotifications)
    .values(admins.map((admin) => ({ user: admin.id, rule: rule.id, booking: next.id, text: rule.text })));
}
