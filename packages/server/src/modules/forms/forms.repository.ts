import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingGuests, bookings, customers, formDefinitions, forms } from '../../db/schema/index.ts';

export type FormRow = typeof forms.$inferSelect;
type NewForm = typeof forms.$inferInsert;

/** Forms sent to customers, the definitions they are made from, and who takes part in a booking. */
export class FormsRepository {
  constructor(private readonly db: Db) {}

  async isLead(booking: string, customer: string): Promise<boolean> {
    const [lead] = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, booking), eq(bookings.lead, customer)));
    return Boolean(lead);
  }

  async isGuest(booking: string, customer: string): Promise<boolean> {
    const [guest] = await this.db
      .select({ id: bookingGuests.id })
      .from(bookingGuests)
      .where(and(eq(bookingGuests.booking, booking), eq(bookingGuests.customer, customer)))
      .limit(1);
    return Boolean(guest);
  }

  async definition(id: string) {
    const [definition] = await this.db.select().from(formDefinitions).where(eq(formDefinitions.id, id));
    return definition;
  }

  async definitionDescription(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ description: formDefinitions.description })
      .from(formDefinitions)
      .where(eq(formDefinitions.id, id));
    return row?.description;
  }

  async customer(id: string) {
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, id));
    return customer;
  }

  async insert(values: NewForm): Promise<FormRow | undefined> {
    const [row] = await this.db.insert(forms).values(values).returning();
    return row;
  }

  async form(id: string): Promise<FormRow | undefined> {
    const [row] = await this.db.select().from(forms).where(eq(forms.id, id));
    return row;
  }

  async update(id: string, values: Partial<NewForm>): Promise<void> {
    await this.db.update(forms).set(values).where(eq(forms.id, id));
  }

  /** Changes a form at the version the caller saw; undefined when it moved on meanwhile. */
  async changeAt(id: string, version: number, values: Partial<NewForm>): Promise<FormRow | undefined> {
    const [row] = await this.db
      .update(forms)
      .set({ ...values, version: sql`${forms.version} + 1`, updatedAt: new Date() })
      .where(and(eq(forms.id, id), eq(forms.version, version)))
      .returning();
    return row;
  }

  async remove(id: string): Promise<boolean> {
    const gone = await this.db.delete(forms).where(eq(forms.id, id)).returning({ id: forms.id });
    return gone.length > 0;
  }
}
