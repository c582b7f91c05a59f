import type {
  BookingDetail,
  GuestFormDataInput,
  GuestFormDifference,
  GuestFormPublic,
  GuestFormRow,
  MissingGuestForm,
  TripCustomer,
} from '@seaberth/domain';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { multipartBody } from './media-support.ts';
import { pdfText } from './pdf-support.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/**
 * Guest forms: the booking's link opens one form per place without login, a guest keeps a draft
 * and sends it when complete, uploads are checked by their bytes and size, the operator sees what
 * differs from the customer record and takes it over (a blank place gets a new guest), the
 * manifest then shows the passport; the link dies with the booking or after departure.
 */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let ids: Record<string, string>;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token: string | undefined = admin,
) => versioned(ctx, { method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

const MEDICAL_NO = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, false]));
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function complete(first: string, last: string, passport: string): GuestFormDataInput {
  return {
    masterData: { firstName: first, lastName: last, birthday: '1988-05-17', nationality: 'DE' },
    contact: { email: `${first.toLowerCase()}@example.com` },
    passport: { number: passport, nationality: 'DE', expires: '2032-03-01' },
    diver: {
      certificationAgency: 'PADI',
      certificationLevel: 'Advanced Open Water',
      dives: 85,
      nitrox: true,
    },
    gear: { wetsuit: 'M', fins: 'EU 42', rental: true },
    arrival: { date: '2027-03-05', time: '14:30', airline: 'EK', flight: '369', airport: 'MLE' },
    medical: { answers: MEDICAL_NO },
    consent: true,
    signature: SIGNATURE,
  };
}

async function link(booking: string) {
  const res = await call('GET', `/api/guestform/${booking}/links`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; multiUrl: string; token: string };
}

async function open(booking: string, token: string) {
  const res = await call('GET', `/api/guestform/${booking}/linked?token=${token}`, undefined, undefined);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GuestFormPublic;
}

const save = (booking: string, token: string, body: object) =>
  call('POST', `/api/guestform/${booking}/linked?token=${token}`, body, undefined);

