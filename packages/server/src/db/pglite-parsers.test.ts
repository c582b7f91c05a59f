import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slimParsers } from './pglite-parsers.ts';

/** PGlite's parser table made cheap to copy: every value our queries read, read alike. */
let client: PGlite;

async function withTypes(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(`create type mood as enum ('calm', 'rough');
    create domain nights as int check (value > 0);
    create table trips (id int primary key, name text, mood mood, nights nights)`);
  // The table's row type, the enum and the domain are new since the parsers were set up.
  await db.refreshArrayTypes();
  return db;
}

beforeAll(async () => {
  client = await withTypes();
});
afterAll(() => client?.close());

const oidOf = async (db: PGlite, name: string) =>
  (await db.query<{ oid: number }>(`select oid from pg_type where typname = $1`, [name])).rows[0]!.oid;

const SELECT_EVERY_KIND = `select
  array[1, 2]::int4[] as ints, array[1, 2]::int8[] as bigs, array['a', 'b'] as texts,
  array['{"k":1}'::jsonb] as docs, array[true, false] as flags, array['2026-12-04'::date] as days,
  array['8e3d4f5a-0b1c-4d2e-9f30-1a2b3c4d5e6f'::uuid] as ids,
  (select array_agg(mood order by id) from trips) as moods,
  (select array_agg(nights order by id) from trips) as stays,
  2::int4 as n, '{"a":[1]}'::jsonb as doc, true as flag, 1.5::float8 as f, 10::numeric as money,
  (select array_agg(t order by id) from trips t) as rows`;

describe('slimParsers', () => {
  it('leaves an instance its own types only, on top of the built-in ones, without the arrays of rows', async () => {
    const rowArray = await oidOf(client, '_trips');
    const moodArray = await oidOf(client, '_mood');
    const intArray = await oidOf(client, '_int4');
    expect(client.parsers[rowArray]).toBeDefined();
    const before = Object.keys(client.parsers).length;
    await slimParsers(client);
    expect(client.parsers[rowArray]).toBeUndefined();
    expect(client.parsers[moodArray]).toBeDefined();
    expect(client.parsers[intArray]).toBeDefined();
    // What a query copies: a handful, of the hundreds there were.
    expect(Object.keys(client.parsers).length).toBeLessThan(20);
    expect(before).toBeGreaterThan(300);
  });

  it('reads arrays of base types, JSON, enums and domains as lists of parsed values, and plain values as before', async () => {
    await client.query(`insert into trips values (1, 'North', 'calm', 7), (2, 'South', 'rough', 10)`);
    const row = (await client.query<Record<string, unknown>>(SELECT_EVERY_KIND)).rows[0]!;
    expect(row.ints).toEqual([1, 2]);
    expect(row.texts).toEqual(['a', 'b']);
    expect(row.docs).toEqual([{ k: 1 }]);
    expect(row.flags).toEqual([true, false]);
    expect(row.ids).toEqual(['8e3d4f5a-0b1c-4d2e-9f30-1a2b3c4d5e6f']);
    expect(row.moods).toEqual(['calm', 'rough']);
    // PGlite has no parser for a domain: its values read as text, as they did.
    expect(row.stays).toEqual(['7', '10']);
    expect(row.n).toBe(2);
    expect(row.doc).toEqual({ a: [1] });
    expect(row.flag).toBe(true);
    expect(row.f).toBe(1.5);
    expect(row.money).toBe('10');
    expect((row.bigs as unknown[]).map(String)).toEqual(['1', '2']);
    expect(row.days).toHaveLength(1);
    // An array of rows, which no query of ours selects, is its text now.
    expect(row.rows).toBe('{"(1,North,calm,7)","(2,South,rough,10)"}');
  });

  it('reads the same in a second instance, slimmed or not, beside the first', async () => {
    const other = await withTypes();
    try {
      await other.query(`insert into trips values (1, 'East', 'rough', 3)`);
      const plain = (await other.query<Record<string, unknown>>(SELECT_EVERY_KIND)).rows[0]!;
      await slimParsers(other);
      const slim = (await other.query<Record<string, unknown>>(SELECT_EVERY_KIND)).rows[0]!;
      expect({ ...slim, rows: undefined }).toEqual({ ...plain, rows: undefined });
      expect(slim.ints).toEqual([1, 2]);
      expect(slim.moods).toEqual(['rough']);
    } finally {
      await other.close();
    }
  });
});
