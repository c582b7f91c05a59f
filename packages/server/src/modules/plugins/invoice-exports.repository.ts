import type { InvoiceExport, InvoiceExportState } from '@seaberth/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { XeroSource } from './xero-mapping.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

export type ExportSystem = 'xero';

/** An invoice to push: the document, its payer and the booking's agency (for the contact rule). */
export interface ExportSource extends XeroSource {
  booking: string;
  payer: { name: string; email: string };
  agency: { name: string; email: string } | null;
}

/** The push of an invoice in flight: what an earlier push left (Xero's id), if anything. */
export interface ClaimedExport {
  externalId: string | null;
  state: InvoiceExportState | null;
}

const EXPORT_COLUMNS = sql`
  i.id as invoice, i.number, i.kind, i.booking, i.booking_no, i.payer->>'name' as payer, i.currency, i.total,
  e.system, e.state, e.external_id, e.pushed_at, e.last_error, e.updated_at`;

/**
 * `invoice_exports`: one row per invoice and system. A push first takes the row's lease (an
 * upsert that only succeeds when no other push holds it), calls the system, then writes the
 * outcome and gives the lease back.
 */
export class InvoiceExports {
  constructor(private readonly db: Db) {}

  /** Takes the lease until `until`; null when another push of this invoice holds it. */
  async claim(invoice: string, system: ExportSystem, now: Date, until: Date): Promise<ClaimedExport | null> {
    const result = await this.db.execute(sql`
      with before as (select external_id, state from invoice_exports where invoice = ${invoice} and system = ${system})
      insert into invoice_exports (invoice, system, state, locked_until)
      values (${invoice}, ${system}, 'pushing', ${until.toISOString()}::timestamptz)
      on conflict (invoice, system) do update
        set state = 'pushing', locked_until = excluded.locked_until, updated_at = now()
        where invoice_exports.locked_until is null or invoice_exports.locked_until <= ${now.toISOString()}::timestamptz
      returning (select external_id from before) as external_id, (select state from before) as state`);
    const row = result.rows[0] as
      | { external_id: string | null; state: InvoiceExportState | null }
      | undefined;
    return row ? { externalId: row.external_id, state: row.state } : null;
  }

  /** The outcome of a push, and the lease given back. */
  async finish(
    invoice: string,
    system: ExportSystem,
    outcome: { state: InvoiceExportState; externalId: string | null; pushed: boolean; error: string | null },
  ): Promise<void> {
    await this.db.execute(sql`
      update invoice_exports set
        state = ${outcome.state},
        external_id = ${outcome.externalId},
        pushed_at = case when ${outcome.pushed} then now() else pushed_at end,
        last_error = ${outcome.error},
        locked_until = null,
        updated_at = now()
      where invoice = ${invoice} and system = ${system}`);
  }

  async get(invoice: string, system: ExportSystem): Promise<InvoiceExport | null> {
    const result = await this.db.execute(sql`
      select ${EXPORT_COLUMNS} from invoice_exports e join invoices i on i.id = e.invoice
      where e.invoice = ${invoice} and e.system = ${system}`);
    const row = result.rows[0] as Record<string, unknown> | undefined;
    return row ? toExport(row) : null;
  }

  async list(
    system: ExportSystem,
    query: { page: number; size: number; booking?: string; state?: InvoiceExportState },
  ): Promise<{ data: InvoiceExport[]; total: number }> {
    const filters: SQL[] = [sql`e.system = ${system}`];
    if (query.booking) filters.push(sql`i.booking = ${query.booking}`);
    if (query.state) filters.push(sql`e.state = ${query.state}`);
    const where = sql.join(filters, sql` and `);
    const paging =
      query.size === 0
        ? sql`limit ${ALL_ROWS_READ}`
        : sql`limit ${query.size} offset ${query.page * query.size}`;
    const [page, counted] = await Promise.all([
      this.db.execute(sql`
        select ${EXPORT_COLUMNS} from invoice_exports e join invoices i on i.id = e.invoice
        where ${where} order by e.updated_at desc, i.year desc, i.sequence desc ${paging}`),
      this.db.execute(sql`
        select count(*)::int as n from invoice_exports e join invoices i on i.id = e.invoice where ${where}`),
    ]);
    return {
      data: allRows(page.rows).map((row) => toExport(row as Record<string, unknown>)),
      total: Number((counted.rows[0] as { n: number }).n),
    };
  }

  /**
   * Documents issued since `since` that no push has reached yet, or whose push died with its
   * process (the lease ran out while still `pushing`), oldest first.
   */
  async due(system: ExportSystem, since: Date, now: Date, limit: number): Promise<string[]> {
    const result = await this.db.execute(sql`
      select i.id from invoices i
      left join invoice_exports e on e.invoice = i.id and e.system = ${system}
      where i.created_at >= ${since.toISOString()}::timestamptz
        and (e.id is null or (e.state = 'pushing' and e.locked_until <= ${now.toISOString()}::timestamptz))
      order by i.year, i.sequence limit ${limit}`);
    return result.rows.map((row) => String((row as { id: string }).id));
  }

  /** The booking's documents, oldest first. */
  async ofBooking(booking: string): Promise<string[]> {
    const result = await this.db.execute(
      sql`select id from invoices where booking = ${booking} order by year, sequence`,
    );
    return result.rows.map((row) => String((row as { id: string }).id));
  }

  async source(invoice: string): Promise<ExportSource | null> {
    const result = await this.db.execute(sql`
      select i.*, i.issue_date::text as issue_day, i.due_date::text as due_day, r.number as refers_to_number, a.name as agency_name, a.email as agency_email
      from invoices i
      join bookings b on b.id = i.booking
      left join agencies a on a.id = b.agency
      left join invoices r on r.id = i.refers_to
      where i.id = ${invoice}`);
    const r = result.rows[0] as Record<string, unknown> | undefined;
    if (!r) return null;
    const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    const payer = json<{ name: string; email: string }>(r.payer);
    return {
      id: String(r.id),
      kind: r.kind === 'creditNote' ? 'creditNote' : 'invoice',
      number: String(r.number),
      booking: String(r.booking),
      bookingNo: String(r.booking_no),
      issueDate: String(r.issue_day),
      dueDate: String(r.due_day),
      currency: String(r.currency),
      lines: json(r.lines),
      taxes: json(r.taxes),
      rounding: Number(r.rounding),
      refersToNumber: (r.refers_to_number as string | null) ?? null,
      payer: { name: payer.name, email: payer.email ?? '' },
      agency: r.agency_name ? { name: String(r.agency_name), email: String(r.agency_email ?? '') } : null,
    };
  }
}

const iso = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();

function toExport(r: Record<string, unknown>): InvoiceExport {
  return {
    invoice: String(r.invoice),
    number: String(r.number),
    kind: r.kind === 'creditNote' ? 'creditNote' : 'invoice',
    booking: String(r.booking),
    bookingNo: String(r.booking_no),
    payer: String(r.payer ?? ''),
    currency: String(r.currency),
    total: Number(r.total),
    system: 'xero',
    state: r.state as InvoiceExportState,
    externalId: (r.external_id as string | null) ?? null,
    pushedAt: iso(r.pushed_at),
    lastError: (r.last_error as string | null) ?? null,
    updatedAt: iso(r.updated_at)!,
  };
}
