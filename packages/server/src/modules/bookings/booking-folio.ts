import {
  type Calculation,
  convert,
  type FieldChange,
  type Language,
  type ManualLine,
  recalculated,
} from '@seaberth/domain';
import type { Actor } from '../../http/actor.ts';
import { refusal } from '../../http/errors.ts';
import { recordVersion } from './booking-history.ts';
import type { BookingRow } from './booking-rows.ts';
import { assetRefOf, priced } from './booking-steps.ts';
import type { BookingService } from './booking.service.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** The booking moved on between reading it and locking it: read it again and start over. */
class MovedOn extends Error {}
const ATTEMPTS = 3;

/** What the lines of a charge need: the booking's calculation now and the day's rates. */
export interface FolioPrepared {
  current: Calculation;
  today: string;
  /** The calculation with these lines by hand (totals and due amounts anew). */
  recalc: (manual: ManualLine[]) => Calculation;
  /** A price in the booking's currency at the day's rate. */
  money: (price: { amount: number; currency: string }) => { amount: number; currency: string };
  /** A price in `currency` at the day's rate. */
  moneyIn: (
    price: { amount: number; currency: string },
    currency: string,
  ) => { amount: number; currency: string };
}

/** What a charge does to the booking's lines by hand: lines added, lines taken off, what to note. */
export interface FolioChange {
  add?: ManualLine[];
  remove?: string[];
  notes: FieldChange[];
}

/**
 * Charges of other areas on a booking's calculation (dives, the bar, the shop) as lines by hand,
 * in one transaction with the area's own rows: the booking's row is locked first, so charges of the
 * same moment queue there; the new calculation is a new version in its history and the invoices
 * follow. A booking changed between reading and locking is read again (up to three times).
 */
export class BookingFolio {
  constructor(private readonly core: BookingService) {}

  async charge<T>(
    booking: string,
    actor: Actor,
    work: (
      tx: BookingsRepository,
      row: BookingRow,
      prepared: FolioPrepared,
    ) => Promise<{ change: FolioChange; result: T }>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const row = await this.core.load(booking, actor);
      this.core.checkAction(row, 'calculation');
      const prepared = await this.prepare(row, actor);
      try {
        return await this.core.repository.transaction(async (tx) => {
          if ((await tx.lockVersion(row.id)) !== row.version) throw new MovedOn();
          const { change, result } = await work(tx, row, prepared);
          const gone = new Set(change.remove ?? []);
          if (change.add?.length || gone.size) {
            const manual = [
              ...(row.extras.manual ?? []).filter((m) => !gone.has(m.id)),
              ...(change.add ?? []),
            ];
            const calculation = prepared.recalc(manual);
            await this.core.claim(tx, row, { extras: { ...row.extras, manual }, ...priced(calculation) });
            const detail = await recordVersion(tx, row.id, 'calculation', actor, change.notes);
            await this.core.moneyFollows(tx, row, detail, 'calculation', actor, prepared.today);
          }
          return result;
        });
      } catch (error) {
        if (!(error instanceof MovedOn)) throw error;
        if (attempt >= ATTEMPTS)
          throw refusal('STALE_VERSION', 'The booking is being changed right now; try again');
      }
    }
  }

  private async prepare(row: BookingRow, actor: Actor): Promise<FolioPrepared> {
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
    const moneyIn = (price: { amount: number; currency: string }, currency: string) =>
      price.currency === currency ? price : { ...convert(price, currency, rates), currency };
    return {
      current,
      today,
      recalc: (manual) => recalculated(current, { manual, order: row.extras.order ?? [] }, dueOf, context),
      money: (price) => moneyIn(price, row.currency),
      moneyIn,
    };
  }
}
