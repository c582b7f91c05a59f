import {
  customerResource,
  appliedData,
  appliedToCustomer,
  askedData,
  askedFields,
  type CustomerDataValues,
  type CustomerFormRecord,
  type GuestDataField,
  fillMissing,
  GUEST_FORM_GROUPS,
  type GuestFormData,
  type GuestFormDifference,
  type GuestFormReview,
  type GuestFormRow,
  type GuestFormState,
  guestFormDataSchema,
  guestDataDifferences,
  guestFormDifferences,
  medicalYes,
  prefillFromCustomer,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository } from '../../db/record-history.repository.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../http/actor.ts';
import type { BookingGuestActions } from '../bookings/index.ts';
import type { BookingService } from '../bookings/index.ts';
import { reachableCustomers } from '../../db/customer-reach.ts';
import { formsOfPlaces, type GuestFormPlace, toGuest } from './guest-form-places.ts';
import {
  guestFormDataGroups,
  guestFormExtraFields,
  guestFormMaxFileSizeKb,
  savedFormProblems,
} from './guest-form-settings.ts';
import { type CrmNarrowing, type GuestFormRowDb, GuestFormsRepository } from './guest-forms.repository.ts';

/** What differs from the customer record: its groups, then the customer data fields asked. */
function differencesOf(
  data: GuestFormData,
  customer: CustomerFormRecord | null,
  asked: readonly GuestDataField[],
): GuestFormDifference[] {
  return [...guestFormDifferences(data, customer), ...guestDataDifferences(data, customer?.meta, asked)];
}

/** The customer's values of the asked fields only: the review shows no other data of the record. */
function knownData(meta: CustomerDataValues | undefined, asked: readonly GuestDataField[]) {
  return Object.fromEntries(
    asked.flatMap((f) => (meta?.[f.key] !== undefined ? [[f.key, meta[f.key]!]] : [])),
  );
}

function withoutMeta<T extends { meta?: unknown }>(record: T): Omit<T, 'meta'> {
  const { meta: _meta, ...rest } = record;
  return rest;
}

export interface GuestFormListQuery {
  state: GuestFormState;
  booking?: string;
  customer?: string;
  search?: string;
  page: number;
  size: number;
  /** Only the forms of the customers a CRM filter finds (`/crm/guestform`). */
  crm?: CrmNarrowing;
}

/**
 * The operator's side of guest forms: the received forms, what differs from the customer
 * records, and taking it over — into the customer record, a new customer in a blank place, and
 * the booking's arrivals and departures. A form taken over is locked for the guest.
 */
export class GuestFormReviewService {
  private readonly repository: GuestFormsRepository;
  private readonly db: Db;

  constructor(
    services: Services,
    private readonly bookings: BookingService,
    private readonly guests: BookingGuestActions,
  ) {
    this.db = services.database.db;
    this.settings = services.settings;
    this.repository = new GuestFormsRepository(this.db);
    this.links = services.guestFormLinks;
  }

  private readonly links: Services['guestFormLinks'];
  private readonly settings: Services['settings'];

  async list(query: GuestFormListQuery, actor: Actor) {
    const { rows, total } = await this.repository.page({
      ...query,
      visible: this.bookings.repository.visibleTo(actor.principal),
    });
    const [people, dataGroups] = await Promise.all([
      this.records(
        rows.flatMap((r) => (r.form.customer ? [r.form.customer] : [])),
        actor,
      ),
      guestFormDataGroups(this.db),
    ]);
    const asked = askedFields(dataGroups);
    const data: GuestFormRow[] = rows.map(({ form, bookingNo, from, place, roomName, customerName }) => {
      const answers = guestFormDataSchema.parse(form.data);
      const written = [answers.masterData.firstName, answers.masterData.lastName].filter(Boolean).join(' ');
      return {
        id: form.id,
        booking: form.booking,
        bookingNo,
        from,
        place,
        roomName: roomName ?? '',
        bed: form.bed + 1,
        customer: form.customer,
        name: written || customerName || '',
        state: form.state as GuestFormState,
        submittedAt: form.submittedAt?.toISOString() ?? null,
        appliedAt: form.appliedAt?.toISOString() ?? null,
        differences:
          form.state === 'applied'
            ? 0
            : differencesOf(answers, form.customer ? (people.get(form.customer) ?? null) : null, asked)
                .length,
        medicalYes: medicalYes(answers),
      };
    });
    return { data, total, page: query.page, size: query.size };
  }

