import type {
  CustomerCreditBalance,
  CustomerCreditEntry,
  CustomerCreditKind,
  CustomerCreditQuery,
} from '@seaberth/domain';
import { and, count, desc, eq, getTableColumns, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookingPayments, bookings, customerCredits, customers } from '../../db/schema/index.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

const reversal = alias(customerCredits, 'reversal');

export type CustomerCreditRow = typeof customerCredits.$inferSelect;

/** The balances list names at most this many customers (those with money held, by name). */
const BALANCES_SHOWN = 1000;

/**
 * The customers' credit ledger in SQL, through the connection (or transaction) it is given: the
 * booking payment and the entry that moved money for it commit together.
 */
export class CustomerCreditsRepository {
  constructor(private readonly db: Db) {}

  /** One page of entries, newest first; with a customer along `customer_credits_customer_idx`. */
  async page(query: CustomerCreditQuery): Promise<{ rows: CustomerCreditEntry[]; total: number }> {
    const where = and(
      query.customer ? eq(customerCredits.customer, query.customer) : undefined,
      query.from ? gte(customerCredits.date, query.from) : undefined,
      query.to ? lte(customerCredits.date, query.to) : undefined,
      query.kind ? eq(customerCredits.kind, query.kind) : undefined,
    );
    const { page, size } = query;
    const ordered = this.entries(where).orderBy(
      desc(customerCredits.date),
      desc(customerCredits.createdAt),
      desc(customerCredits.id),
    );
    const rows =
      size === 0
        ? allRows(await ordered.limit(ALL_ROWS_READ))
        : await ordered.limit(size).offset(page * size);
    // Only count when the page does not already tell the total.
    const total =
      size === 0 || (page === 0 && rows.length < size)
        ? rows.length
        : Number((await this.db.select({ n: count() }).from(customerCredits).where(where))[0]?.n ?? 0);
    return { rows: rows.map(toEntry), total };
  }

  /** Balances over all time that are not zero: the one customer's, or every customer's by name. */
  async balances(customer?: string): Promise<CustomerCreditBalance[]> {
    const balance = sql<number>`sum(${customerCredits.amount})::bigint`;
    const rows = await this.db
      .select({
        customer: customerCredits.customer,
        customerName: customers.fullName,
        currency: customerCredits.currency,
        balance,
      })
      .from(customerCredits)
      .innerJoin(customers, eq(customers.id, customerCredits.customer))
      .where(customer ? eq(customerCredits.customer, customer) : undefined)
      .groupBy(customerCredits.customer, customers.fullName, customers.sortName, customerCredits.currency)
      .having(ne(balance, 0))
      .orderBy(customers.sortName)
      .limit(BALANCES_SHOWN);
    return rows.map((b) => ({ ...b, balance: Number(b.balance) }));
  }

  async entry(id: string): Promise<CustomerCreditEntry | undefined> {
    const [row] = await this.entries(eq(customerCredits.id, id));
    return row && toEntry(row);
  }

  async customerExists(id: string): Promise<boolean> {
    const [customer] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    return Boolean(customer);
  }

  /** The booking of a booking payment. */
  async paymentBooking(payment: string): Promise<{ booking: string } | undefined> {
    const [row] = await this.db
      .select({ booking: bookingPayments.booking })
      .from(bookingPayments)
      .where(eq(bookingPayments.id, payment));
    return row;
  }

  async row(id: string): Promise<CustomerCreditRow | undefined> {
    const [row] = await this.db.select().from(customerCredits).where(eq(customerCredits.id, id));
    return row;
  }

  /** The entry that reversed this one, if any. */
  async reversalOf(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: customerCredits.id })
      .from(customerCredits)
      .where(eq(customerCredits.reverses, id));
    return row?.id;
  }

  /** The entry a booking payment was made by, unless it was reversed already. */
  async unreversedOfPayment(payment: string): Promise<CustomerCreditRow | undefined> {
    const [row] = await this.db
      .select(getTableColumns(customerCredits))
      .from(customerCredits)
      .leftJoin(reversal, eq(reversal.reverses, customerCredits.id))
      .where(and(eq(customerCredits.payment, payment), isNull(reversal.id)));
    return row;
  }

  /**
   * Locks the customer for the rest of the transaction and answers its balance in a currency:
   * two spends of the same credit queue here, so the second sees what the first left.
   */
  async lockedBalance(customer: string, currency: string): Promise<number | undefined> {
    const locked = await this.db.execute(sql`select id from ${customers} where id = ${customer} for update`);
    if (!locked.rows.length) return undefined;
    const [row] = await this.db
      .select({ balance: sql<number>`coalesce(sum(${customerCredits.amount}), 0)::bigint` })
      .from(customerCredits)
      .where(and(eq(customerCredits.customer, customer), eq(customerCredits.currency, currency)));
    return Number(row?.balance ?? 0);
  }

  /** Adds an entry; a second reversal of the same entry adds nothing (the unique index) and answers undefined. */
  async insert(values: typeof customerCredits.$inferInsert): Promise<string | undefined> {
    const [row] = await this.db
      .insert(customerCredits)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: customerCredits.id });
    return row?.id;
  }

  private entries(where: SQL | undefined) {
    return this.db
      .select({
        id: customerCredits.id,
        customer: customerCredits.customer,
        customerName: customers.fullName,
        date: customerCredits.date,
        kind: customerCredits.kind,
        amount: customerCredits.amount,
        currency: customerCredits.currency,
        booking: customerCredits.booking,
        bookingNo: bookings.bookingNo,
        payment: customerCredits.payment,
        note: customerCredits.note,
        reverses: customerCredits.reverses,
        reversedBy: reversal.id,
        createdByName: customerCredits.createdByName,
        createdAt: customerCredits.createdAt,
      })
      .from(customerCredits)
      .innerJoin(customers, eq(customers.id, customerCredits.customer))
      .leftJoin(bookings, eq(bookings.id, customerCredits.booking))
      .leftJoin(reversal, eq(reversal.reverses, customerCredits.id))
      .where(where)
      .$dynamic();
  }
}

type EntryRow = Omit<CustomerCreditEntry, 'kind' | 'createdAt'> & { kind: string; createdAt: Date };

function toEntry(row: EntryRow): CustomerCreditEntry {
  return { ...row, kind: row.kind as CustomerCreditKind, createdAt: row.createdAt.toISOString() };
}
