import {
  type BookingDetail,
  chosenPayment,
  effectiveOnlinePayment,
  type OnlineBookingCreate,
  type OnlinePayment,
  offeredPayments,
  type WidgetOnlinePayment,
  nextDueAmount,
  type OnlinePaymentMethod,
  type OnlineTransfer,
  transferDue,
} from '@seaberth/domain';
import QRCode from 'qrcode';
import type { Services } from '../../services.ts';
import type { BookingService } from '../bookings/index.ts';
import { readCompany } from '../print/index.ts';
import { paymentQr } from '../documents/index.ts';
import type { MailFile } from '../mail/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { TodoRepository } from '../todos/index.ts';
import { OnlineCatalogRepository } from './online-catalog.repository.ts';

type Company = Awaited<ReturnType<typeof readCompany>>;

/** The account a guest transfers to: the letterhead's account in the booking's currency, else its first. */
function accountFor(company: Company, currency: string) {
  return company.bankAccounts.find((a) => a.currency === currency) ?? company.bankAccounts[0] ?? null;
}

/**
 * Paying online bookings: which ways can take money for a place (a card needs an active payment
 * provider with a hosted checkout, a transfer a bank account in the letterhead), and for a
 * booking paid by transfer what to transfer where by when, with its GiroCode.
 */
export class OnlinePayWays {
  constructor(
    private readonly services: Services,
    private readonly payments: PaymentsService,
    private readonly bookings: BookingService,
  ) {}

  /** Providers with a hosted payment page for the booking (Wise takes transfers only). */
  async checkoutProviders(booking: Parameters<PaymentsService['providersFor']>[0]) {
    return (await this.payments.providersFor(booking)).filter((account) => account.type !== 'wise');
  }

  /**
   * How this booking is paid: the guest's choice among the ways offered here (the widget's setting,
   * else the resort's or vessel's, among the ways that can take money now).
   */
  async chosen(
    target: { vessel: string | null; resort: string | null },
    currency: string,
    body: OnlineBookingCreate,
  ): Promise<OnlinePaymentMethod | null> {
    const catalog = new OnlineCatalogRepository(this.services.database.db);
    const kind = target.vessel ? 'vessel' : 'resort';
    const id = (target.vessel ?? target.resort)!;
    const asset = await catalog.assetOnlinePayment(kind, id);
    const widget = body.widget ? await catalog.widgetOnlinePayment(body.widget) : undefined;
    const chosen = effectiveOnlinePayment(
      (asset?.onlinePayment ?? 'card') as OnlinePayment,
      widget?.onlinePayment as WidgetOnlinePayment | undefined,
    );
    const offered = offeredPayments(chosen, await this.available({ kind, id }, currency));
    return chosenPayment(offered, body.payment);
  }

  /** The ways that can take money for bookings of this place in this currency now. */
  async available(
    asset: { kind: 'vessel' | 'resort'; id: string },
    currency: string,
  ): Promise<OnlinePaymentMethod[]> {
    const place = {
      currency,
      resort: asset.kind === 'resort' ? asset.id : null,
      vessel: asset.kind === 'vessel' ? asset.id : null,
    };
    const [providers, company] = await Promise.all([
      this.checkoutProviders(place),
      readCompany(this.services.database.db),
    ]);
    return [
      ...(providers.length ? (['card'] as const) : []),
      ...(company.bankAccounts.length ? (['transfer'] as const) : []),
    ];
  }

  /** What to transfer now, to where and by when; null when nothing is open or no account is set. */
  async transfer(booking: BookingDetail): Promise<OnlineTransfer | null> {
    const open = booking.total - booking.paid;
    if (open <= 0) return null;
    const company = await readCompany(this.services.database.db);
    const account = accountFor(company, booking.currency);
    if (!account) return null;
    const { today } = await this.bookings.operatorDay();
    const next = nextDueAmount(booking.calculation?.due ?? [], booking.paid, today);
    const { amount, due } = transferDue(next, open, booking.optionUntil);
    const qr = account.currency === 'EUR' ? await paymentQr(booking, company, amount) : null;
    return {
      holder: account.holder || company.name,
      bank: account.bank,
      iban: account.iban,
      bic: account.bic,
      amount: { amount, currency: booking.currency },
      due,
      reference: booking.bookingNo,
      qrSvg: qr?.svg ?? null,
    };
  }

  /** The GiroCode as a picture to attach to the confirmation mail (mail readers show no SVG). */
  async qrFile(booking: BookingDetail): Promise<MailFile | null> {
    const company = await readCompany(this.services.database.db);
    const transfer = await this.transfer(booking);
    if (!transfer?.qrSvg) return null;
    const qr = await paymentQr(booking, company, transfer.amount.amount);
    if (!qr) return null;
    const bytes = await QRCode.toBuffer(qr.payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2 });
    return { name: `payment-${booking.bookingNo}.png`, mimeType: 'image/png', bytes };
  }

  /**
   * The office is told: an open to-do on the booking, due on its option date, to watch for the
   * transfer (the to-do lists and the Today page show it with the booking).
   */
  async tellOffice(booking: BookingDetail): Promise<void> {
    const until = booking.optionUntil ?? booking.bookingDate;
    await new TodoRepository(this.services.database.db).add(booking.id, {
      key: 'onlineTransfer',
      params: { until },
      due: until,
    });
  }
}
