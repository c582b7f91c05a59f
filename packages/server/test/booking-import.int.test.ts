import { addDays, formatDate } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { importFile, sendImport } from './booking-import-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * SPEC §7 `GET import/types` and `POST import/{type}` (issue 39): bookings from a CSV file, each
 * row booked through the booking flow, once per reference, with a report line by line.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let today: string;

const send = (csv: string | Buffer, token: string | null = admin, type = 'csv') =>
  sendImport(ctx, csv, token, type);
const imported = (csv: string) => importFile(ctx, csv, admin);
const HEADER = 'Resort;Room;Arrival;Departure;First name;Last name;Email;Guests;State;Reference;Note';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  today = await ctx.operatorToday();
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /api/bookings/import/types', () => {
  it('names the CSV type and the Seaberth export type with their columns, the required ones marked', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/bookings/import/types', token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const [csv, seaberth] = res.json();
    expect(csv.type).toBe('csv');
    expect(csv.columns.find((c: { name: string }) => c.name === 'reference').required).toBe(true);
    expect(csv.columns.find((c: { name: string }) => c.name === 'note').required).toBe(false);
    // Another Seaberth's bookings export, its columns by the export's header texts.
    expect(seaberth.type).toBe('seaberth');
    expect(seaberth.columns.find((c: { name: string }) => c.name === 'rooms')).toMatchObject({
      required: true,
      aliases: ['Rooms or cabins', 'Zimmer oder Kabinen'],
    });
  });
});

