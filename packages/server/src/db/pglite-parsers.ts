import { type PGlite, types } from '@electric-sql/pglite';

/** PGlite's parser type, as its parser tables hold them. */
type Parser = PGlite['parsers'][number];

/** PostgreSQL's first OID for objects made after initdb: below it, every database's types agree. */
const FIRST_NORMAL_OID = 16384;

/**
 * Makes PGlite's per-query copy of its parser table cheap. PGlite copies the table for every query
 * it answers (`{ ...this.parsers, ...options.parsers }` in its result parsing), and the table holds
 * a parser for the array type of every type in the database: 467 entries on ours, keyed by
 * scattered OIDs, which V8 keeps as a dictionary that copies slowly. That copy was 120 µs of a
 * query, a tenth of the time the server suite and the demo load spend on PGlite
 * (docs/decisions.md, "CI time, eighteenth pass"). PGlite looks a type up in the copy and then in
 * its module's default table (`types.parsers`), so:
 * - the built-in types' parsers (base types, their arrays, ranges: the same OIDs in every database,
 *   and every instance adds the same array parsers at start) go into that shared default table,
 *   and the instance's own table keeps only the types of this database (enums, domains) on top of
 *   it as its prototype, which a spread does not copy;
 * - the parsers of arrays of rows (355 of the 467: each table's and catalogue's row type) are
 *   dropped: no query of ours selects one, and PGlite has no parser for a row, so such an array
 *   now reads as its text instead of a list of texts.
 * What every other value reads as is unchanged (pglite-parsers.test.ts).
 */
export async function slimParsers(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ oid: number }>(
    `select a.oid from pg_catalog.pg_type a join pg_catalog.pg_type e on e.oid = a.typelem
      where a.typcategory = 'A' and e.typtype in ('c', 'p')`,
  );
  const rowArrays = new Set(rows.map((row) => String(row.oid)));
  const shared = types.parsers as Record<string, Parser>;
  const own: Record<string, Parser> = {};
  for (const [key, parser] of Object.entries(client.parsers as Record<string, Parser>)) {
    if (rowArrays.has(key)) continue;
    const oid = Number(key);
    // An array parser finds its elements' parser through `client.parsers`, this object's prototype.
    if (Number.isInteger(oid) && oid < FIRST_NORMAL_OID) shared[key] ??= parser;
    else own[key] = parser;
  }
  client.parsers = Object.assign(Object.create(shared) as Record<string, Parser>, own);
}
