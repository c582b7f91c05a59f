import type {
  AutomationLogEntry,
  AutomationLogQuery,
  Page,
  TodoRuleOutcome,
  TodoRuleReason,
} from '@seaberth/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  mailQueue,
  mailSchedules,
  scheduledMails,
  todoDefinitions,
  todoRuleLog,
} from '../../db/schema/index.ts';

interface LogRow extends Record<string, unknown> {
  id: string;
  at: Date | string;
  source: 'rule' | 'schedule';
  source_id: string;
  source_name: string;
  booking: string;
  booking_no: string;
  lead_name: string;
  occurrence: string;
  day: string;
  outcome: string;
  reason: string | null;
  detail: string;
  mail_status: string | null;
}

/**
 * The automation's one log (issue 38): the rules' decisions and notes beside the mail schedules'
 * mails, read as one list. A scheduled mail maps onto the rules' words — sent is fired, planned
 * planned, skipped/failed/cancelled skipped with the reason — so the office reads one vocabulary.
 * `schedules` is false when the caller may not see the mail schedules (or they are off).
 */
export class AutomationLogRepository {
  constructor(private readonly db: Db) {}

  /** `visible`: the bookings the caller may see (their assets, an agent's agency), on `bookings`. */
  async page(
    query: AutomationLogQuery,
    schedules: boolean,
    visible?: SQL,
  ): Promise<Page<AutomationLogEntry>> {
    const { page, size, outcome, source, booking } = query;
    const where = (own: SQL) => {
      const all = [booking ? sql`${own} = ${booking}` : undefined, visible].filter((c): c is SQL => !!c);
      return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
    };
    const parts: SQL[] = [];
    if (source !== 'schedule') parts.push(this.ruleLines(where(sql`l.booking`)));
    if (schedules && source !== 'rule') parts.push(this.scheduleLines(where(sql`m.booking`)));
    if (!parts.length) return { data: [], total: 0, page, size };
    const all = sql`(${sql.join(parts, sql` union all `)})`;
    const filter = outcome ? sql`where outcome = ${outcome}` : sql``;
    const [rows, counted] = await Promise.all([
      this.db.execute(
        sql`select * from ${all} as log ${filter} order by at desc, id desc limit ${size} offset ${page * size}`,
      ),
      this.db.execute(sql`select count(*)::int as n from ${all} as log ${filter}`),
    ]);
    return {
      data: (rows.rows as LogRow[]).map((r) => ({
        id: r.id,
        at: new Date(r.at).toISOString(),
        source: r.source,
        sourceId: r.source_id,
        sourceName: r.source_name,
        booking: r.booking,
        bookingNo: r.booking_no,
        leadName: r.lead_name,
        occurrence: r.occurrence,
        day: r.day,
        outcome: r.outcome as TodoRuleOutcome,
        reason: r.reason as TodoRuleReason | null,
        detail: r.detail,
        mailStatus: r.mail_status,
      })),
      total: Number((counted.rows[0] as { n: number }).n),
      page,
      size,
    };
  }

  private ruleLines(where: SQL): SQL {
    const mailStatus = sql`(select string_agg(distinct ${mailQueue.status}, ',') from ${mailQueue}
      where ${mailQueue.id} in (select (jsonb_array_elements_text(l.mails))::uuid))`;
    return sql`select l.id, l.created_at as at, 'rule'::text as source, d.id as source_id,
        d.text as source_name, ${bookings.id} as booking, ${bookings.bookingNo} as booking_no,
        ${bookings.leadName} as lead_name, l.occurrence, l.day::text as day, l.outcome, l.reason,
        l.detail, ${mailStatus} as mail_status
      from ${todoRuleLog} l join ${todoDefinitions} d on d.id = l.rule join ${bookings} on ${bookings.id} = l.booking
      ${where}`;
  }

  private scheduleLines(where: SQL): SQL {
    return sql`select m.id, coalesce(m.sent_at, m.created_at) as at, 'schedule'::text as source,
        s.id as source_id, s.name as source_name, ${bookings.id} as booking,
        ${bookings.bookingNo} as booking_no, ${bookings.leadName} as lead_name,
        coalesce(nullif(m.occasion, ''), m.send_on::text) as occurrence, m.send_on::text as day,
        case m.status when 'sent' then 'fired' when 'planned' then 'planned' else 'skipped' end as outcome,
        case m.status when 'failed' then 'failed' when 'cancelled' then 'cancelled' else null end as reason,
        m.note as detail, case m.status when 'sent' then 'sent' else null end as mail_status
      from ${scheduledMails} m join ${mailSchedules} s on s.id = m.schedule join ${bookings} on ${bookings.id} = m.booking
      ${where}`;
  }
}