  async review(id: string, actor: Actor): Promise<GuestFormReview> {
    const { form, place } = await this.visible(id, actor);
    const [files, people, where, extraFields, maxFileSizeKb, dataGroups] = await Promise.all([
      this.repository.files([form.id]),
      this.records(form.customer ? [form.customer] : [], actor),
      this.repository.place(form.booking),
      guestFormExtraFields(this.db),
      guestFormMaxFileSizeKb(this.settings),
      guestFormDataGroups(this.db),
    ]);
    const asked = askedFields(dataGroups);
    const booking = await this.bookings.load(form.booking, actor);
    const customer = form.customer ? (people.get(form.customer) ?? null) : null;
    const shown = toGuest(place, files.get(form.id) ?? []);
    // The operator's editor saves the answers back: a key no longer asked is left out.
    const guest = shown.locked ? shown : { ...shown, data: askedData(shown.data, asked, undefined) };
    return {
      form: guest,
      booking: {
        id: booking.id,
        bookingNo: booking.bookingNo,
        place: where,
        from: booking.from,
        to: booking.to,
        isTrip: booking.schedule !== null,
      },
      extraFields,
      dataGroups,
      maxFileSizeKb,
      customer:
        customer && form.customer
          ? { ...withoutMeta(customer), data: knownData(customer.meta, asked), id: form.customer }
          : null,
      differences: form.state === 'applied' ? [] : differencesOf(guest.data, customer, asked),
    };
  }

  async differences(id: string, actor: Actor): Promise<GuestFormDifference[]> {
    return (await this.review(id, actor)).differences;
  }

