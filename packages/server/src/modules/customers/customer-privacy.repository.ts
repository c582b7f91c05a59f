import type { CustomerPrivacyExport, PrivacyRequest, PrivacyRequestKind } from '@seaberth/domain';
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingGuests,
  bookingPayments,
  bookingRooms,
  bookings,
  contestEntries,
  contests,
  customerCredits,
  customerGroups,
  customerReferences,
  customers,
  diveLogs,
  diveSites,
  guestForms,
  loyaltyPoints,
  mailQueue,
  privacyRequests,
  referrals,
  resorts,
  rooms,
  vessels,
} from '../../db/schema/index.ts';
import { CustomerRelationsRepository } from './customer-relations.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The mails to an address whatever its case: ILIKE on the literal address (no wildcards), which
 * the queue's trigram index on `to` answers, where lower(to) = … would read all of the queue.
 */
export const sameAddress = (email: string) =>
  ilike(
    mailQueue.to,
    email.replace(/[\\%_]/g, (c) => `\\${c}`),
  );

/** What the operator holds about one person, gathered for a privacy request, and the requests' log. */
export class CustomerPrivacyRepository {
  constructor(private readonly db: Db) {}

  /** Everything about the customer but the file's frame (when, who holds it); undefined when gone. */
  async gather(
    customer: string,
  ): Promise<Omit<CustomerPrivacyExport, 'exportedAt' | 'operator'> | undefined> {
    const [record] = await this.db
      .select({ row: customers, group: customerGroups.name })
      .from(customers)
      .leftJoin(customerGroups, eq(customerGroups.id, customers.group))
      .where(eq(customers.id, customer));
    if (!record) return undefined;
    const { row } = record;
    const [
      relations,
      stays,
      payments,
      credits,
      forms,
      dives,
      entries,
      points,
      codes,
      references,
      mails,
      requests,
    ] = await Promise.all([
      new CustomerRelationsRepository(this.db).of(customer),
      this.db
        .select({
          bookingNo: bookings.bookingNo,
          state: bookings.state,
          from: bookingRooms.from,
          to: bookingRooms.to,
          place: sql<string>`coalesce(${resorts.name}, ${vessels.name}, '')`,
          room: rooms.name,
          lead: sql<boolean>`${bookings.lead} = ${customer}`,
        })
        .from(bookingGuests)
        .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
        .innerJoin(bookings, eq(bookings.id, bookingRooms.booking))
        .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
        .leftJoin(resorts, eq(resorts.id, rooms.resort))
        .leftJoin(vessels, eq(vessels.id, rooms.vessel))
        .where(eq(bookingGuests.customer, customer))
        .orderBy(asc(bookingRooms.from)),
      this.db
        .select({
          bookingNo: bookings.bookingNo,
          date: bookingPayments.date,
          method: bookingPayments.method,
          amount: bookingPayments.amount,
          currency: bookingPayments.currency,
        })
        .from(bookingPayments)
        .innerJoin(bookings, eq(bookings.id, bookingPayments.booking))
        .where(eq(bookings.lead, customer))
        .orderBy(asc(bookingPayments.date)),
      this.db
        .select({
          date: customerCredits.date,
          kind: customerCredits.kind,
          note: customerCredits.note,
          amount: customerCredits.amount,
          currency: customerCredits.currency,
        })
        .from(customerCredits)
        .where(eq(customerCredits.customer, customer))
        .orderBy(asc(customerCredits.date)),
      this.db
        .select({
          bookingNo: bookings.bookingNo,
          state: guestForms.state,
          submittedAt: guestForms.submittedAt,
          answers: guestForms.data,
        })
        .from(guestForms)
        .innerJoin(bookings, eq(bookings.id, guestForms.booking))
        .where(eq(guestForms.customer, customer))
        .orderBy(asc(guestForms.createdAt)),
      this.db
        .select({
          date: diveLogs.date,
          start: diveLogs.start,
          site: sql<string>`coalesce(${diveSites.name}, '')`,
          depth: diveLogs.depth,
          airMix: diveLogs.airMix,
          comment: diveLogs.comment,
        })
        .from(diveLogs)
        .leftJoin(diveSites, eq(diveSites.id, diveLogs.diveSite))
        .where(eq(diveLogs.customer, customer))
        .orderBy(asc(diveLogs.date), asc(diveLogs.start)),
      this.db
        .select({
          contest: contests.name,
          enteredAt: contestEntries.enteredAt,
          source: contestEntries.source,
          winnerRank: contestEntries.winnerRank,
        })
        .from(contestEntries)
        .innerJoin(contests, eq(contests.id, contestEntries.contest))
        .where(eq(contestEntries.customer, customer))
        .orderBy(asc(contestEntries.enteredAt)),
      this.db
        .select({
          date: loyaltyPoints.date,
          kind: loyaltyPoints.kind,
          points: loyaltyPoints.points,
          note: loyaltyPoints.note,
        })
        .from(loyaltyPoints)
        .where(eq(loyaltyPoints.customer, customer))
        .orderBy(asc(loyaltyPoints.date), asc(loyaltyPoints.createdAt)),
      this.db
        .select({ code: referrals.code, active: referrals.active, validUntil: referrals.validUntil })
        .from(referrals)
        .where(eq(referrals.customer, customer))
        .orderBy(asc(referrals.code)),
      this.db
        .select({ system: customerReferences.system, external: customerReferences.external })
        .from(customerReferences)
        .where(eq(customerReferences.customer, customer))
        .orderBy(asc(customerReferences.system), asc(customerReferences.external)),
      this.mailsTo(row.contact.email ?? ''),
      this.requests(customer),
    ]);
    return {
      customer: {
        id: row.id,
        fullName: row.fullName,
        masterData: row.masterData,
        contact: row.contact,
        address: row.address,
        passport: row.passport,
        diver: row.diver,
        gear: row.gear,
        customerType: row.customerType,
        group: record.group,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
      data: row.meta,
      relations: relations.map((r) => ({ kind: r.kind, note: r.note, other: r.other.fullName })),
      stays,
      payments,
      credits,
      guestForms: forms.map((form) => ({
        ...form,
        submittedAt: iso(form.submittedAt),
        answers: form.answers as Record<string, unknown>,
      })),
      dives,
      contests: entries.map((entry) => ({ ...entry, enteredAt: entry.enteredAt.toISOString() })),
      points,
      referralCodes: codes,
      references,
      mails,
      requests,
    };
  }

  /**
   * The mails sent (or queued) to the customer's address: subject, state and when. A scan of the
   * queue by address, fine for a request honoured now and then (no index kept for it).
   */
  private async mailsTo(email: string) {
    if (!email) return [];
    const rows = await this.db
      .select({ subject: mailQueue.subject, status: mailQueue.status, sentAt: mailQueue.sentAt })
      .from(mailQueue)
      .where(sameAddress(email))
      .orderBy(asc(mailQueue.createdAt));
    return rows.map((row) => ({ ...row, sentAt: iso(row.sentAt) }));
  }

  /** The requests honoured for the customer, newest first. */
  async requests(customer: string): Promise<PrivacyRequest[]> {
    const rows = await this.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.customer, customer))
      .orderBy(desc(privacyRequests.createdAt));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as PrivacyRequestKind,
      at: row.createdAt.toISOString(),
      byName: row.byName,
    }));
  }

  async log(customer: string, kind: PrivacyRequestKind, by: { id: string | null; name: string }) {
    await this.db.insert(privacyRequests).values({ customer, kind, byUser: by.id, byName: by.name });
  }
}
