import type { StockMovementAnswer, StockMovementKind } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import {
  type MovementRow,
  type StockLocationRow,
  type StockProductRow,
  StockRepository,
} from './stock.repository.ts';

/** One movement to book: `quantity` is signed (+ into the location, − out of it). */
export interface MovementInput {
  product: string;
  location: string;
  quantity: number;
  kind: StockMovementKind;
  reference?: string;
  reason?: string;
  reverses?: string;
}

/** One line of a sale for `StockLedger.sell`: `quantity` is what leaves the location (> 0). */
export interface SaleLine {
  product: string;
  location: string;
  quantity: number;
  /** The sale's own reference (a POS transaction or item id): kept on the movement. */
  ref: string;
  reason?: string;
}

/** Three decimals, as the database keeps them: 0.1 + 0.2 is 0.3 here too. */
export const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

const key = (product: string, location: string) => `${product}/${location}`;

/** A product of one resort or vessel is kept only at that asset's locations (or at shared ones). */
export function productFits(product: StockProductRow, location: StockLocationRow): boolean {
  if (!location.resort && !location.vessel) return true;
  if (!product.resort && !product.vessel) return true;
  return product.resort === location.resort && product.vessel === location.vessel;
}

export const toMovementAnswer = (row: MovementRow, balance: number): StockMovementAnswer => ({
  ref: row.id,
  product: row.product,
  location: row.location,
  quantity: Number(row.quantity),
  kind: row.kind as StockMovementKind,
  balance,
});

/**
 * The stock ledger (issue 35): every movement of goods is a row that is never changed; the stock of
 * a product at a location is the sum of its rows, kept as a balance row updated in the same
 * transaction under a row lock. Everything that moves stock goes through `book`.
 */
export class StockLedger {
  constructor(private readonly clock: { now(): Date } = { now: () => new Date() }) {}

  /**
   * Books movements through `tx` (a transaction, or the database for one statement's worth):
   * products and locations must exist and the product must track its stock; the balances of the
   * pairs are locked first (in one order), then each movement taking stock out is checked against
   * them — a product that may not go negative is refused with 409 NOT_ENOUGH_STOCK before anything
   * is written. `check: false` books whatever the balance (an inventory's counted difference: the
   * count is the truth).
   */
  async book(
    tx: Db,
    inputs: MovementInput[],
    actor: Pick<Actor, 'userId' | 'name'> | undefined,
    options: { check?: boolean; products?: StockProductRow[]; locations?: StockLocationRow[] } = {},
  ): Promise<StockMovementAnswer[]> {
    if (!inputs.length) return [];
    const repository = new StockRepository(tx);
    const products = new Map(
      (options.products ?? (await repository.products(inputs.map((i) => i.product)))).map((p) => [p.id, p]),
    );
    const locations = new Map(
      (options.locations ?? (await repository.locations(inputs.map((i) => i.location)))).map((l) => [
        l.id,
        l,
      ]),
    );
    for (const input of inputs) {
      const product = products.get(input.product);
      if (!product) throw notFound('Product');
      if (!locations.has(input.location)) throw notFound('Stock location');
      if (!product.trackStock)
        throw refusal('STOCK_NOT_TRACKED', `${product.name} does not track its stock`, {
          params: { product: product.name },
        });
    }
    const balances = await repository.lockBalances(inputs);
    const rows = inputs.map((input) => {
      const product = products.get(input.product)!;
      const location = locations.get(input.location)!;
      const pair = key(input.product, input.location);
      const before = balances.get(pair) ?? 0;
      const after = roundQuantity(before + input.quantity);
      if (options.check !== false && input.quantity < 0 && after < 0 && !product.allowNegativeStock)
        throw refusal(
          'NOT_ENOUGH_STOCK',
          `Only ${before} of ${product.name} at ${location.name}; ${-input.quantity} cannot be taken`,
          {
            params: {
              product: product.name,
              location: location.name,
              available: before,
              requested: roundQuantity(-input.quantity),
              unit: product.unit,
            },
          },
        );
      balances.set(pair, after);
      return {
        row: {
          product: input.product,
          productName: product.name,
          location: input.location,
          quantity: roundQuantity(input.quantity),
          kind: input.kind,
          reference: input.reference ?? '',
          reason: input.reason ?? '',
          reverses: input.reverses ?? null,
          userId: actor?.userId ?? null,
          userName: actor?.name ?? '',
          resort: location.resort,
          vessel: location.vessel,
        },
        balance: after,
      };
    });
    const inserted = await repository.insertMovements(
      rows.map((r) => r.row),
      this.clock.now(),
    );
    return inserted.map((row, i) => toMovementAnswer(row, rows[i]!.balance));
  }

