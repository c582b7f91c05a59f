import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/** How many of the demo's to-dos are late: a real office has a handful, not a hundred. */
export const DEMO_OVERDUE_TODOS = 3;

/**
 * The demo's bookings were all made today, so every to-do of a rule whose day has passed would
 * be late. A working office did those on their day: each is closed then, by the reservations
 * desk, but for the few latest ones, which stay open (and today's and the coming ones).
 */
export async function settleDemoTodos(services: Services, today: string): Promise<void> {
  const { db } = services.database;
  const late = await db
    .select({ id: t.bookingTodos.id })
    .from(t.bookingTodos)
    .where(and(eq(t.bookingTodos.open, true), lt(t.bookingTodos.due, today)))
    .orderBy(desc(t.bookingTodos.due), desc(t.bookingTodos.id))
    .limit(DEMO_OVERDUE_TODOS);
  const [desk] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'reservations@example.com'));
  await db
    .update(t.bookingTodos)
    .set({
      open: false,
      editedBy: desk?.id ?? null,
      closedAt: sql`${t.bookingTodos.due}::timestamp + interval '16 hours'`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(t.bookingTodos.open, true),
        lt(t.bookingTodos.due, today),
        late.length
          ? notInArray(
              t.bookingTodos.id,
              late.map((r) => r.id),
            )
          : undefined,
      ),
    );
}
