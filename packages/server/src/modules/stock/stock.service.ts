import type {
  Delivery,
  InventoryDetail,
  Principal,
  StockMovementAnswer,
  StockUnit,
  stockQuerySchema,
  StockRow,
} from '@seaberth/domain';
import { deliverySchema, inventoryCountSchema, inventoryStartSchema } from '@seaberth/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import {
  notFound,
  referenceConstraintMessages,
  refusal,
  uniqueConstraintFields,
  validationError,
} from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { productFits, roundQuantity, StockLedger } from './stock-ledger.ts';
import {
  type DeliveryRow,
  type InventoryLineRow,
  type InventoryRow,
  type MovementRow,
  type StockLocationRow,
  StockRepository,
} from './stock.repository.ts';

// A second open count of one location answers 409 DUPLICATE naming the location.
uniqueConstraintFields.set('inventories_location_open_key', ['location']);

// The ledger keeps its history: what it names is switched inactive rather than deleted.
const KEPT = 'it has stock movements, which are kept; switch it inactive instead of deleting it';
for (const [constraint, what] of [
  ['stock_movements_product_products_id_fk', 'This product'],
  ['inventory_lines_product_products_id_fk', 'This product'],
  ['stock_movements_location_stock_locations_id_fk', 'This location'],
  ['inventories_location_stock_locations_id_fk', 'This location'],
  ['stock_deliveries_location_stock_locations_id_fk', 'This location'],
  ['stock_deliveries_supplier_suppliers_id_fk', 'This supplier'],
])
  referenceConstraintMessages.set(constraint!, `${what} cannot be deleted: ${KEPT}`);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Stock movements people book by hand (issue 35): stock used, goods received from a supplier, and
 * inventories (started, counted on a tablet, closed with the differences booked). The point of
 * sale books its sales through `ledger.sell` inside its own transaction.
 */
export class StockService {
  readonly repository: StockRepository;
  readonly ledger: StockLedger;

  constructor(private readonly services: Services) {
    this.repository = new StockRepository(services.database.db);
    this.ledger = new StockLedger(services.clock);
  }

  stockPage(query: z.output<typeof stockQuerySchema>, principal: Principal) {
    return this.repository.stockPage(query, principal) as Promise<{ rows: StockRow[]; total: number }>;
  }

  /** A location the actor may see, active for new movements; else a 400 on `field`. */
  private async location(repository: StockRepository, id: string, actor: Actor, field = 'location') {
    const [location] = await repository.locations([id], actor.principal);
    if (!location?.isActive) throw validationError([{ path: field, message: 'No such stock location' }]);
    return location;
  }

  /** The products, each of which must exist, track its stock and be kept at the location. */
  private async products(
    repository: StockRepository,
    ids: { product: string; path: string }[],
    location: StockLocationRow,
  ) {
    const rows = await repository.products(ids.map((i) => i.product));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems = ids.flatMap(({ product, path }) => {
      const row = byId.get(product);
      if (!row) return [{ path, message: 'No such product' }];
      if (!productFits(row, location))
        return [{ path, message: `${row.name} is not kept at ${location.name}` }];
      return [];
    });
    if (problems.length) throw validationError(problems);
    return rows;
  }

  /** `POST /api/product/{product}/stock/used`. */
  async used(
    product: string,
    input: { quantity: number; location: string; reason: string },
    actor: Actor,
  ): Promise<StockMovementAnswer> {
    return this.repository.transaction(async (repository) => {
      const [exists] = await repository.products([product]);
      if (!exists) throw notFound('Product');
      const location = await this.location(repository, input.location, actor);
      const products = await this.products(repository, [{ product, path: 'product' }], location);
      const [answer] = await this.ledger.book(
        this.tx(repository),
        [
          {
            product,
            location: input.location,
            quantity: -input.quantity,
            kind: 'used',
            reason: input.reason,
          },
        ],
        actor,
        { products, locations: [location] },
      );
      return answer!;
    });
  }

  /** `POST /api/product/{product}/stock/transfer`: out of one location and into another, in one transaction. */
  async transfer(
    product: string,
    input: { from: string; to: string; quantity: number; reason: string },
    actor: Actor,
  ): Promise<StockMovementAnswer[]> {
    return this.repository.transaction(async (repository) => {
      const [exists] = await repository.products([product]);
      if (!exists) throw notFound('Product');
      const from = await this.location(repository, input.from, actor, 'from');
      const to = await this.location(repository, input.to, actor, 'to');
      await this.products(repository, [{ product, path: 'product' }], from);
      const products = await this.products(repository, [{ product, path: 'product' }], to);
      const reference = randomUUID();
      const move = (location: string, quantity: number) => ({
        product,
        location,
        quantity,
        kind: 'transfer' as const,
        reference,
        reason: input.reason,
      });
      return this.ledger.book(
        this.tx(repository),
        [move(from.id, -input.quantity), move(to.id, input.quantity)],
        actor,
        { products, locations: [from, to] },
      );
    });
  }

