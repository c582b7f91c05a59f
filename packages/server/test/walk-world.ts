import { expect } from 'vitest';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import type { TestContext } from './test-app.ts';
import { testNow } from './test-clock.ts';

/**
 * A small operator for the walkers of issue 31, built through the API (seconds, not the demo's
 * minute): a vessel and a resort, and two agencies that each have an agent, clients the agent
 * made, a trip booking of them with a payment and an invoice, a resort stay, held cabins, ledger
 * entries, a contact, a customer credit and a guest-form link; besides them a direct booking of
 * the operator's own, a blocker with a note and the company's bank account. Every value that
 * identifies one of these is a sentinel a walk looks for in answers it should not give.
 */
export interface AgencyRecords {
  agency: string;
  /** The logged-in agent of the agency (agencies.self, bookings.create, as the demo's agent). */
  agent: string;
  booking: string;
  customer: string;
  /** Its clients: the lead and guest its agent made, the guest of its stay. */
  customers: string[];
  /** The lead's guest form, saved through the booking's link. */
  guestForm: string;
  ids: Set<string>;
  sentinels: Set<string>;
  /** Where its booking is: a trip and a cabin of it. */
  trip: { schedule: string; room: string };
  /** Query parameters that narrow a list to the agency's records. */
  narrow: Record<string, string>;
}

export interface WalkWorld {
  trips: Record<string, string>;
  resort: Record<string, string>;
  own: AgencyRecords;
  rival: AgencyRecords;
  /** The operator's own: a direct booking and its guest, a blocker's note, the bank account. */
  operator: { ids: Set<string>; sentinels: Set<string>; bank: string[]; blockerNote: string };
}

// biome-ignore lint/suspicious/noExplicitAny: answers read back in a fixture, checked by the walks
type Json = Record<string, any>;

