import type { BookingState, CustomerData } from '@seaberth/domain';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  customers,
  guestForms,
  rooms,
} from '../../db/schema/index.ts';

export interface TripGuestRow {
  customer: string;
  fullName: string;
  masterData: CustomerData['masterData'];
  contact: CustomerData['contact'];
  passport: CustomerData['passport'];
  diver: Partial<CustomerData['diver']>;
  booking: string;
  bookingNo: string;
  state: BookingState;
  from: string;
  roomBooking: string;
  room: string;
  roomName: string;
  /** Position of the guest within the booked room. */
  bed: number;
  /** The bed numbers a shared booking holds; null when it has the whole room. */
  roomBeds: number[] | null;
  /** The medical answers of the guest's latest sent form for this booking (null: none sent). */
  medicalAnswers: Record<string, boolean | null> | null;
}

export interface TripBookingRow {
  id: string;
  bookingNo: string;
  state: BookingState;
  leadName: string;
  noOfPax: number;
  currency: string;
  total: number;
  paid: number;
  due: { amount: { amount: number; currency: string }; due: string }[];
}

/**
 * What a trip's guest list, payment list, guest mail and passenger list read of its bookings: one
 * query each. It lives with the bookings, whose tables it reads; the trip routes call it.
 */
export class TripGuestsRepository {
  constructor(private readonly db: Db) {}

  /** Every guest of the trip's bookings in the given states, by cabin and bed. */
  async guests(schedule: string, states: readonly BookingState[]): Promise<TripGuestRow[]> {
    if (!states.length) return [];
    const rows = await this.db
      .select({
        customer: customers.id,
        fullName: customers.fullName,
        masterData: customers.masterData,
        contact: customers.contact,
        passport: customers.passport,
        diver: customers.diver,
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        from: bookingRooms.from,
        roomBooking: bookingRooms.id,
        room: rooms.id,
        roomName: rooms.name,
        bed: bookingGuests.bed,
        roomBeds: bookingRooms.beds,
        medicalAnswers: sql<Record<string, boolean | null> | null>`(
          select ${guestForms.data}->'medical'->'answers' from ${guestForms}
          where ${guestForms.booking} = ${bookings.id} and ${guestForms.customer} = ${customers.id}
            and ${guestForms.state} in ('submitted', 'applied')
          order by ${guestForms.submittedAt} desc nulls last limit 1)`,
      })
      .from(bookingGuests)
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .innerJoin(customers, eq(customers.id, bookingGuests.customer))
      // A booking with a resort stay too lists only its cabins here.
      .where(
        and(eq(bookings.schedule, schedule), isNotNull(rooms.vessel), inArray(bookings.state, [...states])),
      )
      .orderBy(asc(rooms.name), asc(bookingGuests.bed));
    return rows as TripGuestRow[];
  }

  /** The trip's bookings with their money and due plan; the plan is read out of the calculation. */
  async bookings(schedule: string): Promise<TripBookingRow[]> {
    const rows = await this.db
      .select({
        id: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        leadName: bookings.leadName,
        noOfPax: bookings.noOfPax,
        currency: bookings.currency,
        total: bookings.total,
        paid: bookings.paid,
        calculation: bookings.calculation,
      })
      .from(bookings)
      .where(and(eq(bookings.schedule, schedule), ne(bookings.state, 'deleted')))
      .orderBy(asc(bookings.bookingNo));
    return rows.map(({ calculation, ...row }) => ({
      ...row,
      state: row.state as BookingState,
      due: calculation?.due ?? [],
    }));
  }
}
