import type { BookingReindex } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The figures a booking row keeps beside their source, so lists search, sort and sum without
 * reading JSON or joining (the lead's name, the calculation's total and free place, the sum of
 * its payments), worked out again from the source and written where they differ (SPEC §7
 * `reindex`, `{id}/reindex`). Triggers and the actions keep them in step; this repairs what came
 * around them: rows restored or imported by hand, a figure written by an older version. The
 * version stays: no booking data changes, only what is read faster from it.
 */
export class BookingReindexRepository {
  constructor(private readonly db: Db) {}

  async reindex(booking?: string): Promise<BookingReindex> {
    const only = booking ? sql`where b.id = ${booking}` : sql``;
    const result = await this.db.execute(sql`
      with fresh as (
        select b.id,
          coalesce(c.full_name, b.lead_name) as lead_name,
          coalesce((b.calculation -> 'total' ->> 'amount')::bigint, b.total) as total,
          coalesce(jsonb_array_length(b.calculation -> 'focCustomerIds') > 0, b.has_foc) as has_foc,
          (select coalesce(sum(coalesce(p.booking_amount, p.amount)), 0)
             from booking_payments p where p.booking = b.id)::bigint as paid
        from bookings b left join customers c on c.id = b.lead
        ${only}
      ), changed as (
        update bookings b
          set lead_name = f.lead_name, total = f.total, has_foc = f.has_foc, paid = f.paid
          from fresh f
          where b.id = f.id
            and (b.lead_name, b.total, b.has_foc, b.paid) is distinct from (f.lead_name, f.total, f.has_foc, f.paid)
          returning b.id
      )
      select (select count(*) from fresh)::int as bookings, (select count(*) from changed)::int as changed`);
    const row = (result.rows as { bookings: number | string; changed: number | string }[])[0];
    return { bookings: Number(row?.bookings ?? 0), changed: Number(row?.changed ?? 0) };
  }
}