  /** `DELETE /api/product/{product}/stock/used/{ref}`: a counter-movement, never a delete. */
  async reverseUsed(product: string, ref: string, actor: Actor): Promise<StockMovementAnswer> {
    return this.repository.transaction(async (repository) => {
      const movement = await repository.movement(ref);
      const [location] = movement ? await repository.locations([movement.location], actor.principal) : [];
      if (
        !movement ||
        movement.product !== product ||
        movement.kind !== 'used' ||
        movement.reverses ||
        !location
      )
        throw notFound('Stock used');
      if (await repository.reversalOf(ref))
        throw refusal('ACTION_NOT_ALLOWED', 'This use of stock is already reversed');
      const [answer] = await this.ledger.book(
        this.tx(repository),
        [
          {
            product,
            location: movement.location,
            quantity: -Number(movement.quantity),
            kind: 'used',
            reference: movement.reference,
            reason: `Reversed: ${movement.reason}`.slice(0, 500),
            reverses: movement.id,
          },
        ],
        actor,
        { locations: [location] },
      );
      return answer!;
    });
  }

  /** Goods received from a supplier: the delivery and a `received` movement per line. */
  async receive(supplier: string, input: z.output<typeof deliverySchema>, actor: Actor): Promise<Delivery> {
    return this.repository.transaction(async (repository) => {
      if (!(await repository.supplierExists(supplier))) throw notFound('Supplier');
      const location = await this.location(repository, input.location, actor);
      const products = await this.products(
        repository,
        input.lines.map((l, i) => ({ product: l.product, path: `lines.${i}.product` })),
        location,
      );
      const delivery = await repository.insertDelivery({
        supplier,
        location: location.id,
        date: input.date,
        reference: input.reference,
        note: input.note,
        userName: actor.name ?? '',
        createdAt: this.services.clock.now(),
      });
      const booked = await this.ledger.book(
        this.tx(repository),
        input.lines.map((l) => ({
          product: l.product,
          location: location.id,
          quantity: l.quantity,
          kind: 'received' as const,
          reference: delivery.id,
          reason: input.reference ? `Delivery ${input.reference}` : 'Delivery',
        })),
        actor,
        { products, locations: [location] },
      );
      void booked;
      return this.toDelivery(delivery, await repository.movementsOf('received', [delivery.id]));
    });
  }

  async deliveries(supplier: string): Promise<Delivery[]> {
    if (!(await this.repository.supplierExists(supplier))) throw notFound('Supplier');
    const rows = await this.repository.deliveries(supplier);
    const movements = await this.repository.movementsOf(
      'received',
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      this.toDelivery(
        row,
        movements.filter((m) => m.reference === row.id),
      ),
    );
  }

  private toDelivery(row: DeliveryRow, movements: MovementRow[]): Delivery {
    return {
      id: row.id,
      supplier: row.supplier,
      location: row.location,
      date: row.date,
      reference: row.reference,
      note: row.note,
      userName: row.userName,
      createdAt: row.createdAt.toISOString(),
      lines: movements.map((m) => ({
        product: m.product,
        productName: m.productName,
        quantity: Number(m.quantity),
      })),
    };
  }

  // Inventories

  /** `POST /api/inventory`: the count of a location, a line per product kept there, expecting today's stock. */
  async startInventory(input: z.output<typeof inventoryStartSchema>, actor: Actor): Promise<InventoryDetail> {
    const date = input.date ?? (await this.services.calendar.today());
    const id = await this.repository.transaction(async (repository) => {
      const location = await this.location(repository, input.location, actor);
      const products = await repository.countableProducts(location);
      const inventory = await repository.insertInventory(
        {
          location: location.id,
          date,
          note: input.note,
          resort: location.resort,
          vessel: location.vessel,
          startedBy: actor.name ?? '',
        },
        products.map((p) => ({
          product: p.id,
          productName: p.name,
          unit: p.unit,
          expected: p.quantity,
        })),
      );
      return inventory.id;
    });
    return this.inventory(id, actor.principal);
  }

  /** One inventory with its lines, if the principal may see it. */
  async inventory(id: string, principal: Principal, repository = this.repository): Promise<InventoryDetail> {
    const row = await repository.inventory(id, principal);
    if (!row) throw notFound('inventory');
    return this.toDetail(
      row,
      await repository.inventoryLines(id),
      await repository.locationName(row.location),
    );
  }

