import { createHash } from 'node:crypto';
import type { PagingQuery, ResourceDefinition } from '@seaberth/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { refusal } from '../http/errors.ts';
import { announceChange } from './change-feed.ts';
import type { Db } from './client.ts';
import { ALL_ROWS_READ, allRows } from '../http/all-rows.ts';

/**
 * Keeps a version of a write beside it, in the same transaction (a resource with `history`):
 * before is null for a create, after is null for a delete.
 */
export type Journal = (db: Db, before: Row | null, after: Row | null) => Promise<void>;

export type Row = Record<string, unknown>;

export interface ListPage {
  rows: Row[];
  total: number;
  /** The total is the planner's estimate of a large unfiltered table (docs/decisions.md). */
  totalEstimated?: true;
}

interface Order {
  sql: SQL[];
  /** Names the order in a prepared statement's name. */
  key: string;
}

type Limit = number | ReturnType<typeof sql.placeholder>;

/**
 * Values the database works out for each record as it is read (a contest's state on today's date,
 * its number of entries), by field name: listed and sorted on like columns, never written. A value
 * whose order is not its own (states sorted by their course, not alphabetically) names its `order`.
 */
export type DerivedColumns = Record<string, SQL | { value: SQL; order: SQL }>;

/** The derived values as a select reads them. */
function derivedValues(derived: DerivedColumns): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(derived).map(([key, column]) => [key, 'order' in column ? column.value : column]),
  );
}

/** The key a counted page's rows carry the total under; removed before they leave. */
const TOTAL = '__total';

/** From this offset on a page selects its ids first (see `pageQuery`). */
const DEEP_PAGE = 500;
/** An unfiltered list of at least this many rows answers the planner's estimate instead of counting. */
export const ESTIMATE_FROM = 50_000;
const ESTIMATE_KEPT_MS = 10_000;

/** A table that carries the record columns every resource has. */
export type ResourceTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** Matches `%` and `_` literally in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one place generic CRUD touches Drizzle: list with the paging object, get, insert, versioned
 * update, delete. Area repositories handle everything that is not plain CRUD.
 */
export class ResourceRepository {
  readonly columns: Record<string, AnyPgColumn>;
  readonly tableName: string;

  /** What lists read: every column but those the wire never shows (a booking's calculation). */
  private readonly listed: Record<string, AnyPgColumn>;

  constructor(
    private readonly db: Db,
    readonly table: ResourceTable,
    readonly definition: ResourceDefinition,
    hidden: string[] = [],
  ) {
    this.columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    this.tableName = getTableName(table);
    this.listed = Object.fromEntries(Object.entries(this.columns).filter(([key]) => !hidden.includes(key)));
  }

  private column(field: string, purpose: string): AnyPgColumn {
    // Own properties only: `__proto__` or `constructor` must not find the object's prototype.
    const column = Object.hasOwn(this.columns, field) ? this.columns[field] : undefined;
    if (!column || field === 'passwordHash') {
      throw refusal('VALIDATION_ERROR', `Unknown ${purpose} field '${field}'`, {
        fields: [{ path: purpose, message: `Unknown field '${field}'` }],
      });
    }
    return column;
  }

  private isJson(column: AnyPgColumn): boolean {
    return column.getSQLType() === 'jsonb';
  }

  private where(query: PagingQuery, extra?: SQL): SQL | undefined {
    const conditions: (SQL | undefined)[] = [extra];
    if (query.search?.trim()) {
      const pattern = likePattern(query.search.trim());
      conditions.push(
        or(
          ...this.definition.search.map((field) => {
            const column = this.column(field, 'search');
            return sql`${column}::text ilike ${pattern}`;
          }),
        ),
      );
    }
    for (const [field, value] of Object.entries(query.filter ?? {})) {
      const column = this.column(field, 'filter');
      if (value === null) conditions.push(isNull(column));
      else if (this.isJson(column)) {
        conditions.push(sql`${column} @> ${JSON.stringify(Array.isArray(value) ? value : [value])}::jsonb`);
      } else conditions.push(matches(column, value));
    }
    return and(...conditions);
  }

