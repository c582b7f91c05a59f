import {
  type Agency,
  type CommissionStatement,
  commissionLine,
  commissionTotals,
  formatDate,
  moneyFormat,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import type { ReportScope } from '../documents/index.ts';
import { type PrintTable, printTable } from '../print/index.ts';
import { AgenciesRepository, type AgencyRow } from './agencies.repository.ts';

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
  const rows = await new AgenciesRepository(db).statementBookings(agency.id, scope);
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
  const rows = await new AgenciesRepository(db).commissionPaidOut(agency, ids);
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