  /** `POST /api/inventory/{id}/lines/{product}`: what was counted; a product without a line gets one. */
  async count(
    id: string,
    product: string,
    input: z.output<typeof inventoryCountSchema>,
    actor: Actor,
  ): Promise<InventoryDetail> {
    await this.repository.transaction(async (repository) => {
      const inventory = await this.openInventory(repository, id, actor);
      const change = {
        counted: input.counted,
        reason: input.reason,
        countedBy: input.counted === null ? '' : (actor.name ?? ''),
        countedAt: input.counted === null ? null : this.services.clock.now(),
      };
      if (await repository.updateLine(id, product, change)) return;
      // Found on the shelf but not expected: a line of its own, expecting the stock there now.
      const [location] = await repository.locations([inventory.location]);
      const [row] = await this.products(repository, [{ product, path: 'product' }], location!);
      if (!row!.trackStock)
        throw refusal('STOCK_NOT_TRACKED', `${row!.name} does not track its stock`, {
          params: { product: row!.name },
        });
      await repository.insertLine({
        inventory: id,
        product,
        productName: row!.name,
        unit: row!.unit,
        expected: await repository.balance(product, inventory.location),
        ...change,
      });
    });
    return this.inventory(id, actor.principal);
  }

  /**
   * `POST /api/inventory/{id}/close`: each counted line's difference (counted − expected) is booked
   * as a `counted` movement with the line's reason (or the one given here); a difference without
   * any reason is refused. Lines not counted book nothing. The count is taken as of the start:
   * movements since then (a sale during the count) stay on top of it.
   */
  async closeInventory(id: string, reason: string, actor: Actor): Promise<InventoryDetail> {
    await this.repository.transaction(async (repository) => {
      const inventory = await this.openInventory(repository, id, actor);
      const lines = await repository.inventoryLines(id);
      const differing = lines
        .map((line, index) => ({ line, index, difference: difference(line) }))
        .filter((d) => d.difference !== null && d.difference !== 0);
      const missing = differing.filter((d) => !d.line.reason && !reason);
      if (missing.length)
        throw validationError(
          missing.map((d) => ({
            path: `lines.${d.index}.reason`,
            message: `Why does ${d.line.productName} differ by ${d.difference}?`,
          })),
          'Name a reason for every difference, or one for all of them',
        );
      const [location] = await repository.locations([inventory.location]);
      await this.ledger.book(
        this.tx(repository),
        differing.map((d) => ({
          product: d.line.product,
          location: inventory.location,
          quantity: d.difference!,
          kind: 'counted' as const,
          reference: id,
          reason: d.line.reason || reason,
        })),
        actor,
        { check: false, locations: [location!] },
      );
      await repository.touchInventory(
        id,
        { state: 'closed', closedAt: this.services.clock.now(), closedBy: actor.name ?? '' },
        this.services.clock.now(),
      );
    });
    return this.inventory(id, actor.principal);
  }

  /** `DELETE /api/inventory/{id}`: an open count abandoned; a closed one stays. */
  async deleteInventory(id: string, actor: Actor): Promise<void> {
    await this.repository.transaction(async (repository) => {
      await this.openInventory(repository, id, actor);
      await repository.deleteInventory(id);
    });
  }

  /** The inventory locked for a change, refused once closed. */
  private async openInventory(repository: StockRepository, id: string, actor: Actor): Promise<InventoryRow> {
    const inventory = await repository.inventory(id, actor.principal, true);
    if (!inventory) throw notFound('inventory');
    if (inventory.state !== 'open')
      throw refusal('INVENTORY_CLOSED', 'This inventory is closed; it does not change any more', {
        params: { date: inventory.date },
      });
    return inventory;
  }

  toDetail(row: InventoryRow, lines: InventoryLineRow[], locationName: string): InventoryDetail {
    return {
      id: row.id,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      location: row.location,
      locationName,
      date: row.date,
      state: row.state as InventoryDetail['state'],
      note: row.note,
      resort: row.resort,
      vessel: row.vessel,
      startedBy: row.startedBy,
      closedBy: row.closedBy,
      closedAt: iso(row.closedAt),
      lines: lines.map((line) => ({
        product: line.product,
        productName: line.productName,
        unit: line.unit as StockUnit,
        expected: Number(line.expected),
        counted: line.counted === null ? null : Number(line.counted),
        difference: difference(line),
        reason: line.reason,
        countedBy: line.countedBy,
        countedAt: iso(line.countedAt),
      })),
    };
  }

  /** The repository's connection, for the ledger that writes through the same transaction. */
  private tx(repository: StockRepository): Db {
    return repository.connection;
  }
}

function difference(line: InventoryLineRow): number | null {
  return line.counted === null ? null : roundQuantity(Number(line.counted) - Number(line.expected));
}
