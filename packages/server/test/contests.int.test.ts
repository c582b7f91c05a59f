import { drawWinners } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Contests (issue 37, feature contest): CRUD through the generic layer with the state and the entries
 * worked out per request, entries within the period and once per customer (also when the same
 * request arrives twice at once), a customer's own login entering only itself, and the draw: once,
 * after the last day, among the entries, logged with the numbers it used.
 */
let ctx: TestContext;
let admin: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

/** Noon in Berlin on a day: the operator's today is that day. */
const setToday = (day: string) => {
  ctx.services.clock.now = () => new Date(`${day}T10:00:00Z`);
};

const createContest = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/contest', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number; state: string; entries: number; name: string };
};

const entriesOf = async (id: string) => {
  const res = await call('GET', `/api/contest/${id}/subscription`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    entries: {
      customer: string;
      name: string;
      source: string;
      enteredBy: string;
      winnerRank: number | null;
    }[];
    draw: null | {
      drawnBy: string;
      entries: number;
      randomNumbers: number[];
      winners: { rank: number; customer: string; name: string }[];
    };
  };
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  await ctx.services.settings.put('features', 'contest', 'true');
  setToday('2026-06-15');
}, 60_000);
afterAll(() => ctx?.close());

const JUNE = { from: '2026-06-01', to: '2026-06-30' };