  private orderBy(query: PagingQuery, derived?: DerivedColumns): Order {
    const sortField = query.sort ?? this.definition.sort.field;
    const order = query.order ?? (query.sort ? 1 : this.definition.sort.order);
    const own = derived && Object.hasOwn(derived, sortField) ? derived[sortField] : undefined;
    const sortColumn = own ? ('order' in own ? own.order : own) : this.column(sortField, 'sort');
    return {
      sql: [order === -1 ? desc(sortColumn) : asc(sortColumn), asc(this.table.id)],
      key: `${sortField}_${order === -1 ? 'desc' : 'asc'}`,
    };
  }

  /**
   * A page's query. A deep page picks its ids first, so the skipped rows are walked in the sort
   * index only (index-only with the lists' `(sort, id)` indexes) and just the page's rows are read
   * from the table.
   */
  private pageQuery(
    where: SQL | undefined,
    orderBy: SQL[],
    deep: boolean,
    size: Limit,
    offset: Limit,
    counted: boolean,
    derived?: DerivedColumns,
  ) {
    const table = this.table as PgTable;
    // An uncorrelated subquery: PostgreSQL counts once per statement, not per row.
    const total = where
      ? sql`(select count(*) from ${table} where ${where})`
      : sql`(select count(*) from ${table})`;
    const fields = derived ? { ...this.listed, ...derivedValues(derived) } : this.listed;
    const select = this.db.select(counted ? { ...fields, [TOTAL]: total } : fields).from(table);
    if (!deep)
      return select
        .where(where)
        .orderBy(...orderBy)
        .limit(size)
        .offset(offset);
    const ids = this.db
      .select({ id: this.table.id })
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset(offset);
    return select.where(inArray(this.table.id, ids)).orderBy(...orderBy);
  }

  /** The unfiltered pages, built once per order and kept as prepared statements. */
  private readonly prepared = new Map<
    string,
    { execute(values: Record<string, number>): Promise<unknown> }
  >();

  /** One page of `size` rows; `counted`: each row also carries the total as `TOTAL`. */
  private async page(
    where: SQL | undefined,
    order: Order,
    size: number,
    offset: number,
    counted = false,
    derived?: DerivedColumns,
  ): Promise<Row[]> {
    const deep = offset >= DEEP_PAGE;
    // Derived values may change with every request (today's date): never a prepared statement.
    if (where || derived)
      return (await this.pageQuery(where, order.sql, deep, size, offset, counted, derived)) as Row[];
    // The common case, an unfiltered list, skips building the same SQL on every request.
    // PostgreSQL cuts names at 63 bytes: a digest keeps long resource and field names apart.
    const name = `list_${createHash('sha1').update(`${this.definition.name}:${order.key}:${deep}:${counted}`).digest('hex').slice(0, 20)}`;
    let statement = this.prepared.get(name);
    if (!statement) {
      statement = this.pageQuery(
        undefined,
        order.sql,
        deep,
        sql.placeholder('size'),
        sql.placeholder('offset'),
        counted,
      ).prepare(name);
      this.prepared.set(name, statement);
    }
    return (await statement.execute({ size, offset })) as Row[];
  }

  async list(query: PagingQuery, extra?: SQL, derived?: DerivedColumns): Promise<ListPage> {
    const where = this.where(query, extra);
    const order = this.orderBy(query, derived);
    if (query.size === 0) {
      const rows = allRows(
        (await this.db
          .select(derived ? { ...this.listed, ...derivedValues(derived) } : this.listed)
          .from(this.table as PgTable)
          .where(where)
          .orderBy(...order.sql)
          .limit(ALL_ROWS_READ)) as Row[],
      );
      return { rows, total: rows.length };
    }
    const offset = query.page * query.size;
    const estimate = where ? undefined : await this.estimatedRows();
    const estimated = estimate !== undefined && estimate >= ESTIMATE_FROM;
    // An exact total rides along with the page (one statement, not two); a large unfiltered list
    // answers the planner's estimate instead.
    const rows = await this.page(where, order, query.size, offset, !estimated, derived);
    const last = rows.length > 0 && rows.length < query.size;
    if (estimated && !last)
      // Never less than what the pages so far prove exists.
      return { rows, total: Math.max(estimate, offset + rows.length), totalEstimated: true };
    if (estimated) return { rows, total: offset + rows.length };
    const counted = rows[0]?.[TOTAL];
    for (const row of rows) delete row[TOTAL];
    // Past the end there is no row to carry the count.
    return { rows, total: counted !== undefined ? Number(counted) : offset ? await this.count(where) : 0 };
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [counted] = await this.db
      .select({ n: count() })
      .from(this.table as PgTable)
      .where(where);
    return Number(counted?.n ?? 0);
  }

