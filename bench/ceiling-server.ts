/**
 * The ceiling for the product's big lists (issue 18): raw Fastify and node-postgres on the same
 * database, no ORM, no auth, no validation library. It answers the four lists the way the product
 * answers them (same default sort, same columns, same `{ data, total, page, size }`), but as
 * cheaply as PostgreSQL allows: the page's ids come from an index alone (index-only scan, then 25
 * rows by key) and the total is the planner's estimate. What the product reaches of this is the
 * figure to watch.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/seaberth_decade PORT=3911 npx tsx bench/ceiling-server.ts
 */
import {
  bookingResource,
  customerResource,
  mailQueueResource,
  type ResourceDefinition,
  scheduleResource,
} from '@seaberth/domain';
import Fastify from 'fastify';
import pg from 'pg';

// The product answers dates as 'YYYY-MM-DD' and bigint money as numbers: so does the ceiling.
pg.types.setTypeParser(1082, (value) => value);
pg.types.setTypeParser(20, Number);

interface List {
  table: string;
  definition: ResourceDefinition;
  /** Columns the product never sends (its binding's `hidden`). */
  hidden: string[];
}

// The product's routes (`/api/{definition.name}`) and their tables; hidden columns as in booking-bindings.ts.
const LISTS: List[] = [
  { table: 'bookings', definition: bookingResource, hidden: ['calculation', 'created_by'] },
  { table: 'customers', definition: customerResource, hidden: [] },
  { table: 'schedules', definition: scheduleResource, hidden: [] },
  { table: 'mail_queue', definition: mailQueueResource, hidden: [] },
];

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** Beyond this offset the page's ids are picked from the index first (deferred join). */
const DEEP = 250;

/**
 * The page in one statement, total included: shallow pages walk the sort index and read their
 * rows; deep ones pick their ids from the index alone (index-only scan), then read 25 rows by key.
 */
async function pageQueries(list: List): Promise<{ shallow: string; deep: string }> {
  const { rows } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1
     order by ordinal_position`,
    [list.table],
  );
  const columns = rows
    .map((r) => r.column_name)
    .filter((c) => !list.hidden.includes(c))
    .map((c) => `t."${c}" as "${camel(c)}"`)
    .join(', ');
  const total = `(select reltuples::bigint from pg_class where oid = '${list.table}'::regclass) as "$total"`;
  const { field, order } = list.definition.sort;
  const desc = order === -1 ? ' desc' : '';
  // Ties are broken by id ascending, as the product does.
  return {
    shallow: `select ${total}, ${columns} from ${list.table} t
      order by t."${snake(field)}"${desc}, t.id limit $1 offset $2`,
    deep: `select ${total}, ${columns}
      from (select id, "${snake(field)}" as k from ${list.table} order by "${snake(field)}"${desc}, id limit $1 offset $2) p
      join ${list.table} t on t.id = p.id
      order by p.k${desc}, p.id`,
  };
}

const app = Fastify({ logger: false });
for (const list of LISTS) {
  const { shallow, deep } = await pageQueries(list);
  // Says at start whether a deep page really comes from an index on this database.
  const plan = await pool.query(`explain ${deep}`, [25, 9975]);
  const nodes = plan.rows
    .filter((r) => !String(r['QUERY PLAN']).includes('pg_class'))
    .flatMap(
      (r) =>
        /(?:Index Only Scan|Index Scan|Seq Scan|Bitmap Heap Scan|Sort)(?: Backward)?(?: using \S+)?/.exec(
          r['QUERY PLAN'],
        )?.[0] ?? [],
    );
  console.log(`ceiling /api/${list.definition.name}: ${nodes.join(', ')}`);
  app.get(`/api/${list.definition.name}`, async (request, reply) => {
    const query = request.query as { page?: string; size?: string };
    const page = Number(query.page ?? 0);
    const size = Number(query.size ?? 25);
    if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 1000)
      return reply.status(400).send({ message: 'page and size must be whole numbers' });
    const offset = page * size;
    const { rows } = await pool.query(offset < DEEP ? shallow : deep, [size, offset]);
    // Past the end no row carries the total: ask for it alone.
    const total = rows.length
      ? Number(rows[0].$total)
      : Number(
          (
            await pool.query(
              `select reltuples::bigint as n from pg_class where oid = '${list.table}'::regclass`,
            )
          ).rows[0].n,
        );
    const data = rows.map(({ $total: _, ...row }) => row);
    return { data, total: Math.max(total, offset + rows.length), page, size };
  });
}

const port = Number(process.env.PORT ?? 3911);
await app.listen({ port, host: '127.0.0.1' });
console.log(`ceiling listening on http://127.0.0.1:${port}`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
