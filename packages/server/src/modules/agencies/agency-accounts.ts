import {
  type Agency,
  type AgencyBookingSum,
  type AgencyPayments,
  agencyOwes,
  BOOKING_STATES,
  type FieldChange,
  hasAnyScope,
  holdsBeds,
  moneyFormat,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { notFound, refusal } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { ReportScope } from '../documents/index.ts';
import { AgenciesRepository, type AgencyRow } from './agencies.repository.ts';

export type { AgencyRow } from './agencies.repository.ts';

/** Bookings whose open amount an agency owes: those holding beds, and resolved ones. */
const OWING = [...BOOKING_STATES.filter(holdsBeds), 'resolved'];

/** What a booking means for its agency's account. */
interface BookingMoney {
  id?: string;
  total: number;
  paid: number;
  commission: number;
  currency: string;
}

/**
 * An agency's money with the operator: what it owes for its bookings (against its credit limit),
 * its payments of a period and the bookings they paid.
 */
export class AgencyAccounts {
  private readonly agencies: AgenciesRepository;

  constructor(db: Db) {
    this.agencies = new AgenciesRepository(db);
  }

  async agency(id: string): Promise<AgencyRow> {
    const row = await this.agencies.agency(id);
    if (!row) throw notFound('Agency');
    return row;
  }

  /**
   * The agency row locked until the transaction ends (SELECT … FOR UPDATE): bookings of one agency
   * that change its debt queue here, so each counts the others' committed bookings.
   */
  async lockedAgency(id: string): Promise<AgencyRow> {
    const row = await this.agencies.lockedAgency(id);
    if (!row) throw notFound('Agency');
    return row;
  }

  /** What the agency owes for its live bookings in its currency, leaving some bookings out. */
  async openAmount(agency: AgencyRow, exclude: (string | undefined)[] = []): Promise<number> {
    const left = exclude.filter((id) => id !== undefined);
    if (agency.payer !== 'agency') return 0;
    const rows = await this.agencies.owingBookings(agency, OWING, left);
    return rows.reduce(
      (sum, row) => sum + agencyOwes({ ...row, commission: Number(row.commission) }, contract(agency)),
      0,
    );
  }

  /**
   * Refuses a booking that would push the agency's open amount past its credit limit, naming limit
   * and open amount; a paid booking (nothing owed) always passes, and so does one that owes no more
   * than the booking it replaces (`replaces`, a rebooking). An operator with bookings.update may
   * override: the answer is then the history note that records it. Run it inside the booking's
   * transaction: it locks the agency row, so concurrent bookings of the agency are counted one
   * after the other and cannot pass the limit together.
   */
  async checkCreditLimit(
    agencyId: string,
    booking: BookingMoney,
    override: boolean | undefined,
    actor: Actor,
    replaces?: BookingMoney & { id: string },
  ): Promise<FieldChange | null> {
    const agency = await this.lockedAgency(agencyId);
    if (agency.creditLimit === null || booking.currency !== agency.currency) return null;
    const owed = agencyOwes(booking, contract(agency));
    if (owed <= 0) return null;
    if (replaces && replaces.currency === agency.currency && owed <= agencyOwes(replaces, contract(agency)))
      return null;
    const open = await this.openAmount(agency, [booking.id, replaces?.id]);
    const limit = agency.creditLimit * 100;
    if (open + owed <= limit) return null;
    const money = moneyFormat('en', agency.currency);
    if (override && hasAnyScope(actor.principal, ['bookings.update']))
      return {
        field: 'creditLimit',
        before: null,
        after: `Credit limit of ${agency.name} (${money(limit)}) overridden: open ${money(open + owed)}`,
      };
    throw refusal(
      'CREDIT_LIMIT',
      `${agency.name} has a credit limit of ${money(limit)}; with this booking it would owe ${money(open + owed)} (open now ${money(open)})`,
      { params: { agency: agency.name, limit: money(limit), open: money(open), after: money(open + owed) } },
    );
  }

  /**
   * `GET /api/bookings/agency/payments/{agency}`: the payments received in [from, to] for its
   * bookings that the requester's scope shows.
   */
  async payments(agencyId: string, from: string, to: string, scope: ReportScope): Promise<AgencyPayments> {
    const agency = await this.agency(agencyId);
    const payments = await this.agencies.payments(agency.id, from, to, scope);
    const sums = await this.bookingSums(agency, { ids: [...new Set(payments.map((p) => p.booking))] }, scope);
    return {
      agency: agency.id,
      agencyName: agency.name,
      from,
      to,
      payments,
      bookings: sums,
      totals: totalsOf(sums),
    };
  }

  /** The agency's bookings (by ids, or arriving in a period) in the scope, with what each means for its account. */
  async bookingSums(
    agency: AgencyRow,
    which: { ids: string[] } | { from: string; to: string },
    scope: ReportScope,
  ): Promise<AgencyBookingSum[]> {
    if ('ids' in which && !which.ids.length) return [];
    const rows = await this.agencies.bookingSums(agency.id, which, scope);
    return rows.map((row) => {
      const commission = Number(row.commission);
      const owes = OWING.includes(row.state);
      return { ...row, commission, owed: owes ? agencyOwes({ ...row, commission }, contract(agency)) : 0 };
    });
  }
}

function contract(agency: AgencyRow): Pick<Agency, 'payer' | 'rateMode' | 'commissionMode'> {
  return agency as unknown as Pick<Agency, 'payer' | 'rateMode' | 'commissionMode'>;
}

export function totalsOf(sums: AgencyBookingSum[]): AgencyPayments['totals'] {
  const byCurrency = new Map<string, AgencyPayments['totals'][number]>();
  for (const sum of sums) {
    const total = byCurrency.get(sum.currency) ?? {
      currency: sum.currency,
      paid: 0,
      total: 0,
      commission: 0,
      owed: 0,
    };
    total.paid += sum.paid;
    total.total += sum.total;
    total.commission += sum.commission;
    total.owed += sum.owed;
    byCurrency.set(sum.currency, total);
  }
  return [...byCurrency.values()];
}
