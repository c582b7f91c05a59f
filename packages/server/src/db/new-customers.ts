import { randomUUID } from 'node:crypto';
import { customerFullName, customerResource, customerSortName } from '@seaberth/domain';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { customers } from './schema/index.ts';

export type NewCustomer = typeof customers.$inferInsert;

/** What a booking channel knows of a guest (an import row, an OTA sale, an online booker). */
export interface GuestDetails {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  country?: string;
  customerType?: string;
}

/**
 * A new customer row from a guest the channels make a customer of, with the resource's defaults
 * (the customer form's schema) and the name columns lists search and sort on, as the customer
 * page's save writes them (customer-bindings.ts). Not written yet: the caller decides when.
 */
export function newCustomerRow(guest: GuestDetails): NewCustomer {
  const data = customerResource.schema.parse({
    masterData: { firstName: guest.firstName, lastName: guest.lastName },
    contact: { email: guest.email ?? '', phone: guest.phone ?? '' },
    address: { country: guest.country ?? '' },
    passport: {},
    ...(guest.customerType ? { customerType: guest.customerType } : {}),
  });
  return {
    ...(data as unknown as NewCustomer),
    id: randomUUID(),
    fullName: customerFullName(data.masterData),
    sortName: customerSortName(data.masterData),
  };
}

/** The customer known by this e-mail address (the match key customers are found by), if any. */
export async function customerIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const key = email.trim().toLowerCase();
  if (!key) return undefined;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.emailKey, key))
    .limit(1);
  return row?.id;
}

/** Writes a customer made by newCustomerRow. */
export async function insertCustomer(db: Db, row: NewCustomer): Promise<void> {
  await db.insert(customers).values(row);
}
