import { randomUUID } from 'node:crypto';
import {
  billDive,
  type Calculation,
  type ConsumedDive,
  convert,
  type DiveDays,
  divePackagesOf,
  type FieldChange,
  type Language,
  type ManualLine,
  recalculated,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { refusal } from '../../http/errors.ts';
import {
  assetRefOf,
  type BookingRow,
  type BookingService,
  type BookingsRepository,
  priced,
  recordVersion,
} from '../bookings/index.ts';
import { type DiveLogRow, DiveLogRepository, type NewDiveLog } from './dive-log.repository.ts';

/** The booking moved on between reading it and locking it: read it again and start over. */
class MovedOn extends Error {}
const ATTEMPTS = 3;

const formatDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * What a logged dive does to its booking, in one transaction with the dive itself: the booking's
 * row is locked first, so dives of its guests logged at the same moment queue there and a package
 * is never used twice; a dive without package left adds its dive type's product as a line of the
 * calculation (on the invoice, for the diver), a new version of the booking in its history. The
 * line is the dive's: only deleting the dive takes it off again.
 */
export class DiveLogBilling {
  constructor(private readonly bookings: BookingService) {}

  private get core() {
    return this.bookings;
  }

  async logOnBooking(
    booking: string,
    rows: NewDiveLog[],
    days: DiveDays,
    actor: Actor,
  ): Promise<DiveLogRow[]> {
    return this.retry(booking, actor, async (row, prepared) => {
      const packages = divePackagesOf(row.extras.products ?? [], row, days);
      return this.core.repository.transaction(async (tx) => {
        const logs = await this.locked(tx, row);
        const consumed = new Map<string, ConsumedDive[]>();
        const lines: ManualLine[] = [];
        const notes: FieldChange[] = [];
        const values: NewDiveLog[] = [];
        const types = new Map(
          (await logs.diveTypes([...new Set(rows.map((r) => r.type))])).map((t) => [t.id, t]),
        );
        const sites = await logs.siteNames([
          ...new Set(rows.map((r) => r.diveSite).filter((s): s is string => !!s)),
        ]);
        for (const dive of [...rows].sort((a, b) =>
          `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`),
        )) {
          const used = consumed.get(dive.customer) ?? (await logs.consumed(row.id, dive.customer));
          const charge = billDive(dive, packages, used);
          const type = types.get(dive.type)!;
          if (charge.billing === 'package') {
            consumed.set(dive.customer, [...used, { product: charge.product, date: dive.date }]);
            values.push({ ...dive, booking: row.id, billing: 'package', packageProduct: charge.product });
            continue;
          }
          consumed.set(dive.customer, used);
          if (!type.product || type.amount === null || type.currency === null) {
            // A dive type without a product charges nothing: the dive is logged, the booking unchanged.
            values.push({ ...dive, booking: row.id, billing: 'none' });
            continue;
          }
          const money = prepared.money({ amount: type.amount, currency: type.currency });
          const id = `m-dive-${randomUUID()}`;
          const site = dive.diveSite ? sites.get(dive.diveSite) : undefined;
          const text = `${type.productName ?? type.name}${site ? `, ${site}` : ''} (${formatDay(dive.date)} ${dive.start}) – ${dive.customerName}`;
          lines.push({
            id,
            replaces: null,
            removed: false,
            text,
            amount: money.amount,
            currency: money.currency,
            customer: dive.customer,
            customerType: 'Direct',
            type: 'product',
            editable: false,
            deletable: false,
          });
          notes.push({ field: 'dive', before: null, after: text });
          values.push({ ...dive, booking: row.id, billing: 'charged', chargeLine: id });
        }
        const inserted = await logs.insert(values);
        if (lines.length)
          await this.rewrite(tx, row, prepared, [...(row.extras.manual ?? []), ...lines], notes, actor);
        return inserted;
      });
    });
  }

  /** Deletes a charged dive and its line on the booking, in one transaction. */
  async reverse(dive: DiveLogRow, actor: Actor): Promise<void> {
    await this.retry(dive.booking!, actor, async (row, prepared) =>
      this.core.repository.transaction(async (tx) => {
        const logs = await this.locked(tx, row);
        if (!(await logs.delete(dive.id))) throw refusal('NOT_FOUND', 'Dive not found');
        const manual = (row.extras.manual ?? []).filter((m) => m.id !== dive.chargeLine);
        const gone = (row.extras.manual ?? []).find((m) => m.id === dive.chargeLine);
        if (gone)
          await this.rewrite(
            tx,
            row,
            prepared,
            manual,
            [{ field: 'dive', before: gone.text, after: null }],
            actor,
          );
      }),
    );
  }

  /** Locks the booking's row; a booking changed since it was read starts the attempt over. */
  private async locked(tx: BookingsRepository, row: BookingRow): Promise<DiveLogRepository> {
    const logs = new DiveLogRepository(tx.connection as Db);
    if ((await logs.lockBooking(row.id)) !== row.version) throw new MovedOn();
    return logs;
  }

  /**
   * Reads the booking and what its new calculation needs (outside the transaction: nothing inside
   * waits for another connection of the pool) and runs `work`, again when the booking moved on.
   */
  private async retry<T>(
    booking: string,
    actor: Actor,
    work: (row: BookingRow, prepared: Prepared) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const row = await this.core.load(booking, actor);
      this.core.checkAction(row, 'calculation');
      const prepared = await this.prepare(row, actor);
      try {
        return await work(row, prepared);
      } catch (error) {
        if (!(error instanceof MovedOn)) throw error;
        if (attempt >= ATTEMPTS)
          throw refusal('STALE_VERSION', 'The booking is being changed right now; log the dives again');
      }
    }
  }

  private async prepare(row: BookingRow, actor: Actor): Promise<Prepared> {
    const current = row.calculation ?? (await this.core.quote(row.id, actor));
    const [{ dueOf, context }, rates, { today }] = await Promise.all([
      this.core.quotes.dueOf({
        asset: assetRefOf(row),
        termsOfPayment: row.termsOfPayment,
        priceList: current.entries.find((e) => e.reason.priceList)?.reason.priceList?.id ?? null,
        bookingDate: row.bookingDate,
        arrival: row.from,
        language: row.language as Language,
        rate: row.extras.fx?.currency === row.currency ? row.extras.fx : null,
      }),
      this.core.rates(),
      this.core.operatorDay(),
    ]);
    return {
      current,
      today,
      recalc: (manual) => recalculated(current, { manual, order: row.extras.order ?? [] }, dueOf, context),
      // A product priced in another currency is charged in the booking's at the day's rate.
      money: (price) =>
        price.currency === row.currency
          ? price
          : { ...convert(price, row.currency, rates), currency: row.currency },
    };
  }

  /** The booking with these lines by hand: totals anew, a version in its history, the invoices follow. */
  private async rewrite(
    tx: BookingsRepository,
    row: BookingRow,
    prepared: Prepared,
    manual: ManualLine[],
    notes: FieldChange[],
    actor: Actor,
  ): Promise<void> {
    const calculation = prepared.recalc(manual);
    await this.core.claim(tx, row, { extras: { ...row.extras, manual }, ...priced(calculation) });
    const detail = await recordVersion(tx, row.id, 'calculation', actor, notes);
    await this.core.moneyFollows(tx, row, detail, 'calculation', actor, prepared.today);
  }
}

interface Prepared {
  current: Calculation;
  today: string;
  recalc: (manual: ManualLine[]) => Calculation;
  money: (price: { amount: number; currency: string }) => { amount: number; currency: string };
}
