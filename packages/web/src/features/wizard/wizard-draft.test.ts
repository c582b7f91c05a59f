import { createBookingSchema, quoteDraftSchema } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { toCreateBooking, toQuoteDraft } from './wizard-bodies.ts';
import {
  emptyDraft,
  guestFromCustomer,
  isChildGuest,
  parseStoredDraft,
  STEP,
  type WizardDraft,
  type WizardGuest,
  withStay,
} from './wizard-draft.ts';
import { draftFromQuery } from './wizard-link.ts';
import {
  type RoomOffer,
  roomFromOffer,
  withBedMode,
  withBedToggled,
  withPlaceCount,
} from './wizard-rooms.ts';
import { firstIncompleteStep, issuesOf, stepOfField } from './wizard-validation.ts';

const RESORT = '11111111-1111-4111-8111-111111111111';
const R1 = '21111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const DORM = '23333333-3333-4333-8333-333333333333';
const DELUXE = '31111111-1111-4111-8111-111111111111';
const SCHEDULE = '41111111-1111-4111-8111-111111111111';
const VESSEL = '42222222-2222-4222-8222-222222222222';
const VARIANT = '51111111-1111-4111-8111-111111111111';
const NITROX = '61111111-1111-4111-8111-111111111111';
const SPECIAL = '71111111-1111-4111-8111-111111111111';
const SOURCE = '81111111-1111-4111-8111-111111111111';

function guest(id: string, fullName: string, over: Partial<WizardGuest> = {}): WizardGuest {
  return {
    id,
    fullName,
    email: '',
    birthday: null,
    permanentAge: null,
    passportCountry: null,
    addressCountry: null,
    ...over,
  };
}

const anna = guest('a1111111-1111-4111-8111-111111111111', 'Anna Berg', { birthday: '1985-04-02' });
const ben = guest('b1111111-1111-4111-8111-111111111111', 'Ben Berg', { passportCountry: 'DE' });
const mia = guest('c1111111-1111-4111-8111-111111111111', 'Mia Berg', { birthday: '2015-03-02' });

const offer = (over: Partial<RoomOffer> & Pick<RoomOffer, 'id' | 'name'>): RoomOffer => ({
  roomType: DELUXE,
  availableBeds: 2,
  freeBeds: [0, 1],
  free: true,
  allowSharedRoom: false,
  ...over,
});

function stay(): WizardDraft {
  return {
    ...emptyDraft({ currency: 'EUR', language: 'en' }),
    resort: RESORT,
    from: '2027-03-01',
    to: '2027-03-08',
  };
}

/** Two rooms, four guests (Mia a child), one variant, an add-on for Anna, a special by hand. */
function fullDraft(): WizardDraft {
  const room1 = roomFromOffer(offer({ id: R1, name: 'Room 1' }));
  const room2 = roomFromOffer(offer({ id: R2, name: 'Room 2', availableBeds: 3, freeBeds: [0, 1, 2] }));
  return {
    ...stay(),
    rooms: [
      {
        ...room1,
        places: [
          { guest: anna, variant: VARIANT },
          { guest: ben, variant: null },
        ],
      },
      {
        ...room2,
        places: [
          { guest: mia, variant: null },
          { guest: null, variant: null },
          { guest: null, variant: null },
        ],
      },
    ],
    addons: [{ supplement: NITROX, customers: [anna.id], quantity: 2 }],
    specials: [SPECIAL],
    bookingSource: SOURCE,
    source: 'agency',
    note: '  Late arrival  ',
    state: 'confirmed',
  };
}

