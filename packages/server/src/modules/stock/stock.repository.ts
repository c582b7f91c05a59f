import {
  type InventoryState,
  type Principal,
  productResource,
  inventoryResource,
  stockLocationResource,
  stockQuerySchema,
  type StockRow,
} from '@seaberth/domain';
import type { z } from 'zod';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { assetCondition } from '../../db/asset-condition.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type StockProductRow = Pick<
  typeof t.products.$inferSelect,
  'id' | 'name' | 'unit' | 'trackStock' | 'allowNegativeStock' | 'resort' | 'vessel' | 'isActive'
>;
export type StockLocationRow = typeof t.stockLocations.$inferSelect;
export type NewMovement = typeof t.stockMovements.$inferInsert;
export type MovementRow = typeof t.stockMovements.$inferSelect;
export type InventoryRow = typeof t.inventories.$inferSelect;
export type InventoryLineRow = typeof t.inventoryLines.$inferSelect;
export type DeliveryRow = typeof t.stockDeliveries.$inferSelect;

const pairKey = (product: string, location: string) => `${product}/${location}`;

/** Every read and write of the stock; `within(tx)` runs them in a caller's transaction. */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** The connection (or transaction) itself, for the ledger writing through the same one. */
  get connection(): Db {
    return this.db;
  }

  within(tx: Db): StockRepository {
    return new StockRepository(tx);
  }

  transaction<T>(work: (repository: StockRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.within(tx as unknown as Db)));
  }

  async products(ids: string[]): Promise<StockProductRow[]> {
    if (!ids.length) return [];
    const p = t.products;
    return this.db
      .select({
        id: p.id,
        name: p.name,
        unit: p.unit,
        trackStock: p.trackStock,
        allowNegativeStock: p.allowNegativeStock,
        resort: p.resort,
        vessel: p.vessel,
        isActive: p.isActive,
      })
      .from(p)
      .where(inArray(p.id, [...new Set(ids)]));
  }

  /** The locations among `ids` a principal may see (all of them without a principal). */
  async locations(ids: string[], principal?: Principal): Promise<StockLocationRow[]> {
    if (!ids.length) return [];
    const l = t.stockLocations;
    return this.db
      .select()
      .from(l)
      .where(
        and(
          inArray(l.id, [...new Set(ids)]),
          principal ? assetCondition(stockLocationResource, getTableColumns(l), principal) : undefined,
        ),
      );
  }

  /**
   * The balances of these product/location pairs, locked (`FOR UPDATE`) until the transaction
   * ends; missing rows are made at zero first so there is a row to lock. Rows are created and
   * locked in one order (product, location), so two transactions moving the same goods never wait
   * for each other crosswise.
   */
  async lockBalances(pairs: { product: string; location: string }[]): Promise<Map<string, number>> {
    const unique = [...new Map(pairs.map((p) => [pairKey(p.product, p.location), p])).values()].sort((a, b) =>
      pairKey(a.product, a.location).localeCompare(pairKey(b.product, b.location)),
    );
    if (!unique.length) return new Map();
    const b = t.stockBalances;
    await this.db
      .insert(b)
      .values(unique.map((p) => ({ product: p.product, location: p.location, quantity: 0 })))
      .onConflictDoNothing();
    const rows = await this.db
      .select({ product: b.product, location: b.location, quantity: b.quantity })
      .from(b)
      .where(or(...unique.map((p) => and(eq(b.product, p.product), eq(b.location, p.location)))))
      .orderBy(asc(b.product), asc(b.location))
      .for('update');
    return new Map(rows.map((r) => [pairKey(r.product, r.location), Number(r.quantity)]));
  }

  /** Writes movements and adds each to its balance (locked before by `lockBalances`). */
  async insertMovements(rows: NewMovement[], at: Date): Promise<MovementRow[]> {
    if (!rows.length) return [];
    const inserted = await this.db
      .insert(t.stockMovements)
      .values(rows.map((r) => ({ ...r, createdAt: at, updatedAt: at })))
      .returning();
    const b = t.stockBalances;
    for (const row of rows)
      await this.db
        .update(b)
        .set({ quantity: sql`${b.quantity} + ${String(row.quantity)}::numeric`, updatedAt: at })
        .where(and(eq(b.product, row.product), eq(b.location, row.location)));
    return inserted;
  }

  async movement(id: string): Promise<MovementRow | undefined> {
    const [row] = await this.db.select().from(t.stockMovements).where(eq(t.stockMovements.id, id));
    return row;
  }

  async reversalOf(id: string): Promise<MovementRow | undefined> {
    const [row] = await this.db.select().from(t.stockMovements).where(eq(t.stockMovements.reverses, id));
    return row;
  }

  async balance(product: string, location: string): Promise<number> {
    const b = t.stockBalances;
    const [row] = await this.db
      .select({ quantity: b.quantity })
      .from(b)
      .where(and(eq(b.product, product), eq(b.location, location)));
    return Number(row?.quantity ?? 0);
  }

  /** The stock per product and location (SPEC §7 /product/stock), a page of it. */
  async stockPage(
    query: z.output<typeof stockQuerySchema>,
    principal: Principal,
  ): Promise<{ rows: StockRow[]; total: number }> {
    const p = t.products;
    const b = t.stockBalances;
    const l = t.stockLocations;
    const seen = assetCondition(stockLocationResource, getTableColumns(l), principal);
    const totals = this.db.$with('totals').as(
      this.db
        .select({ product: b.product, total: sql<string>`sum(${b.quantity})`.as('total') })
        .from(b)
        .innerJoin(l, eq(l.id, b.location))
        .where(seen)
        .groupBy(b.product),
    );
    const total = sql<number>`coalesce(${totals.total}, 0)`;
    const quantity = sql<number>`coalesce(${b.quantity}, 0)`;
    const search = query.search?.trim();
    const where = and(
      eq(p.trackStock, true),
      assetCondition(productResource, getTableColumns(p), principal),
      // A balance of a location the user may not see is left out; a product with none is shown once.
      seen ? or(isNull(b.location), seen) : undefined,
      search ? or(ilike(p.name, `%${search}%`), eq(p.barcode, search)) : undefined,
      query.location ? eq(b.location, query.location) : undefined,
      query.belowMinimum ? lt(total, p.minimumLevel) : undefined,
    );
    const sortColumn: Record<string, SQL | typeof p.name> = {
      productName: p.name,
      locationName: sql`${l.name}`,
      quantity,
      total,
    };
    const direction = query.order === -1 ? desc : asc;
    const base = this.db
      .with(totals)
      .select({
        product: p.id,
        productName: p.name,
        barcode: p.barcode,
        unit: p.unit,
        stockType: p.stockType,
        minimumLevel: p.minimumLevel,
        location: b.location,
        locationName: sql<string>`coalesce(${l.name}, '')`,
        quantity: quantity.mapWith(Number),
        total: total.mapWith(Number),
      })
      .from(p)
      .leftJoin(b, eq(b.product, p.id))
      .leftJoin(l, eq(l.id, b.location))
      .leftJoin(totals, eq(totals.product, p.id))
      .where(where)
      .orderBy(direction(sortColumn[query.sort]!), asc(p.name), asc(sql`${l.name}`))
      .$dynamic();
    const rows = await (query.size === 0 ? base : base.limit(query.size).offset(query.page * query.size));
    const [count] = await this.db
      .with(totals)
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .leftJoin(b, eq(b.product, p.id))
      .leftJoin(l, eq(l.id, b.location))
      .leftJoin(totals, eq(totals.product, p.id))
      .where(where);
    return {
      rows: rows.map((r) => ({
        ...r,
        unit: r.unit as StockRow['unit'],
        stockType: r.stockType as StockRow['stockType'],
        minimumLevel: Number(r.minimumLevel),
        belowMinimum: r.total < Number(r.minimumLevel),
      })),
      total: count?.n ?? 0,
    };
  }

  // Deliveries

  async insertDelivery(row: typeof t.stockDeliveries.$inferInsert): Promise<DeliveryRow> {
    const [inserted] = await this.db.insert(t.stockDeliveries).values(row).returning();
    return inserted!;
  }

  async deliveries(supplier: string, limit = 100): Promise<DeliveryRow[]> {
    const d = t.stockDeliveries;
    return this.db
      .select()
      .from(d)
      .where(eq(d.supplier, supplier))
      .orderBy(desc(d.date), desc(d.createdAt))
      .limit(limit);
  }

  async movementsOf(kind: string, references: string[]): Promise<MovementRow[]> {
    if (!references.length) return [];
    const m = t.stockMovements;
    return this.db
      .select()
      .from(m)
      .where(and(eq(m.kind, kind), inArray(m.reference, references)))
      .orderBy(asc(m.createdAt), asc(m.productName));
  }

  async supplierExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: t.suppliers.id })
      .from(t.suppliers)
      .where(eq(t.suppliers.id, id));
    return Boolean(row);
  }

  // Inventories

  /** The active products that track stock and belong to the location's asset (or to none), with their stock there. */
  async countableProducts(
    location: StockLocationRow,
  ): Promise<{ id: string; name: string; unit: string; quantity: number }[]> {
    const p = t.products;
    const b = t.stockBalances;
    const fits = and(
      location.resort ? or(isNull(p.resort), eq(p.resort, location.resort)) : undefined,
      location.vessel ? or(isNull(p.vessel), eq(p.vessel, location.vessel)) : undefined,
      location.resort ? isNull(p.vessel) : undefined,
      location.vessel ? isNull(p.resort) : undefined,
    );
    const rows = await this.db
      .select({
        id: p.id,
        name: p.name,
        unit: p.unit,
        quantity: sql<number>`coalesce(${b.quantity}, 0)`.mapWith(Number),
        held: sql<boolean>`${b.product} is not null and ${b.quantity} <> 0`,
      })
      .from(p)
      .leftJoin(b, and(eq(b.product, p.id), eq(b.location, location.id)))
      .where(and(eq(p.trackStock, true), or(and(eq(p.isActive, true), fits), sql`${b.quantity} <> 0`)))
      .orderBy(asc(p.name));
    return rows;
  }

  async insertInventory(
    row: typeof t.inventories.$inferInsert,
    lines: Omit<typeof t.inventoryLines.$inferInsert, 'inventory'>[],
  ): Promise<InventoryRow> {
    const [inventory] = await this.db.insert(t.inventories).values(row).returning();
    if (lines.length)
      await this.db.insert(t.inventoryLines).values(lines.map((l) => ({ ...l, inventory: inventory!.id })));
    return inventory!;
  }

  /** The inventory, if the principal may see it; `lock` holds its row until the transaction ends. */
  async inventory(id: string, principal?: Principal, lock = false): Promise<InventoryRow | undefined> {
    const i = t.inventories;
    const q = this.db
      .select()
      .from(i)
      .where(
        and(
          eq(i.id, id),
          principal ? assetCondition(inventoryResource, getTableColumns(i), principal) : undefined,
        ),
      );
    const [row] = await (lock ? q.for('update') : q);
    return row;
  }

  async inventoryLines(id: string): Promise<InventoryLineRow[]> {
    const l = t.inventoryLines;
    return this.db.select().from(l).where(eq(l.inventory, id)).orderBy(asc(l.productName));
  }

  async locationName(id: string): Promise<string> {
    const [row] = await this.db
      .select({ name: t.stockLocations.name })
      .from(t.stockLocations)
      .where(eq(t.stockLocations.id, id));
    return row?.name ?? '';
  }

  async insertLine(row: typeof t.inventoryLines.$inferInsert): Promise<void> {
    await this.db.insert(t.inventoryLines).values(row);
  }

  async updateLine(
    inventory: string,
    product: string,
    change: Pick<InventoryLineRow, 'counted' | 'reason' | 'countedBy' | 'countedAt'>,
  ): Promise<boolean> {
    const l = t.inventoryLines;
    const rows = await this.db
      .update(l)
      .set(change)
      .where(and(eq(l.inventory, inventory), eq(l.product, product)))
      .returning({ product: l.product });
    return rows.length > 0;
  }

  async touchInventory(
    id: string,
    change: Partial<Pick<InventoryRow, 'closedAt' | 'closedBy'>> & { state?: InventoryState },
    at: Date,
  ): Promise<void> {
    const i = t.inventories;
    await this.db
      .update(i)
      .set({ ...change, version: sql`${i.version} + 1`, updatedAt: at })
      .where(eq(i.id, id));
  }

  async deleteInventory(id: string): Promise<void> {
    await this.db.delete(t.inventories).where(eq(t.inventories.id, id));
  }
}
