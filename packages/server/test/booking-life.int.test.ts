import type { BookingDetail, BookingVersion, BookingVersionDetail } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldBeds, newStay, newTripBooking, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let coral: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const del = (url: string, token = admin) => versioned(ctx, { method: 'DELETE', url, token });
const held = (asset: string, from: string, to: string) => heldBeds(ctx, admin, asset, from, to);
const detail = async (id: string) => (await get(`/api/bookings/${id}`)).json() as BookingDetail;
const history = async (id: string) => (await get(`/api/bookings/${id}/history`)).json() as BookingVersion[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  coral = await resortWorld(ctx, admin);
});
afterAll(() => ctx.close());

/** Every version of the booking has its history entry, and the newest is the booking's version. */
async function expectHistoryComplete(booking: BookingDetail | string) {
  const id = typeof booking === 'string' ? booking : booking.id;
  const now = await detail(id);
  const versions = await history(id);
  expect(versions.map((v) => v.version)).toEqual(
    Array.from({ length: now.version }, (_, i) => now.version - i),
  );
  return versions;
}

describe('what each state allows', () => {
  it('answers actionStates from the domain table', async () => {
    const res = await get('/api/bookings/actionStates');
    expect(res.statusCode).toBe(200);
    expect(res.json().aborted).toEqual({
      actions: ['payment', 'revert', 'delete', 'copy', 'comment', 'reference'],
      states: [],
    });
    expect(res.json().confirmed.states).toEqual(['planned', 'resolved', 'aborted']);
  });
});