describe('step validation', () => {
  it('asks for resort, arrival and a departure after it', () => {
    const empty = emptyDraft({ currency: 'EUR', language: 'de' });
    expect(issuesOf(empty, STEP.what).map((i) => i.code)).toEqual(['pickResort', 'arrival', 'departure']);
    const backwards = { ...stay(), to: '2027-02-27' };
    expect(issuesOf(backwards, STEP.what)).toEqual([{ path: 'to', code: 'departureAfterArrival' }]);
    expect(issuesOf({ ...stay(), to: '2028-03-08' }, STEP.what)[0]?.code).toBe('tooLong');
    expect(issuesOf(stay(), STEP.what)).toEqual([]);
  });

  it('asks for a trip whose dates are known', () => {
    const trip = { ...stay(), kind: 'trip' as const };
    expect(issuesOf(trip, STEP.what)[0]?.code).toBe('pickTrip');
    const linked = { ...trip, trip: { id: SCHEDULE, vessel: '', from: '', to: '', title: '' } };
    expect(issuesOf(linked, STEP.what)[0]?.code).toBe('tripLoading');
    const known = {
      ...trip,
      trip: { id: SCHEDULE, vessel: VESSEL, from: '2027-01-02', to: '2027-01-09', title: 'T' },
    };
    expect(issuesOf(known, STEP.what)).toEqual([]);
  });

  it('needs a room, a named guest, no guest twice and one bed per guest in a shared room', () => {
    expect(issuesOf(stay(), STEP.rooms).map((i) => i.code)).toEqual(['pickRoom']);
    const unnamed = { ...stay(), rooms: [roomFromOffer(offer({ id: R1, name: 'Room 1' }))] };
    expect(issuesOf(unnamed, STEP.rooms).map((i) => i.code)).toEqual(['needGuest']);
    const twice = fullDraft();
    twice.rooms[1]!.places[1] = { guest: anna, variant: null };
    expect(issuesOf(twice, STEP.rooms)).toEqual([
      { path: 'rooms.1.guests.1', code: 'guestTwice', params: { name: 'Anna Berg' } },
    ]);
    const dorm = roomFromOffer(
      offer({ id: DORM, name: 'Dorm', free: false, freeBeds: [2, 3], availableBeds: 2 }),
    );
    const broken = { ...fullDraft(), rooms: [{ ...dorm, beds: [2, 3] }] };
    expect(issuesOf(broken, STEP.rooms).map((i) => i.code)).toContain('bedPerGuest');
    expect(issuesOf(fullDraft(), STEP.rooms)).toEqual([]);
  });

  it('flags a chosen room that the fresh free list no longer has', () => {
    const draft = fullDraft();
    const rooms = new Map([[R1, { free: true, freeBeds: [0, 1], availableBeds: 2 }]]);
    expect(issuesOf(draft, STEP.rooms, { rooms })).toEqual([
      { path: 'rooms.1', code: 'roomGone', params: { room: 'Room 2' } },
    ]);
    // Partly taken meanwhile: the room can no longer be had whole.
    const partly = new Map([
      [R1, { free: false, freeBeds: [1], availableBeds: 2 }],
      [R2, { free: true, freeBeds: [0, 1, 2], availableBeds: 3 }],
    ]);
    expect(issuesOf(draft, STEP.rooms, { rooms: partly })[0]).toMatchObject({
      path: 'rooms.0',
      code: 'roomGone',
    });
  });

  it('wants the guests of an add-on for chosen guests, and a currency', () => {
    const draft = { ...fullDraft(), addons: [{ supplement: NITROX, customers: [], quantity: 1 }] };
    expect(issuesOf(draft, STEP.extras)).toEqual([
      { path: 'extras.addons.0.customers', code: 'addonGuests' },
    ]);
    expect(issuesOf({ ...draft, currency: '' }, STEP.details)).toEqual([
      { path: 'currency', code: 'currency' },
    ]);
    expect(firstIncompleteStep(draft)).toBe(STEP.extras);
    expect(firstIncompleteStep(fullDraft())).toBeNull();
  });

  it('sends a server field error to the step it concerns', () => {
    expect(stepOfField('dates.to')).toBe(STEP.what);
    expect(stepOfField('rooms.1.guests.0')).toBe(STEP.rooms);
    expect(stepOfField('extras.addons.0.supplement')).toBe(STEP.extras);
    expect(stepOfField('currency')).toBe(STEP.details);
    expect(stepOfField('state')).toBe(STEP.summary);
  });
});