describe('contests as records', () => {
  it('keeps a contest with terms and prize per language, its state today and its number of entries', async () => {
    const contest = await createContest({
      name: 'Win a week on the house reef',
      ...JUNE,
      winners: 2,
      prize: { en: 'A week of diving', de: 'Eine Woche Tauchen' },
      terms: { en: 'One entry per guest.', de: 'Eine Teilnahme pro Gast.' },
    });
    expect(contest).toMatchObject({ state: 'open', entries: 0, winners: 2, drawnAt: null });
    const read = (await call('GET', `/api/contest/${contest.id}`)).json();
    expect(read).toMatchObject({ prize: { de: 'Eine Woche Tauchen' }, state: 'open', entries: 0 });
    const renamed = await call('POST', `/api/contest/${contest.id}`, {
      ...read,
      name: 'Win a week at the reef',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Win a week at the reef', state: 'open', version: 2 });
    const backwards = await call('POST', '/api/contest', {
      name: 'Backwards',
      from: '2026-06-10',
      to: '2026-06-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual([
      expect.objectContaining({ path: 'to', code: 'endBeforeStart' }),
    ]);
    const removed = await call('DELETE', `/api/contest/${contest.id}`);
    expect(removed.statusCode).toBe(204);
  });

  it('lists a page searched by name and sorted by state in its course and by entries', async () => {
    const draft = await createContest({ name: 'Sort: autumn raffle', from: '2026-09-01', to: '2026-09-30' });
    const open = await createContest({ name: 'Sort: summer raffle', ...JUNE });
    const closed = await createContest({ name: 'Sort: spring raffle', from: '2026-04-01', to: '2026-04-30' });
    const guest = await newCustomer(ctx, admin, { firstName: 'Sorted', lastName: 'Entrant' });
    expect((await call('POST', `/api/contest/${open.id}/subscribe`, { customer: guest.id })).statusCode).toBe(
      204,
    );
    const list = (sort: string, order = 1) =>
      call('GET', `/api/contest?search=${encodeURIComponent('Sort:')}&sort=${sort}&order=${order}&size=2`);
    const byState = await list('state');
    expect(byState.statusCode, byState.body).toBe(200);
    expect(byState.json().total).toBe(3);
    expect(byState.json().data.map((c: { id: string }) => c.id)).toEqual([draft.id, open.id]);
    const byStateDown = (await list('state', -1)).json();
    expect(byStateDown.data.map((c: { state: string }) => c.state)).toEqual(['closed', 'open']);
    expect(byStateDown.data[0].id).toBe(closed.id);
    const byEntries = (await list('entries', -1)).json();
    expect(byEntries.data[0]).toMatchObject({ id: open.id, entries: 1 });
    const csv = await call('GET', `/api/contest/listCSV?search=${encodeURIComponent('Sort: summer')}`);
    expect(csv.body).toContain('open');
  });
});

describe('entering a contest', () => {
  let contest: string;
  let guest: string;

  beforeAll(async () => {
    contest = (await createContest({ name: 'Entries: house reef week', ...JUNE })).id;
    guest = (await newCustomer(ctx, admin, { firstName: 'Ines', lastName: 'Berg' })).id;
  });

  it('enters a customer within the period without touching their record (no consent asked or set)', async () => {
    const before = (await call('GET', `/api/customer/${guest}`)).json();
    const res = await call('POST', `/api/contest/${contest}/subscribe`, { customer: guest });
    expect(res.statusCode, res.body).toBe(204);
    const { entries } = await entriesOf(contest);
    expect(entries).toEqual([
      expect.objectContaining({ customer: guest, name: 'Ines Berg', source: 'staff', winnerRank: null }),
    ]);
    const after = (await call('GET', `/api/customer/${guest}`)).json();
    expect(after).toEqual(before);
  });

  it('keeps one entry per customer: a second entry is refused in words', async () => {
    const again = await call('POST', `/api/contest/${contest}/subscribe`, { customer: guest });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      description: 'CONTEST_ENTERED',
      params: { contest: 'Entries: house reef week' },
    });
    expect((await entriesOf(contest)).entries).toHaveLength(1);
  });

  it('keeps one entry when the same request arrives twice at once', async () => {
    const twin = (await newCustomer(ctx, admin, { firstName: 'Twin', lastName: 'Click' })).id;
    const answers = await Promise.all([
      call('POST', `/api/contest/${contest}/subscribe`, { customer: twin }),
      call('POST', `/api/contest/${contest}/subscribe`, { customer: twin }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const mine = (await entriesOf(contest)).entries.filter((e) => e.customer === twin);
    expect(mine).toHaveLength(1);
    expect((await call('GET', `/api/contest/${contest}`)).json().entries).toBe(2);
  });

  it('refuses entries before and after the period, naming it', async () => {
    const later = await createContest({ name: 'Entries: autumn', from: '2026-09-01', to: '2026-09-30' });
    const early = await call('POST', `/api/contest/${later.id}/subscribe`, { customer: guest });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      description: 'CONTEST_NOT_OPEN',
      params: { contest: 'Entries: autumn', from: '2026-09-01', to: '2026-09-30' },
    });
    const past = await createContest({ name: 'Entries: spring', from: '2026-04-01', to: '2026-04-30' });
    const late = await call('POST', `/api/contest/${past.id}/subscribe`, { customer: guest });
    expect(late.json()).toMatchObject({ description: 'CONTEST_NOT_OPEN' });
    expect((await entriesOf(later.id)).entries).toEqual([]);
  });

  it('takes an entry back, and says so when there is none', async () => {
    const leaver = (await newCustomer(ctx, admin, { firstName: 'Lea', lastName: 'Ver' })).id;
    expect((await call('POST', `/api/contest/${contest}/subscribe`, { customer: leaver })).statusCode).toBe(
      204,
    );
    const out = await call('POST', `/api/contest/${contest}/unsubscribe`, { customer: leaver });
    expect(out.statusCode, out.body).toBe(204);
    expect((await entriesOf(contest)).entries.some((e) => e.customer === leaver)).toBe(false);
    const again = await call('POST', `/api/contest/${contest}/unsubscribe`, { customer: leaver });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ description: 'CONTEST_NOT_ENTERED' });
  });

  it('asks staff to name the customer, and refuses one that does not exist', async () => {
    const unnamed = await call('POST', `/api/contest/${contest}/subscribe`, {});
    expect(unnamed.statusCode).toBe(400);
    const unknown = await call('POST', `/api/contest/${contest}/subscribe`, {
      customer: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets a customer's own login enter and leave only itself", async () => {
    const member = await newCustomer(ctx, admin, { firstName: 'Club', lastName: 'Member' });
    const token = await newUser(ctx, admin, 'member@contest.test', ['customers.self', 'users.self'], {
      userType: 'customer',
      customer: member.id,
    });
    const own = await call('POST', `/api/contest/${contest}/subscribe`, {}, token);
    expect(own.statusCode, own.body).toBe(204);
    const entry = (await entriesOf(contest)).entries.find((e) => e.customer === member.id);
    expect(entry).toMatchObject({ source: 'self', name: 'Club Member' });
    const named = await call('POST', `/api/contest/${contest}/subscribe`, { customer: member.id }, token);
    expect(named.json()).toMatchObject({ description: 'CONTEST_ENTERED' });
    const other = await call('POST', `/api/contest/${contest}/subscribe`, { customer: guest }, token);
    expect(other.statusCode).toBe(403);
    const otherOut = await call('POST', `/api/contest/${contest}/unsubscribe`, { customer: guest }, token);
    expect(otherOut.statusCode).toBe(403);
    expect((await entriesOf(contest)).entries.some((e) => e.customer === guest)).toBe(true);
    // The entries of others are staff's to read.
    expect((await call('GET', `/api/contest/${contest}/subscription`, undefined, token)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/contest/${contest}/unsubscribe`, {}, token)).statusCode).toBe(204);
    // A customer login not yet linked to a customer record enters nobody.
    const unlinked = await newUser(ctx, admin, 'unlinked@contest.test', ['customers.self'], {
      userType: 'customer',
    });
    expect((await call('POST', `/api/contest/${contest}/subscribe`, {}, unlinked)).statusCode).toBe(403);
  });
});

describe('the draw', () => {
  let contest: string;
  let entrants: string[];

  beforeAll(async () => {
    setToday('2026-06-15');
    contest = (await createContest({ name: 'Draw: liveaboard cabin', ...JUNE, winners: 3 })).id;
    entrants = [];
    for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus']) {
      const id = (await newCustomer(ctx, admin, { firstName: name, lastName: 'Diver' })).id;
      expect((await call('POST', `/api/contest/${contest}/subscribe`, { customer: id })).statusCode).toBe(
        204,
      );
      entrants.push(id);
    }
  });
  afterAll(() => setToday('2026-06-15'));

  it('is refused until the last day of entries has passed', async () => {
    setToday('2026-06-30');
    const early = await call('POST', `/api/contest/${contest}/draw`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ description: 'CONTEST_NOT_ENDED', params: { to: '2026-06-30' } });
    expect((await entriesOf(contest)).draw).toBeNull();
  });

  it('draws the winners among the entries, logs who drew, the entries and the numbers, and says so on the record', async () => {
    setToday('2026-07-01');
    expect((await call('GET', `/api/contest/${contest}`)).json().state).toBe('closed');
    const drawn = await call('POST', `/api/contest/${contest}/draw`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const { draw, entries } = drawn.json() as Awaited<ReturnType<typeof entriesOf>>;
    expect(draw).toMatchObject({ drawnBy: expect.any(String), entries: 7 });
    expect(draw!.randomNumbers).toHaveLength(3);
    draw!.randomNumbers.forEach((n, i) => {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7 - i);
    });
    const winners = draw!.winners.map((w) => w.customer);
    expect(new Set(winners).size).toBe(3);
    for (const winner of winners) expect(entrants).toContain(winner);
    expect(draw!.winners.map((w) => w.rank)).toEqual([1, 2, 3]);
    expect(draw!.winners[0]!.name).toMatch(/ Diver$/);
    // Anyone can work the winners out again from the entries (oldest first) and the logged numbers.
    expect(
      drawWinners(
        entries.map((e) => e.customer),
        draw!.randomNumbers,
      ),
    ).toEqual(winners);
    const ranked = entries.filter((e) => e.winnerRank !== null).sort((a, b) => a.winnerRank! - b.winnerRank!);
    expect(ranked.map((e) => e.customer)).toEqual(winners);
    const record = (await call('GET', `/api/contest/${contest}`)).json();
    expect(record).toMatchObject({ state: 'drawn', entries: 7, drawnAt: expect.any(String) });
  });

  it('cannot be drawn again, and keeps its entries, period and log as drawn', async () => {
    const before = await entriesOf(contest);
    const again = await call('POST', `/api/contest/${contest}/draw`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      description: 'CONTEST_DRAWN',
      params: { contest: 'Draw: liveaboard cabin' },
    });
    expect(await entriesOf(contest)).toEqual(before);
    const out = await call('POST', `/api/contest/${contest}/unsubscribe`, { customer: entrants[0] });
    expect(out.json()).toMatchObject({ description: 'CONTEST_DRAWN' });
    const record = (await call('GET', `/api/contest/${contest}`)).json();
    const moved = await call('POST', `/api/contest/${contest}`, { ...record, to: '2026-07-31' });
    expect(moved.json()).toMatchObject({ description: 'CONTEST_DRAWN' });
    const mended = await call('POST', `/api/contest/${contest}`, {
      ...record,
      name: 'Draw: a liveaboard cabin',
    });
    expect(mended.statusCode, mended.body).toBe(200);
    const deleted = await call('DELETE', `/api/contest/${contest}`);
    expect(deleted.json()).toMatchObject({ description: 'CONTEST_DRAWN' });
    expect((await call('GET', `/api/contest/${contest}`)).statusCode).toBe(200);
  });

  it('gives everyone a prize when fewer entered than there are prizes, and refuses a draw without entries', async () => {
    setToday('2026-06-15');
    const small = (await createContest({ name: 'Draw: two prizes', ...JUNE, winners: 2 })).id;
    const empty = (await createContest({ name: 'Draw: nobody', ...JUNE })).id;
    expect(
      (await call('POST', `/api/contest/${small}/subscribe`, { customer: entrants[0] })).statusCode,
    ).toBe(204);
    setToday('2026-07-01');
    const drawn = (await call('POST', `/api/contest/${small}/draw`)).json();
    expect(drawn.draw.winners.map((w: { customer: string }) => w.customer)).toEqual([entrants[0]]);
    expect(drawn.draw.randomNumbers).toEqual([0]);
    const none = await call('POST', `/api/contest/${empty}/draw`);
    expect(none.json()).toMatchObject({ description: 'CONTEST_NO_ENTRIES' });
  });

  it('two draws at once make one', async () => {
    setToday('2026-06-15');
    const twice = (await createContest({ name: 'Draw: at once', ...JUNE })).id;
    for (const customer of entrants.slice(0, 3))
      expect((await call('POST', `/api/contest/${twice}/subscribe`, { customer })).statusCode).toBe(204);
    setToday('2026-07-01');
    const answers = await Promise.all([
      call('POST', `/api/contest/${twice}/draw`),
      call('POST', `/api/contest/${twice}/draw`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await entriesOf(twice)).entries.filter((e) => e.winnerRank !== null)).toHaveLength(1);
  });
});

describe("a customer's contests", () => {
  it('lists the contests a customer entered, newest first, with their state and whether they won', async () => {
    setToday('2026-05-10');
    const may = (await createContest({ name: 'Record: May', from: '2026-05-01', to: '2026-05-31' })).id;
    const june = (await createContest({ name: 'Record: June', ...JUNE })).id;
    await createContest({ name: 'Record: not entered', ...JUNE });
    const guest = (await newCustomer(ctx, admin, { firstName: 'Rec', lastName: 'Ord' })).id;
    expect((await call('POST', `/api/contest/${may}/subscribe`, { customer: guest })).statusCode).toBe(204);
    setToday('2026-06-15');
    expect((await call('POST', `/api/contest/${june}/subscribe`, { customer: guest })).statusCode).toBe(204);
    expect((await call('POST', `/api/contest/${may}/draw`)).statusCode).toBe(200);
    const res = await call('GET', `/api/customer/${guest}/contests`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        contest: june,
        name: 'Record: June',
        state: 'open',
        winnerRank: null,
        drawnAt: null,
      }),
      expect.objectContaining({
        contest: may,
        state: 'drawn',
        winnerRank: 1,
        source: 'staff',
        drawnAt: expect.any(String),
      }),
    ]);
    const nobody = (await newCustomer(ctx, admin)).id;
    expect((await call('GET', `/api/customer/${nobody}/contests`)).json()).toEqual([]);
    expect(
      (await call('GET', '/api/customer/00000000-0000-4000-8000-000000000000/contests')).statusCode,
    ).toBe(404);
    const clerk = await newUser(ctx, admin, 'clerk@record.test', ['customers.read']);
    expect((await call('GET', `/api/customer/${guest}/contests`, undefined, clerk)).statusCode).toBe(403);
  });
});

describe('merging customers', () => {
  it('moves the entries to the survivor, keeps one entry per contest, and an undo gives both back', async () => {
    setToday('2026-06-15');
    const both = (await createContest({ name: 'Merge: both entered', ...JUNE })).id;
    const only = (await createContest({ name: 'Merge: other entered', ...JUNE })).id;
    const survivor = (await newCustomer(ctx, admin, { firstName: 'Mara', lastName: 'Merged' })).id;
    const other = (await newCustomer(ctx, admin, { firstName: 'MARA', lastName: 'Merged' })).id;
    for (const [contest, customer] of [
      [both, survivor],
      [both, other],
      [only, other],
    ] as const)
      expect((await call('POST', `/api/contest/${contest}/subscribe`, { customer })).statusCode).toBe(204);
    const merged = await call('POST', `/api/customer/${survivor}/merge/${other}`);
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await entriesOf(both)).entries.map((e) => e.customer)).toEqual([survivor]);
    expect((await entriesOf(only)).entries.map((e) => e.customer)).toEqual([survivor]);
    const undone = await call('POST', `/api/customer/merge/${merged.json().id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await entriesOf(both)).entries.map((e) => e.customer).sort()).toEqual([survivor, other].sort());
    expect((await entriesOf(only)).entries.map((e) => e.customer)).toEqual([other]);
  });

  it("names the survivor in drawn contests' logs where the removed customer won, and an undo gives the logs back exactly", async () => {
    setToday('2026-06-15');
    const won = (await createContest({ name: 'Merge: other won', ...JUNE })).id;
    const shared = (await createContest({ name: 'Merge: both won', ...JUNE, winners: 2 })).id;
    const survivor = (await newCustomer(ctx, admin, { firstName: 'Wim', lastName: 'Winner' })).id;
    const other = (await newCustomer(ctx, admin, { firstName: 'WIM', lastName: 'Winner' })).id;
    for (const [contest, customer] of [
      [won, other],
      [shared, survivor],
      [shared, other],
    ] as const)
      expect((await call('POST', `/api/contest/${contest}/subscribe`, { customer })).statusCode).toBe(204);
    setToday('2026-07-01');
    for (const contest of [won, shared])
      expect((await call('POST', `/api/contest/${contest}/draw`)).statusCode).toBe(200);
    const winnersOf = async (contest: string) =>
      (await entriesOf(contest)).draw!.winners.map((w) => [w.rank, w.customer, w.name]);
    const before = { won: await winnersOf(won), shared: await winnersOf(shared) };
    expect(before.won).toEqual([[1, other, 'WIM Winner']]);

    const merged = await call('POST', `/api/customer/${survivor}/merge/${other}`);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await winnersOf(won)).toEqual([[1, survivor, 'Wim Winner']]);
    expect((await winnersOf(shared)).map(([rank, customer]) => [rank, customer])).toEqual([
      [1, survivor],
      [2, survivor],
    ]);

    const undone = await call('POST', `/api/customer/merge/${merged.json().id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await winnersOf(won)).toEqual(before.won);
    expect(await winnersOf(shared)).toEqual(before.shared);
    setToday('2026-06-15');
  });

  it("lists a customer's entries in their privacy export, and an erasure keeps the entry under the anonymous name", async () => {
    const contest = (await createContest({ name: 'Privacy: reef week', ...JUNE })).id;
    const entrant = (await newCustomer(ctx, admin, { firstName: 'Priv', lastName: 'Acy' })).id;
    expect((await call('POST', `/api/contest/${contest}/subscribe`, { customer: entrant })).statusCode).toBe(
      204,
    );
    const file = await call('GET', `/api/customer/${entrant}/privacy/export`);
    expect(file.statusCode, file.body).toBe(200);
    expect(JSON.parse(file.body).contests).toEqual([
      expect.objectContaining({ contest: 'Privacy: reef week', source: 'staff', winnerRank: null }),
    ]);
    const erased = await call('POST', `/api/customer/${entrant}/privacy/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const [entry] = (await entriesOf(contest)).entries;
    expect(entry).toMatchObject({ customer: entrant, name: erased.json().name });
    expect(entry!.name).not.toContain('Priv');
  });

  it('refuses deleting a customer who entered a contest, saying why', async () => {
    const contest = (await createContest({ name: 'Delete: entered', ...JUNE })).id;
    const entrant = (await newCustomer(ctx, admin, { firstName: 'Del', lastName: 'Eted' })).id;
    expect((await call('POST', `/api/contest/${contest}/subscribe`, { customer: entrant })).statusCode).toBe(
      204,
    );
    const res = await call('DELETE', `/api/customer/${entrant}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('entered a contest');
  });
});

describe('who may', () => {
  it('refuses readers without contest.read, and entries and draws without contest.update', async () => {
    const contest = (await createContest({ name: 'Scopes: reef week', ...JUNE })).id;
    const guest = (await newCustomer(ctx, admin, { firstName: 'Scope', lastName: 'Guest' })).id;
    const stranger = await newUser(ctx, admin, 'stranger@contest.test', ['customers.read']);
    expect((await call('GET', '/api/contest', undefined, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/contest/${contest}/subscription`, undefined, stranger)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/contest/${contest}/subscribe`, { customer: guest }, stranger)).statusCode,
    ).toBe(403);
    const reader = await newUser(ctx, admin, 'reader@contest.test', ['contest.read']);
    expect((await call('GET', `/api/contest/${contest}/subscription`, undefined, reader)).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', `/api/contest/${contest}/subscribe`, { customer: guest }, reader)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/contest/${contest}/draw`, undefined, reader)).statusCode).toBe(403);
    const clerk = await newUser(ctx, admin, 'clerk@contest.test', ['contest.read', 'contest.update']);
    expect(
      (await call('POST', `/api/contest/${contest}/subscribe`, { customer: guest }, clerk)).statusCode,
    ).toBe(204);
    const entry = (await entriesOf(contest)).entries[0];
    expect(entry).toMatchObject({ source: 'staff', enteredBy: 'clerk@contest.test' });
  });

  it('answers as switched off while the feature is off', async () => {
    await ctx.services.settings.put('features', 'contest', 'false');
    try {
      const res = await call('GET', '/api/contest');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ description: 'FEATURE_DISABLED' });
    } finally {
      await ctx.services.settings.put('features', 'contest', 'true');
    }
  });
});
