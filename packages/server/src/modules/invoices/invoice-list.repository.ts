import type { Invoice, InvoiceList, InvoiceListQuery } from '@seaberth/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

/**
 * `/finance/invoices`: every invoice and credit note the requester may see, with what each counts
 * as paid (the booking's payments go to its invoices oldest first; a credited invoice and its
 * credit note are settled), filtered by period, kind, state and text, and the sums of all that
 * match. One statement: the paid amounts are a window over each booking's invoices.
 */
export async function listInvoices(
  db: Db,
  query: InvoiceListQuery,
  visible: SQL | undefined,
  /** Every row however many (the CSV export); a JSON `size=0` answer stops at `MAX_ALL_ROWS`. */
  whole = false,
): Promise<InvoiceList> {
  const filters: SQL[] = [sql`true`];
  if (query.from) filters.push(sql`issue_date >= ${query.from}`);
  if (query.to) filters.push(sql`issue_date <= ${query.to}`);
  if (query.kind) filters.push(sql`kind = ${query.kind}`);
  if (query.state === 'credited') filters.push(sql`(credited or kind = 'creditNote')`);
  if (query.state === 'open') filters.push(sql`open_amount > 0`);
  if (query.state === 'paid') filters.push(sql`kind = 'invoice' and not credited and open_amount = 0`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(number ilike ${pattern} or booking_no ilike ${pattern} or payer->>'name' ilike ${pattern})`,
    );
  }
  const where = sql.join(filters, sql` and `);
  const base = sql`
    with inv as (
      select i.*, bookings.paid as booking_paid,
        exists (select 1 from invoices c where c.refers_to = i.id) as credited
      from invoices i join bookings on bookings.id = i.booking
      where ${visible ?? sql`true`}
    ), alloc as (
      select inv.*,
        case when kind = 'invoice' and not credited then greatest(0, least(total, booking_paid - coalesce(sum(
          case when kind = 'invoice' and not credited then total else 0 end
        ) over (partition by booking order by year, sequence rows between unbounded preceding and 1 preceding), 0)))
        else 0 end as paid_amount
      from inv
    ), listed as (
      select alloc.*, case when kind = 'creditNote' or credited then 0 else total - paid_amount end as open_amount
      from alloc
    ), filtered as (
      select * from listed where ${where}
    )`;
  const paging =
    query.size !== 0
      ? sql`limit ${query.size} offset ${query.page * query.size}`
      : whole
        ? sql``
        : sql`limit ${ALL_ROWS_READ}`;
  const [page, counted, sums] = await Promise.all([
    db.execute(sql`${base}
      select listed.*, r.number as refers_to_number, c.id as credited_by, c.number as credited_by_number, u.name as created_by_name
      from filtered listed
      left join invoices r on r.id = listed.refers_to
      left join invoices c on c.refers_to = listed.id
      left join users u on u.id = listed.created_by
      order by ${orderBy(query)} ${paging}`),
    db.execute(sql`${base} select count(*)::int as n from filtered`),
    db.execute(sql`${base}
      select currency,
        sum(case when kind = 'creditNote' then -net else net end)::bigint as net,
        sum(case when kind = 'creditNote' then -tax else tax end)::bigint as tax,
        sum(case when kind = 'creditNote' then -total else total end)::bigint as total,
        sum(open_amount)::bigint as open
      from filtered group by currency order by currency`),
  ]);
  return {
    data: (whole ? page.rows : allRows(page.rows)).map((row) => toInvoice(row as Record<string, unknown>)),
    total: Number((counted.rows[0] as { n: number }).n),
    page: query.page,
    size: query.size,
    sums: sums.rows.map((r) => {
      const s = r as Record<string, unknown>;
      return {
        currency: String(s.currency),
        net: Number(s.net),
        tax: Number(s.tax),
        total: Number(s.total),
        open: Number(s.open),
      };
    }),
  };
}

function orderBy(query: InvoiceListQuery): SQL {
  const direction = sql.raw(query.order === 1 ? 'asc' : 'desc');
  const columns: Record<InvoiceListQuery['sort'], SQL[]> = {
    number: [sql`listed.year`, sql`listed.sequence`],
    issueDate: [sql`listed.issue_date`, sql`listed.year`, sql`listed.sequence`],
    total: [sql`listed.total`, sql`listed.year`, sql`listed.sequence`],
    payer: [sql`listed.payer->>'name'`, sql`listed.year`, sql`listed.sequence`],
  };
  return sql.join(
    columns[query.sort].map((c) => sql`${c} ${direction}`),
    sql`, `,
  );
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

function toInvoice(r: Record<string, unknown>): Invoice {
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    id: String(r.id),
    number: String(r.number),
    year: Number(r.year),
    sequence: Number(r.sequence),
    kind: r.kind as Invoice['kind'],
    booking: String(r.booking),
    bookingNo: String(r.booking_no),
    issueDate: day(r.issue_date),
    dueDate: day(r.due_date),
    serviceFrom: day(r.service_from),
    serviceTo: day(r.service_to),
    currency: String(r.currency),
    language: r.language === 'en' ? 'en' : 'de',
    payer: json(r.payer),
    lines: json(r.lines),
    taxes: json(r.taxes),
    net: Number(r.net),
    tax: Number(r.tax),
    gross: Number(r.gross),
    rounding: Number(r.rounding),
    total: Number(r.total),
    refersTo: (r.refers_to as string | null) ?? null,
    refersToNumber: (r.refers_to_number as string | null) ?? null,
    creditedBy: (r.credited_by as string | null) ?? null,
    creditedByNumber: (r.credited_by_number as string | null) ?? null,
    paid: Number(r.paid_amount),
    open: Number(r.open_amount),
    createdAt: iso(r.created_at),
    createdByName: (r.created_by_name as string | null) ?? null,
  };
}
