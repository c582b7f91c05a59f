import {
  type Agency,
  type CommissionStatement,
  commissionLine,
  commissionTotals,
  formatDate,
  moneyFormat,
} from '@seaberth/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { agencyCredits, bookings } from '../../db/schema/index.ts';
import type { ReportScope } from '../documents/report-scope.ts';
import { type PrintTable, printTable } from '../documents/print-table.ts';
import { type AgencyRow, agencyBookingColumns } from './agency-accounts.ts';

const reversed = alias(agencyCredits, 'reversed');

/**
 * The commission statement over all of an agency's bookings the requester's scope shows: per
 * booking what it earned, what was paid out (the ledger's `commissionPaid` entries for it, less
 * their reversals) and what is still due; totals per currency.
 */
export async function commissionStatement(
  db: Db,
  agency: AgencyRow,
  scope: ReportScope,
): Promise<CommissionStatement> {
  const rows = await db
    .select(agencyBookingColumns)
    .from(bookings)
    .where(and(eq(bookings.agency, agency.id), scope.bookings))
    .orderBy(asc(bookings.from), asc(bookings.bookingNo));
  const paidOut = await paidOutByBooking(
    db,
    agency.id,
    rows.map((row) => row.booking),
  );
  const contract = agency as unknown as Pick<Agency, 'payer' | 'rateMode' | 'commissionMode'>;
  const lines = rows.map((row) => {
    const commission = Number(row.commission);
    const paid = paidOut.get(`${row.booking}:${row.currency}`) ?? 0;
    const { commission: _, ...rest } = row;
    return {
      ...rest,
      ...commissionLine({ state: row.state, commission, paidOut: paid }, contract),
    };
  });
  return { agency: agency.id, agencyName: agency.name, bookings: lines, totals: commissionTotals(lines) };
}

/** Commission paid out per booking and currency: payouts are negative entries, their reversals positive. */
async function paidOutByBooking(db: Db, agency: string, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      booking: agencyCredits.booking,
      currency: agencyCredits.currency,
      amount: sql<number>`sum(${agencyCredits.amount})`,
    })
    .from(agencyCredits)
    .leftJoin(reversed, eq(reversed.id, agencyCredits.reverses))
    .where(
      and(
        eq(agencyCredits.agency, agency),
        inArray(agencyCredits.booking, ids),
        or(eq(agencyCredits.kind, 'commissionPaid'), eq(reversed.kind, 'commissionPaid')),
      ),
    )
    .groupBy(agencyCredits.booking, agencyCredits.currency);
  return new Map(rows.map((row) => [`${row.booking}:${row.currency}`, -Number(row.amount)]));
}

/** The statement as the PDF prints it: one row per booking, the totals under the title. */
export function commissionPrint(statement: CommissionStatement, printed: string): PrintTable {
  const money = (minor: number, currency: string) => moneyFormat('en', currency)(minor);
  const totals = statement.totals
    .map(
      (t) =>
        `earned ${money(t.earned, t.currency)} · paid ${money(t.paid, t.currency)} · due ${money(t.due, t.currency)}`,
    )
    .join('; ');
  return printTable(
    `Commission statement: ${statement.agencyName}`,
    `All bookings · ${statement.bookings.length} bookings · ${totals || 'no commission'} · printed ${formatDate(printed)}`,
    ['No.', 'Lead guest', 'State', 'From', 'To', 'Total', 'Earned', 'Paid', 'Due'],
    statement.bookings.map((b) => [
      b.bookingNo,
      b.leadName,
      b.state,
      formatDate(b.from),
      formatDate(b.to),
      money(b.total, b.currency),
      money(b.earned, b.currency),
      b.deducted ? `${money(b.paid, b.currency)} (kept)` : money(b.paid, b.currency),
      money(b.due, b.currency),
    ]),
  );
}
