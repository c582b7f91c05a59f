import { addDays } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, resortWorld } from './booking-fixtures.ts';
import { importFile } from './booking-import-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 39: rows under one reference are one booking with several rooms, booked or refused whole;
 * a refused booking leaves no customer behind that the import made for it.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let today: string;

const imported = (csv: string) => importFile(ctx, csv, admin);
const HEADER = 'Resort;Room;Arrival;Departure;First name;Last name;Email;Guests;Reference;Total';
const customersNamed = async (search: string) =>
  (await ctx.request({ method: 'GET', url: `/api/customer?size=0&search=${search}`, token: admin })).json()
    .total as number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  today = await ctx.operatorToday();
}, 120_000);
afterAll(() => ctx?.close());

describe('POST /api/bookings/import/csv with several rooms under one reference', () => {
  it('books the rows of a reference as one booking, the first guest its lead, the others in their rooms', async () => {
    const from = addDays(today, 30);
    const to = addDays(today, 33);
    const result = await imported(
      [
        HEADER,
        `Coral Bay;R1;${from};${to};Lena;Lead;lena@group.test;2;GRP-1;400,00`,
        `Coral Bay;R2;${from};${to};Otto;Other;otto@group.test;1;GRP-1;200,00`,
        // The lead named again for a third room: its place stays unnamed, no second customer.
        `Coral Bay;R3;${from};${to};Lena;Lead;lena@group.test;1;GRP-1;`,
      ].join('\n'),
    );
    expect(result).toMatchObject({ booked: 3, refused: 0 });
    const ids = new Set(result.lines.map((l) => l.booking));
    expect(ids.size).toBe(1);
    const detail = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${result.lines[0]!.booking}`, token: admin })
    ).json();
    expect(detail.leadName).toBe('Lena Lead');
    expect(detail.rooms.map((r: { roomName: string }) => r.roomName).sort()).toEqual(['R1', 'R2', 'R3']);
    const room = (name: string) => detail.rooms.find((r: { roomName: string }) => r.roomName === name);
    expect(room('R1').guests.map((g: { fullName: string } | null) => g?.fullName ?? null)).toEqual([
      'Lena Lead',
      null,
    ]);
    expect(room('R2').guests[0].fullName).toBe('Otto Other');
    expect(room('R3').guests).toEqual([null]);
    // The rows' totals together are the booking's.
    expect(detail.total).toBe(60_000);
    expect(await customersNamed('lena@group.test')).toBe(1);
  });

  it('refuses the whole booking when one of its rooms is taken, naming every line, and keeps no new customer', async () => {
    const from = addDays(today, 50);
    const to = addDays(today, 52);
    await newStay(ctx, admin, { resort: world.resort!, from, to, rooms: [{ room: world.R2! }] });
    const before = await customersNamed('Nobooking');
    const result = await imported(
      [
        HEADER,
        `Coral Bay;R1;${from};${to};Nina;Nobooking;nina@taken.test;1;TAKEN-GRP;`,
        `Coral Bay;R2;${from};${to};Nils;Nobooking;;1;TAKEN-GRP;`,
        `Coral Bay;R3;${from};${to};Free;Guest;;1;FREE-1;`,
      ].join('\n'),
    );
    expect(result).toMatchObject({ booked: 1, refused: 2 });
    expect(result.lines[0]).toMatchObject({
      line: 2,
      outcome: 'refused',
      column: 'room',
      reason: 'roomTaken',
    });
    expect(result.lines[1]).toMatchObject({
      line: 3,
      outcome: 'refused',
      column: 'room',
      reason: 'roomTaken',
    });
    expect(result.lines[2]).toMatchObject({ line: 4, outcome: 'booked', reference: 'FREE-1' });
    // Neither guest of the refused booking stayed behind as a customer.
    expect(await customersNamed('Nobooking')).toBe(before);
    expect(await customersNamed('nina@taken.test')).toBe(0);
    // Nothing of it was booked: R1 is free for the next file.
    const retry = await imported(`${HEADER}\nCoral Bay;R1;${from};${to};Nina;Nobooking;;1;TAKEN-GRP;`);
    expect(retry.lines[0]).toMatchObject({ outcome: 'booked' });
  });

  it('refuses a reference whose rows differ in dates, or name a room twice, with all its lines', async () => {
    const from = addDays(today, 70);
    const result = await imported(
      [
        HEADER,
        `Coral Bay;R1;${from};${addDays(from, 2)};Dana;Dates;;1;DATES-1;`,
        `Coral Bay;R2;${from};${addDays(from, 3)};Dirk;Dates;;1;DATES-1;`,
        `Coral Bay;R1;${addDays(from, 10)};${addDays(from, 12)};Tina;Twice;;1;TWICE-1;`,
        `Coral Bay;R1;${addDays(from, 10)};${addDays(from, 12)};Tom;Twice;;1;TWICE-1;`,
      ].join('\n'),
    );
    expect(result).toMatchObject({ booked: 0, refused: 4 });
    expect(result.lines.map((l) => [l.line, l.column, l.reason, l.message])).toEqual([
      [2, null, 'sameBooking', '3'],
      [3, 'reference', 'otherStay', ''],
      [4, null, 'sameBooking', '5'],
      [5, 'room', 'duplicateInFile', ''],
    ]);
    expect(await customersNamed('Twice')).toBe(0);
  });
});
