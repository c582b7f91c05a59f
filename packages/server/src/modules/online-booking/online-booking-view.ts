import {
  type BookingDetail,
  type CalculationEntry,
  type GuestPlace,
  guestFacingEntries,
  nextDueAmount,
  type OnlineBookingView,
  type OnlinePaymentMethod,
} from '@seaberth/domain';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { BookingService } from '../bookings/index.ts';
import type { OnlineRow } from './online-bookings.repository.ts';
import { OnlineCatalogRepository } from './online-catalog.repository.ts';
import type { OnlinePayWays } from './online-transfer.ts';

/** Lines that say when money is due or came, not what the price is made of (shown apart). */
const NOT_PRICE_LINES = new Set(['payment', 'deposit', 'rest']);

/** How a guest reads a mail's state: one being sent is still queued. */
const mailState = (status: string | null): OnlineBookingView['mail'] =>
  status === 'sent' || status === 'failed' ? status : status ? 'queued' : null;

const localized = (value: { de: string; en: string } | null | undefined, language: string) =>
  (language === 'de' ? value?.de || value?.en : value?.en || value?.de) ?? '';

/**
 * Public booking views: a booking as its booker sees it (made, returned from paying, looked up),
 * in guests' words — room types by their public names, lines without price lists or room numbers —
 * with the way it is paid and, for a transfer, the bank details and GiroCode.
 */
export class OnlineBookingViews {
  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
    private readonly ways: OnlinePayWays,
  ) {}

  private get catalog(): OnlineCatalogRepository {
    return new OnlineCatalogRepository(this.services.database.db);
  }

  async view(row: OnlineRow): Promise<OnlineBookingView> {
    const booking = await this.bookings.detail(row.booking!);
    if (!booking) throw notFound('Booking');
    const { today } = await this.bookings.operatorDay();
    const currency = booking.currency;
    const money = (amount: number) => ({ amount, currency });
    const open = Math.max(0, booking.total - booking.paid);
    const next = nextDueAmount(booking.calculation?.due ?? [], booking.paid, today);
    const payment = (row.payment as OnlinePaymentMethod | null) ?? null;
    // A transfer booking is paid by transfer; the card button stays for those who pay by card.
    const providers = open > 0 && payment !== 'transfer' ? await this.ways.checkoutProviders(booking) : [];
    const email = booking.lead ? await this.leadEmail(booking.lead) : '';
    const types = await this.typeNames(
      booking.rooms.map((r) => r.roomType),
      booking.language,
    );
    const places = new Map<string, GuestPlace>();
    for (const room of booking.rooms)
      for (const guest of room.guests)
        if (guest)
          places.set(guest.customer, { type: types.get(room.roomType) ?? '', guest: guest.fullName });
    const resort = booking.type === 'resort';
    return {
      id: booking.id,
      bookingNo: booking.bookingNo,
      token: row.token,
      state: booking.state,
      kind: booking.type as OnlineBookingView['kind'],
      ...(await this.names(booking)),
      from: booking.from,
      to: booking.to,
      rooms: booking.rooms.map((room) => ({
        name: (resort && types.get(room.roomType)) || room.roomName,
        guests: room.guests.length,
      })),
      lines: guestFacingEntries(
        (booking.calculation?.entries ?? []).filter(
          (e) => e.amount.amount !== 0 && !NOT_PRICE_LINES.has(e.type),
        ),
        places,
      ).map((e) => ({ text: e.text, amount: e.amount })),
      total: money(booking.total),
      paid: money(booking.paid),
      open: money(open),
      deposit: open > 0 ? money(Math.min(open, next?.amount ?? open)) : null,
      holdUntil: row.holdUntil && booking.state === 'draft' ? row.holdUntil.toISOString() : null,
      canPayOnline: providers.length > 0 && ['draft', 'planned', 'confirmed'].includes(booking.state),
      payment,
      optionUntil: booking.optionUntil,
      transfer:
        payment === 'transfer' && ['planned', 'confirmed'].includes(booking.state)
          ? await this.ways.transfer(booking)
          : null,
      mail: email ? await this.services.mailRepository.latestTo(booking.id, email).then(mailState) : null,
    };
  }

  /**
   * A quote's lines in guests' words: `guests[i]` are the unnamed guests of the i-th room (their
   * ids as priced) with the room type they sleep in.
   */
  async publicLines<T extends CalculationEntry>(
    entries: T[],
    rooms: { roomType: string; guests: string[] }[],
    language: string,
  ): Promise<T[]> {
    const types = await this.typeNames(
      rooms.map((r) => r.roomType),
      language,
    );
    const guest = language === 'de' ? 'Gast' : 'Guest';
    const places = new Map<string, GuestPlace>();
    let n = 0;
    for (const room of rooms)
      for (const id of room.guests)
        places.set(id, { type: types.get(room.roomType) ?? '', guest: `${guest} ${++n}` });
    return guestFacingEntries(entries, places);
  }

  /** Room types by their public names in a language (their names where none is set). */
  private async typeNames(ids: string[], language: string): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (!unique.length) return new Map();
    const rows = await this.catalog.roomTypeNames(unique);
    return new Map(rows.map((r) => [r.id, localized(r.publicName, language) || r.name]));
  }

  /** The vessel or resort and the tour by name. */
  private async names(booking: BookingDetail): Promise<{ place: string; tripName: string | null }> {
    const place = booking.vessel
      ? await this.catalog.vesselName(booking.vessel)
      : await this.catalog.resortName(booking.resort ?? '');
    const tour = booking.tour ? await this.catalog.tourName(booking.tour) : undefined;
    return { place: place?.name ?? '', tripName: tour?.name ?? null };
  }

  async leadEmail(customer: string): Promise<string> {
    const row = await this.catalog.customerContact(customer);
    return row?.contact.email ?? '';
  }
}
