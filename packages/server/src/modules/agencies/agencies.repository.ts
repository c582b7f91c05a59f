import { and, asc, eq, gte, ilike, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/resource-repository.ts';
import {
  agencies,
  agencyContacts,
  agencyCredits,
  agencyLinks,
  bookingPayments,
  bookings,
} from '../../db/schema/index.ts';

export type AgencyRow = typeof agencies.$inferSelect;
/** The bookings a requester may see (documents/report-scope.ts makes it). */
interface ReportScope {
  readonly bookings: SQL | undefined;
}

/** The id no agency has: an agent without an agency sees nothing. */
const NO_AGENCY = '00000000-0000-0000-0000-000000000000';

const commissionOf = sql<number>`coalesce((${bookings.calculation}->'commission'->'amount'->>'amount')::bigint, 0)`;

/** What an agency's account and its commission statement read of each of its bookings. */
const agencyBookingColumns = {
  booking: bookings.id,
  bookingNo: bookings.bookingNo,
  leadName: bookings.leadName,
  state: bookings.state,
  from: bookings.from,
  to: bookings.to,
  currency: bookings.currency,
  total: bookings.total,
  commission: commissionOf,
};

const reversed = alias(agencyCredits, 'reversed');

/** Agencies a user limited to one agency (`own`, null for none) sees; undefined: all. */
export function ownAgencyCondition(own: string | null | undefined): SQL | undefined {
  return own === undefined ? undefined : eq(agencies.id, own ?? NO_AGENCY);
}

/** Agency contacts a user limited to one agency (`own`, null for none) sees; undefined: all. */
export function ownContactsCondition(own: string | null | undefined): SQL | undefined {
  return own === undefined ? undefined : eq(agencyContacts.agency, own ?? NO_AGENCY);
}

/** Agencies, their contacts and links, and what their accounts and statements read of their bookings. */
export class AgenciesRepository {
  constructor(private readonly db: Db) {}

  async agency(id: string): Promise<AgencyRow | undefined> {
    const [row] = await this.db.select().from(agencies).where(eq(agencies.id, id));
    return row;
  }

  /** The agency row locked until the transaction ends (SELECT … FOR UPDATE). */
  async lockedAgency(id: string): Promise<AgencyRow | undefined> {
    const [row] = await this.db.select().from(agencies).where(eq(agencies.id, id)).for('update');
    return row;
  }

  /** The agency's bookings in its currency in the given states, leaving some bookings out. */
  owingBookings(agency: AgencyRow, states: string[], exclude: string[]) {
    return this.db
      .select({ total: bookings.total, paid: bookings.paid, commission: commissionOf })
      .from(bookings)
      .where(
        and(
          eq(bookings.agency, agency.id),
          eq(bookings.currency, agency.currency),
          inArray(bookings.state, states),
          exclude.length ? notInArray(bookings.id, exclude) : undefined,
        ),
      );
  }

  /** The payments received in [from, to] for the agency's bookings in the scope, by date and number. */
  payments(agency: string, from: string, to: string, scope: ReportScope) {
    return this.db
      .select({
        id: bookingPayments.id,
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        leadName: bookings.leadName,
        date: bookingPayments.date,
        amount: bookingPayments.amount,
        currency: bookingPayments.currency,
        method: bookingPayments.method,
        reference: bookingPayments.reference,
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.booking))
      .where(
        and(
          eq(bookings.agency, agency),
          gte(bookingPayments.date, from),
          lte(bookingPayments.date, to),
          scope.bookings,
        ),
      )
      .orderBy(asc(bookingPayments.date), asc(bookings.bookingNo));
  }

  /** The agency's bookings (by ids, or arriving in a period) in the scope, with what was paid. */
  bookingSums(agency: string, which: { ids: string[] } | { from: string; to: string }, scope: ReportScope) {
    return this.db
      .select({ ...agencyBookingColumns, paid: bookings.paid })
      .from(bookings)
      .where(
        and(
          eq(bookings.agency, agency),
          'ids' in which
            ? inArray(bookings.id, which.ids)
            : and(gte(bookings.from, which.from), lte(bookings.from, which.to)),
          scope.bookings,
        ),
      )
      .orderBy(asc(bookings.from), asc(bookings.bookingNo));
  }

  /** All of the agency's bookings in the scope, by arrival and number. */
  statementBookings(agency: string, scope: ReportScope) {
    return this.db
      .select(agencyBookingColumns)
      .from(bookings)
      .where(and(eq(bookings.agency, agency), scope.bookings))
      .orderBy(asc(bookings.from), asc(bookings.bookingNo));
  }

  /** The ledger's sum of commission payouts and their reversals per booking and currency. */
  commissionPaidOut(agency: string, ids: string[]) {
    return this.db
      .select({
        booking: agencyCredits.booking,
        currency: agencyCredits.currency,
        amount: sql<number>`sum(${agencyCredits.amount})`,
      })
      .from(agencyCredits)
      .leftJoin(reversed, eq(reversed.id, agencyCredits.reverses))
      .where(
        and(
          eq(agencyCredits.agency, agency),
          inArray(agencyCredits.booking, ids),
          or(eq(agencyCredits.kind, 'commissionPaid'), eq(reversed.kind, 'commissionPaid')),
        ),
      )
      .groupBy(agencyCredits.booking, agencyCredits.currency);
  }

  /** Contacts (of one agency; `null` for none) matching a term in name or e-mail; 1,000 at most. */
  contacts(agency: string | null | undefined, term: string | undefined) {
    return this.db
      .select({
        id: agencyContacts.id,
        agency: agencyContacts.agency,
        agencyName: agencies.name,
        name: agencyContacts.name,
        role: agencyContacts.role,
        email: agencyContacts.email,
        phone: agencyContacts.phone,
        receivesBookingMail: agencyContacts.receivesBookingMail,
      })
      .from(agencyContacts)
      .innerJoin(agencies, eq(agencies.id, agencyContacts.agency))
      .where(
        and(
          agency === undefined ? undefined : eq(agencyContacts.agency, agency ?? ''),
          term
            ? or(
                ilike(agencyContacts.name, likePattern(term)),
                ilike(agencyContacts.email, likePattern(term)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(agencies.name), asc(agencyContacts.name))
      .limit(1000);
  }

  async link(agency: string, system: string): Promise<{ system: string; external: string } | undefined> {
    const [link] = await this.db
      .select({ system: agencyLinks.system, external: agencyLinks.external })
      .from(agencyLinks)
      .where(and(eq(agencyLinks.agency, agency), eq(agencyLinks.system, system)));
    return link;
  }

  async putLink(agency: string, system: string, external: string): Promise<void> {
    await this.db
      .insert(agencyLinks)
      .values({ agency, system, external })
      .onConflictDoUpdate({ target: [agencyLinks.agency, agencyLinks.system], set: { external } });
  }

  /** Removes the link; false when there was none. */
  async removeLink(agency: string, system: string): Promise<boolean> {
    const removed = await this.db
      .delete(agencyLinks)
      .where(and(eq(agencyLinks.agency, agency), eq(agencyLinks.system, system)))
      .returning({ system: agencyLinks.system });
    return removed.length > 0;
  }
}
