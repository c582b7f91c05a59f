import type { PagingQuery, ResourceDefinition } from '@seaberth/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/errors.ts';
import type { Db } from './client.ts';

export type Row = Record<string, unknown>;

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

  async list(query: PagingQuery, extra?: SQL): Promise<{ rows: Row[]; total: number }> {
    const where = this.where(query, extra);
    const sortField = query.sort ?? this.definition.sort.field;
    const order = query.order ?? (query.sort ? 1 : this.definition.sort.order);
    const sortColumn = this.column(sortField, 'sort');
    const orderBy = [order === -1 ? desc(sortColumn) : asc(sortColumn), asc(this.table.id)];
    const base = this.db
      .select()
      .from(this.table as PgTable)
      .where(where)
      .orderBy(...orderBy);
    const rows = query.size === 0 ? await base : await base.limit(query.size).offset(query.page * query.size);
    // Only count when the page does not already tell us the total.
    const total =
      query.size === 0 || (query.page === 0 && rows.length < query.size)
        ? rows.length
        : Number(
            (
              await this.db
                .select({ n: count() })
                .from(this.table as PgTable)
                .where(where)
            )[0]?.n ?? 0,
          );
    return { rows: rows as Row[], total };
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
    return row as Row;
  }

  /** Applies the change only if nobody saved since `version`; undefined means stale or gone. */
  async update(id: string, version: number, values: Row): Promise<Row | undefined> {
    const [row] = await this.db
      .update(this.table)
      .set({ ...values, version: sql`${this.table.version} + 1`, updatedAt: new Date() } as never)
      .where(and(eq(this.table.id, id), eq(this.table.version, version)))
      .returning();
    return row as Row | undefined;
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(this.table)
      .where(eq(this.table.id, id))
      .returning({ id: this.table.id });
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