  private estimate?: { n: number | undefined; at: number };

  /**
   * The planner's row count of the whole table (kept by autovacuum and `analyze`; -1 never
   * analysed), read again after a few seconds: an estimate need not cost a round trip per page.
   */
  private async estimatedRows(): Promise<number | undefined> {
    if (this.estimate && Date.now() - this.estimate.at < ESTIMATE_KEPT_MS) return this.estimate.n;
    const result = await this.db.execute(
      sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${this.tableName})`,
    );
    const n = Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? -1);
    this.estimate = { n: n >= 0 ? n : undefined, at: Date.now() };
    return this.estimate.n;
  }

  /**
   * Every row the query selects, in its order, a batch at a time (CSV exports of ten years): memory
   * holds one batch, and no transaction stays open while the client downloads.
   */
  async *batches(
    query: PagingQuery,
    extra?: SQL,
    size = 1000,
    derived?: DerivedColumns,
  ): AsyncGenerator<Row[]> {
    const where = this.where(query, extra);
    const orderBy = this.orderBy(query, derived);
    for (let offset = 0; ; offset += size) {
      const rows = await this.page(where, orderBy, size, offset, false, derived);
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  }

  async get(id: string, extra?: SQL, derived?: DerivedColumns): Promise<Row | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (derived
      ? this.db.select({ ...this.columns, ...derivedValues(derived) })
      : this.db.select()
    )
      .from(this.table as PgTable)
      .where(and(eq(this.table.id, id), extra));
    return row as Row | undefined;
  }

  async insert(values: Row, journal?: Journal): Promise<Row> {
    const row = await this.journaled(journal, async (db) => {
      const [inserted] = await db
        .insert(this.table)
        .values(values as never)
        .returning();
      await journal?.(db, null, inserted as Row);
      return inserted as Row;
    });
    announceChange(this.db, this.tableName, String(row.id));
    return row;
  }

  /** Runs a write in a transaction when a journal keeps its version beside it, else as is. */
  private journaled<T>(journal: Journal | undefined, write: (db: Db) => Promise<T>): Promise<T> {
    return journal ? this.db.transaction((tx) => write(tx as unknown as Db)) : write(this.db);
  }

  /** Applies the change only if nobody saved since `version`; undefined means stale or gone. */
  async update(
    id: string,
    version: number,
    values: Row,
    journal?: Journal,
    before?: Row,
  ): Promise<Row | undefined> {
    const row = await this.journaled(journal, async (db) => {
      const [updated] = await db
        .update(this.table)
        .set({ ...values, version: sql`${this.table.version} + 1`, updatedAt: new Date() } as never)
        .where(and(eq(this.table.id, id), eq(this.table.version, version)))
        .returning();
      if (updated) await journal?.(db, before ?? null, updated as Row);
      return updated as Row | undefined;
    });
    if (row) announceChange(this.db, this.tableName, id);
    return row;
  }

  async delete(id: string, journal?: Journal): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.journaled(journal, async (db) => {
      const deleted = await db.delete(this.table).where(eq(this.table.id, id)).returning();
      if (deleted[0]) await journal?.(db, deleted[0] as Row, null);
      return deleted;
    });
    if (rows.length) announceChange(this.db, this.tableName, id);
    return rows.length > 0;
  }
}

/**
 * `column = value` with the value as a plain text parameter: PostgreSQL casts it to the column's type
 * and refuses what does not fit (a 400), where Drizzle's column encoders would throw on a text
 * given to a timestamp before the query is even sent.
 */
function matches(column: AnyPgColumn, value: unknown): SQL {
  // Sent as text and cast by the database to the column's type: a JS number would go out typed
  // (`date = double precision` is no operator), and PGlite's own encoders throw on a bad boolean.
  const type = sql.raw(column.getSQLType());
  const param = (v: unknown) => sql`cast(${v === null ? null : String(v)}::text as ${type})`;
  if (!Array.isArray(value)) return sql`${column} = ${param(value)}`;
  if (!value.length) return sql`false`;
  return sql`${column} in (${sql.join(value.map(param), sql`, `)})`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
