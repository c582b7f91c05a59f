import { createHash } from 'node:crypto';
import type { PublicInvoice, PublicInvoiceLink } from '@seaberth/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceLinks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { randomToken } from '../auth/passwords.ts';
import type { Actor } from '../bookings/booking-actor.ts';
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
        : new AppError(409, 'ACTION_NOT_ALLOWED', 'The booking has no invoice to link to: issue one first');
    const token = randomToken(32);
    await this.db.insert(invoiceLinks).values({
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
    const [link] = await this.db
      .select({ id: invoiceLinks.id })
      .from(invoiceLinks)
      .where(and(eq(invoiceLinks.invoice, id), eq(invoiceLinks.tokenHash, sha256(token))));
    if (!link) throw notFound('Invoice');
  }

  async view(id: string, token: string): Promise<PublicInvoice> {
    await this.check(id, token);
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
        address: [seller.address.street, `${seller.address.zip} ${seller.address.city}`.trim()]
          .filter(Boolean)
          .join(', '),
        email: seller.email,
        phone: seller.phone,
      },
      payer: { name: invoice.payer.name },
    };
  }
}