describe('rooms and beds', () => {
  it('books a free room whole with the usual number of places', () => {
    const room = roomFromOffer(offer({ id: R2, name: 'Room 2', availableBeds: 3, freeBeds: [0, 1, 2] }), 2);
    expect(room.beds).toBeNull();
    expect(room.places).toHaveLength(2);
    expect(withPlaceCount(room, 5).places).toHaveLength(3);
    expect(withPlaceCount(room, 1).places).toHaveLength(1);
  });

  it('sells a partly taken shared room bed by bed, a place per bed', () => {
    const dorm = roomFromOffer(
      offer({
        id: DORM,
        name: 'Dorm',
        free: false,
        freeBeds: [2, 3, 5],
        availableBeds: 3,
        allowSharedRoom: true,
      }),
    );
    expect(dorm.beds).toEqual([2]);
    const two = withBedToggled(dorm, 5, true);
    expect(two.beds).toEqual([2, 5]);
    expect(two.places).toHaveLength(2);
    const one = withBedToggled(
      {
        ...two,
        places: [
          { guest: anna, variant: null },
          { guest: ben, variant: null },
        ],
      },
      2,
      false,
    );
    expect(one.beds).toEqual([5]);
    expect(one.places.map((p) => p.guest?.id)).toEqual([ben.id]);
  });

  it('switches a free shared room between whole and by bed', () => {
    const whole = roomFromOffer(
      offer({ id: DORM, name: 'Dorm', allowSharedRoom: true, availableBeds: 4, freeBeds: [0, 1, 2, 3] }),
      2,
    );
    const byBed = withBedMode(whole, true, [0, 1, 2, 3]);
    expect(byBed.beds).toEqual([0, 1]);
    expect(withBedMode(byBed, false, [0, 1, 2, 3]).beds).toBeNull();
  });

  it('forgets the rooms when the nights change', () => {
    const draft = fullDraft();
    expect(withStay(draft, '2027-03-02', '2027-03-08').rooms).toEqual([]);
    expect(withStay(draft, draft.from, draft.to)).toBe(draft);
  });
});

describe('children', () => {
  it('is a child when at most childMaxAge on arrival, by birthday or permanent age', () => {
    expect(isChildGuest(mia, '2027-03-01', 12)).toBe(true);
    // Turns 12 the day after arrival: 11, a child at 11 too.
    expect(isChildGuest(guest('x', 'X', { birthday: '2015-03-02' }), '2027-03-01', 11)).toBe(true);
    expect(isChildGuest(guest('x', 'X', { birthday: '2014-03-01' }), '2027-03-01', 12)).toBe(false);
    expect(isChildGuest(guest('x', 'X', { permanentAge: 12 }), '2027-03-01', 12)).toBe(true);
    expect(isChildGuest(anna, '2027-03-01', 12)).toBe(false);
    // Unknown age: priced as an adult, no chip.
    expect(isChildGuest(ben, '2027-03-01', 12)).toBe(false);
  });

  it('keeps what a customer row says about age and countries', () => {
    expect(
      guestFromCustomer({
        id: 'k1',
        fullName: 'Mia Berg',
        contact: { email: 'mia@example.com' },
        masterData: { birthday: '2015-03-02', permanentAge: null, nationality: 'AT' },
        address: { country: 'DE' },
        passport: { nationality: '' },
      }),
    ).toEqual({
      id: 'k1',
      fullName: 'Mia Berg',
      email: 'mia@example.com',
      birthday: '2015-03-02',
      permanentAge: null,
      passportCountry: 'AT',
      addressCountry: 'DE',
    });
  });
});

describe('create body', () => {
  it('sends rooms with guests, empty beds, variants and extras as createBookingSchema reads them', () => {
    const body = toCreateBooking(fullDraft());
    expect(body).toEqual({
      resort: RESORT,
      dates: { from: '2027-03-01', to: '2027-03-08' },
      rooms: [
        { room: R1, guests: [anna.id, ben.id], variants: [VARIANT, null] },
        { room: R2, guests: [mia.id, null, null] },
      ],
      state: 'confirmed',
      source: 'agency',
      bookingSource: SOURCE,
      category: null,
      currency: 'EUR',
      language: 'en',
      termsOfPayment: null,
      note: 'Late arrival',
      extras: {
        addons: [{ supplement: NITROX, customers: [anna.id], quantity: 2 }],
        specials: [{ special: SPECIAL }],
      },
    });
    expect(createBookingSchema.safeParse(body).success).toBe(true);
  });

  it('sends the beds of a shared room and a trip by its schedule', () => {
    const dorm = roomFromOffer(
      offer({
        id: DORM,
        name: 'Dorm',
        free: false,
        freeBeds: [2, 3],
        availableBeds: 2,
        allowSharedRoom: true,
      }),
    );
    const draft: WizardDraft = {
      ...fullDraft(),
      kind: 'trip',
      trip: { id: SCHEDULE, vessel: VESSEL, from: '2027-01-02', to: '2027-01-09', title: 'Komodo' },
      rooms: [
        {
          ...withBedToggled(dorm, 3, true),
          places: [
            { guest: anna, variant: null },
            { guest: null, variant: null },
          ],
        },
      ],
      addons: [{ supplement: NITROX, customers: null, quantity: 1 }],
      specials: [],
    };
    const body = toCreateBooking(draft);
    expect(body.schedule).toBe(SCHEDULE);
    expect(body.resort).toBeUndefined();
    expect(body.dates).toBeUndefined();
    expect(body.rooms).toEqual([{ room: DORM, guests: [anna.id, null], beds: [2, 3] }]);
    // Every guest: no customers list; quantity 1 is the default.
    expect(body.extras).toEqual({ addons: [{ supplement: NITROX }], specials: [] });
    expect(createBookingSchema.safeParse(body).success).toBe(true);
  });

  it('drops guests taken off the booking from an add-on', () => {
    const draft = fullDraft();
    draft.rooms[0]!.places[0] = { guest: null, variant: VARIANT };
    const body = toCreateBooking(draft);
    expect(body.extras?.addons).toEqual([{ supplement: NITROX, customers: [], quantity: 2 }]);
    // An empty bed carries no variant.
    expect(body.rooms[0]).toEqual({ room: R1, guests: [null, ben.id] });
  });
});

