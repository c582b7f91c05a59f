import type {
  PaymentHistoryQuery,
  PaymentHistoryRow,
  PayProviderMode,
  PayProviderType,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankEntryPayments,
  bookingPayments,
  bookings,
  payProviders,
  providerPayments,
} from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ProviderAccount } from './payment-provider.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

const SORTS = {
  date: bookingPayments.date,
  amount: bookingPayments.amount,
  createdAt: bookingPayments.createdAt,
  bookingNo: bookings.bookingNo,
} as const;

/** A stored provider account, secrets included: for the adapters, never for the wire. */
export type AccountRow = Omit<typeof payProviders.$inferSelect, 'type' | 'mode'> & ProviderAccount;

/** The account as the adapters use it: typed, its sealed secrets opened (lib/secret-box.ts). */
const typed = async (row: typeof payProviders.$inferSelect, box: SecretBox): Promise<AccountRow> => ({
  ...row,
  type: row.type as PayProviderType,
  mode: row.mode as PayProviderMode,
  secretKey: await box.reveal(row.secretKey),
  webhookSecret: await box.reveal(row.webhookSecret),
  clientSecret: await box.reveal(row.clientSecret),
  wiseToken: await box.reveal(row.wiseToken),
});

type PaymentColumn = 'amount' | 'bookingAmount' | 'rate' | 'date' | 'method' | 'reference' | 'note';

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Provider accounts with their secrets (never for the wire), the idempotency records of provider
 * payments, and the payments history. Reads and writes through the connection or transaction it
 * was made with, so a provider payment's record commits with the booking payment it makes.
 */
export class PaymentsRepository {
  /** `box` opens the accounts' secrets; a repository that only records payments goes without. */
  constructor(
    private readonly db: Db,
    private readonly box?: SecretBox,
  ) {}

  private get secrets(): SecretBox {
    if (!this.box) throw new Error('PaymentsRepository: reading accounts needs the secret box');
    return this.box;
  }

