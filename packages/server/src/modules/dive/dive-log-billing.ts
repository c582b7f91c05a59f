import { randomUUID } from 'node:crypto';
import {
  billDive,
  type ConsumedDive,
  type DiveDays,
  divePackagesOf,
  type FieldChange,
  type ManualLine,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { refusal } from '../../http/errors.ts';
import { BookingFolio, type BookingService } from '../bookings/index.ts';
import { type DiveLogRow, DiveLogRepository, type NewDiveLog } from './dive-log.repository.ts';

const formatDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * What a logged dive does to its booking, in one transaction with the dive itself: the booking's
 * row is locked first (BookingFolio), so dives of its guests logged at the same moment queue there
 * and a package is never used twice; a dive without package left adds its dive type's product as a
 * line of the calculation (on the invoice, for the diver), a new version of the booking in its
 * history. The line is the dive's: only deleting the dive takes it off again.
 */
export class DiveLogBilling {
  private readonly folio: BookingFolio;

  constructor(bookings: BookingService) {
    this.folio = new BookingFolio(bookings);
  }

  async logOnBooking(
    booking: string,
    rows: NewDiveLog[],
    days: DiveDays,
    actor: Actor,
  ): Promise<DiveLogRow[]> {
    return this.folio.charge(booking, actor, async (tx, row, prepared) => {
      const packages = divePackagesOf(row.extras.products ?? [], row, days);
      const logs = new DiveLogRepository(tx.connection as Db);
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
      return { change: { add: lines, notes }, result: inserted };
    });
  }

  /** Deletes a charged dive and its line on the booking, in one transaction. */
  async reverse(dive: DiveLogRow, actor: Actor): Promise<void> {
    await this.folio.charge(dive.booking!, actor, async (tx, row) => {
      const logs = new DiveLogRepository(tx.connection as Db);
      if (!(await logs.delete(dive.id))) throw refusal('NOT_FOUND', 'Dive not found');
      const gone = (row.extras.manual ?? []).find((m) => m.id === dive.chargeLine);
      return {
        change: gone
          ? { remove: [gone.id], notes: [{ field: 'dive', before: gone.text, after: null }] }
          : { notes: [] },
        result: undefined,
      };
    });
  }
}