describe('quote draft', () => {
  it('prices the guests with age, countries and variant, empty beds as null', () => {
    const body = toQuoteDraft(fullDraft());
    expect(body.asset).toEqual({ kind: 'resort', id: RESORT });
    expect(body.dates).toEqual({ from: '2027-03-01', to: '2027-03-08' });
    expect(body.rooms[0]).toEqual({
      roomType: DELUXE,
      room: R1,
      name: 'Room 1',
      beds: [
        {
          id: anna.id,
          name: 'Anna Berg',
          birthday: '1985-04-02',
          permanentAge: null,
          passportCountry: null,
          addressCountry: null,
          variant: VARIANT,
        },
        {
          id: ben.id,
          name: 'Ben Berg',
          birthday: null,
          permanentAge: null,
          passportCountry: 'DE',
          addressCountry: null,
          variant: null,
        },
      ],
    });
    expect(body.rooms[1]?.beds.slice(1)).toEqual([null, null]);
    expect(body.addons).toEqual([{ supplement: NITROX, customers: [anna.id], quantity: 2 }]);
    expect(body.specials).toEqual([{ special: SPECIAL }]);
    expect(body.source).toBe('agency');
    expect(body.bookingSource).toBe(SOURCE);
    expect(body.currency).toBe('EUR');
    expect(quoteDraftSchema.safeParse(body).success).toBe(true);
  });

  it('names the schedule of a trip and the vessel as asset', () => {
    const draft: WizardDraft = {
      ...fullDraft(),
      kind: 'trip',
      trip: { id: SCHEDULE, vessel: VESSEL, from: '2027-01-02', to: '2027-01-09', title: 'Komodo' },
    };
    const body = toQuoteDraft(draft);
    expect(body.asset).toEqual({ kind: 'vessel', id: VESSEL });
    expect(body.schedule).toEqual({ id: SCHEDULE });
    expect(body.dates).toBeUndefined();
    expect(quoteDraftSchema.safeParse(body).success).toBe(true);
  });
});

describe('links and storage', () => {
  const defaults = { currency: 'EUR', language: 'de' as const };

  it('opens a resort link with dates on the rooms step with the room to preselect', () => {
    const draft = draftFromQuery(
      new URLSearchParams(`resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${R1}`),
      defaults,
    );
    expect(draft).toMatchObject({
      kind: 'resort',
      resort: RESORT,
      from: '2027-03-01',
      to: '2027-03-08',
      preselectRoom: R1,
      step: STEP.rooms,
    });
    const undated = draftFromQuery(new URLSearchParams(`resort=${RESORT}&from=01.03.2027`), defaults);
    expect(undated).toMatchObject({ from: '', step: STEP.what });
  });

  it('opens a trip link with the schedule to look up, and nothing without a link', () => {
    expect(draftFromQuery(new URLSearchParams(`schedule=${SCHEDULE}`), defaults)).toMatchObject({
      kind: 'trip',
      trip: { id: SCHEDULE, vessel: '' },
    });
    expect(draftFromQuery(new URLSearchParams('foo=1'), defaults)).toBeNull();
  });

  it('restores a stored draft and refuses anything else', () => {
    const draft = fullDraft();
    expect(parseStoredDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(parseStoredDraft({ ...draft, version: 0 })).toBeNull();
    expect(parseStoredDraft('nonsense')).toBeNull();
    expect(parseStoredDraft(undefined)).toBeNull();
  });
});