export async function walkWorld(ctx: TestContext, admin: string): Promise<WalkWorld> {
  const get = async (url: string): Promise<Json> => {
    const response = await ctx.request({ method: 'GET', url, token: admin });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const post = async (url: string, payload: object, token = admin): Promise<Json> => {
    const response = await ctx.request({ method: 'POST', url, token, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  await ctx.services.settings.put('booking', 'allowAgencyBooking', 'true');
  const trips = await tripWorld(ctx, admin);
  const resort = await resortWorld(ctx, admin);
  const today = testNow().toISOString().slice(0, 10);
  // The bank account invoices show, and a tax rate to invoice with.
  const bank = ['DE02120300000000202051', 'BYLADEM1001', 'Walker Test Bank'];
  await post('/api/company', {
    name: 'Walker Divers GmbH',
    address: { street: 'Kai 1', zip: '20457', city: 'Hamburg', country: 'DE' },
    bankAccounts: [
      { bank: bank[2], holder: 'Walker Divers GmbH', iban: bank[0], bic: bank[1], currency: 'EUR' },
    ],
  });
  await post('/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });

  async function agencyRecords(
    tag: string,
    names: { agency: string; lead: [string, string]; guest: [string, string] },
    cabin: string,
    room: string,
  ): Promise<AgencyRecords> {
    const slug = tag.toLowerCase();
    const agency = (
      await post('/api/agency', {
        name: names.agency,
        email: `office@${slug}-agency.example`,
        phone: `+49 40 555 ${tag.length}${slug.charCodeAt(0)}`,
        vatId: `DE${slug.charCodeAt(0)}7654321`,
        notes: `${names.agency} pays monthly`,
        address: { street: `${names.agency} Street 1`, zip: '20457', city: 'Hamburg', country: 'DE' },
      })
    ).id as string;
    const agent = await newUser(
      ctx,
      admin,
      `agent@${slug}-agency.example`,
      ['agencies.self', 'bookings.create'],
      {
        userType: 'agency',
        agency,
      },
    );
    const client = async ([firstName, lastName]: [string, string], passport: string) => {
      const made = await newCustomer(ctx, agent, {
        firstName,
        lastName,
        email: `${firstName}.${lastName}@${slug}-clients.example`.toLowerCase(),
      });
      const full = await get(`/api/customer/${made.id}`);
      await post(`/api/customer/${made.id}`, { ...full, passport: { ...full.passport, number: passport } });
      return made.id;
    };
    const lead = await client(names.lead, `P${tag}7731907`);
    const guest = await client(names.guest, `P${tag}4418263`);
    // Booked by the operator for the agency (what an agent may book is another part of issue 31).
    const made = await post('/api/bookings', {
      schedule: trips.s1,
      rooms: [{ room: trips[cabin], guests: [lead, guest] }],
      lead,
      agency,
      state: 'confirmed',
    });
    const booking = made.id as string;
    await post(`/api/bookings/${booking}/payment`, {
      version: made.version,
      amount: 12_345,
      currency: 'EUR',
      date: today,
      method: 'bankTransfer',
      reference: `${tag}-PAYMENT-REF`,
      note: `${tag} payment note`,
    });
    await post(`/api/bookings/${booking}/invoice`, {});
    // A stay the operator booked for the agency, with a guest of its own.
    const stayGuest = await newCustomer(ctx, admin, {
      firstName: `${names.guest[0]}a`,
      lastName: `${names.lead[1]}-Stay`,
    });
    await post('/api/bookings', {
      resort: resort.resort,
      dates: { from: '2027-03-06', to: '2027-03-10' },
      rooms: [{ room: resort[room], guests: [stayGuest.id] }],
      agency,
      state: 'confirmed',
    });
    await post('/api/agency/credits', {
      agency,
      kind: 'prepayment',
      amount: 777,
      note: `${tag} ledger note`,
    });
    await post(`/api/agency/${agency}/allotments`, {
      schedules: [trips.s2],
      count: 1,
      releaseDate: '2027-03-01',
      note: `${tag} contingent note`,
    });
    await post('/api/agencycontact', {
      agency,
      name: `${tag} Contactperson`,
      email: `contact@${slug}-agency.example`,
    });
    await post('/api/customer/credits', {
      customer: lead,
      kind: 'voucher',
      amount: 5_000,
      currency: 'EUR',
      date: today,
      note: `${tag} voucher note`,
    });
    // A guest-form link, and the lead's form saved by the guest through it.
    const link = await get(`/api/guestform/${booking}/links`);
    const opened = await ctx.request({
      method: 'GET',
      url: `/api/guestform/${booking}/linked?token=${link.token}`,
    });
    const [place] = opened.json().guests as Json[];
    const saved = await ctx.request({
      method: 'POST',
      url: `/api/guestform/${booking}/linked?token=${link.token}`,
      payload: { form: place!.form, version: place!.version, data: place!.data },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    // Everything of the agency's, read back as the admin sees it.
    const ids = new Set<string>([agency, lead, guest, stayGuest.id]);
    const sentinels = new Set<string>([link.token]);
    const add = (...values: unknown[]) => {
      for (const value of values)
        if (typeof value === 'string' && value.trim().length > 3) sentinels.add(value);
    };
    const record = await get(`/api/agency/${agency}`);
    add(record.name, record.email, record.vatId, record.phone, record.notes, record.address.street);
    for (const contact of (await get('/api/agencycontact?size=0')).data as Json[])
      if (contact.agency === agency) {
        ids.add(contact.id);
        add(contact.name, contact.email);
      }
    for (const customer of [lead, guest, stayGuest.id]) {
      const full = await get(`/api/customer/${customer}`);
      add(full.fullName, full.contact.email, full.passport.number);
    }
    const bookings = ((await get('/api/bookings?size=0')).data as Json[]).filter((b) => b.agency === agency);
    for (const b of bookings) {
      ids.add(b.id);
      add(b.bookingNo);
      for (const payment of (await get(`/api/bookings/${b.id}`)).payments as Json[]) {
        ids.add(payment.id);
        add(payment.reference, payment.note);
      }
      for (const invoice of (await get(`/api/bookings/${b.id}/invoices`)).invoices as Json[]) {
        // Its number has the booking numbers' form (2026-00002): the id and the payer name it.
        ids.add(invoice.id);
      }
    }
    for (const entry of (await get(`/api/agency/credits?agency=${agency}&size=0`)).entries as Json[]) {
      ids.add(entry.id);
      add(entry.note);
    }
    for (const held of (await get(`/api/agency/allotments?agency=${agency}`)) as unknown as Json[]) {
      ids.add(held.id);
      add(held.note);
    }
    for (const credit of (await get(`/api/customer/credits?customer=${lead}&size=0`)).entries as Json[]) {
      ids.add(credit.id);
      add(credit.note);
    }
    const forms = (await get(`/api/guestform?booking=${booking}&state=draft&size=0`)).data as Json[];
    for (const form of forms) ids.add(form.id);
    for (const id of ids) sentinels.add(id);
    return {
      guestForm: forms[0]!.id,
      agency,
      agent,
      booking,
      customer: lead,
      customers: [lead, guest, stayGuest.id],
      ids,
      sentinels,
      trip: { schedule: trips.s1!, room: trips[cabin]! },
      narrow: {
        agency,
        booking,
        customer: lead,
        search: names.lead[1],
        query: bookings.find((b) => b.id === booking)!.bookingNo,
        filter: JSON.stringify({ agency }),
        // The month all the world's trips and stays are in.
        from: '2027-03-01',
        to: '2027-03-31',
      },
    };
  }

  const own = await agencyRecords(
    'Own',
    { agency: 'Tauchreisen Nord GmbH', lead: ['Henrike', 'Albrechtsen'], guest: ['Jasper', 'Feddersen'] },
    'Cabin 1',
    'R1',
  );
  const rival = await agencyRecords(
    'Rival',
    { agency: 'Blue Planet Reisen', lead: ['Quirina', 'Vandersloot'], guest: ['Osric', 'Thistlewood'] },
    'Cabin 2',
    'R2',
  );

  // The operator's own booking and a blocker with a note.
  const direct = await newCustomer(ctx, admin, {
    firstName: 'Wendelin',
    lastName: 'Oberhauser',
    email: 'wendelin.oberhauser@direct.example',
  });
  const directBooking = await post('/api/bookings', {
    schedule: trips.s1,
    rooms: [{ room: trips['Cabin 3'], guests: [direct.id] }],
    lead: direct.id,
  });
  const blockerNote = 'Owner family in R3, keep quiet';
  await post('/api/rooms/addBlocker', {
    room: resort.R3,
    from: '2027-03-06',
    to: '2027-03-09',
    reason: 'Event',
    note: blockerNote,
  });
  const operator = {
    ids: new Set<string>([direct.id, directBooking.id]),
    sentinels: new Set<string>([
      direct.id,
      directBooking.id,
      directBooking.bookingNo,
      'Wendelin Oberhauser',
      'wendelin.oberhauser@direct.example',
      blockerNote,
      ...bank,
    ]),
    bank,
    blockerNote,
  };
  return { trips, resort, own, rival, operator };
}
