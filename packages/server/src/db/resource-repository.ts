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
import { AppError } from '../http/errors.ts';
import { announceChange } from './change-feed.ts';
import type { Db } from './client.ts';

export type Row = Record<string, unknown>;

export interface ListPage {
  rows: Row[];
  total: number;
  /** The total is the planner's estimate of a large unfiltered table (docs/decisions.md). */
  totalEstimated?: true;
}

/** From this offset on a page selects its ids first (see `page`). */
const DEEP_PAGE = 500;
/** An unfiltered list of at least this many rows answers the planner's estimate instead of counting. */
export const ESTIMATE_FROM = 50_000;

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

  constructor(
    private readonly db: Db,
    readonly table: ResourceTable,
    readonly definition: ResourceDefinition,
  ) {
    this.columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    this.tableName = getTableName(table);
  }

  private column(field: string, purpose: string): AnyPgColumn {
    // Own properties only: `__proto__` or `constructor` must not find the object's prototype.
    const column = Object.hasOwn(this.columns, field) ? this.columns[field] : undefined;
    if (!column || field === 'passwordHash') {
      throw new AppError(400, 'VALIDATION_ERROR', `Unknown ${purpose} field '${field}'`, [
        { path: purpose, message: `Unknown field '${field}'` },
      ]);
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

  private orderBy(query: PagingQuery): SQL[] {
    const sortField = query.sort ?? this.definition.sort.field;
    const order = query.order ?? (query.sort ? 1 : this.definition.sort.order);
    const sortColumn = this.column(sortField, 'sort');
    return [order === -1 ? desc(sortColumn) : asc(sortColumn), asc(this.table.id)];
  }

  /**
   * One page (`size` 0: every row). A deep page picks its ids first, so the skipped rows are walked
   * in the sort index only (index-only with the lists' `(sort, id)` indexes) and just the page's
   * rows are read from the table.
   */
  private async page(where: SQL | undefined, orderBy: SQL[], size: number, offset: number): Promise<Row[]> {
    const table = this.table as PgTable;
    const select = this.db.select().from(table);
    if (size === 0) return (await select.where(where).orderBy(...orderBy)) as Row[];
    if (offset < DEEP_PAGE)
      return (await select
        .where(where)
        .orderBy(...orderBy)
        .limit(size)
        .offset(offset)) as Row[];
    const ids = this.db
      .select({ id: this.table.id })
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset(offset);
    return (await select.where(inArray(this.table.id, ids)).orderBy(...orderBy)) as Row[];
  }

  async list(query: PagingQuery, extra?: SQL): Promise<ListPage> {
    const where = this.where(query, extra);
    const offset = query.page * query.size;
    const rows = await this.page(where, this.orderBy(query), query.size, offset);
    // The page itself tells the total when it is all rows or the last, short page.
    if (
      query.size === 0 ||
      (rows.length > 0 && rows.length < query.size) ||
      (query.page === 0 && !rows.length)
    )
      return { rows, total: offset + rows.length };
    const narrowed = where !== undefined;
    const estimate = narrowed ? undefined : await this.estimatedRows();
    if (estimate !== undefined && estimate >= ESTIMATE_FROM)
      // Never less than what the pages so far prove exists.
      return { rows, total: Math.max(estimate, offset + rows.length), totalEstimated: true };
    const [counted] = await this.db
      .select({ n: count() })
      .from(this.table as PgTable)
      .where(where);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /** The planner's row count of the whole table (kept by autovacuum and `analyze`); -1 never analysed. */
  private async estimatedRows(): Promise<number | undefined> {
    const result = await this.db.execute(
      sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${this.tableName})`,
    );
    const n = Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? -1);
    return n >= 0 ? n : undefined;
  }

  /**
   * Every row the query selects, in its order, a batch at a time (CSV exports of ten years): memory
   * holds one batch, and no transaction stays open while the client downloads.
   */
  async *batches(query: PagingQuery, extra?: SQL, size = 1000): AsyncGenerator<Row[]> {
    const where = this.where(query, extra);
    const orderBy = this.orderBy(query);
    for (let offset = 0; ; offset += size) {
      const rows = await this.page(where, orderBy, size, offset);
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  }

  async get(id: string, extra?: SQL): Promise<Row | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(this.table as PgTable)
      .where(and(eq(this.table.id, id), extra));
    return row as Row | undefined;
  }

  async insert(values: Row): Promise<Row> {
    const [row] = await this.db
      .insert(this.table)
      .values(values as never)
      .returning();
    announceChange(this.db, this.tableName, String((row as Row).id));
    return row as Row;
  }

  /** Applies the change only if nobody saved since `version`; undefined means stale or gone. */
  async update(id: string, version: number, values: Row): Promise<Row | undefined> {
    const [row] = await this.db
      .update(this.table)
      .set({ ...values, version: sql`${this.table.version} + 1`, updatedAt: new Date() } as never)
      .where(and(eq(this.table.id, id), eq(this.table.version, version)))
      .returning();
    if (row) announceChange(this.db, this.tableName, id);
    return row as Row | undefined;
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(this.table)
      .where(eq(this.table.id, id))
      .returning({ id: this.table.id });
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
