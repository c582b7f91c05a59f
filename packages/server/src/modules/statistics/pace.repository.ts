import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRooms, bookings, bookingVersions } from '../../db/schema/index.ts';

/** The states of a sale: what is on the books. */
const SALE = ['planned', 'confirmed', 'resolved'];

/** What the pace reads the books for: arrivals in a period, as of the end of a day. */
export interface BooksFilter {
  from: string;
  to: string;
  /** The day the books are read as of, to its end in the operator's timezone. */
  asOf: string;
  timezone: string;
  assets?: string[] | undefined;
  categories?: string[] | undefined;
  sources?: string[] | undefined;
  visible: SQL | undefined;
}

/**
 * The pace's read: each booking as it stood at a moment, from its history versions. A booking's
 * version in force then is its newest version written before; a booking that has no version at all
 * (imported before versions were kept) stands as it is now from its creation on.
 */
export class PaceRepository {
  constructor(private readonly db: Db) {}

  /**
   * The sales on the books at `asOf` arriving in the period, per month of arrival and currency:
   * bookings, room-nights (the nights of their rooms) and total. Candidates are the bookings that
   * arrive in the period now or arrived in it in any version (`booking_versions_arrival_idx`), so
   * one moved out of or into the period since is read as it then was. The resort, vessel, category
   * and source filters and the user's limits read the booking as it is now.
   */
  async onTheBooks(filter: BooksFilter) {
    const { from, to, asOf } = filter;
    const arrival = sql`(${bookingVersions.snapshot}->>'from')`;
    const candidates = sql`(
      select ${bookings.id} as id from ${bookings} where ${bookings.from} between ${from}::date and ${to}::date
      union
      select ${bookingVersions.booking} from ${bookingVersions} where ${arrival} between ${from} and ${to}
    )`;
    const cutoff = sql`((${asOf}::date + 1)::timestamp at time zone ${filter.timezone})`;
    const result = await this.db.execute(sql`
      with then_ as (
        select candidate.id,
          coalesce(version.snapshot->>'state', case when not exists (
            select 1 from ${bookingVersions} as any_version where any_version.booking = candidate.id
          ) and ${bookings.createdAt} < ${cutoff} then ${bookings.state} end) as state,
          coalesce(version.snapshot->>'from', ${bookings.from}::text) as arrival,
          coalesce(version.snapshot->>'currency', ${bookings.currency}) as currency,
          coalesce((version.snapshot->>'total')::bigint, ${bookings.total}) as total,
          case when version.snapshot is not null then (
            select coalesce(sum((room->>'to')::date - (room->>'from')::date), 0)
            from jsonb_array_elements(version.snapshot->'rooms') as room)
          else (
            select coalesce(sum(${bookingRooms.to} - ${bookingRooms.from}), 0)
            from ${bookingRooms} where ${bookingRooms.booking} = candidate.id) end as room_nights
        from ${candidates} as candidate
        join ${bookings} on ${bookings.id} = candidate.id
        left join lateral (
          select v.snapshot from ${bookingVersions} as v
          where v.booking = candidate.id and v.at < ${cutoff}
          order by v.version desc limit 1
        ) as version on true
        where ${
          and(
            filter.assets?.length
              ? or(inArray(bookings.resort, filter.assets), inArray(bookings.vessel, filter.assets))
              : undefined,
            filter.categories?.length ? inArray(bookings.category, filter.categories) : undefined,
            filter.sources?.length ? inArray(bookings.source, filter.sources) : undefined,
            filter.visible,
          ) ?? sql`true`
        }
      )
      select left(arrival, 7) as month, currency, count(*)::int as bookings,
        sum(room_nights)::int as room_nights, sum(total)::bigint as revenue
      from then_
      where state in (${sql.join(
        SALE.map((state) => sql`${state}`),
        sql`, `,
      )}) and arrival between ${from} and ${to}
      group by 1, 2`);
    const rows = result.rows as {
      month: string;
      currency: string;
      bookings: number | string;
      room_nights: number | string;
      revenue: number | string;
    }[];
    return rows.map((row) => ({
      month: row.month,
      currency: row.currency,
      bookings: Number(row.bookings),
      roomNights: Number(row.room_nights),
      revenue: Number(row.revenue),
    }));
  }
}
