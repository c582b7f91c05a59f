import {
  anyFeatureOn,
  type ClubData,
  type ClubInvoice,
  type ClubMember,
  customerFullName,
  customerResource,
  customerSortName,
  type Principal,
  userKind,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository } from '../../db/record-history.repository.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import * as t from '../../db/schema/index.ts';
import { forbidden, notFound, refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { InvoiceLinks, InvoicesService } from '../invoices/index.ts';
import { issueMemberCode } from '../referrals/index.ts';
import { ClubRepository, type ClubRecord } from './club.repository.ts';

/**
 * The member area's reads and its writes (the member's own data, a referral code to share). Every call acts for the
 * customer the login belongs to and for nobody else: the customer id never comes from the request.
 */
export class ClubService {
  readonly repository: ClubRepository;
  private readonly db: Db;

  constructor(
    private readonly services: Services,
    private readonly invoices: InvoicesService,
    private readonly links: InvoiceLinks,
  ) {
    this.db = services.database.db;
    this.repository = new ClubRepository(this.db);
  }

  /** The customer a club call acts for: a customer's own login; staff and agents have no club. */
  memberOf(principal: Principal): string {
    if (userKind(principal) !== 'customer' || !principal.customer) throw forbidden();
    return principal.customer;
  }

  private async record(customer: string): Promise<ClubRecord> {
    const record = await this.repository.record(customer);
    if (!record) throw notFound('customer');
    return record;
  }

  async member(principal: Principal): Promise<ClubMember> {
    const record = await this.record(this.memberOf(principal));
    const features = await this.services.settings.features();
    const on = (feature: string) => anyFeatureOn([feature], features);
    return {
      customer: record.id,
      name: record.fullName,
      email: record.data.contact.email,
      memberSince: record.createdAt.toISOString(),
      parts: {
        loyalty: on('loyalityProgram'),
        referral: true,
        contests: on('contest'),
        dives: on('diveLog'),
      },
    };
  }

  async data(principal: Principal): Promise<ClubData & { version: number }> {
    const record = await this.record(this.memberOf(principal));
    const { permanentAge: _staffs, ...masterData } = record.data.masterData;
    return { ...record.data, masterData, version: record.version };
  }

  /**
   * The member's own changes to name, contact, address and passport, on the version they read; the
   * record's history names the member as who changed it, as the staff's changes name the user.
   */
  async updateData(
    principal: Principal,
    input: ClubData & { version: number },
    actorName: string,
  ): Promise<ClubData & { version: number }> {
    const customer = this.memberOf(principal);
    const before = await this.record(customer);
    const customers = new ResourceRepository(this.db, t.customers, customerResource);
    const { version, ...data } = input;
    const masterData = { ...data.masterData, permanentAge: before.data.masterData.permanentAge };
    const journal = new RecordHistoryRepository(this.db).journal(customerResource, {
      id: principal.id ?? null,
      name: actorName,
    });
    const existing = await customers.get(customer);
    const updated = await customers.update(
      customer,
      version,
      {
        ...data,
        masterData,
        fullName: customerFullName(masterData),
        sortName: customerSortName(masterData),
      },
      journal,
      existing,
    );
    if (!updated)
      throw refusal(
        'STALE_VERSION',
        `Someone else changed this customer (you edited version ${version}, it is now ${before.version}); reload and apply your change again`,
      );
    return this.data(principal);
  }

  /** Each invoice with what is still open on it, worked out as the booking's invoice page does. */
  async invoiceList(principal: Principal): Promise<ClubInvoice[]> {
    const rows = await this.repository.invoices(this.memberOf(principal));
    const bookings = [...new Set(rows.map((row) => row.booking))];
    const all = (await Promise.all(bookings.map((b) => this.invoices.forBookingUnchecked(b)))).flatMap(
      (answer) => answer.invoices,
    );
    const byId = new Map(all.map((invoice) => [invoice.id, invoice]));
    return rows.flatMap(({ id }) => {
      const invoice = byId.get(id);
      if (!invoice) return [];
      return [
        {
          id,
          number: invoice.number,
          kind: invoice.kind,
          issueDate: invoice.issueDate,
          dueDate: invoice.dueDate,
          bookingNo: invoice.bookingNo,
          currency: invoice.currency,
          gross: invoice.gross,
          open: invoice.kind === 'invoice' ? invoice.open : 0,
        },
      ];
    });
  }

  /** 404 unless the invoice is one of the member's: another member's id is as unknown as a made-up one. */
  private async ownInvoice(principal: Principal, id: string): Promise<void> {
    if (!(await this.repository.ownsInvoice(this.memberOf(principal), id))) throw notFound('Invoice');
  }

  async invoice(principal: Principal, id: string) {
    await this.ownInvoice(principal, id);
    return this.links.present(id, '');
  }

  async invoicePdf(principal: Principal, id: string) {
    await this.ownInvoice(principal, id);
    return this.invoices.pdf(id, null);
  }

  async payInvoice(principal: Principal, id: string) {
    await this.ownInvoice(principal, id);
    return this.links.pay(id, '', `${this.services.config.publicUrl}/club/invoice/${id}`);
  }

  async contests(principal: Principal) {
    return this.repository.contests(this.memberOf(principal), await this.services.calendar.today());
  }

  /**
   * A code for the member to share when they hold none that works (`POST /api/club/referrals`):
   * answers whether one was made (false: they hold one already, which they are shown).
   */
  async requestReferralCode(principal: Principal, actorName: string): Promise<boolean> {
    const customer = this.memberOf(principal);
    const today = await this.services.calendar.today();
    return issueMemberCode(this.db, customer, today, { id: principal.id ?? null, name: actorName });
  }
}
