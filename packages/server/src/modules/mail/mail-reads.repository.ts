import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, customers, mailTemplates, users } from '../../db/schema/index.ts';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

/** What the mail area reads besides its queue: templates, recipients, bookings named in mails. */

export async function mailTemplateById(db: Db, id: string): Promise<MailTemplateRow | undefined> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  return row;
}

/** Every template, by name. */
export function mailTemplatesByName(db: Db): Promise<MailTemplateRow[]> {
  return db.select().from(mailTemplates).orderBy(asc(mailTemplates.name));
}

/** The customers a mail goes to, with what a template says of them. */
export function mailCustomers(db: Db, ids: string[]) {
  return db
    .select({
      id: customers.id,
      masterData: customers.masterData,
      contact: customers.contact,
      fullName: customers.fullName,
    })
    .from(customers)
    .where(inArray(customers.id, ids));
}

/** Bookings by their numbers, with their lead guest's name. */
export function bookingsByNumbers(db: Db, numbers: string[]) {
  return db
    .select({ id: bookings.id, bookingNo: bookings.bookingNo, leadName: bookings.leadName })
    .from(bookings)
    .where(inArray(bookings.bookingNo, numbers));
}

/** A user's e-mail address (undefined for an unknown user). */
export async function userEmail(db: Db, id: string): Promise<string | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return user?.email;
}
