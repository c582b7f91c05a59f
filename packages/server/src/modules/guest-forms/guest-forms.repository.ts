import {
  type CrmCriteriaOutput,
  type CustomerDataValue,
  type CustomerFormRecord,
  customerFullName,
  customerSortName,
  type GuestFormData,
  type GuestFormFile,
  type GuestFormFileKind,
  type GuestFormState,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arrivalDepartures,
  bookingGuests,
  bookingRooms,
  bookings,
  customerDataGroups,
  customers,
  formDefinitions,
  guestFormFiles,
  guestForms,
  resorts,
  rooms,
  tours,
  vessels,
} from '../../db/schema/index.ts';
import { isUuid, likePattern } from '../../db/resource-repository.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';
import { crmCustomerCondition, type OperatorDay } from '../customers/index.ts';

/** A CRM filter's criteria and the operator's day they are judged on. */
export interface CrmNarrowing {
  criteria: CrmCriteriaOutput;
  day: OperatorDay;
}

export type GuestFormRowDb = typeof guestForms.$inferSelect;

/** What a booking is called in lists: the trip and its vessel, else the resort. */
export const bookingPlace = sql<string>`coalesce(${tours.name} || ' · ' || ${vessels.name}, ${resorts.name}, ${vessels.name}, '')`;

/** Guest forms, their files and the customer records they are compared with: all the SQL of the area. */
export class GuestFormsRepository {
  constructor(private readonly db: Db) {}

  async place(booking: string): Promise<string> {
    const [row] = await this.db
      .select({ place: bookingPlace })
      .from(bookings)
      .leftJoin(tours, eq(tours.id, bookings.tour))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .where(eq(bookings.id, booking));
    return row?.place ?? '';
  }

  ofBooking(booking: string): Promise<GuestFormRowDb[]> {
    return this.db
      .select()
      .from(guestForms)
      .where(eq(guestForms.booking, booking))
      .orderBy(asc(guestForms.createdAt), asc(guestForms.bed));
  }

  /** One form per place; a place that has one keeps it (two first visits at once make one). */
  async ensure(
    places: {
      booking: string;
      roomBooking: string;
      bed: number;
      customer: string | null;
      data: GuestFormData;
    }[],
  ): Promise<void> {
    if (!places.length) return;
    await this.db
      .insert(guestForms)
      .values(places)
      .onConflictDoNothing({ target: [guestForms.roomBooking, guestForms.bed] });
  }

  /** A form nobody wrote in yet follows the guest now sleeping in its place. */
  async refreshUntouched(id: string, customer: string | null, data: GuestFormData): Promise<void> {
    await this.db
      .update(guestForms)
      .set({ customer, data })
      .where(and(eq(guestForms.id, id), eq(guestForms.version, 0), eq(guestForms.state, 'draft')));
  }