  async account(id: string): Promise<AccountRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(payProviders).where(eq(payProviders.id, id));
    return row ? typed(row, this.secrets) : undefined;
  }

  /** The active accounts, for choosing the one that serves a booking. */
  async activeAccounts(): Promise<AccountRow[]> {
    const rows = await this.db
      .select()
      .from(payProviders)
      .where(eq(payProviders.isActive, true))
      .orderBy(payProviders.name);
    return Promise.all(rows.map((row) => typed(row, this.secrets)));
  }

  /** Whether the provider's checkout was recorded already (the payment may have been deleted since). */
  async known(provider: string, reference: string): Promise<{ payment: string | null } | undefined> {
    const [row] = await this.db
      .select({ payment: providerPayments.payment })
      .from(providerPayments)
      .where(and(eq(providerPayments.provider, provider), eq(providerPayments.reference, reference)));
    return row;
  }

  /** Records the provider payment; the unique (provider, reference) refuses a second one. */
  async record(values: typeof providerPayments.$inferInsert): Promise<void> {
    await this.db.insert(providerPayments).values(values);
  }

  /** The booking a payment belongs to. */
  async bookingOf(payment: string): Promise<string | undefined> {
    if (!isUuid(payment)) return undefined;
    const [row] = await this.db
      .select({ booking: bookingPayments.booking })
      .from(bookingPayments)
      .where(eq(bookingPayments.id, payment));
    return row?.booking;
  }

  /** One page of booking payments with their booking and origin; `visible` limits the bookings. */
  async history(
    query: PaymentHistoryQuery,
    visible: SQL | undefined,
  ): Promise<{ rows: PaymentHistoryRow[]; total: number }> {
    const sortField = query.sort ?? 'date';
    if (!Object.hasOwn(SORTS, sortField))
      throw validationError([{ path: 'sort', message: `Unknown sort field '${sortField}'` }]);
    const sortColumn = SORTS[sortField as keyof typeof SORTS];
    const order = query.order ?? (query.sort ? 1 : -1);
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const where = and(
      visible,
      query.from ? gte(bookingPayments.date, query.from) : undefined,
      query.to ? lte(bookingPayments.date, query.to) : undefined,
      query.method ? eq(bookingPayments.method, query.method) : undefined,
      query.provider ? eq(providerPayments.provider, query.provider) : undefined,
      query.booking ? eq(bookingPayments.booking, query.booking) : undefined,
      pattern
        ? or(
            ilike(bookings.bookingNo, pattern),
            ilike(bookings.leadName, pattern),
            ilike(bookingPayments.reference, pattern),
            ilike(providerPayments.reference, pattern),
          )
        : undefined,
    );
    const base = this.select();
    const ordered = base
      .where(where)
      .orderBy(
        order === -1 ? desc(sortColumn) : asc(sortColumn),
        desc(bookingPayments.createdAt),
        asc(bookingPayments.id),
      );
    const [rows, [counted]] = await Promise.all([
      query.size
        ? ordered.limit(query.size).offset(query.page * query.size)
        : ordered.limit(ALL_ROWS_READ).then(allRows),
      this.db
        .select({ total: count() })
        .from(bookingPayments)
        .innerJoin(bookings, eq(bookings.id, bookingPayments.booking))
        .leftJoin(providerPayments, eq(providerPayments.payment, bookingPayments.id))
        .where(where),
    ]);
    return { rows: rows.map(toHistoryRow), total: counted?.total ?? 0 };
  }

  /** The payments a reference names: a provider's checkout id, or the reference written on the payment. */
  async byReference(reference: string, visible: SQL | undefined): Promise<PaymentHistoryRow[]> {
    const rows = await this.select()
      .where(
        and(visible, or(eq(providerPayments.reference, reference), eq(bookingPayments.reference, reference))),
      )
      .orderBy(desc(bookingPayments.date), desc(bookingPayments.createdAt))
      .limit(100);
    return rows.map(toHistoryRow);
  }

  /** One payment with its booking and origin, if the booking is one `visible` lets through. */
  async one(id: string, visible: SQL | undefined): Promise<PaymentHistoryRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.select().where(and(visible, eq(bookingPayments.id, id)));
    return row ? toHistoryRow(row) : undefined;
  }

  /** Writes a payment's changed fields (inside the booking's money transaction). */
  async update(
    id: string,
    values: Partial<Pick<typeof bookingPayments.$inferInsert, PaymentColumn>>,
  ): Promise<void> {
    await this.db.update(bookingPayments).set(values).where(eq(bookingPayments.id, id));
  }

  private select() {
    return this.db
      .select({
        id: bookingPayments.id,
        booking: bookingPayments.booking,
        bookingNo: bookings.bookingNo,
        bookerName: bookings.leadName,
        bookingCurrency: bookings.currency,
        date: bookingPayments.date,
        amount: bookingPayments.amount,
        currency: bookingPayments.currency,
        bookingAmount: bookingPayments.bookingAmount,
        method: bookingPayments.method,
        reference: bookingPayments.reference,
        note: bookingPayments.note,
        provider: providerPayments.provider,
        providerName: payProviders.name,
        providerType: payProviders.type,
        providerReference: providerPayments.reference,
        bankEntry: sql<
          string | null
        >`(select ${bankEntryPayments.entry} from ${bankEntryPayments} where ${bankEntryPayments.payment} = ${bookingPayments.id} limit 1)`,
        createdAt: bookingPayments.createdAt,
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.booking))
      .leftJoin(providerPayments, eq(providerPayments.payment, bookingPayments.id))
      .leftJoin(payProviders, eq(payProviders.id, providerPayments.provider))
      .$dynamic();
  }
}

function toHistoryRow(row: {
  providerType: string | null;
  createdAt: Date;
  [key: string]: unknown;
}): PaymentHistoryRow {
  return {
    ...(row as unknown as PaymentHistoryRow),
    providerType: row.providerType as PayProviderType | null,
    createdAt: row.createdAt.toISOString(),
  };
}
