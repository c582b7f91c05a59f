import { createHash } from 'node:crypto';
import { addressLine, type PublicInvoice, type PublicInvoiceLink } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { notFound, refusal } from '../../http/errors.ts';
import { randomToken } from '../auth/index.ts';
import { type Actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import type { PaymentsService } from '../payments/index.ts';
import { insertInvoiceLink, invoiceLinkByHash } from './invoices.repository.ts';
import type { InvoicesService } from './invoices.service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Public invoice links: `/invoice/{id}?token=…` opens an invoice without login. The token has 256
 * random bits and only its hash is stored; a wrong or missing token is a 404 like an unknown id.
 */
export class InvoiceLinks {
  constructor(
    private readonly db: Db,
    private readonly invoices: InvoicesService,
    private readonly publicUrl: string,
    private readonly payments: PaymentsService,
  ) {}

  async create(
    booking: string,
    input: { invoice?: string; provider: string; level: string },
    actor: Actor,
  ): Promise<PublicInvoiceLink> {
    const { invoices } = await this.invoices.forBooking(booking, actor);
    const invoice = input.invoice
      ? invoices.find((i) => i.id === input.invoice)
      : invoices.find((i) => i.kind === 'invoice' && !i.creditedBy);
    if (!invoice)
      throw input.invoice
        ? notFound('Invoice')
        : refusal('ACTION_NOT_ALLOWED', 'The booking has no invoice to link to: issue one first');
    const token = randomToken(32);
    await insertInvoiceLink(this.db, {
      invoice: invoice.id,
      tokenHash: sha256(token),
      provider: input.provider,
      level: input.level,
      createdBy: actor.userId ?? null,
    });
    return {
      invoice: invoice.id,
      number: invoice.number,
      url: `${this.publicUrl}/invoice/${invoice.id}?token=${token}`,
    };
  }

  /** Whether the token opens this invoice; 404 for anything else. */
  async check(id: string, token: string): Promise<void> {
    const link = await invoiceLinkByHash(this.db, id, sha256(token));
    if (!link) throw notFound('Invoice');
  }

  /**
   * The pay button: a checkout at the link's provider (or the first that serves the booking) for
   * what is open on the invoice, coming back to the invoice page.
   */
  async checkout(id: string, token: string): Promise<{ url: string }> {
    const link = await this.link(id, token);
    return this.pay(id, link.provider, `${this.publicUrl}/invoice/${id}?token=${encodeURIComponent(token)}`);
  }

  /**
   * A checkout for what is open on the invoice at `chosen` (or the first provider that serves its
   * booking), coming back to `back` (with `paid=1` after paying). The caller has checked the reader.
   */
  async pay(id: string, chosen: string, back: string): Promise<{ url: string }> {
    const row = await this.invoices.row(id, null);
    const { invoices } = await this.invoices.forBookingUnchecked(row.booking);
    const invoice = invoices.find((i) => i.id === id)!;
    if (invoice.kind !== 'invoice' || invoice.open <= 0)
      throw refusal('ACTION_NOT_ALLOWED', 'Nothing is open on this invoice');
    const provider = await this.provider(row.booking, chosen);
    if (!provider) throw refusal('ACTION_NOT_ALLOWED', 'No payment provider takes this invoice online');
    const paid = `${back}${back.includes('?') ? '&' : '?'}paid=1`;
    const checkout = await this.payments.checkout(
      row.booking,
      provider,
      { successUrl: paid, cancelUrl: back, amount: invoice.open },
      { ...SYSTEM_ACTOR, name: 'Invoice link' },
    );
    return { url: checkout.url };
  }

  private async link(id: string, token: string) {
    const link = await invoiceLinkByHash(this.db, id, sha256(token));
    if (!link) throw notFound('Invoice');
    return link;
  }

  /** The link's own provider when it still serves the booking, else the first with a hosted page. */
  private async provider(booking: string, chosen: string): Promise<string | null> {
    const row = await this.payments.actionsBooking(booking);
    if (!row) return null;
    const serving = (await this.payments.providersFor(row)).filter((p) => p.type !== 'wise');
    return (serving.find((p) => p.id === chosen) ?? serving[0])?.id ?? null;
  }

  async view(id: string, token: string): Promise<PublicInvoice> {
    const link = await this.link(id, token);
    return this.present(id, link.provider);
  }

  /** The invoice as its payer sees it, paid online at `chosen`; the caller has checked the reader. */
  async present(id: string, chosen: string): Promise<PublicInvoice> {
    const row = await this.invoices.row(id, null);
    const { invoices } = await this.invoices.forBookingUnchecked(row.booking);
    const invoice = invoices.find((i) => i.id === id)!;
    const seller = row.seller;
    return {
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      serviceFrom: invoice.serviceFrom,
      serviceTo: invoice.serviceTo,
      bookingNo: invoice.bookingNo,
      currency: invoice.currency,
      language: invoice.language,
      lines: invoice.lines,
      taxes: invoice.taxes,
      net: invoice.net,
      tax: invoice.tax,
      gross: invoice.gross,
      rounding: invoice.rounding,
      total: invoice.total,
      open: invoice.open,
      creditedByNumber: invoice.creditedByNumber,
      seller: {
        name: seller.name,
        address: addressLine(seller.address),
        email: seller.email,
        phone: seller.phone,
      },
      payer: { name: invoice.payer.name, address: addressLine(invoice.payer) },
      canPayOnline:
        invoice.kind === 'invoice' && invoice.open > 0 && (await this.provider(row.booking, chosen)) !== null,
    };
  }
}