  async form(id: string): Promise<GuestFormRowDb | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(guestForms).where(eq(guestForms.id, id));
    return row;
  }

  /**
   * Writes a form at the version its writer saw; answers undefined when it changed meanwhile or
   * was applied (an applied form is kept as it was).
   */
  async save(
    id: string,
    version: number,
    values: { data: GuestFormData; state: GuestFormState; language?: string; submittedAt?: Date | null },
  ): Promise<GuestFormRowDb | undefined> {
    const [row] = await this.db
      .update(guestForms)
      .set({ ...values, version: sql`${guestForms.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(eq(guestForms.id, id), eq(guestForms.version, version), sql`${guestForms.state} <> 'applied'`),
      )
      .returning();
    return row;
  }

  async markApplied(id: string, customer: string, by: string): Promise<void> {
    await this.db
      .update(guestForms)
      .set({
        state: 'applied',
        customer,
        appliedAt: sql`now()`,
        appliedByName: by,
        version: sql`${guestForms.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(guestForms.id, id));
  }

  async files(forms: string[]): Promise<Map<string, GuestFormFile[]>> {
    const byForm = new Map<string, GuestFormFile[]>();
    if (!forms.length) return byForm;
    const rows = await this.db
      .select()
      .from(guestFormFiles)
      .where(inArray(guestFormFiles.form, forms))
      .orderBy(asc(guestFormFiles.createdAt));
    for (const row of rows) {
      const list = byForm.get(row.form) ?? [];
      list.push({
        id: row.id,
        kind: row.kind as GuestFormFileKind,
        name: row.name,
        mimeType: row.mimeType,
        size: row.size,
      });
      byForm.set(row.form, list);
    }
    return byForm;
  }

  async file(form: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(guestFormFiles)
      .where(and(eq(guestFormFiles.form, form), eq(guestFormFiles.id, id)));
    return row;
  }

  /** Deletes a form with its files' rows (cascade); answers the files' storage keys to remove. */
  async remove(id: string): Promise<string[]> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const files = await tx
        .select({ storageKey: guestFormFiles.storageKey })
        .from(guestFormFiles)
        .where(eq(guestFormFiles.form, id));
      await tx.delete(guestForms).where(eq(guestForms.id, id));
      return files.map((file) => file.storageKey);
    });
  }

  async insertFile(values: typeof guestFormFiles.$inferInsert): Promise<void> {
    await this.db.insert(guestFormFiles).values(values);
  }

  /** The customer records forms are prefilled from and compared with. */
  async customers(ids: string[]): Promise<Map<string, CustomerFormRecord & { fullName: string }>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({
        id: customers.id,
        fullName: customers.fullName,
        masterData: customers.masterData,
        contact: customers.contact,
        address: customers.address,
        passport: customers.passport,
        diver: customers.diver,
        gear: customers.gear,
        meta: customers.meta,
      })
      .from(customers)
      .where(inArray(customers.id, wanted));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The customer record with groups taken from a form; its version moves on like any edit. */
  async writeCustomer(id: string, groups: Required<Omit<CustomerFormRecord, 'meta'>>): Promise<void> {
    await this.db
      .update(customers)
      .set({
        ...groups,
        fullName: customerFullName(groups.masterData),
        sortName: customerSortName(groups.masterData),
        version: sql`${customers.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, id));
  }

  /**
   * Sets keys of the customer's data in one statement (as `POST /api/customer/{id}/meta` does), so
   * a key written meanwhile by someone else stays.
   */
  async writeCustomerData(id: string, values: Record<string, CustomerDataValue>): Promise<void> {
    if (!Object.keys(values).length) return;
    await this.db
      .update(customers)
      .set({ meta: sql`${customers.meta} || ${JSON.stringify(values)}::jsonb`, updatedAt: sql`now()` })
      .where(eq(customers.id, id));
  }

  /** The customer data groups with their fields, in their order: the form asks the marked ones. */
  dataGroups() {
    return this.db
      .select({ id: customerDataGroups.id, name: customerDataGroups.name, fields: customerDataGroups.fields })
      .from(customerDataGroups)
      .orderBy(asc(customerDataGroups.sort), asc(customerDataGroups.name));
  }

  async insertCustomer(groups: Required<Omit<CustomerFormRecord, 'meta'>>): Promise<string> {
    const [row] = await this.db
      .insert(customers)
      .values({
        ...groups,
        fullName: customerFullName(groups.masterData),
        sortName: customerSortName(groups.masterData),
      })
      .returning({ id: customers.id });
    return row!.id;
  }

  /**
   * One guest's forms. guest_forms has no index on its customer (no migration for it yet): the
   * guest's bookings come along `booking_guests_customer_idx`, their forms along
   * `guest_forms_booking_idx`. So a form counts while its guest is in the booking (a blank
   * place's form applied as a new customer puts them in it); one whose guest left the booking
   * shows in the review list only.
   */
  private ofGuest(customer: string): SQL | undefined {
    return and(
      eq(guestForms.customer, customer),
      inArray(
        guestForms.booking,
        this.db
          .select({ booking: bookingGuests.booking })
          .from(bookingGuests)
          .where(eq(bookingGuests.customer, customer)),
      ),
    );
  }

  /** The received forms, newest sent first, of the bookings the reader may see. */
  async page(query: {
    state: GuestFormState;
    booking?: string;
    customer?: string;
    search?: string;
    page: number;
    size: number;
    visible: SQL | undefined;
    crm?: CrmNarrowing;
  }) {
    const term = query.search?.trim();
    const where = and(
      eq(guestForms.state, query.state),
      query.booking ? eq(guestForms.booking, query.booking) : undefined,
      query.customer ? this.ofGuest(query.customer) : undefined,
      query.visible,
      query.crm ? crmCustomerCondition(query.crm.criteria, query.crm.day) : undefined,
      term
        ? or(
            ilike(bookings.bookingNo, likePattern(term)),
            ilike(customers.fullName, likePattern(term)),
            sql`(${guestForms.data} -> 'masterData' ->> 'lastName') ilike ${likePattern(term)}`,
          )
        : undefined,
    );
    const base = this.db
      .select({
        form: guestForms,
        bookingNo: bookings.bookingNo,
        from: bookings.from,
        place: bookingPlace,
        roomName: rooms.name,
        customerName: customers.fullName,
      })
      .from(guestForms)
      .innerJoin(bookings, eq(bookings.id, guestForms.booking))
      .leftJoin(bookingRooms, eq(bookingRooms.id, guestForms.roomBooking))
      .leftJoin(rooms, eq(rooms.id, bookingRooms.room))
      .leftJoin(customers, eq(customers.id, guestForms.customer))
      .leftJoin(tours, eq(tours.id, bookings.tour))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .where(where)
      .orderBy(desc(guestForms.submittedAt), desc(guestForms.updatedAt), asc(guestForms.id))
      .$dynamic();
    const rows =
      query.size === 0
        ? allRows(await base.limit(ALL_ROWS_READ))
        : await base.limit(query.size).offset(query.page * query.size);
    const total =
      query.size === 0 || (query.page === 0 && rows.length < query.size)
        ? rows.length
        : Number(
            (
              await this.db
                .select({ n: count() })
                .from(guestForms)
                .innerJoin(bookings, eq(bookings.id, guestForms.booking))
                .leftJoin(customers, eq(customers.id, guestForms.customer))
                .where(where)
            )[0]?.n ?? 0,
          );
    return { rows, total };
  }

  /** A customer's own forms (`GET self`), newest trip first. */
  ofCustomer(customer: string) {
    return this.db
      .select({
        form: guestForms.id,
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        from: bookings.from,
        to: bookings.to,
        place: bookingPlace,
        state: guestForms.state,
        submittedAt: guestForms.submittedAt,
      })
      .from(guestForms)
      .innerJoin(bookings, eq(bookings.id, guestForms.booking))
      .leftJoin(tours, eq(tours.id, bookings.tour))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .where(eq(guestForms.customer, customer))
      .orderBy(desc(bookings.from))
      .limit(100);
  }

  /** Forms per state, and sent forms per day since `since` (`statistics`). */
  async statistics(since: Date) {
    const byState = await this.db
      .select({ state: guestForms.state, n: count() })
      .from(guestForms)
      .groupBy(guestForms.state);
    const day = sql<string>`to_char(${guestForms.submittedAt}, 'YYYY-MM-DD')`;
    const perDay = await this.db
      .select({ day, submitted: count() })
      .from(guestForms)
      .where(sql`${guestForms.submittedAt} >= ${since.toISOString()}::timestamptz`)
      .groupBy(day)
      .orderBy(day);
    return { byState, perDay };
  }

  /** The fields of the active form definition for guest forms (the first by name). */
  async extraFields() {
    const [definition] = await this.db
      .select({ fields: formDefinitions.fields })
      .from(formDefinitions)
      .where(and(eq(formDefinitions.purpose, 'guestForm'), eq(formDefinitions.isActive, true)))
      .orderBy(asc(formDefinitions.name))
      .limit(1);
    return definition?.fields;
  }

  /** Whether the booking has this arrival or departure already (same day and flight). */
  async hasTravel(
    booking: string,
    kind: 'arrival' | 'departure',
    date: string,
    flight: string,
  ): Promise<boolean> {
    const [same] = await this.db
      .select({ id: arrivalDepartures.id })
      .from(arrivalDepartures)
      .where(
        and(
          eq(arrivalDepartures.booking, booking),
          eq(arrivalDepartures.kind, kind),
          eq(arrivalDepartures.date, date),
          eq(arrivalDepartures.flight, flight),
        ),
      );
    return Boolean(same);
  }

  async addTravel(values: typeof arrivalDepartures.$inferInsert): Promise<void> {
    await this.db.insert(arrivalDepartures).values(values);
  }
}