  /**
   * For the point of sale: takes sold goods out of stock inside the caller's sale transaction.
   *
   * Contract:
   * - `tx` is the caller's open transaction (Drizzle `db.transaction((tx) => …)`); movements and
   *   balances are written through it and commit or roll back with the sale.
   * - Each line: `quantity` > 0 (up to three decimals) leaves `location`; a movement of kind `sold`
   *   with `reference = ref` is written (never changed later). Lines of products that do not track
   *   their stock (`trackStock` false: a course, a massage) are skipped and answer nothing.
   * - The balances of all lines are locked (`SELECT … FOR UPDATE`, in one order of product and
   *   location, so two sales of the same goods never deadlock) until `tx` ends: concurrent sales of
   *   the same goods queue, and of two sales of the last item exactly one succeeds when the product
   *   may not go negative (`allowNegativeStock` false).
   * - Refusal: throws `AppError` 409 `NOT_ENOUGH_STOCK` (params product, location, available,
   *   requested, unit) before writing anything for the sale's lines; 404 `NOT_FOUND` for an unknown
   *   product or location. Let it reach the route (the transaction rolls back, the client sees the
   *   SPEC §8 error) or catch it to refuse the sale.
   * - Answers the booked movements with the balance after each (`ref` is the movement's id).
   * - A void or a return is a new movement: `returnSold` with the same lines.
   */
  async sell(
    tx: Db,
    lines: SaleLine | SaleLine[],
    actor?: Pick<Actor, 'userId' | 'name'>,
  ): Promise<StockMovementAnswer[]> {
    return this.saleMovements(tx, Array.isArray(lines) ? lines : [lines], -1, actor);
  }

  /** Goods of a voided or returned sale back into stock (kind `sold`, positive), in the caller's transaction. */
  async returnSold(
    tx: Db,
    lines: SaleLine | SaleLine[],
    actor?: Pick<Actor, 'userId' | 'name'>,
  ): Promise<StockMovementAnswer[]> {
    return this.saleMovements(tx, Array.isArray(lines) ? lines : [lines], 1, actor);
  }

  private async saleMovements(
    tx: Db,
    lines: SaleLine[],
    sign: 1 | -1,
    actor?: Pick<Actor, 'userId' | 'name'>,
  ): Promise<StockMovementAnswer[]> {
    const bad = lines.flatMap((l, i) =>
      Number.isFinite(l.quantity) && l.quantity > 0
        ? []
        : [{ path: `lines.${i}.quantity`, message: 'A quantity above zero' }],
    );
    if (bad.length) throw validationError(bad);
    const products = await new StockRepository(tx).products(lines.map((l) => l.product));
    const tracked = new Set(products.filter((p) => p.trackStock).map((p) => p.id));
    const known = new Set(products.map((p) => p.id));
    if (lines.some((l) => !known.has(l.product))) throw notFound('Product');
    return this.book(
      tx,
      lines
        .filter((l) => tracked.has(l.product))
        .map((l) => ({
          product: l.product,
          location: l.location,
          quantity: sign * l.quantity,
          kind: 'sold' as const,
          reference: l.ref,
          reason: l.reason ?? (sign > 0 ? 'Returned' : ''),
        })),
      actor,
      { products },
    );
  }
}
