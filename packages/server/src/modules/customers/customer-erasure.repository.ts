import {
  type CustomerDataGroup,
  type CustomerErasure,
  customerFullName,
  customerResource,
  customerSortName,
  erasedCustomer,
  erasedData,
  erasedName,
  guestFormDataSchema,
  scrubNames,
} from '@seaberth/domain';
import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository } from '../../db/record-history.repository.ts';
import {
  bookingGuests,
  bookingPayments,
  bookingRooms,
  bookingVersions,
  bookings,
  customerMerges,
  customerReferences,
  customerRelations,
  customers,
  diveLogs,
  forms,
  guestFormFiles,
  guestForms,
  invoices,
  mailQueue,
  posTransactions,
  privacyRequests,
  rentals,
  users,
} from '../../db/schema/index.ts';

import { sameAddress } from './customer-privacy.repository.ts';

/** States in which a booking still means a guest is coming: erasure waits until the stay is over. */
const COMING_STATES = ['draft', 'confirmed', 'planned', 'waiting'];

/** The stay that stops an erasure: a booking the customer is in that has not ended yet. */
export interface StayAhead {
  bookingNo: string;
  to: string;
}

export type ErasureOutcome =
  | { kind: 'gone' }
  | { kind: 'stayAhead'; stay: StayAhead }
  | { kind: 'erased'; answer: Omit<CustomerErasure, 'at'>; storageKeys: string[] };

/**
 * Erasure of one customer (GDPR Art. 17), in one transaction with the customer's row locked, so
 * two requests at once erase once. The person becomes "Anonymous #XXXX"; every copy of their name
 * (a booking's lead, its versions, dive logs, rentals, counter sales, forms) is rewritten; guest
 * forms, their files, relations, the personal fields and the mails to them are wiped. Bookings,
 * payments and invoices keep their figures: invoices are legal records kept whole (§147 AO).
 */
export class CustomerErasureRepository {
  constructor(private readonly db: Db) {}

  async erase(
    customer: string,
    today: string,
    groups: readonly CustomerDataGroup[],
    by: { id: string | null; name: string },
  ): Promise<ErasureOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(customers).where(eq(customers.id, customer)).for('update');
      if (!row) return { kind: 'gone' };
      const [ahead] = await tx
        .select({ bookingNo: bookings.bookingNo, to: bookingRooms.to })
        .from(bookingRooms)
        .innerJoin(bookings, eq(bookings.id, bookingRooms.booking))
        .leftJoin(bookingGuests, eq(bookingGuests.roomBooking, bookingRooms.id))
        .where(
          and(
            or(eq(bookingGuests.customer, customer), eq(bookings.lead, customer)),
            inArray(bookings.state, COMING_STATES),
            gte(bookingRooms.to, today),
          ),
        )
        .orderBy(bookingRooms.to)
        .limit(1);
      if (ahead) return { kind: 'stayAhead', stay: ahead };

      const name = erasedName(customer);
      const names = [row.fullName, customerFullName({ ...row.masterData, middleName: '' })];
      const scrub = <T>(value: T): T => scrubNames(value, names, name.fullName);
      const anonymous = erasedCustomer(customer, row);
      await tx
        .update(customers)
        .set({
          ...anonymous,
          fullName: name.fullName,
          sortName: customerSortName(anonymous.masterData),
          meta: erasedData(row.meta, groups),
          updatedAt: new Date(),
          version: sql`${customers.version} + 1`,
        })
        .where(eq(customers.id, customer));

      const relations = await tx
        .delete(customerRelations)
        .where(or(eq(customerRelations.customer, customer), eq(customerRelations.related, customer)))
        .returning({ id: customerRelations.id });

      // Ids in other systems say who the person was there: the link goes with them.
      const references = await tx
        .delete(customerReferences)
        .where(eq(customerReferences.customer, customer))
        .returning({ id: customerReferences.id });

      const formRows = await tx
        .select({ id: guestForms.id })
        .from(guestForms)
        .where(eq(guestForms.customer, customer));
      const formIds = formRows.map((f) => f.id);
      const files = formIds.length
        ? await tx
            .delete(guestFormFiles)
            .where(inArray(guestFormFiles.form, formIds))
            .returning({ storageKey: guestFormFiles.storageKey })
        : [];
      if (formIds.length) {
        await tx
          .update(guestForms)
          .set({ data: guestFormDataSchema.parse({}), appliedByName: '', updatedAt: new Date() })
          .where(inArray(guestForms.id, formIds));
      }

