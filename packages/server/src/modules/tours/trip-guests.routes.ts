import {
  compareNames,
  BOOKING_STATES,
  type BookingState,
  countsForTripPayments,
  customerAge,
  fillTripMail,
  formatDate,
  holdsBeds,
  medicalYes,
  nextDueAmount,
  type ScheduleMailResult,
  scheduleMailResultSchema,
  scheduleMailSchema,
  type TripCustomer,
  type TripPayments,
  tripCustomerSchema,
  tripPaymentsSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { travelDocument } from '../bookings/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type TripGuestRow, TripGuestsRepository } from '../bookings/index.ts';
import { ToursRepository, visibleSchedules } from './tours.repository.ts';

/** Guests on the manifest by default: everyone holding a bed, and the waiting list. */
const LISTED_STATES = BOOKING_STATES.filter((s) => holdsBeds(s) || s === 'waiting');
/** Guests a trip mail reaches by default: those holding a bed. */
const MAILED_STATES = BOOKING_STATES.filter(holdsBeds);

const statesQuery = z
  .union([z.enum(BOOKING_STATES), z.array(z.enum(BOOKING_STATES))])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));

function toTripCustomer(row: TripGuestRow): TripCustomer {
  const master = row.masterData;
  return {
    customer: row.customer,
    fullName: row.fullName,
    firstName: master.firstName,
    lastName: master.lastName,
    gender: master.gender,
    birthday: master.birthday,
    age: customerAge(master, row.from),
    nationality: master.nationality,
    email: row.contact.email,
    phone: row.contact.phone,
    ...travelDocument(row),
    medical: row.medicalAnswers
      ? medicalYes({ medical: { answers: row.medicalAnswers } })
        ? 'physician'
        : 'fit'
      : null,
    booking: row.booking,
    bookingNo: row.bookingNo,
    state: row.state,
    roomBooking: row.roomBooking,
    room: row.room,
    roomName: row.roomName,
    bed: row.bed,
  };
}

/**
 * The trip's people and money (SPEC §7): `GET /api/schedule/{id}/customers`,
 * `GET /api/tour/{tour}/{schedule}/payments` and `POST /api/schedule/{schedule}/sendMail`.
 */
export function registerTripGuestRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const tours = new ToursRepository(db);
  const guests = new TripGuestsRepository(db);
  const features = ['vessel' as const];

  // The trip must exist and be one of the user's vessels; anything else reads as not found.
  const tripOf = async (request: FastifyRequest, id: string, tour?: string) => {
    const trip = await tours.schedule(id, visibleSchedules(request.principal));
    if (!trip || (tour !== undefined && trip.tour !== tour)) throw notFound('schedule');
    return trip;
  };
  const sorted = (rows: TripGuestRow[]) =>
    rows.sort((a, b) => compareNames(a.roomName, b.roomName) || a.bed - b.bed);

  r.get(
    '/api/schedule/:id/customers',
    {
      config: { access: { scopes: ['bookings.read', 'customers.read'], features } },
      schema: {
        tags: ['schedule'],
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ states: statesQuery }),
        response: { 200: z.array(tripCustomerSchema) },
      },
    },
    async (request): Promise<TripCustomer[]> => {
      await tripOf(request, request.params.id);
      const rows = await guests.guests(request.params.id, request.query.states ?? LISTED_STATES);
      return sorted(rows).map(toTripCustomer);
    },
  );

  r.get(
    '/api/tour/:tour/:schedule/payments',
    {
      config: { access: { scopes: ['bookings.read'], features } },
      schema: {
        tags: ['tour'],
        params: z.object({ tour: z.uuid(), schedule: z.uuid() }),
        response: { 200: tripPaymentsSchema },
      },
    },
    async (request): Promise<TripPayments> => {
      await tripOf(request, request.params.schedule, request.params.tour);
      const today = await services.calendar.today();
      const lines = (await guests.bookings(request.params.schedule))
        .filter((b) => countsForTripPayments(b.state, b.paid))
        .map((b) => {
          const next = nextDueAmount(b.due, b.paid, today);
          return {
            booking: b.id,
            bookingNo: b.bookingNo,
            state: b.state,
            leadName: b.leadName,
            noOfPax: b.noOfPax,
            currency: b.currency,
            total: b.total,
            paid: b.paid,
            open: b.total - b.paid,
            nextDue: next && { date: next.date, amount: next.amount },
            overdue: next?.overdue ?? false,
          };
        });
      const totals = new Map<string, { currency: string; total: number; paid: number; open: number }>();
      for (const line of lines) {
        const sum = totals.get(line.currency) ?? { currency: line.currency, total: 0, paid: 0, open: 0 };
        sum.total += line.total;
        sum.paid += line.paid;
        sum.open += line.open;
        totals.set(line.currency, sum);
      }
      return { bookings: lines, totals: [...totals.values()] };
    },
  );

  r.post(
    '/api/schedule/:schedule/sendMail',
    {
      config: { access: { scopes: ['bookings.update'], features } },
      schema: {
        tags: ['schedule'],
        params: z.object({ schedule: z.uuid() }),
        body: scheduleMailSchema,
        response: { 200: scheduleMailResultSchema },
      },
    },
    async (request): Promise<ScheduleMailResult> => {
      const trip = await tripOf(request, request.params.schedule);
      const { subject, text, customers } = request.body;
      const states: readonly BookingState[] = request.body.states ?? MAILED_STATES;
      const wanted = customers ? new Set(customers) : undefined;
      const seen = new Set<string>();
      const result: ScheduleMailResult = { queued: 0, skipped: [] };
      const mails: { to: string; subject: string; text: string }[] = [];
      for (const guest of sorted(await guests.guests(trip.id, states))) {
        // A guest travelling in two cabins (or booked twice) gets the mail once.
        if (seen.has(guest.customer) || (wanted && !wanted.has(guest.customer))) continue;
        seen.add(guest.customer);
        if (!guest.contact.email) {
          result.skipped.push({ customer: guest.customer, fullName: guest.fullName, reason: 'NO_EMAIL' });
          continue;
        }
        const values = {
          firstName: guest.masterData.firstName,
          lastName: guest.masterData.lastName,
          fullName: guest.fullName,
          bookingNo: guest.bookingNo,
          tour: trip.tourName,
          vessel: trip.vesselName,
          cabin: guest.roomName,
          // Guests read dates the way the operator's screens show them (SPEC §9 DD.MM.YYYY).
          from: formatDate(trip.from),
          to: formatDate(trip.to),
        };
        mails.push({
          to: guest.contact.email,
          subject: fillTripMail(subject, values),
          text: fillTripMail(text, values),
        });
      }
      // All or none: a trip mail half queued would leave the operator guessing who got it.
      await db.transaction(async (tx) => {
        for (const mail of mails) await services.mailRepository.enqueue(mail, tx as never);
      });
      result.queued = mails.length;
      return result;
    },
  );
}