async function upload(
  booking: string,
  token: string,
  form: string,
  kind: string,
  bytes: Buffer,
  fileName: string,
) {
  const body = multipartBody({ bytes, fileName }, { form, kind });
  return versioned(ctx, {
    method: 'POST',
    url: `/api/guestform/${booking}/linked/file?token=${token}`,
    payload: body.payload,
    headers: body.headers,
  });
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('guest forms', () => {
  let booking: BookingDetail;
  let token: string;
  let anna: string;

  it('opens one form per place by the booking link, prefilled, and nothing by a wrong token', async () => {
    const guest = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
    });
    anna = guest.id;
    booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [guest.id, null] }],
      state: 'confirmed',
    });
    const made = await link(booking.id);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toMatch(new RegExp(`/guestform/${booking.id}/${made.token}$`));
    expect(made.multiUrl).toMatch(new RegExp(`/guestform-m/${booking.id}/${made.token}$`));
    expect((await link(booking.id)).token).toBe(made.token);
    token = made.token;

    const form = await open(booking.id, token);
    expect(form.booking).toMatchObject({ bookingNo: booking.bookingNo, isTrip: true, from: booking.from });
    expect(form.booking.place).toContain('MV Manta');
    expect(form.multi).toBe(false);
    expect(form.maxFileSizeKb).toBe(256);
    expect(form.guests.map((g) => [g.roomName, g.bed, g.name, g.state])).toEqual([
      ['Cabin 1', 1, 'Anna Berg', 'draft'],
      ['Cabin 1', 2, '', 'draft'],
    ]);
    expect(form.guests[0]!.data.masterData.firstName).toBe('Anna');
    expect(form.guests[0]!.data.contact.email).toBe('anna@example.com');
    expect(form.guests[1]!.data.masterData.firstName).toBe('');

    const wrong = await call(
      'GET',
      `/api/guestform/${booking.id}/linked?token=${'x'.repeat(43)}`,
      undefined,
      undefined,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().description).toBe('NOT_FOUND');
    const noToken = await call('GET', `/api/guestform/${booking.id}/linked`, undefined, undefined);
    expect(noToken.statusCode).toBe(400);
    // The same forms on a second visit.
    expect((await open(booking.id, token)).guests.map((g) => g.form)).toEqual(form.guests.map((g) => g.form));

    await call('POST', '/api/settings', { group: 'guestform', key: 'multiGuest', value: '1' });
    expect((await open(booking.id, token)).multi).toBe(true);
  });

  it('keeps a draft, refuses a stale save and an incomplete form, and sends a complete one', async () => {
    const [first] = (await open(booking.id, token)).guests;
    const draft = await save(booking.id, token, {
      form: first!.form,
      version: first!.version,
      data: { ...first!.data, passport: { number: 'C01X00T47' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ state: 'draft', version: 1 });
    const stale = await save(booking.id, token, { form: first!.form, version: 0, data: first!.data });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().description).toBe('STALE_VERSION');

    const incomplete = await save(booking.id, token, {
      form: first!.form,
      version: 1,
      data: {
        masterData: { firstName: 'Anna', lastName: 'Berg' },
        medical: { answers: { ...MEDICAL_NO, q4: true } },
      },
      submit: true,
    });
    expect(incomplete.statusCode).toBe(400);
    const paths = incomplete.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'masterData.birthday',
        'passport.number',
        'files.physicianForm',
        'consent',
        'signature',
      ]),
    );
    const other = await save(booking.id, token, {
      form: '00000000-0000-4000-8000-000000000001',
      version: 0,
      data: {},
    });
    expect(other.statusCode).toBe(400);

    const sent = await save(booking.id, token, {
      form: first!.form,
      version: 1,
      data: complete('Anna', 'Berg', 'C01X00T47'),
      submit: true,
      language: 'en',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'submitted', version: 2 });
    expect(sent.json().submittedAt).toBe('2027-01-10T10:00:00.000Z');
  });

  it('takes pictures and PDFs by their bytes, up to the size limit', async () => {
    const [, second] = (await open(booking.id, token)).guests;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const ok = await upload(booking.id, token, second!.form, 'passportScan', png, 'passport.txt');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'passportScan', mimeType: 'image/png', name: 'passport.txt' });
    const text = await upload(
      booking.id,
      token,
      second!.form,
      'passportScan',
      Buffer.from('hello'),
      'passport.png',
    );
    expect(text.statusCode).toBe(415);
    const kind = await upload(booking.id, token, second!.form, 'selfie', png, 'a.png');
    expect(kind.statusCode).toBe(400);
    const big = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(256 * 1024);
    const tooBig = await upload(booking.id, token, second!.form, 'passportScan', big, 'big.png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('256 KB');

    // The blank place is sent by a guest nobody named yet, with the upload.
    const sent = await save(booking.id, token, {
      form: second!.form,
      version: second!.version,
      data: { ...complete('Ben', 'Kurz', 'L22K11M90'), files: { passportScan: ok.json().id } },
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().files).toEqual([expect.objectContaining({ id: ok.json().id })]);
    // A file id that is not this guest's upload is refused.
    const foreign = await save(booking.id, token, {
      form: second!.form,
      version: 1,
      data: { files: { certificationCard: ok.json().id } },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([expect.objectContaining({ path: 'files.certificationCard' })]);
  });

  it('shows the operator what differs and takes it over, locking the form for the guest', async () => {
    const list = await call('GET', '/api/guestform?state=submitted');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as GuestFormRow[];
    const annaRow = rows.find((r) => r.customer === anna)!;
    expect(annaRow).toMatchObject({
      bookingNo: booking.bookingNo,
      roomName: 'Cabin 1',
      bed: 1,
      name: 'Anna Berg',
    });
    expect(annaRow.differences).toBeGreaterThan(3);
    const diff = (await call('GET', `/api/guestform/diff/${annaRow.id}`)).json() as GuestFormDifference[];
    expect(diff).toContainEqual({
      field: 'passport.number',
      group: 'passport',
      current: '',
      proposed: 'C01X00T47',
    });
    expect(diff).toContainEqual({ field: 'diver.dives', group: 'diver', current: null, proposed: 85 });
    expect(diff.map((d) => d.field)).not.toContain('masterData.firstName');

    const applied = await call('POST', `/api/guestform/${annaRow.id}/addToBooking`, {
      fields: ['passport', 'diver.dives', 'arrival'],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().form).toMatchObject({ state: 'applied', locked: true });
    const customer = (await call('GET', `/api/customer/${anna}`)).json();
    expect(customer.passport).toEqual({ nationality: 'DE', number: 'C01X00T47', expires: '2032-03-01' });
    expect(customer.diver.dives).toBe(85);
    // The record's history tells of the take-over like of an edit: who, and what changed.
    const [tookOver] = (await call('GET', `/api/customer/${anna}/diff/0`)).json();
    expect(tookOver).toMatchObject({ action: 'guestForm', version: customer.version });
    expect(tookOver.changes).toContainEqual({ field: 'passport.number', before: '', after: 'C01X00T47' });
    expect(tookOver.changes).toContainEqual({ field: 'diver.dives', before: null, after: 85 });
    // Not chosen: stays as it was.
    expect(customer.diver.nitrox).toBe(false);
    expect(customer.masterData.birthday).toBeNull();
    const travel = (
      await call(
        'GET',
        `/api/arrivaldeparture?filter=${encodeURIComponent(JSON.stringify({ booking: booking.id }))}`,
      )
    ).json();
    expect(travel.data).toEqual([
      expect.objectContaining({
        kind: 'arrival',
        date: '2027-03-05',
        time: '14:30',
        flight: 'EK 369',
        airport: 'MLE',
      }),
    ]);

    const again = await save(booking.id, token, {
      form: annaRow.id,
      version: 3,
      data: complete('A', 'B', 'X'),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/guestform/${annaRow.id}/addToBooking`, { fields: ['passport'] })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/guestform/${annaRow.id}/addToBooking`, { fields: ['bankAccount'] }))
        .statusCode,
    ).toBe(400);
  });

  it('gives a blank place a new guest when all sent forms are taken over, and the manifest shows the passports', async () => {
    const all = await call('POST', `/api/guestform/addAllToBooking/${booking.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ applied: 1 });
    const detail = (await call('GET', `/api/bookings/${booking.id}`)).json() as BookingDetail;
    const ben = detail.rooms[0]!.guests[1];
    expect(ben?.fullName).toBe('Ben Kurz');
    const manifest = (await call('GET', `/api/schedule/${ids.s1}/customers`)).json() as TripCustomer[];
    const passports = manifest
      .filter((g) => g.booking === booking.id)
      .map((g) => [g.fullName, g.passportNumber]);
    expect(passports).toEqual([
      ['Anna Berg', 'C01X00T47'],
      ['Ben Kurz', 'L22K11M90'],
    ]);
    expect(manifest.find((g) => g.fullName === 'Ben Kurz')).toMatchObject({
      certification: 'PADI Advanced Open Water',
      dives: 85,
      // Every medical answer no: fit to dive without a physician's form.
      medical: 'fit',
    });
    // The printed manifest reads the same, in the columns the operator's list asks for.
    const list = await call('POST', '/api/vessellist', {
      vessel: ids.manta,
      name: 'Dive manifest',
      kind: 'passengers',
      fields: ['name', 'passport', 'passportExpires', 'certification', 'dives', 'medical'],
    });
    expect(list.statusCode, list.body).toBe(201);
    const manifestHtml = (await call('GET', `/api/schedule/${ids.s1}/printList/${list.json().id}`)).body;
    for (const text of ['Kurz, Ben', 'L22K11M90', '01.03.2032', 'PADI Advanced Open Water', '85', 'Fit'])
      expect(manifestHtml).toContain(text);
    const places = (await call('GET', `/api/guestform/rooms?booking=${booking.id}`)).json();
    expect(places.map((p: { state: string; name: string }) => [p.name, p.state])).toEqual([
      ['Anna Berg', 'applied'],
      ['Ben Kurz', 'applied'],
    ]);
    const printed = await call('GET', `/api/guestform/${places[1].form}/print?format=pdf`);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(printed.rawPayload);
    expect(text).toContain('Ben Kurz');
    expect(text).toContain('L22K11M90');
    expect(text).toContain('Signature');
    const html = await call('GET', `/api/guestform/${places[1].form}/print`);
    expect(html.body).toContain('Advanced Open Water');

    // Ben, as a customer with a login, finds his own form.
    const benLogin = await newUser(ctx, admin, 'ben@example.com', ['customers.self'], {
      userType: 'customer',
      customer: places[1].customer,
    });
    const own = await call('GET', '/api/guestform/self', undefined, benLogin);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ form: places[1].form, bookingNo: booking.bookingNo, state: 'applied' }),
    ]);
    expect((await call('GET', '/api/guestform', undefined, benLogin)).statusCode).toBe(403);

    const review = (await call('GET', `/api/guestform/${places[1].form}`)).json();
    const file = review.form.files[0];
    const opened = await call('GET', `/api/guestform/${places[1].form}/file/${file.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists bookings missing forms and mails the booker the link once a day unless asked again', async () => {
    const guest = await newCustomer(ctx, admin, {
      firstName: 'Cleo',
      lastName: 'Nord',
      email: 'cleo@example.com',
    });
    const open = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']!, guests: [guest.id] }],
      state: 'confirmed',
    });
    const missing = (
      await call('GET', '/api/bookings/missingGuestform?days=120')
    ).json() as MissingGuestForm[];
    const row = missing.find((m) => m.booking === open.id);
    expect(row).toMatchObject({
      beds: 1,
      submitted: 0,
      missing: 1,
      leadEmail: 'cleo@example.com',
      lastReminder: null,
    });
    expect(missing.some((m) => m.booking === booking.id)).toBe(false);

    const sent = await call('POST', `/api/bookings/${open.id}/sendGuestFormMail`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().to).toBe('cleo@example.com');
    await ctx.services.mail.processQueue();
    const mail = await simpleParser(smtp.inbox.find((m) => m.to === 'cleo@example.com')!.raw);
    const { url } = await link(open.id);
    expect(mail.text).toContain(url);
    expect(mail.subject).toContain(open.bookingNo);
    const soon = await call('POST', `/api/bookings/${open.id}/sendGuestFormMail`, {});
    expect(soon.statusCode).toBe(409);
    const forced = await call('POST', `/api/bookings/${open.id}/sendGuestFormMail`, { force: true });
    expect(forced.statusCode).toBe(200);
    const after = (await call('GET', '/api/bookings/missingGuestform?days=120')).json() as MissingGuestForm[];
    expect(after.find((m) => m.booking === open.id)?.lastReminder).toBe('2027-01-10T10:00:00.000Z');
  });

  it('closes the link after departure and for a cancelled booking', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Late' });
    const trip = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 3']!, guests: [guest.id] }],
      state: 'confirmed',
    });
    const { token: tripToken } = await link(trip.id);
    await open(trip.id, tripToken);
    const saved = ctx.services.clock.now;
    const status = async () =>
      (await call('GET', `/api/guestform/${trip.id}/linked?token=${tripToken}`, undefined, undefined))
        .statusCode;
    try {
      // The last evening of the trip in the operator's time zone (Europe/Berlin) still opens it.
      ctx.services.clock.now = () => new Date(`${trip.to}T20:00:00Z`);
      expect(await status()).toBe(200);
      ctx.services.clock.now = () => new Date(Date.parse(`${trip.to}T12:00:00Z`) + 86_400_000);
      expect(await status()).toBe(404);
    } finally {
      ctx.services.clock.now = saved;
    }
    const cancelled = await call('POST', `/api/bookings/${trip.id}/cancell`, { percent: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(
      (await call('GET', `/api/guestform/${trip.id}/linked?token=${tripToken}`, undefined, undefined))
        .statusCode,
    ).toBe(404);
  });

  it("asks the operator's own questions and checks their answers", async () => {
    const definition = await call('POST', '/api/formdef', {
      name: 'Guest form extras',
      purpose: 'guestForm',
      fields: [
        {
          id: 'shuttle',
          type: 'Radio',
          label: { en: 'Airport shuttle?', de: 'Flughafentransfer?' },
          required: true,
          options: [
            { value: 'yes', label: { en: 'Yes' } },
            { value: 'no', label: { en: 'No' } },
          ],
        },
      ],
    });
    expect(definition.statusCode, definition.body).toBe(201);
    const guest = await newCustomer(ctx, admin, {
      firstName: 'Ida',
      lastName: 'Extra',
      email: 'ida@example.com',
    });
    const trip = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 4']!, guests: [guest.id] }],
      state: 'confirmed',
    });
    const { token: tripToken } = await link(trip.id);
    const form = await open(trip.id, tripToken);
    expect(form.extraFields.map((f) => f.id)).toEqual(['shuttle']);
    const [place] = form.guests;
    const without = await save(trip.id, tripToken, {
      form: place!.form,
      version: place!.version,
      data: complete('Ida', 'Extra', 'P1'),
      submit: true,
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual([expect.objectContaining({ path: 'extra.shuttle' })]);
    const wrong = await save(trip.id, tripToken, {
      form: place!.form,
      version: place!.version,
      data: { ...complete('Ida', 'Extra', 'P1'), extra: { shuttle: 'helicopter' } },
      submit: true,
    });
    expect(wrong.json().fields).toEqual([expect.objectContaining({ path: 'extra.shuttle' })]);
    const sent = await save(trip.id, tripToken, {
      form: place!.form,
      version: place!.version,
      data: { ...complete('Ida', 'Extra', 'P1'), extra: { shuttle: 'yes' } },
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.extra).toEqual({ shuttle: 'yes' });
  });

  it("lets the desk fill in and save a guest's form, and not once it is taken over", async () => {
    const guest = await newCustomer(ctx, admin, { firstName: 'Desk', lastName: 'Filled' });
    const stay = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 2']!, guests: [guest.id] }],
      state: 'confirmed',
    });
    const [place] = (await call('GET', `/api/guestform/rooms?booking=${stay.id}`)).json();
    const review = (await call('GET', `/api/guestform/${place.form}`)).json();
    expect(review.booking.isTrip).toBe(true);
    expect(review.maxFileSizeKb).toBe(256);
    expect(Array.isArray(review.extraFields)).toBe(true);
    const data = { ...review.form.data, passport: { number: 'DESK123', nationality: 'DE' } };
    const version = review.form.version;

    const saved = await call('POST', `/api/guestform/${place.form}`, { data, version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().form).toMatchObject({ state: 'draft', version: version + 1 });
    expect(saved.json().form.data.passport.number).toBe('DESK123');
    const stale = await call('POST', `/api/guestform/${place.form}`, { data, version });
    expect(stale.json().description).toBe('STALE_VERSION');
    const foreign = await call('POST', `/api/guestform/${place.form}`, {
      data: { ...data, files: { passportScan: '00000000-0000-4000-8000-000000000000' } },
      version: version + 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].path).toBe('files.passportScan');

    const applied = await call('POST', `/api/guestform/${place.form}/addToBooking`, { fields: ['passport'] });
    expect(applied.statusCode, applied.body).toBe(200);
    const customer = (await call('GET', `/api/customer/${guest.id}`)).json();
    expect(customer.passport.number).toBe('DESK123');
    const late = await call('POST', `/api/guestform/${place.form}`, { data, version: version + 2 });
    expect(late.statusCode).toBe(409);
  });

  it('lets customers.read review and only customers.update take over', async () => {
    const reader = await newUser(ctx, admin, 'gf-reader@test.local', ['customers.read', 'bookings.read']);
    const none = await newUser(ctx, admin, 'gf-none@test.local', ['tours.read']);
    expect((await call('GET', '/api/guestform?state=applied', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/guestform', undefined, none)).statusCode).toBe(403);
    const row = ((await call('GET', '/api/guestform?state=applied')).json().data as GuestFormRow[])[0]!;
    expect(
      (await call('POST', `/api/guestform/${row.id}/addToBooking`, { fields: ['passport'] }, reader))
        .statusCode,
    ).toBe(403);
    const stats = (await call('GET', '/api/guestform/statistics?days=30')).json();
    expect(stats.byState.applied).toBeGreaterThanOrEqual(2);
    expect(stats.perDay).toEqual([{ day: '2027-01-10', submitted: 3 }]);
  });
});