      const led = await tx
        .update(bookings)
        .set({ leadName: name.fullName })
        .where(eq(bookings.lead, customer))
        .returning({ id: bookings.id });
      const guestOf = await tx
        .selectDistinct({ id: bookingRooms.booking })
        .from(bookingGuests)
        .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
        .where(eq(bookingGuests.customer, customer));
      const bookingIds = [...new Set([...led, ...guestOf].map((b) => b.id))];
      const versions = await this.scrubVersions(tx as unknown as Db, bookingIds, scrub);

      const dives = await tx
        .update(diveLogs)
        .set({ customerName: name.fullName })
        .where(eq(diveLogs.customer, customer))
        .returning({ id: diveLogs.id });
      await tx.update(rentals).set({ customerName: name.fullName }).where(eq(rentals.customer, customer));
      await tx
        .update(posTransactions)
        .set({ guestName: name.fullName })
        .where(eq(posTransactions.customer, customer));
      await tx
        .update(forms)
        .set({ customerName: name.fullName, answers: {} })
        .where(eq(forms.customer, customer));
      // A guest's own login (the club) belongs to the person: it goes with them.
      await tx.delete(users).where(eq(users.customer, customer));

      const mails = await this.wipeMails(tx as unknown as Db, row.contact.email, scrub);

      const kept = { bookings: bookingIds.length, invoices: 0, payments: 0 };
      if (bookingIds.length) {
        const [invoiceCount] = await tx
          .select({ n: count() })
          .from(invoices)
          .where(inArray(invoices.booking, bookingIds));
        const [paymentCount] = await tx
          .select({ n: count() })
          .from(bookingPayments)
          .where(inArray(bookingPayments.booking, bookingIds));
        kept.invoices = invoiceCount?.n ?? 0;
        kept.payments = paymentCount?.n ?? 0;
      }
      // The record's history and the merges into it hold what the person was: they go, and one
      // version says when the record was erased and by whom.
      await tx.delete(customerMerges).where(eq(customerMerges.survivor, customer));
      const history = new RecordHistoryRepository(tx as unknown as Db);
      await history.forget(tx as unknown as Db, 'customer', customer);
      await history.write(
        tx as unknown as Db,
        { resource: 'customer', record: customer, version: row.version + 1, action: 'erase' },
        by,
        null,
        null,
        customerResource,
      );
      await tx.insert(privacyRequests).values({ customer, kind: 'erase', byUser: by.id, byName: by.name });
      return {
        kind: 'erased',
        storageKeys: files.map((f) => f.storageKey),
        answer: {
          name: name.fullName,
          kept,
          wiped: {
            guestForms: formIds.length,
            files: files.length,
            relations: relations.length,
            references: references.length,
            mails,
            dives: dives.length,
            versions,
          },
        },
      };
    });
  }

  /** Rewrites the name in the bookings' versions; answers how many versions changed. */
  private async scrubVersions(tx: Db, bookingIds: string[], scrub: <T>(value: T) => T): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const rows = await tx
      .select({
        id: bookingVersions.id,
        changes: bookingVersions.changes,
        snapshot: bookingVersions.snapshot,
      })
      .from(bookingVersions)
      .where(inArray(bookingVersions.booking, bookingIds));
    let changed = 0;
    for (const row of rows) {
      const changes = scrub(row.changes);
      const snapshot = scrub(row.snapshot);
      if (
        JSON.stringify(changes) === JSON.stringify(row.changes) &&
        JSON.stringify(snapshot) === JSON.stringify(row.snapshot)
      )
        continue;
      await tx.update(bookingVersions).set({ changes, snapshot }).where(eq(bookingVersions.id, row.id));
      changed += 1;
    }
    return changed;
  }

  /**
   * The mails to the person's address: the address and the text go, the subject keeps its words
   * but not the name; one still waiting is not sent any more (failed, "erased").
   */
  private async wipeMails(tx: Db, email: string, scrub: <T>(value: T) => T): Promise<number> {
    if (!email) return 0;
    const rows = await tx
      .select({ id: mailQueue.id, subject: mailQueue.subject, status: mailQueue.status })
      .from(mailQueue)
      .where(sameAddress(email));
    for (const row of rows) {
      const waiting = row.status === 'queued';
      await tx
        .update(mailQueue)
        .set({
          to: '',
          subject: scrub(row.subject),
          text: '',
          html: null,
          ...(waiting ? { status: 'failed', lastError: 'The recipient was erased' } : {}),
        })
        .where(eq(mailQueue.id, row.id));
    }
    return rows.length;
  }
}
