import type { InvoiceTaxSubtotal } from '@seaberth/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/client.ts';

export interface PeriodDocument {
  kind: 'invoice' | 'creditNote';
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  payerName: string;
  customer: string | null;
  taxes: InvoiceTaxSubtotal[];
  rounding: number;
  refersToNumber: string | null;
}

export interface PeriodPayment {
  date: string;
  amount: number;
  currency: string;
  method: string;
  bookingNo: string;
  invoiceNumber: string | null;
  payerName: string;
  customer: string | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** What a DATEV batch reads: the period's documents and payments of bookings the requester sees. */
export class DatevRepository {
  constructor(private readonly db: Db) {}

  async documents(from: string, to: string, visible: SQL | undefined): Promise<PeriodDocument[]> {
    const result = await this.db.execute(sql`
      select i.kind, i.number, i.issue_date::text as issue_day, i.due_date::text as due_day, i.currency,
        i.payer, i.taxes, i.rounding, r.number as refers_to_number
      from invoices i
      join bookings on bookings.id = i.booking
      left join invoices r on r.id = i.refers_to
      where i.issue_date between ${from} and ${to} and ${visible ?? sql`true`}
      order by i.issue_date, i.year, i.sequence`);
    return result.rows.map((row) => {
      const r = row as Record<string, unknown>;
      const payer = json<{ name: string; customer: string | null }>(r.payer);
      return {
        kind: r.kind === 'creditNote' ? 'creditNote' : 'invoice',
        number: String(r.number),
        issueDate: String(r.issue_day),
        dueDate: String(r.due_day),
        currency: String(r.currency),
        payerName: payer.name,
        customer: payer.customer ?? null,
        taxes: json(r.taxes),
        rounding: Number(r.rounding),
        refersToNumber: (r.refers_to_number as string | null) ?? null,
      };
    });
  }

  /**
   * The period's payments with the invoice each settles: the booking's newest invoice not
   * cancelled by a credit note (its payer is the debtor), else the booking's lead guest.
   */
  async payments(from: string, to: string, visible: SQL | undefined): Promise<PeriodPayment[]> {
    const result = await this.db.execute(sql`
      select p.date::text as day, p.amount, p.currency, p.method, bookings.booking_no,
        bookings.lead, bookings.lead_name, inv.number as invoice_number, inv.payer as invoice_payer
      from booking_payments p
      join bookings on bookings.id = p.booking
      left join lateral (
        select i.number, i.payer from invoices i
        where i.booking = p.booking and i.kind = 'invoice'
          and not exists (select 1 from invoices c where c.refers_to = i.id)
        order by i.year desc, i.sequence desc limit 1
      ) inv on true
      where p.date between ${from} and ${to} and ${visible ?? sql`true`}
      order by p.date, p.created_at`);
    return result.rows.map((row) => {
      const r = row as Record<string, unknown>;
      const payer = r.invoice_payer ? json<{ name: string; customer: string | null }>(r.invoice_payer) : null;
      return {
        date: String(r.day),
        amount: Number(r.amount),
        currency: String(r.currency),
        method: String(r.method),
        bookingNo: String(r.booking_no),
        invoiceNumber: (r.invoice_number as string | null) ?? null,
        payerName: payer?.name ?? String(r.lead_name ?? ''),
        customer: payer ? (payer.customer ?? null) : ((r.lead as string | null) ?? null),
      };
    });
  }

  /**
   * Each customer's own debtor account, numbered from `first` in the order customers first
   * appear; a number once given stays the customer's. Two exports at once may race for a number:
   * the unique index lets one win and the other takes the next.
   */
  async debitors(customers: string[], first: number): Promise<Map<string, number>> {
    const wanted = [...new Set(customers)];
    const accounts = new Map<string, number>();
    if (!wanted.length) return accounts;
    for (let attempt = 0; ; attempt++) {
      try {
        const list = sql.join(
          wanted.map((c) => sql`${c}::uuid`),
          sql`, `,
        );
        await this.db.execute(sql`
          insert into datev_debitors (customer, account)
          select c.customer, greatest(${first} - 1, coalesce((select max(account) from datev_debitors), 0))
            + row_number() over (order by c.ord)
          from unnest(array[${list}]) with ordinality as c(customer, ord)
          where not exists (select 1 from datev_debitors d where d.customer = c.customer)
          on conflict (customer) do nothing`);
        break;
      } catch (error) {
        if (sqlState(error) !== '23505' || attempt >= 5) throw error;
      }
    }
    const list = sql.join(
      wanted.map((c) => sql`${c}::uuid`),
      sql`, `,
    );
    const result = await this.db.execute(
      sql`select customer, account from datev_debitors where customer in (${list})`,
    );
    for (const row of result.rows as { customer: string; account: number }[])
      accounts.set(String(row.customer), Number(row.account));
    return accounts;
  }
}
