import { ASSET_SHARE_STATES, type Calculation } from '@seaberth/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/resource-repository.ts';
import { bookings, priceLists, resorts, vessels } from '../../db/schema/index.ts';

/** A combined booking as the asset share report reads it: its row, places and priced lines. */
export interface CombinedBookingRow {
  id: string;
  bookingNo: string;
  state: string;
  from: string;
  to: string;
  leadName: string;
  currency: string;
  total: number;
  paid: number;
  resort: string;
  resortName: string;
  vessel: string;
  vesselName: string;
  calculation: Pick<Calculation, 'entries' | 'commission'> | null;
}

/** The reads of the asset share report (`GET /api/bookings/assetShare`). */
export class AssetShareRepository {
  constructor(private readonly db: Db) {}

  /**
   * Combined bookings (a stay and a trip) of a sale state whose nights `[from, to)` touch the days
   * `from`–`to` (both included). The partial GiST index bookings_combined_dates_idx holds only
   * combined bookings, so the answer reads those, never every booking; of the calculation only its
   * lines and commission are read, not the booking's history.
   */
  async combined(
    period: { from: string; to: string },
    visible: SQL | undefined,
  ): Promise<CombinedBookingRow[]> {
    const rows = await this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        from: bookings.from,
        to: bookings.to,
        leadName: bookings.leadName,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        resort: resorts.id,
        resortName: resorts.name,
        vessel: vessels.id,
        vesselName: vessels.name,
        entries: sql<Calculation['entries'] | null>`${bookings.calculation}->'entries'`,
        commission: sql<Calculation['commission']>`${bookings.calculation}->'commission'`,
      })
      .from(bookings)
      .innerJoin(resorts, eq(resorts.id, bookings.resort))
      .innerJoin(vessels, eq(vessels.id, bookings.vessel))
      .where(
        and(
          // The index's own predicate and expression, so the planner can use it.
          isNotNull(bookings.schedule),
          isNotNull(bookings.resort),
          sql`daterange(${bookings.from}, ${bookings.to}) && daterange(${period.from}::date, ${period.to}::date, '[]')`,
          inArray(bookings.state, [...ASSET_SHARE_STATES]),
          visible,
        ),
      )
      .orderBy(asc(bookings.from), asc(bookings.bookingNo));
    return rows.map(({ entries, commission, ...row }) => ({
      ...row,
      total: Number(row.total),
      paid: Number(row.paid),
      calculation: entries ? { entries, commission: commission ?? null } : null,
    }));
  }

  /** Which resort or vessel each of these price lists belongs to. */
  async listOwners(
    ids: readonly string[],
  ): Promise<Map<string, { resort: string | null; vessel: string | null }>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({ id: priceLists.id, resort: priceLists.resort, vessel: priceLists.vessel })
      .from(priceLists)
      .where(inArray(priceLists.id, wanted));
    return new Map(rows.map(({ id, ...owner }) => [id, owner]));
  }
}
