import type { ChannelBookingRevision } from './channel-manager.ts';

/** A booking revision as Channex answers it (docs.channex.io, Bookings Collection: Booking Revision). */
export interface ChannexRevisionItem {
  id: string;
  attributes?: {
    booking_id?: string;
    ota_reservation_code?: string;
    ota_name?: string;
    status?: string;
    arrival_date?: string;
    departure_date?: string;
    amount?: string | number;
    currency?: string;
    inserted_at?: string;
    customer?: { name?: string; surname?: string; mail?: string; phone?: string; country?: string } | null;
    rooms?: {
      room_type_id?: string;
      rate_plan_id?: string;
      checkin_date?: string;
      checkout_date?: string;
      occupancy?: { adults?: number; children?: number };
    }[];
  };
}

const STATUSES = new Set(['new', 'modified', 'cancelled']);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Channex writes money as decimal strings ("300.00"): minor units, exactly (no float sums). */
export function minorUnits(amount: string | number | undefined): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : (amount ?? '0').trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * One revision in our terms, or a reason it cannot be read: a message without dates or status is
 * recorded as an error for the operator rather than dropped.
 */
export function toRevision(item: ChannexRevisionItem): ChannelBookingRevision {
  const a = item.attributes ?? {};
  const status = STATUSES.has(a.status ?? '') ? (a.status as ChannelBookingRevision['status']) : 'new';
  const rooms = (a.rooms ?? []).map((room) => ({
    channelRoomType: room.room_type_id ?? '',
    channelRatePlan: room.rate_plan_id ?? '',
    adults: Math.max(0, Math.floor(room.occupancy?.adults ?? 1)),
    children: Math.max(0, Math.floor(room.occupancy?.children ?? 0)),
  }));
  const from = a.arrival_date ?? a.rooms?.[0]?.checkin_date ?? '';
  const to = a.departure_date ?? a.rooms?.[0]?.checkout_date ?? '';
  const customer = a.customer ?? {};
  return {
    id: item.id,
    bookingId: a.booking_id ?? item.id,
    reference: a.ota_reservation_code ?? '',
    otaName: a.ota_name ?? '',
    status,
    from: ISO.test(from) ? from : '',
    to: ISO.test(to) ? to : '',
    amount: minorUnits(a.amount),
    currency: (a.currency ?? '').toUpperCase(),
    guest: {
      name: customer.name ?? '',
      surname: customer.surname ?? '',
      mail: customer.mail ?? '',
      phone: customer.phone ?? '',
      country: customer.country ?? '',
    },
    rooms,
    revisedAt:
      a.inserted_at && !Number.isNaN(Date.parse(a.inserted_at)) ? new Date(a.inserted_at) : new Date(0),
  };
}
