import {
  cashSettlement,
  convert,
  DEFAULT_BASE_CURRENCY,
  type Principal,
  type PosAddItems,
  type PosPay,
  type PosReceipt,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { BookingFolio, type BookingService } from '../bookings/index.ts';
import { PosRepository, type PosTransactionRow } from './pos.repository.ts';
import { StockLedger } from '../stock/index.ts';
import { presentReceipt } from './pos-receipt.ts';
import { closeOnFolio, folioLineId, lineText } from './pos-folio-close.ts';
import { addLines, retotal } from './pos-tab-lines.ts';
import { PosSigning } from './pos-signing.ts';
import { moveTillStock } from './pos-stock.ts';
import { writeStorno } from './pos-storno.ts';

type Item = { product: string; quantity: number };

/**
 * The counter: tabs opened and filled, paid in cash (any currency at the day's rate, change in the
 * till's currency) or by card, or put on an in-house guest's folio — the booking's calculation,
 * as lines by hand `m-pos-…` in the on-site currency, in one transaction with the booking locked.
 * A closed transaction is never changed: a void is a new transaction on the same till.
 */
export class PosService {
  readonly repository: PosRepository;
  private readonly folio: BookingFolio;

  private readonly stock: StockLedger;
  readonly signing: PosSigning;
  /** What closing a tab onto a folio needs of the service: its clock and the sale's final step. */
  private readonly folioClosing = {
    now: () => this.now(),
    closed: (repo: PosRepository, id: string) => this.saleClosed(repo, id),
  };

  constructor(
    private readonly services: Services,
    readonly bookings: BookingService,
  ) {
    this.repository = new PosRepository(services.database.db);
    this.folio = new BookingFolio(bookings);
    this.stock = new StockLedger(services.clock);
    this.signing = new PosSigning(this.repository, services.secrets);
  }

  /** The product's clock (tests move it). */
  now(): Date {
    return this.services.clock.now();
  }

  /** The till's currency: the operator's on-site currency (SPEC baseOnsiteCurrency). */
  async currency(): Promise<string> {
    const general = await this.services.settings.group('general');
    return general.baseOnsiteCurrency ?? general.baseCurrency ?? DEFAULT_BASE_CURRENCY;
  }

  /**
   * A transaction just closed, once committed: signed by the till's TSE if it has one (a failure
   * is recorded on it, the sale stands), then answered as the receipt.
   */
  async signed(id: string): Promise<PosReceipt> {
    await this.signing.sign(id);
    return this.receipt(id);
  }

  async receipt(id: string, repo = this.repository): Promise<PosReceipt> {
    const row = await repo.transactionRow(id);
    if (!row) throw notFound('Transaction');
    return presentReceipt(row, await repo.lines(id), await repo.payments(id));
  }

  /** What a till sells: active products of its resort or vessel and those sold everywhere. */
  async catalogue(principal: Principal, till?: string) {
    const row = till ? await this.repository.till(till) : undefined;
    if (till && !row) throw notFound('Till');
    return this.repository.catalogue(principal, row);
  }

  // ---- the tab ----

  /** `POST /api/pos/product`: a new tab on a till with these items, or the items added to an open tab. */
  async addItems(input: PosAddItems, actor: Actor): Promise<PosReceipt> {
    const priced = await this.pricedItems(input.items);
    const today = (await this.bookings.operatorDay()).today;
    const currency = await this.currency();
    return this.repository.transaction(async (repo) => {
      const id = input.transaction
        ? (await this.openRow(repo, input.transaction)).id
        : (await this.open(repo, input.till!, actor, today, currency)).id;
      await addLines(repo, id, priced);
      await retotal(repo, id);
      return this.receipt(id, repo);
    });
  }

  /** `POST /api/pos/product/{item}`: a line of an open tab with another quantity. */
  async setQuantity(item: string, quantity: number): Promise<PosReceipt> {
    return this.repository.transaction(async (repo) => {
      const line = await repo.line(item);
      if (!line) throw notFound('Item');
      await this.openRow(repo, line.transaction);
      await repo.setLine(item, { quantity, amount: line.unitPrice * quantity });
      await retotal(repo, line.transaction);
      return this.receipt(line.transaction, repo);
    });
  }

  /** `DELETE /api/pos/product/{item}`: a line off an open tab. */
  async removeItem(item: string): Promise<PosReceipt> {
    return this.repository.transaction(async (repo) => {
      const line = await repo.line(item);
      if (!line) throw notFound('Item');
      await this.openRow(repo, line.transaction);
      await repo.deleteLine(item);
      await retotal(repo, line.transaction);
      return this.receipt(line.transaction, repo);
    });
  }

  /**
   * `POST /api/pos/{id}/guest`: the open tab on an in-house guest (or off them). The tab stays
   * open; the guest's booking knows of it, so the check-out warns until it is settled.
   */
  async tabGuest(id: string, roomBooking: string | null, customer: string | undefined): Promise<PosReceipt> {
    const guest = roomBooking ? await this.inHouseGuest(roomBooking, customer) : null;
    return this.repository.transaction(async (repo) => {
      await this.openRow(repo, id);
      await repo.updateTransaction(id, {
        booking: guest?.booking ?? null,
        roomBooking: guest?.roomBooking ?? null,
        customer: guest?.customer ?? null,
        guestName: guest?.fullName ?? '',
        roomName: guest?.roomName ?? '',
      });
      return this.receipt(id, repo);
    });
  }

  // ---- paying ----

  /**
   * `POST /api/pos/{id}/payment`. The tab's row is locked, so two posts of one payment queue: with
   * the same `key` the second answers what the first did; without one it finds the tab paid (409).
   */
  async pay(id: string, input: PosPay, actor: Actor): Promise<PosReceipt> {
    if (input.kind === 'folio') {
      if (!input.roomBooking)
        throw validationError([{ path: 'roomBooking', message: 'Choose the room of an in-house guest' }]);
      return this.toFolio(id, input.roomBooking, input.customer, actor);
    }
    const rates = await this.bookings.rates();
    await this.repository.transaction(async (repo) => {
      const row = await repo.lockTransaction(id);
      if (!row) throw notFound('Transaction');
      if (input.key && (await repo.paymentByKey(id, input.key))) return;
      this.mustBeOpen(row);
      const due = row.total - row.paid;
      if (due <= 0) throw refusal('POS_TAB_EMPTY', 'Nothing is due on this receipt');
      const currency = input.currency ?? row.currency;
      if (input.kind === 'card' && currency !== row.currency)
        throw validationError([{ path: 'currency', message: `Cards are charged in ${row.currency}` }]);
      const amount = input.amount ?? (currency === row.currency ? due : undefined);
      if (amount === undefined)
        throw validationError([{ path: 'amount', message: 'Enter the amount handed over' }]);
      if (currency !== row.currency && !rates.currencies.some((c) => c.code === currency))
        throw validationError([{ path: 'currency', message: `No exchange rate for ${currency}` }]);
      const inBase =
        currency === row.currency ? amount : convert({ amount, currency }, row.currency, rates).amount;
      if (input.kind === 'card' && inBase > due)
        throw validationError([{ path: 'amount', message: 'A card pays at most what is due' }]);
      const { applied, change } = cashSettlement(due, inBase);
      if (applied <= 0) throw validationError([{ path: 'amount', message: 'Enter the amount handed over' }]);
      await repo.insertPayments([
        {
          transaction: id,
          kind: input.kind,
          amount,
          currency,
          rate: rateOf(amount, inBase),
          baseAmount: applied,
          change,
          reference: input.reference,
          key: input.key ?? null,
          createdBy: actor.userId ?? null,
        },
      ]);
      const paid = row.paid + applied;
      const kinds = [...new Set([...row.paymentKinds, input.kind])];
      const closed = paid >= row.total;
      await repo.updateTransaction(id, {
        paid,
        paymentKinds: kinds,
        ...(closed ? { state: 'paid', closedAt: this.services.clock.now() } : {}),
      });
      if (closed) await this.saleClosed(repo, id);
    });
    return this.signed(id);
  }

  /** `DELETE /api/pos/{id}/payment/{payment}`: a part payment of an open tab taken back. */
  async removePayment(id: string, payment: string): Promise<PosReceipt> {
    return this.repository.transaction(async (repo) => {
      const row = await repo.lockTransaction(id);
      if (!row) throw notFound('Transaction');
      this.mustBeOpen(row);
      if (!(await repo.deletePayment(id, payment))) throw notFound('Payment');
      const payments = await repo.payments(id);
      await repo.updateTransaction(id, {
        paid: payments.reduce((s, p) => s + p.baseAmount, 0),
        paymentKinds: [...new Set(payments.map((p) => p.kind))],
      });
      return this.receipt(id, repo);
    });
  }

  // ---- the folio ----

  /** In-house guests to charge: by name, room or booking number. */
  async guests(search?: string, principal?: Principal, tillId?: string, customer?: string) {
    const till = tillId ? await this.repository.till(tillId) : undefined;
    if (tillId && !till) throw notFound('Till');
    const { today } = await this.bookings.operatorDay();
    const [rows, currency, rates] = await Promise.all([
      this.repository.inHouse(today, { search, customer, principal, till }),
      this.currency(),
      this.bookings.rates(),
    ]);
    // What is open on each booking as the till would take it: in the till's currency (a booking in
    // a currency without a rate shows nothing open rather than failing the guest search).
    const inTill = (amount: number, from: string) => {
      if (from === currency) return amount;
      try {
        return convert({ amount, currency: from }, currency, rates).amount;
      } catch {
        return 0;
      }
    };
    return rows.map((row) => ({ ...row, currency, open: inTill(Math.round(row.open), row.currency) }));
  }

  /**
   * `POST /api/pos/booking/{booking}/{room}`: the open tab onto a room's folio, for one of its guests
   * (the first by default). Refused unless the room's guests are in house today.
   */
  async toFolio(
    id: string,
    roomBooking: string,
    customer: string | undefined,
    actor: Actor,
    booking?: string,
  ) {
    const guest = await this.inHouseGuest(roomBooking, customer, booking);
    await this.folio.charge(guest.booking, actor, async (tx) => {
      const repo = new PosRepository(tx.connection as Db);
      const row = await repo.lockTransaction(id);
      if (!row) throw notFound('Transaction');
      this.mustBeOpen(row);
      return { change: await closeOnFolio(repo, row, guest, actor, this.folioClosing), result: null };
    });
    return this.signed(id);
  }

  /** `POST /api/bookings/onsite/{roomId}`: items straight onto a room's folio, as a closed transaction. */
  async onsite(
    roomBooking: string,
    input: { till: string; customer?: string; items: Item[] },
    actor: Actor,
  ): Promise<PosReceipt> {
    const guest = await this.inHouseGuest(roomBooking, input.customer);
    const priced = await this.pricedItems(input.items);
    const today = (await this.bookings.operatorDay()).today;
    const currency = await this.currency();
    const id = await this.folio.charge(guest.booking, actor, async (tx) => {
      const repo = new PosRepository(tx.connection as Db);
      const row = await this.open(repo, input.till, actor, today, currency);
      await addLines(repo, row.id, priced);
      const totalled = await retotal(repo, row.id);
      return { change: await closeOnFolio(repo, totalled, guest, actor, this.folioClosing), result: row.id };
    });
    return this.signed(id);
  }

  /**
   * `POST /api/bookings/onsite/{onsite}/move`: a folio transaction onto another room. Records stay
   * as they are: the original is voided (its lines leave the first folio) and a copy is sold onto
   * the other room, so the till's journal tells what happened.
   */
  async moveOnsite(id: string, roomBooking: string, customer: string | undefined, actor: Actor) {
    const original = await this.repository.transactionRow(id);
    if (!original) throw notFound('On-site transaction');
    if (original.state !== 'folio' || original.voidedBy)
      throw refusal('POS_TRANSACTION_CLOSED', 'Only a transaction on a folio moves to another room', {
        params: { number: original.number },
      });
    await this.inHouseGuest(roomBooking, customer);
    const lines = await this.repository.lines(id);
    await this.voidTransaction(id, 'Moved to another room', actor);
    const today = (await this.bookings.operatorDay()).today;
    const guest = await this.inHouseGuest(roomBooking, customer);
    const copy = await this.folio.charge(guest.booking, actor, async (tx) => {
      const repo = new PosRepository(tx.connection as Db);
      const row = await this.open(repo, original.till, actor, today, original.currency);
      await addLines(
        repo,
        row.id,
        lines.map((l) => ({
          product: l.product,
          name: l.name,
          category: l.category,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          taxRate: l.taxRate,
          currency: l.currency,
        })),
      );
      const totalled = await retotal(repo, row.id);
      return { change: await closeOnFolio(repo, totalled, guest, actor, this.folioClosing), result: row.id };
    });
    return this.signed(copy);
  }

  /** `DELETE /api/bookings/onsite/{roomId}/{itemId}`: one item of a room's folio voided. */
  async removeOnsiteItem(roomBooking: string, item: string, actor: Actor): Promise<PosReceipt> {
    const line = await this.repository.line(item);
    const row = line && (await this.repository.transactionRow(line.transaction));
    if (!line || !row || row.roomBooking !== roomBooking || row.state !== 'folio')
      throw notFound('On-site item');
    return this.voidTransaction(row.id, 'Taken off the folio', actor, [item]);
  }

  // ---- voids ----

  /**
   * `POST /api/pos/{id}/void`: a storno of a paid or folio transaction (or some of its lines): a new
   * transaction on the same till with the lines and payments negated. Lines on a folio leave the
   * booking's calculation in the same transaction. A line is voided at most once (unique index).
   */
  async voidTransaction(id: string, reason: string, actor: Actor, only?: string[]): Promise<PosReceipt> {
    const original = await this.repository.transactionRow(id);
    if (!original) throw notFound('Transaction');
    const today = (await this.bookings.operatorDay()).today;
    const work = async (repo: PosRepository) => {
      const written = await writeStorno(repo, id, {
        reason,
        actor,
        only,
        day: today,
        now: this.services.clock.now(),
      });
      // The voided goods go back where they were sold from.
      await moveTillStock(this.stock, repo, written.storno.id, 'return');
      await PosSigning.markPending(repo, written.storno.id);
      return written;
    };
    if (original.state === 'folio' && original.booking) {
      const storno = await this.folio.charge(original.booking, actor, async (tx) => {
        const { storno, lines } = await work(new PosRepository(tx.connection as Db));
        return {
          change: {
            remove: lines.map((l) => folioLineId(l.id)),
            notes: lines.map((l) => ({ field: 'pos', before: lineText(l, original), after: null })),
          },
          result: storno,
        };
      });
      return this.signed(storno.id);
    }
    const { storno } = await this.repository.transaction(work);
    return this.signed(storno.id);
  }

  // ---- steps ----

  /** Opens a tab on an active till with the next number of that till (its row locked meanwhile). */
  async open(repo: PosRepository, tillId: string, actor: Actor, day: string, currency: string) {
    const till = await repo.lockTill(tillId);
    if (!till?.isActive) throw validationError([{ path: 'till', message: 'No such till, or it is closed' }]);
    return repo.insertTransaction({
      till: till.id,
      tillName: till.name,
      resort: till.resort,
      vessel: till.vessel,
      number: await repo.nextNumber(till.id),
      day,
      currency,
      user: actor.userId ?? null,
      userName: actor.name ?? '',
    });
  }

  private async openRow(repo: PosRepository, id: string): Promise<PosTransactionRow> {
    const row = await repo.lockTransaction(id);
    if (!row) throw notFound('Transaction');
    this.mustBeOpen(row);
    return row;
  }

  private mustBeOpen(row: PosTransactionRow): void {
    if (row.state !== 'open')
      throw refusal('POS_TRANSACTION_CLOSED', `Receipt ${row.number} is closed; void it instead`, {
        params: { number: row.number },
      });
  }

  /** The products at their price in the till's currency (the day's rate) with their tax rate. */
  private async pricedItems(items: Item[]) {
    const rows = await this.repository.products([...new Set(items.map((i) => i.product))]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems = items.flatMap((item, i) =>
      byId.has(item.product) ? [] : [{ path: `items.${i}.product`, message: 'No such product for sale' }],
    );
    if (problems.length) throw validationError(problems);
    const [rates, currency, defaultTax] = await Promise.all([
      this.bookings.rates(),
      this.currency(),
      this.repository.defaultTaxPercent(),
    ]);
    return items.map((item) => {
      const product = byId.get(item.product)!;
      const price =
        product.currency === currency
          ? product.amount
          : convert({ amount: product.amount, currency: product.currency }, currency, rates).amount;
      return {
        product: product.id,
        name: product.name,
        category: product.productCategory,
        quantity: item.quantity,
        unitPrice: price,
        taxRate: product.taxRate ?? defaultTax,
        currency,
      };
    });
  }

  /** The guest to charge on a room booking: in house today, one of the room's guests. */
  private async inHouseGuest(roomBooking: string, customer?: string, booking?: string) {
    const today = (await this.bookings.operatorDay()).today;
    const room = await this.repository.roomBooking(roomBooking);
    if (!room || (booking && room.booking !== booking)) throw notFound('Room booking');
    const guests = await this.repository.inHouse(today, { roomBooking });
    const guest = customer ? guests.find((g) => g.customer === customer) : guests[0];
    if (!guest)
      throw refusal(
        'GUEST_NOT_IN_HOUSE',
        customer && guests.length
          ? `This guest does not stay in ${room.roomName}`
          : `The guests of ${room.roomName} are not in house today; only guests in house can be charged`,
        { params: { room: room.roomName } },
      );
    return guest;
  }

  /**
   * A sale is final (paid at the till or on a folio): its goods leave the till's stock, in the same
   * database transaction, and a till with a TSE marks it to be signed once that commits.
   */

  private async saleClosed(repo: PosRepository, transaction: string): Promise<void> {
    await moveTillStock(this.stock, repo, transaction, 'sell');
    await PosSigning.markPending(repo, transaction);
  }
}

/** Units of the tendered currency per unit of the till's: what the receipt prints as the rate. */
function rateOf(amount: number, inBase: number): string {
  if (!inBase) return '1';
  return (amount / inBase).toFixed(6).replace(/\.?0+$/, '');
}