  /** The booking's places with their forms (the booking page's section). */
  async places(booking: string, actor: Actor) {
    const detail = await this.bookings.detail(booking, actor);
    if (!detail) throw notFound('Booking');
    return (await formsOfPlaces(this.repository, detail)).map((p) => ({
      form: p.form.id,
      roomName: p.roomName,
      bed: p.bed,
      name: p.name,
      customer: p.customer,
      state: p.form.state as GuestFormState,
      submittedAt: p.form.submittedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Takes the chosen groups or fields of a form over: the customer record (a blank place gets a
   * new customer, put in its bed), the flights into the booking's arrivals and departures.
   */
  async apply(id: string, fields: string[], actor: Actor): Promise<GuestFormReview> {
    const unknown = fields.filter(
      (f) => !(GUEST_FORM_GROUPS as readonly string[]).includes(f.split('.')[0]!),
    );
    if (unknown.length)
      throw validationError([{ path: 'fields', message: `Not a part of the form: ${unknown.join(', ')}` }]);
    const { form, place } = await this.visible(id, actor);
    if (form.state === 'applied') throw refusal('CONFLICT', 'This form was taken over already');
    const data = guestFormDataSchema.parse(form.data);
    const booking = await this.bookings.load(form.booking, actor);
    const customer = form.customer ?? (await this.newGuest(form, data, place, actor));
    const record = (await this.repository.customers([customer])).get(customer);
    if (!record) throw notFound('Customer');
    // Only the fields asked on the form now: one the operator unmarked meanwhile is not taken over.
    const asked = askedFields(await guestFormDataGroups(this.db));
    await this.db.transaction(async (tx) => {
      const repository = new GuestFormsRepository(tx as unknown as Db);
      // The record's history tells what the form changed, as it tells an edit.
      const history = new RecordHistoryRepository(tx as unknown as Db);
      const before = await history.customerRow(customer);
      await repository.writeCustomer(customer, appliedToCustomer(record, data, fields));
      await repository.writeCustomerData(customer, appliedData(data, record.meta, asked, fields));
      if (before)
        await history.customerWritten(
          before,
          'guestForm',
          { id: actor.userId ?? null, name: actor.name ?? '' },
          customerResource,
        );
      for (const kind of ['arrival', 'departure'] as const) {
        const travel = data[kind];
        if (!travel.date || !fields.some((f) => f.split('.')[0] === kind)) continue;
        const flight = [travel.airline, travel.flight].filter(Boolean).join(' ');
        if (!(await repository.hasTravel(booking.id, kind, travel.date, flight)))
          await repository.addTravel({
            booking: booking.id,
            kind,
            date: travel.date,
            time: travel.time,
            flight,
            airport: travel.airport,
            resort: booking.resort,
            vessel: booking.vessel,
            note: `From the guest form of ${[data.masterData.firstName, data.masterData.lastName].join(' ').trim()}`,
          });
      }
      await repository.markApplied(form.id, customer, actor.name ?? '');
    });
    return this.review(id, actor);
  }

  /** Every sent form of the booking, wholly. */
  async applyAll(booking: string, actor: Actor): Promise<{ applied: number }> {
    await this.bookings.load(booking, actor);
    const sent = (await this.repository.ofBooking(booking)).filter((f) => f.state === 'submitted');
    for (const form of sent) await this.apply(form.id, [...GUEST_FORM_GROUPS], actor);
    return { applied: sent.length };
  }

  /** The operator corrects a form (not one taken over). */
  async save(id: string, data: GuestFormData, version: number, actor: Actor): Promise<GuestFormReview> {
    const { form } = await this.visible(id, actor);
    if (form.state === 'applied') throw refusal('CONFLICT', 'This form was taken over already');
    const files = (await this.repository.files([form.id])).get(form.id) ?? [];
    const asked = askedFields(await guestFormDataGroups(this.db));
    const problems = savedFormProblems(data, files, await guestFormExtraFields(this.db), false, asked);
    if (problems.length) throw validationError(problems, 'The form is not complete');
    const saved = await this.repository.save(form.id, version, {
      data,
      state: form.state as GuestFormState,
      submittedAt: form.submittedAt,
    });
    if (!saved)
      throw form.state === 'applied'
        ? refusal('CONFLICT', 'This form was taken over already')
        : refusal('STALE_VERSION', 'This form was saved meanwhile: load it again');
    return this.review(id, actor);
  }

  /** Fills what drafts leave empty from the customer records (sent or applied forms stay as they are). */
  async appendMissing(ids: string[], actor: Actor): Promise<{ updated: number }> {
    let updated = 0;
    for (const id of ids) {
      const { form } = await this.visible(id, actor);
      if (form.state !== 'draft' || !form.customer) continue;
      const record = (await this.repository.customers([form.customer])).get(form.customer);
      if (!record) continue;
      const filled = fillMissing(guestFormDataSchema.parse(form.data), record);
      if (await this.repository.save(form.id, form.version, { data: filled, state: 'draft' })) updated += 1;
    }
    return { updated };
  }

  /** The form of a guest in a booking, made if missing: for filling it in at the desk. */
  async forCustomer(customer: string, booking: string, actor: Actor): Promise<GuestFormReview> {
    const detail = await this.bookings.detail(booking, actor);
    if (!detail) throw notFound('Booking');
    const place = (await formsOfPlaces(this.repository, detail)).find((p) => p.customer === customer);
    if (!place) throw validationError([{ path: 'customer', message: 'Not a guest of this booking' }]);
    return this.review(place.form.id, actor);
  }

  /**
   * `DELETE /api/guestform/{id}`: the guest's answers and files are gone; the place's form starts
   * empty again when the booking next asks for it (a wrong guest's data, or on the guest's request).
   */
  async remove(id: string, actor: Actor): Promise<string[]> {
    const { form } = await this.visible(id, actor);
    return this.repository.remove(form.id);
  }

  async file(id: string, fileId: string, actor: Actor) {
    const { form } = await this.visible(id, actor);
    const file = await this.repository.file(form.id, fileId);
    if (!file) throw notFound('File');
    return file;
  }

  /** The booking's link, for a booking the reader may see (404 otherwise). */
  async link(booking: string, actor: Actor) {
    await this.bookings.load(booking, actor);
    return this.links.link(booking);
  }

  /** The logged-in customer's own forms, each with its booking's link to fill it. */
  async self(customer: string | null) {
    if (!customer) return [];
    const rows = await this.repository.ofCustomer(customer);
    return Promise.all(
      rows.map(async ({ submittedAt, ...row }) => ({
        ...row,
        submittedAt: submittedAt?.toISOString() ?? null,
        url: (await this.links.link(row.booking)).url,
      })),
    );
  }

  async statistics(days: number, now: Date) {
    const { byState, perDay } = await this.repository.statistics(new Date(now.getTime() - days * 86_400_000));
    const count = (state: GuestFormState) => Number(byState.find((s) => s.state === state)?.n ?? 0);
    return {
      byState: { draft: count('draft'), submitted: count('submitted'), applied: count('applied') },
      perDay: perDay.map((d) => ({ day: d.day, submitted: Number(d.submitted) })),
    };
  }

  /**
   * The customer records behind forms, as far as the reader may read them: an agent sees the
   * forms of its agency's bookings, but the records of its own clients only (domain customerReach).
   */
  private async records(ids: string[], actor: Actor) {
    const [people, reachable] = await Promise.all([
      this.repository.customers(ids),
      reachableCustomers(this.db, actor.principal, ids),
    ]);
    return new Map([...people].filter(([id]) => reachable.has(id)));
  }

  /** A blank place's form makes a new customer, who then sleeps in that place (if still empty). */
  private async newGuest(form: GuestFormRowDb, data: GuestFormData, place: GuestFormPlace, actor: Actor) {
    if (!data.masterData.firstName || !data.masterData.lastName)
      throw validationError([
        { path: 'masterData.lastName', message: 'A new guest needs a first and last name' },
      ]);
    const start = prefillFromCustomer(null);
    const id = await this.repository.insertCustomer({
      masterData: { ...start.masterData, ...data.masterData, permanentAge: null },
      contact: data.contact,
      address: data.address,
      passport: data.passport,
      diver: data.diver,
      gear: data.gear,
    });
    if (form.roomBooking && !place.customer)
      await this.guests.changeCustomer(
        form.booking,
        { to: id, room: form.roomBooking, idx: form.bed, keepPrice: true },
        actor,
      );
    return id;
  }

  /** The form if the actor may see its booking; its place as the booking holds it now. */
  private async visible(id: string, actor: Actor): Promise<{ form: GuestFormRowDb; place: GuestFormPlace }> {
    const form = await this.repository.form(id);
    if (!form) throw notFound('Guest form');
    const detail = await this.bookings.detail(form.booking, actor);
    if (!detail) throw notFound('Guest form');
    const room = detail.rooms.find((r) => r.id === form.roomBooking);
    const guest = room?.guests[form.bed] ?? null;
    return {
      form,
      place: {
        form,
        roomName: room?.roomName ?? '',
        bed: form.bed + 1,
        customer: guest?.customer ?? null,
        name: guest?.fullName ?? '',
      },
    };
  }
}
