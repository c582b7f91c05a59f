import {
  arrivalDepartureResource,
  bookingCommentResource,
  bookingDetailSchema,
  bookingResource,
  isAdmin,
} from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';
import * as t from '../../db/schema/index.ts';
import { notFound, referenceConstraintMessages, refusal, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { BookingService } from './booking.service.ts';
import { agentBookings } from './booking-rows.ts';

// What a booking keeps: deleting what it stands on is refused by the database; these name why.
for (const [constraint, message] of [
  [
    'bookings_schedule_schedules_id_fk',
    'This trip has bookings; cancel them or move them to another trip before deleting it (or set the trip to cancelled)',
  ],
  [
    'booking_rooms_room_rooms_id_fk',
    'This room is booked; move its bookings to another room before deleting it (or set it inactive)',
  ],
  [
    'bookings_vessel_vessels_id_fk',
    'This vessel has bookings; it cannot be deleted (set it inactive instead)',
  ],
  [
    'bookings_resort_resorts_id_fk',
    'This resort has bookings; it cannot be deleted (set it inactive instead)',
  ],
  ['bookings_tour_tours_id_fk', 'This tour has bookings; it cannot be deleted (set it inactive instead)'],
])
  referenceConstraintMessages.set(constraint, message);

/**
 * Bookings as lists and the booking screen read them: list, CSV and get through the generic layer,
 * read-only (the booking calls write them). Lists leave the calculation out, it is the bulk of a
 * row; `GET /api/bookings/{id}` answers the whole BookingDetail.
 */
export function bookingBindings(bookings: BookingService): ResourceBinding[] {
  return [
    {
      definition: bookingResource,
      table: t.bookings,
      hidden: ['calculation', 'createdBy'],
      // Agents list and open their agency's bookings only (SPEC §2 /booking/list: agencies.self).
      condition: (request) => agentBookings(request.principal),
      detailSchema: bookingDetailSchema,
      detail: async (wire, request) => {
        const detail = await bookings.detail(wire.id as string, { principal: request.principal });
        if (!detail) throw notFound(bookingResource.name);
        return { ...detail };
      },
    },
    {
      definition: arrivalDepartureResource,
      table: t.arrivalDepartures,
      // The booking says where: its resort or vessel limits who sees the record.
      toRow: async (input, request) => ({ ...input, ...(await whereIs(input.booking, request)) }),
      // An arrival entered arranges the transfer a to-do rule may wait for.
      afterWrite: async (row) => {
        if (typeof row.booking === 'string') await bookings.onArrangements?.(row.booking);
      },
    },
    {
      definition: bookingCommentResource,
      table: t.bookingComments,
      // The author is whoever wrote it first; an edit keeps them.
      toRow: async (input, request, existing) => ({
        ...input,
        ...(await whereIs(input.booking, request)),
        author: existing ? existing.author : (request.auth?.user.id ?? null),
        authorName: existing ? existing.authorName : (request.auth?.user.name ?? ''),
      }),
      // A comment is its author's words: only they (or an administrator) change or remove it.
      mayChange: (existing, request) => {
        if (existing.author !== (request.auth?.user.id ?? null) && !isAdmin(request.principal))
          throw refusal('FORBIDDEN_RESSOURCE', 'Only its author or an administrator may change a comment');
      },
    },
  ];

  /** The resort or vessel of a booking the requester may see; 400 on the field otherwise. */
  async function whereIs(id: unknown, request: FastifyRequest) {
    const booking = await bookings.repository.booking(
      id as string,
      bookings.repository.visibleTo(request.principal),
    );
    if (!booking) throw validationError([{ path: 'booking', message: 'No such booking' }]);
    return { resort: booking.resort, vessel: booking.vessel };
  }
}