describe('POST /api/bookings/import/csv', () => {
  it('books each row with its reference, and a second import of the same file skips them', async () => {
    const from = addDays(today, 40);
    const to = addDays(today, 44);
    // Excel's BOM, German dates on one line and ISO on the other, a quoted note with the separator.
    const csv = `\uFEFF${HEADER}\r\nCoral Bay;R1;${formatDate(from)};${formatDate(to)};Ana;Silva;ana@import.test;2;confirmed;EXT-1;"late; arrival"\r\ncoral bay;r2;${from};${to};=cmd|' /C calc'!A0;Berg;;1;planned;EXT-2;\r\n`;
    const first = await imported(csv);
    expect(first).toMatchObject({ booked: 2, skipped: 0, refused: 0 });
    const [one, two] = first.lines;
    expect(one).toMatchObject({ line: 2, outcome: 'booked', reference: 'EXT-1' });
    expect(two).toMatchObject({ line: 3, outcome: 'booked', reference: 'EXT-2' });

    const detail = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${one!.booking}`, token: admin })
    ).json();
    expect(detail).toMatchObject({
      bookingNo: one!.bookingNo,
      state: 'confirmed',
      from,
      to,
      note: 'late; arrival',
    });
    expect(detail.references).toEqual([expect.objectContaining({ kind: 'import', value: 'EXT-1' })]);
    expect(detail.total).toBeGreaterThan(0);
    // A formula-looking name is a name, kept as written.
    const other = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${two!.booking}`, token: admin })
    ).json();
    expect(other).toMatchObject({ state: 'planned', leadName: "=cmd|' /C calc'!A0 Berg" });
    const found = await ctx.request({ method: 'GET', url: '/api/bookings/find?query=EXT-1', token: admin });
    expect(found.json().map((b: { id: string }) => b.id)).toEqual([one!.booking]);

    const again = await imported(csv);
    expect(again).toMatchObject({ booked: 0, skipped: 2, refused: 0 });
    expect(again.lines[0]).toMatchObject({
      outcome: 'skipped',
      booking: one!.booking,
      bookingNo: one!.bookingNo,
    });
  });

  it('books a file sent twice at once only once', async () => {
    const from = addDays(today, 60);
    const csv = `Resort,Room,Arrival,Departure,First name,Last name,Reference\nCoral Bay,R1,${from},${addDays(from, 3)},Tim,Twice,TWICE-1\nCoral Bay,R2,${from},${addDays(from, 3)},Tom,Twice,TWICE-2\n`;
    const answers = await Promise.all([send(csv), send(csv)]);
    const results = answers.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    });
    expect(results[0].booked + results[1].booked).toBe(2);
    expect(results[0].skipped + results[1].skipped).toBe(2);
    const found = await ctx.request({ method: 'GET', url: '/api/bookings/find?query=TWICE', token: admin });
    expect(found.json()).toHaveLength(2);
  });

  it('refuses a row whose room is taken, and rows with bad cells, by line; the others are booked', async () => {
    const from = addDays(today, 80);
    const to = addDays(today, 83);
    await newStay(ctx, admin, { resort: world.resort!, from, to, rooms: [{ room: world.R3! }] });
    const csv = [
      HEADER,
      `Coral Bay;R3;${from};${to};Tom;Taken;;1;;TAKEN-1;`,
      `Coral Bay;R1;${from};${to};Ok;Guest;;1;;OK-1;`,
      `Coral Bay;R9;${from};${to};No;Room;;1;;BAD-1;`,
      `Nowhere;R1;${from};${to};No;Resort;;1;;BAD-2;`,
      `Coral Bay;R2;31.02.2030;${to};Bad;Date;;1;;BAD-3;`,
      `Coral Bay;R2;${to};${from};Back;Wards;;1;;BAD-4;`,
      `Coral Bay;R2;${from};${to};Bad;State;;1;maybe;BAD-5;`,
    ].join('\n');
    const result = await imported(csv);
    expect(result).toMatchObject({ booked: 1, skipped: 0, refused: 6 });
    const at = (line: number) => result.lines.find((l) => l.line === line);
    expect(at(2)).toMatchObject({ outcome: 'refused', column: 'room', reason: 'roomTaken' });
    expect(at(3)).toMatchObject({ outcome: 'booked', reference: 'OK-1' });
    expect(at(4)).toMatchObject({ column: 'room', reason: 'unknownRoom' });
    expect(at(5)).toMatchObject({ column: 'asset', reason: 'unknownAsset' });
    expect(at(6)).toMatchObject({ column: 'arrival', reason: 'badDate' });
    expect(at(7)).toMatchObject({ column: 'departure', reason: 'departureBeforeArrival' });
    expect(at(8)).toMatchObject({ column: 'state', reason: 'badState' });
    // A refused reference is not claimed: once the room is free, the corrected row books.
    const retry = await imported(`${HEADER}\nCoral Bay;R2;${from};${to};Tom;Taken;;1;;TAKEN-1;`);
    expect(retry.lines[0]).toMatchObject({ outcome: 'booked', reference: 'TAKEN-1' });
  });

  it('refuses a file without the required columns, one too long or too large, and an unknown type', async () => {
    const missing = await send('Resort;Room;Arrival\nCoral Bay;R1;01.01.2030\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().description).toBe('VALIDATION_ERROR');
    expect(missing.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['departure', 'firstName', 'lastName', 'reference']),
    );
    const row = `Coral Bay;R1;${addDays(today, 100)};${addDays(today, 101)};Long;File;;1;;LONG;`;
    const long = await send(`${HEADER}\n${Array(2001).fill(row).join('\n')}`);
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().fields[0].code).toBe('importTooManyRows');
    const large = await send(Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(large.statusCode).toBe(413);
    expect((await send(`${HEADER}\n`, admin, 'xml')).statusCode).toBe(400);
  });

  it('asks what booking asks, bookings.create, and reach of every customer (403 without, 401 for nobody)', async () => {
    const booker = await newUser(ctx, admin, 'booker@import.test', ['bookings.create', 'customers.read']);
    const blind = await newUser(ctx, admin, 'blind@import.test', ['bookings.create']);
    const reader = await newUser(ctx, admin, 'reader@import.test', ['bookings.read']);
    const from = addDays(today, 120);
    const csv = `${HEADER}\nCoral Bay;R1;${from};${addDays(from, 2)};By;Booker;;1;;ACCESS-1;`;
    expect((await send(csv, reader)).statusCode).toBe(403);
    expect((await send(csv, blind)).statusCode).toBe(403);
    expect((await send(csv, null)).statusCode).toBe(401);
    const types = await ctx.request({ method: 'GET', url: '/api/bookings/import/types', token: reader });
    expect(types.statusCode).toBe(403);
    const res = await send(csv, booker);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), res.body).toMatchObject({ booked: 1 });
  });
});
