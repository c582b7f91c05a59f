import {
  type GuestFormDataInput,
  guestFormDataSchema,
  type GuestFormGuest,
  type GuestFormPublic,
  type GuestFormRow,
} from '@seaberth/domain';

export const BOOKING_ID = '11111111-1111-4111-8111-111111111111';
export const TOKEN = 'tok-'.padEnd(64, 'x');
export const ANNA_FORM = '22222222-2222-4222-8222-222222222222';
export const BLANK_FORM = '33333333-3333-4333-8333-333333333333';
/** A 1×1 transparent PNG: what a drawn signature looks like on the wire. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function guest(
  overrides: Omit<Partial<GuestFormGuest>, 'data'> & { data?: GuestFormDataInput | object } = {},
): GuestFormGuest {
  const { data, ...rest } = overrides;
  return {
    form: ANNA_FORM,
    roomName: 'Cabin 3',
    bed: 1,
    name: 'Anna Berg',
    state: 'draft',
    version: 2,
    files: [],
    submittedAt: null,
    locked: false,
    ...rest,
    data: guestFormDataSchema.parse(data ?? {}),
  };
}

/** Anna's form as the operator prefilled it: name, birthday, e-mail and passport known, signed. */
export const ANNA_DATA: GuestFormDataInput = {
  masterData: { firstName: 'Anna', lastName: 'Berg', birthday: '1988-04-12', nationality: 'SE' },
  contact: { email: 'anna@example.com' },
  passport: { number: 'P1234567', nationality: 'SE', expires: '2031-01-31' },
  signature: SIGNATURE,
};

export function publicForm(overrides: Partial<GuestFormPublic> = {}): GuestFormPublic {
  return {
    booking: {
      id: BOOKING_ID,
      bookingNo: '2027-00042',
      place: 'Komodo North & Central',
      from: '2027-05-01',
      to: '2027-05-08',
      isTrip: true,
      language: 'en',
    },
    operator: { name: 'Blue Manta Liveaboards', logoUrl: null },
    multi: true,
    languages: ['de', 'en'],
    maxFileSizeKb: 256,
    extraFields: [],
    dataGroups: [],
    guests: [guest({ data: ANNA_DATA }), guest({ form: BLANK_FORM, bed: 2, name: '', version: 0 })],
    ...overrides,
  };
}

export function row(overrides: Partial<GuestFormRow> = {}): GuestFormRow {
  return {
    id: ANNA_FORM,
    booking: BOOKING_ID,
    bookingNo: '2027-00042',
    from: '2027-05-01',
    place: 'Komodo North & Central',
    roomName: 'Cabin 3',
    bed: 1,
    customer: 'c-anna',
    name: 'Anna Berg',
    state: 'submitted',
    submittedAt: '2027-04-02T09:30:00.000Z',
    appliedAt: null,
    differences: 2,
    medicalYes: false,
    ...overrides,
  };
}
