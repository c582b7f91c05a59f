import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingRooms,
  bookings,
  customers,
  guestFormLinks,
  guestForms,
  mailTemplates,
  resorts,
  tours,
  vessels,
} from '../../db/schema/index.ts';
import { bookingPlace } from './guest-forms.repository.ts';

/** What reminding bookers of guest forms reads: bookings missing forms, the booker, the template. */
export class GuestFormRemindersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Bookings in `states` arriving in [from, until] among the visible with fewer forms sent than
   * places in beds, by arrival and number (500 at most).
   */
  missing(states: string[], from: string, until: string, visible: SQL | undefined) {
    const beds = sql<number>`(select coalesce(sum(greatest(${bookingRooms.places}, coalesce(jsonb_array_length(${bookingRooms.beds}), 0))), 0)
      from ${bookingRooms} where ${bookingRooms.booking} = ${bookings.id})::int`;
    const sent = sql<number>`(select count(*) from ${guestForms} where ${guestForms.booking} = ${bookings.id}
      and ${guestForms.state} in ('submitted', 'applied') and ${guestForms.roomBooking} is not null)::int`;
    return this.db
      .select({
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        from: bookings.from,
        place: bookingPlace,
        leadName: bookings.leadName,
        leadEmail: sql<string>`coalesce(${customers.contact} ->> 'email', '')`,
        beds,
        submitted: sent,
        remindedAt: guestFormLinks.remindedAt,
      })
      .from(bookings)
      .leftJoin(customers, eq(customers.id, bookings.lead))
      .leftJoin(guestFormLinks, eq(guestFormLinks.booking, bookings.id))
      .leftJoin(tours, eq(tours.id, bookings.tour))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .where(
        and(
          inArray(bookings.state, states),
          gte(bookings.from, from),
          lte(bookings.from, until),
          sql`${beds} > ${sent}`,
          visible,
        ),
      )
      .orderBy(asc(bookings.from), asc(bookings.bookingNo))
      .limit(500);
  }

  /** A customer's e-mail address ('' for none). */
  async email(customer: string): Promise<{ email: string } | undefined> {
    const [booker] = await this.db
      .select({ email: sql<string>`coalesce(${customers.contact} ->> 'email', '')` })
      .from(customers)
      .where(eq(customers.id, customer));
    return booker;
  }

  /** The active mail template of this name (in any case). */
  async activeTemplateNamed(name: string): Promise<{ id: string } | undefined> {
    const [template] = await this.db
      .select({ id: mailTemplates.id })
      .from(mailTemplates)
      .where(and(sql`lower(${mailTemplates.name}) = lower(${name})`, eq(mailTemplates.isActive, true)));
    return template;
  }
}