describe('editing the header', () => {
  it('changes only what is sent, writes a version naming the fields, and refuses a stale one', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const res = await post(`/api/bookings/${booking.id}`, {
      note: 'Vegetarian; arrives late',
      language: 'en',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      note: 'Vegetarian; arrives late',
      language: 'en',
      version: 2,
      source: 'direct',
    });
    const [latest] = await expectHistoryComplete(booking);
    expect(latest).toMatchObject({ version: 2, action: 'edit', actor: { name: 'Administrator' } });
    expect(latest!.changes).toEqual([
      { field: 'language', before: 'de', after: 'en' },
      { field: 'note', before: '', after: 'Vegetarian; arrives late' },
    ]);

    const stale = await post(`/api/bookings/${booking.id}`, { note: 'lost update', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ description: 'STALE_VERSION' });
    expect((await detail(booking.id)).note).toBe('Vegetarian; arrives late');

    // A save that changes nothing makes no version.
    const same = await post(`/api/bookings/${booking.id}`, { note: 'Vegetarian; arrives late', version: 2 });
    expect(same.json().version).toBe(2);
  });

  it('lets exactly one of two edits at the same version through', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const results = await Promise.all(
      ['first', 'second'].map((note) => post(`/api/bookings/${booking.id}`, { note, version: 1 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await expectHistoryComplete(booking);
  });

  it('sets the lead by customer, and an option date only on an offer or reservation', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 3']! }],
    });
    const guest = booking.rooms[0]!.guests[0]!;
    const option = await post(`/api/bookings/${booking.id}`, {
      optionUntil: '2099-01-31',
      lead: guest.customer,
    });
    expect(option.statusCode, option.body).toBe(200);
    expect(option.json()).toMatchObject({ optionUntil: '2099-01-31', leadName: guest.fullName });
    const past = await post(`/api/bookings/${booking.id}`, { optionUntil: '2001-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields[0].path).toBe('optionUntil');
    const unknown = await post(`/api/bookings/${booking.id}`, {
      lead: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    await post(`/api/bookings/${booking.id}/change`, { state: 'confirmed' });
    const confirmed = await detail(booking.id);
    expect(confirmed.optionUntil).toBeNull();
    const refused = await post(`/api/bookings/${booking.id}`, { optionUntil: '2099-02-01' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('release, cancel and revert', () => {
  it('releases a reservation, freeing its beds, and reverts it while they are free', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const res = await post(`/api/bookings/${booking.id}/release`, {
      reason: 'customer',
      message: 'no answer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'freed',
      previousState: 'planned',
      releaseReason: 'customer: no answer',
    });
    expect(res.json().freedDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 1']).toBeUndefined();

    const back = await post(`/api/bookings/${booking.id}/revert`, { version: 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      state: 'planned',
      previousState: null,
      freedDate: null,
      releaseReason: null,
    });
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 1']).toEqual([[0, 64]]);
    const versions = await expectHistoryComplete(booking);
    expect(versions.map((v) => v.action)).toEqual(['revert', 'release', 'create']);
    expect(versions[1]!.changes).toContainEqual({ field: 'state', before: 'planned', after: 'freed' });
  });

  it('refuses to revert a cancellation whose beds were sold meanwhile, naming the room, changing nothing', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const cancelled = await post(`/api/bookings/${booking.id}/cancell`, { reason: 'customer', message: '' });
    expect(cancelled.json()).toMatchObject({
      state: 'aborted',
      previousState: 'planned',
      cancelReason: 'customer',
    });
    await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 2']! }] });
    const refused = await post(`/api/bookings/${booking.id}/revert`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Cabin 2' } });
    expect(await detail(booking.id)).toMatchObject({ state: 'aborted', version: 2 });
    await expectHistoryComplete(booking);
  });

  it('refuses what a state does not allow with ACTION_NOT_ALLOWED naming state and action', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 3']! }],
      state: 'confirmed',
    });
    const release = await post(`/api/bookings/${booking.id}/release`, {});
    expect(release.statusCode).toBe(409);
    expect(release.json()).toMatchObject({
      description: 'ACTION_NOT_ALLOWED',
      params: { state: 'confirmed', action: 'release', bookingNo: booking.bookingNo },
    });
    expect(release.json().message).toContain('A booking that is confirmed cannot be released');
    await post(`/api/bookings/${booking.id}/cancell`, {});
    const edit = await post(`/api/bookings/${booking.id}`, { note: 'too late' });
    expect(edit.json()).toMatchObject({
      description: 'ACTION_NOT_ALLOWED',
      params: { state: 'aborted', action: 'edit' },
    });
    const change = await post(`/api/bookings/${booking.id}/change`, { state: 'confirmed' });
    expect(change.statusCode).toBe(409);
    expect(change.json().description).toBe('ACTION_NOT_ALLOWED');
  });
});

describe('deleting', () => {
  it('moves an offer to deleted, frees its beds and keeps the row and its history', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 4']! }],
      state: 'draft',
    });
    const res = await del(`/api/bookings/${booking.id}?version=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'deleted', previousState: 'draft', version: 2 });
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 4']).toBeUndefined();
    expect((await get(`/api/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await expectHistoryComplete(booking))[0]!.action).toBe('delete');
  });

  it('refuses to delete a booking with money on it, and a confirmed one', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const paid = await post(`/api/bookings/${booking.id}/payment`, {
      amount: 10000,
      currency: 'EUR',
      date: '2027-01-02',
      method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    const refused = await del(`/api/bookings/${booking.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      description: 'MONEY_ON_BOOKING',
      params: { bookingNo: booking.bookingNo },
    });
    const versions = await expectHistoryComplete(booking);
    expect(versions[0]).toMatchObject({ action: 'payment', version: 2 });
    expect(versions[0]!.changes).toContainEqual({ field: 'paid', before: 0, after: 10000 });

    await post(`/api/bookings/${booking.id}/change`, { state: 'confirmed' });
    expect((await del(`/api/bookings/${booking.id}`)).json().description).toBe('ACTION_NOT_ALLOWED');
  });
});

describe('copying', () => {
  it('copies a trip booking as an offer on another trip with the same cabins and guests, priced anew', async () => {
    const booking = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids.Suite! }] });
    await post(`/api/bookings/${booking.id}`, { note: 'Anniversary trip' });
    const res = await post(`/api/bookings/${booking.id}/copy`, { schedule: ids.s4 });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as BookingDetail;
    expect(copy.id).not.toBe(booking.id);
    expect(copy).toMatchObject({
      state: 'draft',
      schedule: ids.s4,
      from: '2027-03-27',
      note: 'Anniversary trip',
      total: booking.total,
      rooms: [{ room: ids.Suite, guests: booking.rooms[0]!.guests }],
    });
    expect((await history(copy.id)).map((v) => v.action)).toEqual(['copy']);
    // The Suite is now held by the copy: a second copy to the same trip clashes.
    const again = await post(`/api/bookings/${booking.id}/copy`, { schedule: ids.s4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Suite' } });
    const wrong = await post(`/api/bookings/${booking.id}/copy`, {
      dates: { from: '2027-05-01', to: '2027-05-08' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].path).toBe('schedule');
  });

  it('copies a resort stay to other dates', async () => {
    const stay = await newStay(ctx, admin, {
      resort: coral.resort!,
      from: '2027-06-01',
      to: '2027-06-05',
      rooms: [{ room: coral.R1! }],
    });
    const res = await post(`/api/bookings/${stay.id}/copy`, {
      dates: { from: '2027-07-01', to: '2027-07-03' },
      state: 'planned',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      state: 'planned',
      resort: coral.resort,
      from: '2027-07-01',
      to: '2027-07-03',
    });
    expect(res.json().total).toBe(stay.total / 2);
  });
});

describe('references', () => {
  it('adds and removes an external reference, each a version', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const added = await post(`/api/bookings/${booking.id}/ref`, {
      kind: 'agency',
      value: 'DIVE-2027-118',
      version: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [ref] = added.json().references;
    expect(ref).toMatchObject({ kind: 'agency', value: 'DIVE-2027-118' });
    expect(
      (await del(`/api/bookings/${booking.id}/ref/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
    const removed = await del(`/api/bookings/${booking.id}/ref/${ref.id}?version=2`);
    expect(removed.json()).toMatchObject({ references: [], version: 3 });
    const versions = await expectHistoryComplete(booking);
    expect(versions.map((v) => v.action)).toEqual(['deleteReference', 'reference', 'create']);
    expect(versions[1]!.changes).toEqual([
      { field: 'references', before: null, after: { id: ref.id, kind: 'agency', value: 'DIVE-2027-118' } },
    ]);
  });
});

describe('history', () => {
  it('keeps every version with its snapshot, compares any two, and covers moves and the desk', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 3']! }],
    });
    const roomBooking = booking.rooms[0]!.id;
    await post(`/api/bookings/${booking.id}/changeRoom`, { roomBooking, room: ids['Cabin 4'] });
    await versioned(ctx, {
      method: 'POST',
      url: `/api/bookings/${booking.id}/lockUnlockRoom/${roomBooking}`,
      token: admin,
      payload: {},
    });
    await post(`/api/bookings/${booking.id}/change`, { state: 'confirmed' });
    const versions = await expectHistoryComplete(booking);
    expect(versions.map((v) => v.action)).toEqual(['change', 'lock', 'changeRoom', 'create']);
    expect(versions[2]!.changes).toContainEqual({
      field: 'rooms.Cabin 3.roomName',
      before: 'Cabin 3',
      after: 'Cabin 4',
    });
    expect(versions[3]!.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['state', 'from', 'to', 'leadName', 'total', 'rooms.Cabin 3', 'calculation']),
    );

    const first = (await get(`/api/bookings/${booking.id}/history/1`)).json() as BookingVersionDetail;
    expect(first.snapshot).toMatchObject({
      state: 'planned',
      rooms: [{ roomName: 'Cabin 3', locked: false }],
    });
    const diff = await get(`/api/bookings/${booking.id}/history/diff?from=1&to=4`);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().changes).toEqual(
      expect.arrayContaining([
        { field: 'state', before: 'planned', after: 'confirmed' },
        { field: 'rooms.Cabin 3.roomName', before: 'Cabin 3', after: 'Cabin 4' },
        { field: 'rooms.Cabin 3.locked', before: false, after: true },
      ]),
    );
    expect((await get(`/api/bookings/${booking.id}/history/99`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${booking.id}/history/diff?from=2&to=2`)).statusCode).toBe(400);
  });

  it('is refused by the database when a version is bumped without its entry', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    await expect(
      ctx.services.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update bookings set version = version + 1, note = 'sneaky' where id = ${booking.id}`,
        );
      }),
    ).rejects.toThrow();
    expect(await detail(booking.id)).toMatchObject({ version: 1, note: '' });
  });

  it('shows a user limited to another vessel nothing of this booking', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const dugongOnly = await newUser(
      ctx,
      admin,
      'dugong-history@test.local',
      ['bookings.read', 'bookings.update', 'bookings.create'],
      {
        vessels: [ids.dugong],
      },
    );
    for (const url of ['history', 'history/1', 'history/diff?from=1&to=2'])
      expect((await get(`/api/bookings/${booking.id}/${url}`, dugongOnly)).statusCode).toBe(404);
    for (const [action, body] of [
      ['release', {}],
      ['revert', {}],
      ['copy', { schedule: ids.d1 }],
      ['ref', { value: 'X-1' }],
    ] as const)
      expect((await post(`/api/bookings/${booking.id}/${action}`, body, dugongOnly)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${booking.id}`, { note: 'x' }, dugongOnly)).statusCode).toBe(404);
    expect((await del(`/api/bookings/${booking.id}`, dugongOnly)).statusCode).toBe(404);
    const reader = await newUser(ctx, admin, 'reader-history@test.local', ['bookings.read']);
    expect((await get(`/api/bookings/${booking.id}/history`, reader)).statusCode).toBe(200);
    expect((await post(`/api/bookings/${booking.id}/release`, {}, reader)).statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('keeps comments on a booking with their author, newest first, seen only by who may see the booking', async () => {
    const booking = await newTripBooking(ctx, admin, { schedule: ids.s1!, rooms: [{ room: ids.Suite! }] });
    const write = (text: string, token = admin) =>
      post('/api/bookingcomment', { booking: booking.id, text }, token);
    const first = await write('Called the guest: arrives by ferry');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ authorName: 'Administrator', resort: null, vessel: ids.manta });
    await write('Wants a vegetarian menu');
    const filter = encodeURIComponent(JSON.stringify({ booking: booking.id }));
    const list = (await get(`/api/bookingcomment?filter=${filter}&size=0`)).json();
    expect(list.data.map((c: { text: string }) => c.text)).toEqual([
      'Wants a vegetarian menu',
      'Called the guest: arrives by ferry',
    ]);
    const edited = await post(`/api/bookingcomment/${first.json().id}`, {
      booking: booking.id,
      text: 'Arrives by ferry at 14:00',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ text: 'Arrives by ferry at 14:00', authorName: 'Administrator' });

    const dugongOnly = await newUser(
      ctx,
      admin,
      'dugong-comments@test.local',
      ['bookings.read', 'bookings.update'],
      {
        vessels: [ids.dugong],
      },
    );
    expect((await get(`/api/bookingcomment?filter=${filter}&size=0`, dugongOnly)).json().total).toBe(0);
    const refused = await write('not mine', dugongOnly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].path).toBe('booking');

    // A colleague who may see the booking may comment, but not change or remove someone else's words.
    const colleague = await newUser(
      ctx,
      admin,
      'manta-comments@test.local',
      ['bookings.read', 'bookings.update'],
      {
        vessels: [ids.manta],
      },
    );
    const own = await write('Transfer booked', colleague);
    expect(own.statusCode, own.body).toBe(201);
    const theirs = await post(
      `/api/bookingcomment/${first.json().id}`,
      { booking: booking.id, text: 'rewritten', version: 2 },
      colleague,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().description).toBe('FORBIDDEN_RESSOURCE');
    const removeTheirs = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/bookingcomment/${first.json().id}`,
      token: colleague,
    });
    expect(removeTheirs.statusCode).toBe(403);
    const removeOwn = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/bookingcomment/${own.json().id}`,
      token: colleague,
    });
    expect(removeOwn.statusCode).toBe(204);
    // The administrator may tidy up anyone's.
    expect((await del(`/api/bookingcomment/${first.json().id}`)).statusCode).toBe(204);
  });
});

describe('guests in beds', () => {
  it('puts another customer in a bed, empties a bed, sets a variant, each priced again and in the history', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 4']! }],
    });
    const room = booking.rooms[0]!;
    const first = room.guests[0]!;
    const other = (
      await post('/api/customer', {
        masterData: { firstName: 'Olga', lastName: 'Other' },
        contact: {},
        address: {},
        passport: {},
      })
    ).json();
    const moved = await post(`/api/bookings/${booking.id}/changeCustomer`, {
      from: first.customer,
      to: other.id,
      room: room.id,
      idx: 0,
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      leadName: 'Olga Other',
      rooms: [{ guests: [{ customer: other.id, fullName: 'Olga Other' }] }],
    });
    const wrong = await post(`/api/bookings/${booking.id}/changeCustomer`, {
      from: first.customer,
      to: other.id,
      room: room.id,
      idx: 0,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].path).toBe('from');
    // The second place of the cabin is empty: a guest joins, and the price follows the guests.
    const joined = await post(`/api/bookings/${booking.id}/changeCustomer`, {
      to: first.customer,
      room: room.id,
      idx: 1,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().noOfPax).toBe(2);
    expect(joined.json().total).toBe(2 * booking.total);
    const removed = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/bookings/${booking.id}/removeCustomer/${room.id}/${first.customer}?version=3`,
      token: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      noOfPax: 1,
      total: booking.total,
      rooms: [{ guests: [{ customer: other.id }, null] }],
    });
    const variant = await post(`/api/bookings/${booking.id}/variant/${room.id}/${other.id}`, {
      variant: null,
    });
    expect(variant.statusCode, variant.body).toBe(200);
    const versions = await expectHistoryComplete(booking);
    expect(versions.map((v) => v.action)).toEqual(['guests', 'guests', 'guests', 'guests', 'create']);
    expect(versions[3]!.changes).toContainEqual({
      field: 'rooms.Cabin 4.guests',
      before: [first.fullName],
      after: ['Olga Other'],
    });
  });
});
